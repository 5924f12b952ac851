import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { uploads } from "./uploads";
import { users } from "./users";

/**
 * Workspaces of the product's own source (BEARISH). Soft-deleted (`deleted_at`): a deleted
 * workspace answers 404 to everyone. `general_access` is `restricted` or `anyone_with_link`.
 */
export const workspaces = pgTable(
  "workspaces",
  {
    id: idColumn(),
    name: text("name").notNull(),
    key: text("key"),
    description: text("description"),
    website: text("website"),
    source: text("source").notNull().default("BEARISH"),
    projectType: text("project_type").notNull().default("SCRUM"),
    visibility: text("visibility").notNull().default("PUBLIC"),
    generalAccess: text("general_access").notNull().default("restricted"),
    columns: integer("columns").notNull().default(1),
    /** The last task index given out; task indexes are never reused. */
    taskCounter: integer("task_counter").notNull().default(0),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    coverUploadId: uuid("cover_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    appearance: jsonb("appearance").$type<Record<string, unknown>>().notNull().default({}),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    isArchived: boolean("is_archived").notNull().default(false),
    deletedAt: timestampColumn("deleted_at"),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [
    index("workspaces_lower_name_idx").on(sql`lower(${t.name})`),
    index("workspaces_owner_idx").on(t.ownerId),
    index("workspaces_updated_idx").on(t.updatedAt, t.id),
  ],
);

/** Who may do what in a workspace; `id` is the spec's memberId. One row per person and workspace. */
export const workspaceMembers = pgTable(
  "workspace_members",
  {
    id: idColumn(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("workspace_members_unique").on(t.workspaceId, t.userId),
    index("workspace_members_user_idx").on(t.userId),
  ],
);

/** A person's pinned workspaces (personal, listed first). */
export const workspacePins = pgTable(
  "workspace_pins",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.workspaceId] })],
);

export const workspaceCustomFields = pgTable(
  "workspace_custom_fields",
  {
    id: idColumn(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    options: jsonb("options").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [index("workspace_custom_fields_workspace_idx").on(t.workspaceId, t.createdAt)],
);

/** Blocks of a workspace's own page (spec: workspace content). */
export const workspaceContents = pgTable(
  "workspace_contents",
  {
    id: idColumn(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    data: jsonb("data").$type<unknown>().notNull(),
    position: integer("position").notNull(),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [index("workspace_contents_workspace_idx").on(t.workspaceId, t.position)],
);

/** Who changed what, when: one row per change to a workspace, its members or its items. */
export const workspaceActivity = pgTable(
  "workspace_activity",
  {
    id: idColumn(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: uuid("target_id"),
    summary: text("summary").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [
    index("workspace_activity_workspace_idx").on(t.workspaceId, t.createdAt.desc(), t.id.desc()),
    index("workspace_activity_target_idx").on(t.targetId, t.createdAt.desc(), t.id.desc()),
  ],
);
