import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { uploads } from "./uploads";
import { users } from "./users";
import { workspaces } from "./workspaces";

/**
 * Folders of a person's drive. `directory` is the path of the folder it sits in, `path` is
 * `directory` joined with `name`. A trashed folder (and everything below it) keeps its place and
 * carries `trashed_root_id`, the id of the folder the owner trashed, so restore brings back that group.
 */
export const cloudFolders = pgTable(
  "cloud_folders",
  {
    id: idColumn(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    directory: text("directory").notNull(),
    path: text("path").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deletedAt: timestampColumn("deleted_at"),
    trashedRootId: uuid("trashed_root_id"),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("cloud_folders_live_path_unique")
      .on(t.ownerId, sql`lower(${t.path})`)
      .where(sql`${t.deletedAt} is null`),
    index("cloud_folders_directory_idx").on(t.ownerId, t.directory, t.name),
    index("cloud_folders_trash_idx").on(t.ownerId, t.deletedAt),
  ],
);

/**
 * Files of a person's drive (`owner_id`; `uploaded_by` may be an editor of a shared folder).
 * The current bytes are `upload_id`; every version, the current one included, is a row of
 * `cloud_file_versions`. Counters are the spec's downloads, totalViews, totalShares, lastAccessed.
 */
export const cloudFiles = pgTable(
  "cloud_files",
  {
    id: idColumn(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    uploadedBy: uuid("uploaded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    originalName: text("original_name").notNull(),
    description: text("description").notNull().default(""),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    directory: text("directory").notNull(),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    version: integer("version").notNull().default(1),
    lockedBy: uuid("locked_by").references(() => users.id, { onDelete: "set null" }),
    lockedAt: timestampColumn("locked_at"),
    enableWatermark: boolean("enable_watermark").notNull().default(false),
    expiresAt: timestampColumn("expires_at"),
    connectedProject: text("connected_project"),
    connectedWorkspace: uuid("connected_workspace").references(() => workspaces.id, { onDelete: "set null" }),
    connectedFolder: text("connected_folder"),
    downloads: integer("downloads").notNull().default(0),
    totalViews: integer("total_views").notNull().default(0),
    totalShares: integer("total_shares").notNull().default(0),
    lastAccessed: timestampColumn("last_accessed"),
    /** Text taken from the file's content (PDF, DOCX, XLSX) for search, capped; null until extracted. */
    contentText: text("content_text"),
    deletedAt: timestampColumn("deleted_at"),
    trashedRootId: uuid("trashed_root_id"),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("cloud_files_live_name_unique")
      .on(t.ownerId, t.directory, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    index("cloud_files_directory_name_idx").on(t.ownerId, t.directory, t.name, t.id),
    index("cloud_files_owner_updated_idx").on(t.ownerId, t.updatedAt),
    index("cloud_files_trash_idx").on(t.ownerId, t.deletedAt),
    index("cloud_files_workspace_idx").on(t.connectedWorkspace),
  ],
);

/** Every version of a file, the current one included; `version` counts from 1. */
export const cloudFileVersions = pgTable(
  "cloud_file_versions",
  {
    id: idColumn(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => cloudFiles.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull(),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("cloud_file_versions_unique").on(t.fileId, t.version),
    // Whether an upload holds cloud bytes (generic upload endpoints, signed file requests, purges).
    index("cloud_file_versions_upload_idx").on(t.uploadId),
  ],
);

export const cloudFileComments = pgTable(
  "cloud_file_comments",
  {
    id: idColumn(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => cloudFiles.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [index("cloud_file_comments_file_idx").on(t.fileId, t.createdAt)],
);

/** A file or a folder (exactly one) shared with a person, with a role and an optional expiry. */
export const cloudShares = pgTable(
  "cloud_shares",
  {
    id: idColumn(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileId: uuid("file_id").references(() => cloudFiles.id, { onDelete: "cascade" }),
    folderId: uuid("folder_id").references(() => cloudFolders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    expiresAt: timestampColumn("expires_at"),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [
    check("cloud_shares_one_target", sql`(${t.fileId} is null) <> (${t.folderId} is null)`),
    uniqueIndex("cloud_shares_file_unique").on(t.fileId, t.userId).where(sql`${t.fileId} is not null`),
    uniqueIndex("cloud_shares_folder_unique").on(t.folderId, t.userId).where(sql`${t.folderId} is not null`),
    index("cloud_shares_user_idx").on(t.userId),
  ],
);

/**
 * Bytes a person's drive holds (every version of every file, trash included), kept by the same
 * transactions that add and remove versions, so a quota check is one conditional update.
 */
export const cloudStorageUsage = pgTable("cloud_storage_usage", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  usedBytes: bigint("used_bytes", { mode: "number" }).notNull().default(0),
  fileCount: integer("file_count").notNull().default(0),
});
