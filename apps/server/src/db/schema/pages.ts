import { customType, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { uploads } from "./uploads";
import { users } from "./users";
import { workspaces } from "./workspaces";

/** Raw bytes (Yjs updates and snapshots); Buffer on the server, bytea in SQL. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

const workspaceRef = () =>
  uuid("workspace_id")
    .notNull()
    .references(() => workspaces.id, { onDelete: "cascade" });
const userRef = (name: string) => uuid(name).references(() => users.id, { onDelete: "set null" });

/**
 * What a page is: `document`, `wiki_page` or `whiteboard`, and its id. Rows below point at one
 * through (target_kind, target_id); the owning feature deletes them with the target.
 */
const targetColumns = () => ({
  workspaceId: workspaceRef(),
  targetKind: text("target_kind").notNull(),
  targetId: uuid("target_id").notNull(),
});

/**
 * The live Yjs state of a collaborative page (Hocuspocus document `<kind>:<targetId>`), the one
 * source of truth for its content. The page row's `content` (HTML) is derived from it on each store.
 */
export const collabDocuments = pgTable("collab_documents", {
  name: text("name").primaryKey(),
  ...targetColumns(),
  state: bytea("state").notNull(),
  updatedAt: timestampColumn("updated_at").notNull(),
});

/** Named points in a page's history: on a timer while edited, on demand, and before each restore. */
export const pageVersions = pgTable(
  "page_versions",
  {
    id: idColumn(),
    ...targetColumns(),
    title: text("title").notNull(),
    /** Sanitized HTML (documents and wiki pages) or the scene JSON text (whiteboards). */
    content: text("content").notNull(),
    state: bytea("state"),
    reason: text("reason").notNull(),
    label: text("label"),
    authorId: userRef("author_id"),
    /** Everyone whose edits this version holds since the one before it. */
    editorIds: jsonb("editor_ids").$type<string[]>().notNull().default([]),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [index("page_versions_target_idx").on(t.targetKind, t.targetId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Comment threads anchored to a text range: `anchor` holds Yjs relative positions (so the range
 * follows edits) and the quoted text. A reply has `thread_id` set to the root comment.
 */
export const pageComments = pgTable(
  "page_comments",
  {
    id: idColumn(),
    ...targetColumns(),
    threadId: uuid("thread_id"),
    authorId: userRef("author_id"),
    body: text("body").notNull(),
    anchor: jsonb("anchor").$type<Record<string, unknown>>(),
    resolvedAt: timestampColumn("resolved_at"),
    resolvedBy: userRef("resolved_by"),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [
    index("page_comments_target_idx").on(t.targetKind, t.targetId, t.createdAt),
    index("page_comments_thread_idx").on(t.threadId, t.createdAt),
  ],
);

/** Suggested edits (from commenters in suggest mode): replace the anchored range with `replacement`. */
export const pageSuggestions = pgTable(
  "page_suggestions",
  {
    id: idColumn(),
    ...targetColumns(),
    authorId: userRef("author_id"),
    anchor: jsonb("anchor").$type<Record<string, unknown>>().notNull(),
    quote: text("quote").notNull(),
    replacement: text("replacement").notNull(),
    status: text("status").notNull().default("pending"),
    decidedBy: userRef("decided_by"),
    decidedAt: timestampColumn("decided_at"),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [index("page_suggestions_target_idx").on(t.targetKind, t.targetId, t.status, t.createdAt)],
);

/**
 * Per-page state the page menu changes: the lock, the public link (publish) and archiving. One row
 * per page that has any of them.
 */
export const pageStates = pgTable(
  "page_states",
  {
    ...targetColumns(),
    lockedBy: userRef("locked_by"),
    lockedAt: timestampColumn("locked_at"),
    publishToken: text("publish_token").unique(),
    publishPasswordHash: text("publish_password_hash"),
    publishExpiresAt: timestampColumn("publish_expires_at"),
    publishedAt: timestampColumn("published_at"),
    archivedAt: timestampColumn("archived_at"),
    bannerUrl: text("banner_url"),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetKind, t.targetId] })],
);

/** Views per person per day, for the page's analytics. */
export const pageViews = pgTable(
  "page_views",
  {
    ...targetColumns(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.targetKind, t.targetId, t.userId, t.day] })],
);

/**
 * Images (and banners) uploaded into a page. The page stores a stable path
 * (`/api/page/{kind}/{workspaceId}/{targetId}/files/{uploadId}`), and whoever may read the page gets
 * a freshly signed URL for it, so pictures never expire for readers the way a stored signed URL would.
 */
export const pageFiles = pgTable(
  "page_files",
  {
    ...targetColumns(),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    createdBy: userRef("created_by"),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.targetKind, t.targetId, t.uploadId] })],
);
