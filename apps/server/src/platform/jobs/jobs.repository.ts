import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import type { Db } from "../db/database";
import { newId } from "../ids";

export interface NewJob {
  kind: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  dedupeKey: string | null;
}

export interface ClaimedJob {
  id: string;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

/**
 * Inserts a job in the caller's transaction. With a dedupe key, scheduling the same key again
 * moves the pending job to the new time and payload instead of adding a second one.
 */
export async function insertJob(db: Db, job: NewJob, now: Date): Promise<string> {
  const id = newId();
  const values = {
    id,
    kind: job.kind,
    payload: job.payload,
    runAt: job.runAt,
    maxAttempts: job.maxAttempts,
    dedupeKey: job.dedupeKey,
    createdAt: now,
    updatedAt: now,
  };
  if (!job.dedupeKey) {
    await db.insert(jobs).values(values);
    return id;
  }
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        payload: job.payload,
        runAt: job.runAt,
        status: "pending",
        attempts: 0,
        lastError: null,
        lockedUntil: null,
        updatedAt: now,
      },
    })
    .returning({ id: jobs.id });
  return row?.id ?? id;
}

/** Cancels a pending job by its dedupe key; answers whether one was cancelled. */
export async function cancelJob(db: Db, dedupeKey: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, "pending")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * Claims due jobs with a lease. `FOR UPDATE SKIP LOCKED` lets several processes claim at once
 * without taking the same job; a job whose lease ran out (its process died) is claimable again.
 */
export async function claimDueJobs(
  db: Db,
  kinds: string[],
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, kinds),
        or(
          and(eq(jobs.status, "pending"), lte(jobs.runAt, now)),
          and(eq(jobs.status, "running"), lte(jobs.lockedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: "running",
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      kind: jobs.kind,
      payload: jobs.payload,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

export async function completeJob(db: Db, id: string, now: Date): Promise<void> {
  await db.update(jobs).set({ status: "done", lockedUntil: null, updatedAt: now }).where(eq(jobs.id, id));
}

export async function failJob(db: Db, id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set(
      retryAt
        ? { status: "pending", runAt: retryAt, lockedUntil: null, lastError: error, updatedAt: now }
        : { status: "failed", lockedUntil: null, lastError: error, updatedAt: now },
    )
    .where(eq(jobs.id, id));
}

/** Earliest time a pending job of these kinds is due, to sleep until then. */
export async function nextDueTime(db: Db, kinds: string[]): Promise<Date | null> {
  if (kinds.length === 0) return null;
  const [row] = await db
    .select({ at: sql<string | null>`min(${jobs.runAt})` })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), eq(jobs.status, "pending")));
  return row?.at ? new Date(row.at) : null;
}

/** Deletes finished jobs older than `before` (kept a while for inspection). */
export async function pruneFinishedJobs(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(inArray(jobs.status, ["done", "cancelled"]), lte(jobs.updatedAt, before)));
}
