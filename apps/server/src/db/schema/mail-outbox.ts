import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";

/**
 * Outgoing mail, written in the same transaction as the change that causes it and delivered
 * afterwards by a `mail.send` job with retries, so no acknowledged mail is lost across a crash or an
 * SMTP outage. The row records the delivery state; `nextAttemptAt` mirrors the job's next try.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: idColumn(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    /** A line for the server log when no SMTP server is configured (e.g. the one-time code). */
    logNote: text("log_note"),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestampColumn("next_attempt_at").notNull(),
    lastError: text("last_error"),
    createdAt: timestampColumn("created_at").notNull(),
    sentAt: timestampColumn("sent_at"),
  },
  (t) => [index("mail_outbox_status_idx").on(t.status, t.createdAt)],
);
