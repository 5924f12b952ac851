import { index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";

/**
 * Background jobs: run at or after `runAt`, claimed with a lease (`lockedUntil`) under
 * `FOR UPDATE SKIP LOCKED`, retried with backoff. A unique `dedupeKey` makes scheduling idempotent.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: idColumn(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    runAt: timestampColumn("run_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    lockedUntil: timestampColumn("locked_until"),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAt), uniqueIndex("jobs_dedupe_unique").on(t.dedupeKey)],
);
