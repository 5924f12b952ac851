import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { departments } from "../../db/schema/departments";
import { createPostgresTestDatabase, testEngine } from "../../test/test-database";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";
import { type Database, openDatabase } from "./database";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bearish-db-test-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function open(options: Parameters<typeof openDatabase>[0]): Promise<Database> {
  const database = await openDatabase(options);
  let closed = false;
  const close = database.close;
  database.close = async () => {
    if (closed) return;
    closed = true;
    await close();
  };
  cleanups.push(() => database.close());
  return database;
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  expect(child.pid).toBeGreaterThan(0);
  return child.pid;
}

const lockFile = (dir: string) => path.join(dir, "bearish.lock");

describe("the data directory lock", () => {
  it("refuses a second lock on the same directory in this process, naming the directory", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    cleanups.push(release);
    expect(fs.readFileSync(lockFile(dir), "utf8").trim()).toBe(String(process.pid));

    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(dir);
    // The refused attempt left the holder's lock in place.
    expect(fs.existsSync(lockFile(dir))).toBe(true);

    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    const again = lockDataDir(dir);
    cleanups.push(again);
    expect(fs.existsSync(lockFile(dir))).toBe(true);
  });

  it("refuses a directory locked by another live process, naming the directory and the pid", () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), `${process.ppid}\n`);
    let error: unknown;
    try {
      cleanups.push(lockDataDir(dir));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(dir);
    expect((error as Error).message).toContain(`pid ${process.ppid}`);
    expect(fs.readFileSync(lockFile(dir), "utf8").trim()).toBe(String(process.ppid));
  });

  it.each([
    ["a dead pid", () => `${deadPid()}\n`],
    ["garbage", () => "not a pid"],
    ["this pid, left by an earlier process (pid reuse after a container restart)", () => `${process.pid}\n`],
  ])("takes over a stale lock file holding %s", (_kind, content) => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), content());
    const release = lockDataDir(dir);
    cleanups.push(release);
    expect(fs.readFileSync(lockFile(dir), "utf8").trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("makes openDatabase refuse a PGlite directory that is already open, until it is closed", async () => {
    const dir = tempDir();
    const first = await open({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(dir);
    await first.ping();

    await first.close();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    const second = await open({ pgliteDir: dir });
    await second.ping();
  });
});

describe("migrations", () => {
  const journal = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, "../../../drizzle/meta/_journal.json"), "utf8"),
  ) as { entries: unknown[] };

  /** Options for an empty database of the engine under test, reopenable. */
  async function emptyDatabase(): Promise<Parameters<typeof openDatabase>[0]> {
    if (testEngine === "postgres") {
      const pg = await createPostgresTestDatabase();
      cleanups.push(pg.drop);
      return { url: pg.url, poolSize: 2 };
    }
    return { pgliteDir: tempDir() };
  }

  const appliedMigrations = async (database: Database) => {
    const result = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
  };
  const tableNames = async (database: Database) => {
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  };

  it("apply on an empty database and are idempotent across reopening", async () => {
    const options = await emptyDatabase();
    const first = await open(options);
    expect(first.kind).toBe(testEngine);
    expect(await appliedMigrations(first)).toBe(journal.entries.length);
    const tables = await tableNames(first);
    expect(tables).toEqual(
      expect.arrayContaining([
        "auth_tokens",
        "departments",
        "mail_outbox",
        "one_time_codes",
        "sessions",
        "throttle_events",
        "users",
      ]),
    );
    const now = new Date();
    await first.db
      .insert(departments)
      .values({ id: "01890a5d-ac96-774b-bcce-b302099a8057", name: "Kept", createdAt: now, updatedAt: now });
    await first.close();

    const second = await open(options);
    expect(await appliedMigrations(second)).toBe(journal.entries.length);
    expect(await tableNames(second)).toEqual(tables);
    const rows = await second.db.select({ name: departments.name }).from(departments);
    expect(rows).toEqual([{ name: "Kept" }]);
    await second.close();

    const third = await open(options);
    expect(await appliedMigrations(third)).toBe(journal.entries.length);
  });
});
