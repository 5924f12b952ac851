import { sql } from "drizzle-orm";
import { customType, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The global search index that every area feeds. `scopes` says who may read a document
 * (`org`, `user:<id>`, `workspace:<id>`, `conversation:<id>`...); a search only returns documents
 * whose scopes meet the caller's. The `simple` configuration keeps it language-neutral (en, ar).
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: idColumn(),
    kind: text("kind").notNull(),
    refId: text("ref_id").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    url: text("url").notNull(),
    scopes: text("scopes").array().notNull(),
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(body, '')), 'B')`,
      ),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("search_documents_ref_unique").on(t.kind, t.refId),
    index("search_documents_tsv_idx").using("gin", t.tsv),
    index("search_documents_scopes_idx").using("gin", t.scopes),
  ],
);
