import { eq } from "drizzle-orm";
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

/** The stored mail, or null when it no longer exists. */
export async function findMail(db: Db, id: string): Promise<(OutboxRow & { status: string }) | null> {
  const [row] = await db
    .select({ ...rowColumns, status: mailOutbox.status })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .limit(1);
  return row ?? null;
}

export async function markMailSent(db: Db, id: string, attempts: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: now, attempts, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: pending until `retryAt`, or failed for good when there is none. */
export async function markMailAttemptFailed(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { attempts, lastError: error, nextAttemptAt: retryAt }
        : { attempts, status: "failed", lastError: error },
    )
    .where(eq(mailOutbox.id, id));
}
