import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as tables from "../../db/tables";
import { lockDataDir } from "./data-dir-lock";

export type Schema = typeof tables;
/** The database handle repositories receive; a transaction has the same type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers when the database can serve a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, "../../../drizzle");
/** Arbitrary constant so concurrent server starts apply migrations one at a time. */
const MIGRATION_LOCK_KEY = 7_240_311;

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** Told about errors of idle PostgreSQL connections (logged by the server). */
  onPoolError?: (err: Error) => void;
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.onPoolError)
    : openPglite(options.pgliteDir ?? "memory://");
}

async function openPglite(dir: string): Promise<Database> {
  const inMemory = dir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(dir);
  try {
    const client = await PGlite.create(inMemory ? undefined : dir);
    const db = drizzlePglite({ client, schema: tables });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Db,
      kind: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  onPoolError: ((err: Error) => void) | undefined,
): Promise<Database> {
  // Migrations run on one dedicated connection holding an advisory lock, so N instances
  // starting together apply them once.
  const migrationClient = new pg.Client({ connectionString: url });
  await migrationClient.connect();
  try {
    await migrationClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client: migrationClient }), { migrationsFolder: MIGRATIONS_FOLDER });
    await migrationClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  } finally {
    await migrationClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can die (server restart, admin termination); the pool replaces it. Without a
  // listener the error would crash the process.
  pool.on("error", (err) => onPoolError?.(err));
  const db = drizzleNodePg({ client: pool, schema: tables });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * True when a query failed on a unique index (SQLSTATE 23505), also when Drizzle wraps the driver's
 * error. Services turn it into their 409: a check-then-insert cannot stop two concurrent writers.
 */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs raw SQL and returns its rows. Both drivers (PGlite and node-postgres) answer with `rows`;
 * the shared `Db` type cannot say so, hence this one typed place.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
