import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { users } from "./users";

/**
 * A person's notifications. Status: new (unread), done (read), snoozed (comes back as new at
 * `snoozed_until`; the list treats a passed snooze as new, so no job is needed to wake it).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: idColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestampColumn("read_at"),
    snoozedUntil: timestampColumn("snoozed_until"),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt.desc(), t.id.desc())],
);
