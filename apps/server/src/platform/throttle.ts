import type { Clock } from "./clock";
import type { Db } from "./db/database";
import { AppError } from "./errors";
import {
  countThrottleEvents,
  deleteThrottleEvent,
  insertThrottleEvent,
  recordThrottleEvent,
} from "./throttle.repository";

export interface ThrottleRule {
  max: number;
  windowMinutes: number;
  /** Refusal text; `{wait}` is replaced by the wait until the window frees up ("1 minute", "30 minutes"). */
  message: string;
}

function throttled(rule: ThrottleRule, now: Date, oldest: Date | null): AppError {
  const freesAt = (oldest ?? now).getTime() + rule.windowMinutes * 60_000;
  const minutes = Math.max(1, Math.ceil((freesAt - now.getTime()) / 60_000));
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`;
  return new AppError("auth.too_many_attempts", 429, rule.message.replace("{wait}", wait));
}

/** Refuses with 429 when `bucket` already holds `rule.max` events inside the window. */
export async function assertNotThrottled(db: Db, clock: Clock, bucket: string, rule: ThrottleRule): Promise<void> {
  const now = clock.now();
  const since = new Date(now.getTime() - rule.windowMinutes * 60_000);
  const { count, oldest } = await countThrottleEvents(db, bucket, since);
  if (count >= rule.max) throw throttled(rule, now, oldest);
}

/**
 * Counts this attempt before doing the slow work (a password check), so that parallel requests
 * cannot all slip under the limit: each one records itself first and sees the others. Answers the
 * event id; a refused attempt is taken back so refusals do not extend the lock.
 */
export async function reserveAttempt(db: Db, clock: Clock, bucket: string, rule: ThrottleRule): Promise<string> {
  const now = clock.now();
  const id = await insertThrottleEvent(db, bucket, now);
  const since = new Date(now.getTime() - rule.windowMinutes * 60_000);
  const { count, oldest } = await countThrottleEvents(db, bucket, since);
  if (count > rule.max) {
    await deleteThrottleEvent(db, id);
    throw throttled(rule, now, oldest);
  }
  return id;
}

/** Takes back a reserved attempt that turned out not to be a failure. */
export function releaseAttempt(db: Db, id: string): Promise<void> {
  return deleteThrottleEvent(db, id);
}

export function recordAttempt(db: Db, clock: Clock, bucket: string): Promise<void> {
  return recordThrottleEvent(db, bucket, clock.now());
}
