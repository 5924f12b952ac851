import { and, eq, gte, lt, sql } from "drizzle-orm";
import { throttleEvents } from "../db/schema/auth-codes";
import type { Db } from "./db/database";
import { newId } from "./ids";

/** Events in `bucket` since `since`, and the oldest of them (to tell when the window frees up). */
export async function countThrottleEvents(
  db: Db,
  bucket: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${throttleEvents.createdAt})` })
    .from(throttleEvents)
    .where(and(eq(throttleEvents.bucket, bucket), gte(throttleEvents.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Records an event and returns its id (so a reservation can be taken back). */
export async function insertThrottleEvent(db: Db, bucket: string, now: Date): Promise<string> {
  const id = newId();
  await db.insert(throttleEvents).values({ id, bucket, createdAt: now });
  return id;
}

export async function deleteThrottleEvent(db: Db, id: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.id, id));
}

export async function recordThrottleEvent(db: Db, bucket: string, now: Date): Promise<void> {
  await db.insert(throttleEvents).values({ id: newId(), bucket, createdAt: now });
}

export async function clearThrottleBucket(db: Db, bucket: string): Promise<void> {
  await db.delete(throttleEvents).where(eq(throttleEvents.bucket, bucket));
}

/** Drops events older than any window we count in. */
export async function pruneThrottleEvents(db: Db, before: Date): Promise<void> {
  await db.delete(throttleEvents).where(lt(throttleEvents.createdAt, before));
}
