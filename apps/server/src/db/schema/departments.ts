import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";

export const departments = pgTable(
  "departments",
  {
    id: idColumn(),
    name: text("name").notNull(),
    isDeleted: boolean("is_deleted").notNull().default(false),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [uniqueIndex("departments_live_name_unique").on(sql`lower(${t.name})`).where(sql`${t.isDeleted} = false`)],
);
