import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { users } from "./users";

/** Six-digit signup codes: hashed, limited tries, single use. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: idColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestampColumn("created_at").notNull(),
    expiresAt: timestampColumn("expires_at").notNull(),
    consumedAt: timestampColumn("consumed_at"),
  },
  (t) => [index("one_time_codes_user_idx").on(t.userId, t.createdAt)],
);

/** Long random tokens mailed in links (password reset, invitation); hashed, single use. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: idColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestampColumn("created_at").notNull(),
    expiresAt: timestampColumn("expires_at").notNull(),
    consumedAt: timestampColumn("consumed_at"),
  },
  (t) => [uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash), index("auth_tokens_user_idx").on(t.userId)],
);

/**
 * Events counted by time window for throttling (failed logins, reset mails). Kept in the database
 * so that every server instance sees the same counts.
 */
export const throttleEvents = pgTable(
  "throttle_events",
  {
    id: idColumn(),
    bucket: text("bucket").notNull(),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [index("throttle_events_bucket_idx").on(t.bucket, t.createdAt)],
);
