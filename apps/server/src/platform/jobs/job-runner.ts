import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import {
  cancelJob,
  claimDueJobs,
  completeJob,
  failJob,
  insertJob,
  nextDueTime,
  pruneFinishedJobs,
} from "./jobs.repository";

export interface JobContext {
  id: string;
  attempt: number;
  /** True on the last attempt the job will get; a handler can record a final failure. */
  lastAttempt: boolean;
}

export interface JobDefinition<P> {
  kind: string;
  handle: (payload: P, job: JobContext) => Promise<void>;
  maxAttempts?: number;
  /** Delay before attempt n+1 after attempt n failed. Default: 5 s doubling up to one hour. */
  retryDelayMs?: (attempt: number) => number;
}

export interface EnqueueOptions {
  runAt?: Date;
  /** Scheduling the same key again replaces the pending job (reschedule); `cancel(key)` drops it. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export const defaultRetryDelayMs = (attempt: number): number =>
  Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

const LEASE_MS = 5 * 60_000;
const BATCH = 20;
const IDLE_POLL_MS = 5_000;
const PRUNE_AFTER_MS = 7 * 24 * 3_600_000;

/**
 * Runs background jobs stored in the `jobs` table. Jobs are enqueued inside the caller's
 * transaction, so a job exists exactly when the change that asked for it committed; they survive
 * restarts, and several processes can run the loop at once without running a job twice.
 */
export class JobRunner {
  private readonly definitions = new Map<string, JobDefinition<never>>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  define<P>(definition: JobDefinition<P>): void {
    if (this.definitions.has(definition.kind)) throw new Error(`job kind ${definition.kind} defined twice`);
    this.definitions.set(definition.kind, definition as JobDefinition<never>);
  }

  /** Stores a job as part of `tx`; call `kick()` after commit for prompt pick-up. */
  enqueue<P>(tx: Db, kind: string, payload: P, options: EnqueueOptions = {}): Promise<string> {
    const definition = this.definitions.get(kind);
    if (!definition) throw new Error(`unknown job kind ${kind}`);
    return insertJob(
      tx,
      {
        kind,
        payload,
        runAt: options.runAt ?? this.clock.now(),
        maxAttempts: options.maxAttempts ?? definition.maxAttempts ?? 10,
        dedupeKey: options.dedupeKey ?? null,
      },
      this.clock.now(),
    );
  }

  cancel(tx: Db, dedupeKey: string): Promise<boolean> {
    return cancelJob(tx, dedupeKey, this.clock.now());
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Runs every job due now, and waits for it (tests, shutdown). */
  async runDue(): Promise<void> {
    if (this.running) await this.running;
    await this.pass();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), Math.max(0, delayMs));
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((err) => this.log.error({ err }, "job pass failed"))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      this.schedule(0);
      return;
    }
    const next = await nextDueTime(this.db, [...this.definitions.keys()]).catch(() => null);
    const wait = next ? next.getTime() - this.clock.now().getTime() : IDLE_POLL_MS;
    // Poll at least every few seconds: another instance may have enqueued work.
    this.schedule(Math.min(Math.max(wait, 0), IDLE_POLL_MS));
  }

  private async pass(): Promise<void> {
    const kinds = [...this.definitions.keys()];
    for (;;) {
      const batch = await claimDueJobs(this.db, kinds, this.clock.now(), LEASE_MS, BATCH);
      for (const job of batch) await this.runOne(job);
      if (batch.length < BATCH) break;
    }
    const now = this.clock.now().getTime();
    if (now - this.lastPrune > 3_600_000) {
      this.lastPrune = now;
      await pruneFinishedJobs(this.db, new Date(now - PRUNE_AFTER_MS));
    }
  }

  private async runOne(job: { id: string; kind: string; payload: unknown; attempts: number; maxAttempts: number }) {
    const definition = this.definitions.get(job.kind);
    if (!definition) return;
    const lastAttempt = job.attempts >= job.maxAttempts;
    try {
      await definition.handle(job.payload as never, { id: job.id, attempt: job.attempts, lastAttempt });
      await completeJob(this.db, job.id, this.clock.now());
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      const delay = (definition.retryDelayMs ?? defaultRetryDelayMs)(job.attempts);
      const retryAt = lastAttempt ? null : new Date(this.clock.now().getTime() + delay);
      await failJob(this.db, job.id, text, retryAt, this.clock.now());
      this.log.warn(
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: text },
        lastAttempt ? "job failed for good" : "job will be retried",
      );
    }
  }
}
