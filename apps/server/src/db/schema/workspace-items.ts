import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { users } from "./users";
import { workspaces } from "./workspaces";

const workspaceRef = () =>
  uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });
const createdByRef = () => uuid("created_by").references(() => users.id, { onDelete: "set null" });

/** Boards, lists and checklists (spec: components). Soft-deleted. */
export const components = pgTable(
  "components",
  {
    id: idColumn(),
    workspaceId: workspaceRef(),
    name: text("name").notNull(),
    componentType: text("component_type").notNull(),
    description: text("description"),
    isFreeform: boolean("is_freeform").notNull().default(false),
    createdBy: createdByRef(),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [index("components_workspace_idx").on(t.workspaceId, t.createdAt)],
);

export const whiteboards = pgTable(
  "whiteboards",
  {
    id: idColumn(),
    workspaceId: workspaceRef(),
    title: text("title").notNull(),
    description: text("description"),
    content: jsonb("content").$type<unknown>(),
    createdBy: createdByRef(),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [index("whiteboards_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/** Documents: sanitized HTML; the optional password is kept only as an argon2id hash. */
export const documents = pgTable(
  "documents",
  {
    id: idColumn(),
    workspaceId: workspaceRef(),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    version: integer("version").notNull().default(1),
    isPublic: boolean("is_public").notNull().default(false),
    passwordHash: text("password_hash"),
    expirationDate: timestampColumn("expiration_date"),
    createdBy: createdByRef(),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [index("documents_workspace_idx").on(t.workspaceId, t.createdAt)],
);

export const wikis = pgTable(
  "wikis",
  {
    id: idColumn(),
    workspaceId: workspaceRef(),
    name: text("name").notNull(),
    description: text("description"),
    homePageId: uuid("home_page_id"),
    createdBy: createdByRef(),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [index("wikis_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/** Pages of a wiki, a tree through `parent_page_id`; `version` grows with every edit. */
export const wikiPages = pgTable(
  "wiki_pages",
  {
    id: idColumn(),
    wikiId: uuid("wiki_id")
      .notNull()
      .references(() => wikis.id, { onDelete: "cascade" }),
    workspaceId: workspaceRef(),
    title: text("title").notNull().default("New Document"),
    content: text("content").notNull().default(""),
    version: integer("version").notNull().default(1),
    parentPageId: uuid("parent_page_id").references((): AnyPgColumn => wikiPages.id, { onDelete: "set null" }),
    order: integer("order").notNull().default(0),
    isWikiHome: boolean("is_wiki_home").notNull().default(false),
    isDeleted: boolean("is_deleted").notNull().default(false),
    createdBy: createdByRef(),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [
    index("wiki_pages_wiki_idx").on(t.wikiId, t.parentPageId, t.order),
    // Every page of a workspace (search scopes, counts, the workspace's page entries).
    index("wiki_pages_workspace_idx").on(t.workspaceId),
  ],
);
