import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import type { JobRunner } from "../jobs/job-runner";
import { findMail, insertMail, markMailAttemptFailed, markMailSent, type OutgoingMail } from "./mail-outbox.repository";
import type { MailTransport } from "./mail-transport";

/** After this many failed attempts (about a day of backoff) a mail is marked failed. */
export const MAIL_MAX_ATTEMPTS = 25;
const SEND_JOB = "mail.send";

/** Delay before the next attempt: 5 s doubling up to one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The outbox mailer. `enqueue` stores a mail and its delivery job in the caller's transaction; the
 * job runner sends it, retrying with backoff while the transport fails. Mails survive restarts, and
 * the `mail_outbox` row keeps the delivery state (pending, sent, failed; attempts; last error).
 */
export class Mailer {
  constructor(
    private readonly transport: MailTransport,
    private readonly jobs: JobRunner,
    private readonly clock: Clock,
    private readonly log: Logger,
    /** The database the delivery job reads mail from. */
    private readonly db: Db,
  ) {
    jobs.define<{ mailId: string }>({
      kind: SEND_JOB,
      maxAttempts: MAIL_MAX_ATTEMPTS,
      retryDelayMs,
      handle: ({ mailId }, job) => this.deliver(mailId, job.attempt, job.lastAttempt),
    });
  }

  get transportKind() {
    return this.transport.kind;
  }

  /** Stores the mail as part of `tx`; call `kick()` once the transaction has committed. */
  async enqueue(tx: Db, mail: OutgoingMail): Promise<string> {
    const id = await insertMail(tx, mail, this.clock.now());
    await this.jobs.enqueue(tx, SEND_JOB, { mailId: id }, { maxAttempts: MAIL_MAX_ATTEMPTS });
    return id;
  }

  /** Delivers enqueued mail soon (after the commit that enqueued it). */
  kick(): void {
    this.jobs.kick();
  }

  /** Runs every due job, mail included, and resolves when done (tests). */
  flush(): Promise<void> {
    return this.jobs.runDue();
  }

  stop(): void {
    this.transport.close();
  }

  private async deliver(mailId: string, attempt: number, lastAttempt: boolean): Promise<void> {
    const mail = await findMail(this.db, mailId);
    if (mail?.status !== "pending") return;
    try {
      await this.transport.send(mail);
    } catch (err) {
      const text = err instanceof Error ? err.message : String(err);
      const retryAt = lastAttempt ? null : new Date(this.clock.now().getTime() + retryDelayMs(attempt));
      await markMailAttemptFailed(this.db, mailId, attempt, text, retryAt);
      if (lastAttempt) this.log.error({ mailId, attempt, err: text }, "mail given up");
      throw err;
    }
    await markMailSent(this.db, mailId, attempt, this.clock.now());
  }
}
