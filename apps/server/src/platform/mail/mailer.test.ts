import fs from "node:fs/promises";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { mailOutbox } from "../../db/schema/mail-outbox";
import { TestClock } from "../../test/test-clock";
import { createPostgresTestDatabase, testEngine } from "../../test/test-database";
import { createTestServer, type TestServer } from "../../test/test-server";
import { createContext } from "../bootstrap";
import type { Db } from "../db/database";
import { JobRunner } from "../jobs/job-runner";
import type { MailTransport } from "./mail-transport";
import { MAIL_MAX_ATTEMPTS, Mailer, retryDelayMs } from "./mailer";

interface Received {
  from: string;
  to: string;
  subject: string;
  text: string;
  envelopeTo: string[];
  messageId: string;
}

/** A real SMTP server on a local port, keeping what it receives. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
        received.push({
          from: parsed.from?.value[0]?.address ?? "",
          to: to?.text ?? "",
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          messageId: parsed.messageId ?? "",
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local port with nothing listening (SMTP "down"). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const outboxRows = (db: Db) =>
  db
    .select({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox);

const signupBody = (email: string) => ({ firstName: "Mai", lastName: "Ler", email, password: "Abcdef1!" });

// Every test cleans up what it started, even when an assertion fails half way.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const track = <T extends { close(): Promise<void> }>(thing: T): T => {
  cleanups.push(() => thing.close());
  return thing;
};

describe("retryDelayMs", () => {
  it("starts at 5 s, doubles per attempt and stops at one hour", () => {
    expect(retryDelayMs(0)).toBe(5_000);
    expect(retryDelayMs(1)).toBe(5_000);
    expect(retryDelayMs(2)).toBe(10_000);
    expect(retryDelayMs(3)).toBe(20_000);
    expect(retryDelayMs(10)).toBe(2_560_000);
    expect(retryDelayMs(11)).toBe(3_600_000);
    expect(retryDelayMs(MAIL_MAX_ATTEMPTS)).toBe(3_600_000);
    expect(retryDelayMs(1_000)).toBe(3_600_000);
    for (let n = 1; n < 40; n++) expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(retryDelayMs(n));
  });
});

describe("SMTP transport", () => {
  it("keeps mail pending while SMTP is down, retries with backoff, then delivers each mail exactly once", async () => {
    const port = await freePort();
    const t: TestServer = track(await createTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } }));
    expect((await t.request("GET", "/api/health")).json().data.mail).toBe("smtp");
    const email = "patient@example.com";
    expect((await t.request("POST", "/api/user/auth/signup", { body: signupBody(email) })).statusCode).toBe(201);

    // Down: the mail stays pending with the error and a later attempt time.
    await t.ctx.mailer.flush();
    const [first] = await outboxRows(t.ctx.db);
    expect(first).toMatchObject({ toAddress: email, status: "pending", attempts: 1, sentAt: null });
    expect(first?.lastError).toMatch(/ECONNREFUSED/);
    const firstDelay = (first?.nextAttemptAt.getTime() ?? 0) - t.clock.now().getTime();
    expect(firstDelay).toBeGreaterThan(0);
    expect(firstDelay).toBeLessThanOrEqual(retryDelayMs(1));

    await t.ctx.mailer.flush();
    expect((await outboxRows(t.ctx.db))[0]?.attempts).toBe(1);

    t.clock.advanceMinutes(1);
    await t.ctx.mailer.flush();
    const [second] = await outboxRows(t.ctx.db);
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(second?.lastError).toMatch(/ECONNREFUSED/);
    expect(second?.nextAttemptAt.getTime()).toBeGreaterThan(first?.nextAttemptAt.getTime() ?? 0);

    // Up, but the retry is not due yet.
    const smtp = track(await startSmtp(port));
    await t.ctx.mailer.flush();
    expect(smtp.received).toHaveLength(0);

    t.clock.advanceMinutes(1);
    await t.ctx.mailer.flush();
    expect(smtp.received).toHaveLength(1);
    const [row] = await outboxRows(t.ctx.db);
    expect(row).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    const mail = smtp.received[0];
    expect(mail).toMatchObject({ from: "no-reply@bearish.local", to: email, envelopeTo: [email] });
    expect(mail?.subject).toMatch(/^Your Bearish sign-up code is \d{6}$/);
    expect(mail?.messageId).toBe(`<${row?.id}@bearish>`);

    // The code that travelled through SMTP signs the person in.
    const otp = mail?.subject.match(/(\d{6})$/)?.[1];
    expect((await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp } })).statusCode).toBe(200);

    // Exactly once: later passes send nothing again, and new mail goes out at once.
    t.clock.advanceMinutes(120);
    await t.ctx.mailer.flush();
    await t.ctx.mailer.flush();
    expect(smtp.received).toHaveLength(1);
    const other = "prompt@example.com";
    await t.request("POST", "/api/user/auth/signup", { body: signupBody(other) });
    await t.ctx.mailer.flush();
    expect(smtp.received.map((m) => m.to)).toEqual([email, other]);
    // The file transport is not used when SMTP is configured.
    await expect(fs.readdir(path.join(t.dataDir, "outbox"))).rejects.toThrow();
  });

  it("survives a restart: mail queued while SMTP is down is delivered by the next process", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-mail-restart-"));
    cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const pg = testEngine === "postgres" ? await createPostgresTestDatabase() : null;
    if (pg) cleanups.push(pg.drop);
    const configFor = (smtpUrl: string) =>
      loadConfig({
        NODE_ENV: "test",
        DATA_DIR: dataDir,
        LOG_LEVEL: "silent",
        SMTP_URL: smtpUrl,
        ...(pg ? { DATABASE_URL: pg.url } : {}),
      });
    const pgliteDir = path.join(dataDir, "db");
    const clock = new TestClock();
    const email = "restart@example.com";

    const first = await createContext(configFor(`smtp://127.0.0.1:${await freePort()}`), { clock, pgliteDir });
    const firstApp = await buildApp(first);
    const signup = await firstApp.inject({ method: "POST", url: "/api/user/auth/signup", payload: signupBody(email) });
    expect(signup.statusCode).toBe(201);
    await first.mailer.flush();
    expect(await outboxRows(first.db)).toMatchObject([{ status: "pending", attempts: 1 }]);
    await firstApp.close();
    first.mailer.stop();
    await first.database.close();

    const smtp = track(await startSmtp());
    const second = await createContext(configFor(`smtp://127.0.0.1:${smtp.port}`), { clock, pgliteDir });
    const secondApp = await buildApp(second);
    cleanups.push(async () => {
      await secondApp.close();
      second.mailer.stop();
      await second.database.close();
    });
    clock.advanceMinutes(1);
    await second.mailer.flush();
    expect(smtp.received.map((m) => m.to)).toEqual([email]);
    expect(await outboxRows(second.db)).toMatchObject([{ status: "sent", attempts: 2 }]);

    const otp = smtp.received[0]?.subject.match(/(\d{6})$/)?.[1];
    const verify = await secondApp.inject({
      method: "POST",
      url: "/api/user/auth/verify-otp",
      payload: { email, otp },
    });
    expect(verify.statusCode).toBe(200);
  });
});

describe("with the file transport", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it("writes each mail as a parseable .eml file and leaves no temporary files", async () => {
    expect((await t.request("GET", "/api/health")).json().data.mail).toBe("file");
    const emails = ["file-a@example.com", "file-b@example.com"];
    for (const email of emails) await t.request("POST", "/api/user/auth/signup", { body: signupBody(email) });
    await t.ctx.mailer.flush();

    const outbox = path.join(t.dataDir, "outbox");
    const files = (await fs.readdir(outbox)).sort();
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^[^.].*\.eml$/);
    expect(files.some((f) => f.endsWith(".tmp"))).toBe(false);

    const rows = await outboxRows(t.ctx.db);
    for (const file of files) {
      const parsed = await simpleParser(await fs.readFile(path.join(outbox, file)));
      const row = rows.find((r) => file.includes(r.id));
      expect(row?.status).toBe("sent");
      expect(parsed.messageId).toBe(`<${row?.id}@bearish>`);
      expect(parsed.from?.value[0]?.address).toBe("no-reply@bearish.local");
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      expect(to?.text).toBe(row?.toAddress);
      expect(parsed.subject).toMatch(/^Your Bearish sign-up code is \d{6}$/);
      expect(parsed.text).toContain("valid for 10 minutes");
      expect(parsed.html || "").toContain("<strong");
      expect(parsed.date).toBeInstanceOf(Date);
    }
    expect((await t.mails()).map((m) => m.to).sort()).toEqual(emails);

    // Delivered mail is not written again.
    t.clock.advanceMinutes(60);
    await t.ctx.mailer.flush();
    expect(await fs.readdir(outbox)).toHaveLength(2);
    const [row] = await t.ctx.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, "file-a@example.com"));
    expect(row?.status).toBe("sent");
  });

  it(`marks a mail failed after ${MAIL_MAX_ATTEMPTS} attempts and stops trying`, async () => {
    let calls = 0;
    const broken: MailTransport = {
      kind: "smtp",
      async send() {
        calls++;
        throw new Error("550 mailbox unavailable");
      },
      close() {},
    };
    const clock = new TestClock();
    const mailer = new Mailer(broken, new JobRunner(t.ctx.db, clock, t.ctx.log), clock, t.ctx.log, t.ctx.db);
    const id = await mailer.enqueue(t.ctx.db, { to: "never@example.com", subject: "Doomed", text: "Hello" });
    for (let i = 0; i < MAIL_MAX_ATTEMPTS + 3; i++) {
      await mailer.flush();
      clock.advanceMinutes(61);
    }
    expect(calls).toBe(MAIL_MAX_ATTEMPTS);
    const [row] = (await outboxRows(t.ctx.db)).filter((r) => r.id === id);
    expect(row).toMatchObject({ status: "failed", attempts: MAIL_MAX_ATTEMPTS, lastError: "550 mailbox unavailable" });
    mailer.stop();
  });
});
