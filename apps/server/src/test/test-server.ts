import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { simpleParser } from "mailparser";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createContext } from "../platform/bootstrap";
import type { AppContext } from "../platform/context";
import type { MailTransport } from "../platform/mail/mail-transport";
import { TestClock } from "./test-clock";
import { createPostgresTestDatabase, testEngine } from "./test-database";

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  dataDir: string;
  /** Sends a request through the real HTTP stack (app.inject); `token` sets the bearer header. */
  request(
    method: Method,
    url: string,
    options?: { token?: string | undefined; body?: unknown; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  /** Delivers pending mail and returns every mail written so far, oldest first. */
  mails(): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real server for one test file: its own database (in-memory PGlite, or a fresh PostgreSQL
 * database when TEST_DB=postgres), the file mail transport in a temporary DATA_DIR, a movable clock.
 */
export async function createTestServer(
  options: { env?: Record<string, string>; transport?: MailTransport } = {},
): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-test-"));
  const pgDb = testEngine === "postgres" ? await createPostgresTestDatabase() : null;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://bearish.test",
    RATE_LIMIT_PER_MINUTE: "100000",
    WEB_DIST_DIR: path.join(dataDir, "no-web"),
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...options.env,
  });
  const clock = new TestClock();
  const ctx = await createContext(config, {
    clock,
    pgliteDir: "memory://",
    ...(options.transport ? { transport: options.transport } : {}),
  });
  const app = await buildApp(ctx);
  await app.ready();
  const outboxDir = path.join(dataDir, "outbox");

  return {
    app,
    ctx,
    clock,
    dataDir,
    request: (method, url, opts = {}) =>
      app.inject({
        method,
        url,
        headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
        ...(opts.body !== undefined ? { payload: opts.body as object } : {}),
      }),
    async mails() {
      await ctx.mailer.flush();
      const files = (await fs.readdir(outboxDir).catch(() => [] as string[])).filter((f) => f.endsWith(".eml")).sort();
      return Promise.all(
        files.map(async (file) => {
          const parsed = await simpleParser(await fs.readFile(path.join(outboxDir, file)));
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          return {
            to: to?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: parsed.html || "",
          };
        }),
      );
    },
    async close() {
      await app.close();
      await ctx.collab.close();
      await ctx.realtime.close();
      ctx.mailer.stop();
      await ctx.database.close();
      await pgDb?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
