import { pgTable, text } from "drizzle-orm/pg-core";
import { timestampColumn } from "./columns";

/**
 * Secrets the server generates for itself on first start (for example the key that signs file
 * URLs), stored in the database so every instance of a scaled-out deployment shares them.
 */
export const serverSecrets = pgTable("server_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestampColumn("created_at").notNull(),
});
