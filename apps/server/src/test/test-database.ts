import { randomBytes } from "node:crypto";
import pg from "pg";

/** Which engine the API tests run on: PGlite by default, PostgreSQL when TEST_DB=postgres. */
export const testEngine = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";

/**
 * Creates a fresh PostgreSQL database for one test file on the server of TEST_DATABASE_URL, and
 * returns its URL and a function that drops it.
 */
export async function createPostgresTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `bearish_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
