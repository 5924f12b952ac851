import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { claimDueMails, insertMail, markMailFailed, markMailSent, type OutgoingMail } from "./mail-outbox.repository";
import type { MailTransport } from "./mail-transport";

const POLL_INTERVAL_MS = 5_000;
const LEASE_MS = 60_000;
const BATCH = 20;
/** After this many failed attempts (about a day of backoff) a mail is marked failed. */
export const MAIL_MAX_ATTEMPTS = 25;

/** Delay before the next attempt: 5 s doubling up to one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * The outbox mailer. `enqueue` stores a mail in the caller's transaction; the delivery loop sends
 * stored mails, retrying with backoff while the transport fails. Mails survive restarts.
 */
export class Mailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  get transportKind() {
    return this.transport.kind;
  }

  /** Stores the mail as part of `tx`; call `kick()` once the transaction has committed. */
  enqueue(tx: Db, mail: OutgoingMail): Promise<string> {
    return insertMail(tx, mail, this.clock.now());
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Delivers due mails soon (after a commit that enqueued some). */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Delivers everything due now and resolves when done (tests and shutdown). */
  async flush(): Promise<void> {
    if (this.running) await this.running;
    await this.deliverDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running;
    this.transport.close();
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((err) => this.log.error({ err }, "mail delivery pass failed"))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
    if (this.stopped) return;
    if (this.again) {
      this.again = false;
      this.schedule(0);
    } else {
      this.schedule(POLL_INTERVAL_MS);
    }
  }

  private async deliverDue(): Promise<void> {
    for (;;) {
      const batch = await claimDueMails(this.db, this.clock.now(), LEASE_MS, BATCH);
      if (batch.length === 0) return;
      for (const mail of batch) {
        try {
          await this.transport.send(mail);
          await markMailSent(this.db, mail.id, this.clock.now());
        } catch (err) {
          const text = err instanceof Error ? err.message : String(err);
          const giveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
          const retryAt = giveUp ? null : new Date(this.clock.now().getTime() + retryDelayMs(mail.attempts));
          await markMailFailed(this.db, mail.id, text, retryAt);
          this.log.warn(
            { mailId: mail.id, attempts: mail.attempts, err: text },
            giveUp ? "mail given up" : "mail will be retried",
          );
        }
      }
      if (batch.length < BATCH) return;
    }
  }
}
