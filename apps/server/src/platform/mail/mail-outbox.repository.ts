import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { mailOutbox } from "../../db/schema/mail-outbox";
import type { Db } from "../db/database";
import { newId } from "../ids";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Shown in the server log when mail is written to files (for example the one-time code). */
  logNote?: string;
}

export interface OutboxRow {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  logNote: string | null;
  attempts: number;
  createdAt: Date;
}

const rowColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  textBody: mailOutbox.textBody,
  htmlBody: mailOutbox.htmlBody,
  logNote: mailOutbox.logNote,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
};

/** Persists a mail inside the caller's transaction; it is delivered after commit. */
export async function insertMail(db: Db, mail: OutgoingMail, now: Date): Promise<string> {
  const id = newId();
  await db.insert(mailOutbox).values({
    id,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html ?? null,
    logNote: mail.logNote ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
  return id;
}

/**
 * Claims up to `limit` due mails for this process. The lease (lockedUntil) keeps other instances
 * off them; a process that dies mid-send leaves the lease to expire and the mail is retried.
 */
export async function claimDueMails(db: Db, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, "pending"),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning(rowColumns);
}

export async function markMailSent(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt, lockedUntil: null }
        : { status: "failed", lastError: error, lockedUntil: null },
    )
    .where(eq(mailOutbox.id, id));
}

export async function countPendingMails(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, "pending"));
  return row?.n ?? 0;
}
