import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/jobs";
import { TestClock } from "../../test/test-clock";
import { createPostgresTestDatabase, testEngine } from "../../test/test-database";
import { createTestServer, type TestServer } from "../../test/test-server";
import { openDatabase } from "../db/database";
import { defaultRetryDelayMs, JobRunner } from "./job-runner";

const silent = pino({ level: "silent" });
let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

async function jobRow(id: string) {
  const [row] = await t.ctx.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

describe("job runner", () => {
  it("runs a job enqueued in a committed transaction, and never one from a rolled-back one", async () => {
    const runner = new JobRunner(t.ctx.db, t.clock, silent);
    const seen: string[] = [];
    runner.define<{ word: string }>({ kind: "test.echo", handle: async ({ word }) => void seen.push(word) });
    const id = await t.ctx.db.transaction((tx) => runner.enqueue(tx, "test.echo", { word: "kept" }));
    await t.ctx.db
      .transaction(async (tx) => {
        await runner.enqueue(tx, "test.echo", { word: "rolled back" });
        throw new Error("abort");
      })
      .catch(() => {});
    await runner.runDue();
    expect(seen).toEqual(["kept"]);
    expect((await jobRow(id))?.status).toBe("done");
    await runner.runDue();
    expect(seen).toEqual(["kept"]);
  });

  it("waits for run-at, and reschedules or cancels by dedupe key", async () => {
    const runner = new JobRunner(t.ctx.db, t.clock, silent);
    const seen: string[] = [];
    runner.define<{ n: number }>({ kind: "test.later", handle: async ({ n }) => void seen.push(`n${n}`) });
    const at = new Date(t.clock.now().getTime() + 10 * 60_000);
    await runner.enqueue(t.ctx.db, "test.later", { n: 1 }, { runAt: at, dedupeKey: "later:a" });
    await runner.enqueue(t.ctx.db, "test.later", { n: 2 }, { runAt: at, dedupeKey: "later:a" });
    await runner.enqueue(t.ctx.db, "test.later", { n: 3 }, { runAt: at, dedupeKey: "later:b" });
    expect(await runner.cancel(t.ctx.db, "later:b")).toBe(true);
    await runner.runDue();
    expect(seen).toEqual([]);
    t.clock.advanceMinutes(11);
    await runner.runDue();
    expect(seen).toEqual(["n2"]);
  });

  it("retries with backoff and gives up after max attempts", async () => {
    const runner = new JobRunner(t.ctx.db, t.clock, silent);
    const attempts: boolean[] = [];
    runner.define({
      kind: "test.flaky",
      maxAttempts: 3,
      handle: async (_payload, job) => {
        attempts.push(job.lastAttempt);
        throw new Error(`boom ${job.attempt}`);
      },
    });
    const id = await runner.enqueue(t.ctx.db, "test.flaky", {});
    await runner.runDue();
    expect(await jobRow(id)).toMatchObject({ status: "pending", attempts: 1, lastError: "boom 1" });
    await runner.runDue();
    expect(attempts).toHaveLength(1);
    t.clock.advanceMinutes(defaultRetryDelayMs(1) / 60_000 + 0.01);
    await runner.runDue();
    t.clock.advanceMinutes(defaultRetryDelayMs(2) / 60_000 + 0.01);
    await runner.runDue();
    expect(attempts).toEqual([false, false, true]);
    expect(await jobRow(id)).toMatchObject({ status: "failed", attempts: 3, lastError: "boom 3" });
  });

  it("reclaims a job whose runner died mid-run once its lease runs out", async () => {
    const runner = new JobRunner(t.ctx.db, t.clock, silent);
    const seen: number[] = [];
    runner.define({ kind: "test.lease", handle: async () => void seen.push(1) });
    const id = await runner.enqueue(t.ctx.db, "test.lease", {});
    await t.ctx.db
      .update(jobs)
      .set({ status: "running", lockedUntil: new Date(t.clock.now().getTime() + 60_000) })
      .where(eq(jobs.id, id));
    await runner.runDue();
    expect(seen).toEqual([]);
    t.clock.advanceMinutes(2);
    await runner.runDue();
    expect(seen).toEqual([1]);
  });

  it("backs off 5 s doubling to at most an hour", () => {
    expect([1, 2, 3, 11, 30].map(defaultRetryDelayMs)).toEqual([5_000, 10_000, 20_000, 3_600_000, 3_600_000]);
  });
});

describe("jobs across processes", () => {
  it("never runs a job twice when two runners on separate connections claim at once", async () => {
    // Two database handles on one database: PostgreSQL pools, or (embedded) one PGlite shared by both.
    const pg = testEngine === "postgres" ? await createPostgresTestDatabase() : null;
    const dir = pg ? null : await fs.mkdtemp(path.join(os.tmpdir(), "bearish-jobs-"));
    const first = await openDatabase(pg ? { url: pg.url } : { pgliteDir: path.join(dir ?? "", "db") });
    const second = pg ? await openDatabase({ url: pg.url }) : first;
    try {
      const clock = new TestClock();
      const runs = new Map<number, number>();
      const define = (runner: JobRunner) =>
        runner.define<{ n: number }>({
          kind: "test.count",
          handle: async ({ n }) => {
            runs.set(n, (runs.get(n) ?? 0) + 1);
            await new Promise((resolve) => setTimeout(resolve, 1));
          },
        });
      const a = new JobRunner(first.db, clock, silent);
      const b = new JobRunner(second.db, clock, silent);
      define(a);
      define(b);
      for (let n = 0; n < 60; n++) await a.enqueue(first.db, "test.count", { n });
      await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
      expect(runs.size).toBe(60);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
    } finally {
      if (second !== first) await second.close();
      await first.close();
      await pg?.drop();
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it("keeps pending jobs across a restart", async () => {
    if (testEngine === "postgres") {
      const pg = await createPostgresTestDatabase();
      try {
        await restartScenario({ url: pg.url });
      } finally {
        await pg.drop();
      }
      return;
    }
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-jobs-"));
    try {
      await restartScenario({ pgliteDir: path.join(dir, "db") });
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

async function restartScenario(options: { url?: string; pgliteDir?: string }) {
  const clock = new TestClock();
  const before = await openDatabase(options);
  const runner = new JobRunner(before.db, clock, silent);
  runner.define({ kind: "test.durable", handle: async () => {} });
  await runner.enqueue(before.db, "test.durable", { keep: true });
  await before.close();

  const after = await openDatabase(options);
  try {
    const seen: unknown[] = [];
    const revived = new JobRunner(after.db, clock, silent);
    revived.define({ kind: "test.durable", handle: async (payload) => void seen.push(payload) });
    await revived.runDue();
    expect(seen).toEqual([{ keep: true }]);
  } finally {
    await after.close();
  }
}
