import { eq } from "drizzle-orm";
import { serverSecrets } from "../db/schema/server-secrets";
import type { Db } from "./db/database";

/**
 * The secret stored under `name`, creating it with `candidate` when there is none. Every instance
 * of a scaled-out deployment runs this at start; the first insert wins and all read the same value.
 */
export async function findOrCreateServerSecret(db: Db, name: string, candidate: string, now: Date): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate, createdAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name))
    .limit(1);
  if (!row) throw new Error(`server secret ${name} was not stored`);
  return row.value;
}
