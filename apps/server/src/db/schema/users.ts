import { sql } from "drizzle-orm";
import { date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { departments } from "./departments";

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** argon2id hash; null for an invited person who has not set a password yet. */
    passwordHash: text("password_hash"),
    role: text("role").notNull(),
    userType: text("user_type").notNull().default("EMPLOYEE"),
    source: text("source").notNull().default("local"),
    accountId: text("account_id"),
    presence: text("presence").notNull().default("offline"),
    accountState: text("account_state").notNull(),
    avatar: text("avatar"),
    personalEmail: text("personal_email"),
    employmentStatus: text("employment_status"),
    jobTitle: text("job_title"),
    departmentId: uuid("department_id").references(() => departments.id, { onDelete: "set null" }),
    startDate: date("start_date", { mode: "string" }),
    theme: text("theme").notNull().default("light"),
    language: text("language").notNull().default("en"),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    index("users_name_idx").on(t.firstName, t.lastName, t.id),
    index("users_created_idx").on(t.createdAt, t.id),
    index("users_department_idx").on(t.departmentId),
    index("users_lower_name_idx").on(sql`lower(${t.firstName})`, sql`lower(${t.lastName})`),
  ],
);
