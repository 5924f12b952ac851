import type { Clock } from "./clock";
import type { Db } from "./db/database";
import { AppError } from "./errors";
import { countThrottleEvents, recordThrottleEvent } from "./throttle.repository";

export interface ThrottleRule {
  max: number;
  windowMinutes: number;
  /** Refusal text; `{wait}` is replaced by the wait until the window frees up ("1 minute", "30 minutes"). */
  message: string;
}

/** Refuses with 429 when `bucket` already holds `rule.max` events inside the window. */
export async function assertNotThrottled(db: Db, clock: Clock, bucket: string, rule: ThrottleRule): Promise<void> {
  const now = clock.now();
  const since = new Date(now.getTime() - rule.windowMinutes * 60_000);
  const { count, oldest } = await countThrottleEvents(db, bucket, since);
  if (count < rule.max) return;
  const freesAt = (oldest ?? now).getTime() + rule.windowMinutes * 60_000;
  const minutes = Math.max(1, Math.ceil((freesAt - now.getTime()) / 60_000));
  const wait = minutes === 1 ? "1 minute" : `${minutes} minutes`;
  throw new AppError("auth.too_many_attempts", 429, rule.message.replace("{wait}", wait));
}

export function recordAttempt(db: Db, clock: Clock, bucket: string): Promise<void> {
  return recordThrottleEvent(db, bucket, clock.now());
}
