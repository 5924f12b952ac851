import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { users } from "./users";
import { components } from "./workspace-items";
import { workspaces } from "./workspaces";

/**
 * Tasks of a workspace, optionally on one of its boards, lists or checklists (`component_id`).
 * `task_index` is per workspace and never reused (taken from `workspaces.task_counter`).
 * Soft-deleted (`deleted_at`); deleting a task deletes its sub-tasks.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: idColumn(),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    componentId: uuid("component_id").references(() => components.id, { onDelete: "set null" }),
    parentTaskId: uuid("parent_task_id").references((): AnyPgColumn => tasks.id, { onDelete: "cascade" }),
    taskIndex: integer("task_index").notNull(),
    name: text("name").notNull(),
    details: text("details"),
    status: text("status").notNull(),
    priority: text("priority").notNull(),
    taskType: text("task_type").notNull(),
    assignedUserIds: uuid("assigned_user_ids").array().notNull().default(sql`'{}'::uuid[]`),
    dueDate: timestampColumn("due_date"),
    startDate: timestampColumn("start_date"),
    endDate: timestampColumn("end_date"),
    completedAt: timestampColumn("completed_at"),
    links: jsonb("links").$type<{ text: string; url: string }[]>().notNull().default([]),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    attachments: jsonb("attachments").$type<Record<string, unknown>[]>().notNull().default([]),
    taskColor: text("task_color"),
    cardColor: text("card_color"),
    emoji: text("emoji"),
    estimatedTime: integer("estimated_time"),
    dependencies: uuid("dependencies").array().notNull().default(sql`'{}'::uuid[]`),
    customElements: jsonb("custom_elements").$type<Record<string, Record<string, unknown>>>().notNull().default({}),
    order: doublePrecision("order").notNull(),
    isArchived: boolean("is_archived").notNull().default(false),
    version: integer("version").notNull().default(1),
    commentCount: integer("comment_count").notNull().default(0),
    timeSpentSeconds: integer("time_spent_seconds").notNull().default(0),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [
    uniqueIndex("tasks_workspace_index_unique").on(t.workspaceId, t.taskIndex),
    index("tasks_component_order_idx")
      .on(t.workspaceId, t.componentId, t.order, t.id)
      .where(sql`${t.deletedAt} is null`),
    index("tasks_parent_idx").on(t.parentTaskId).where(sql`${t.deletedAt} is null`),
    index("tasks_assignees_idx").using("gin", t.assignedUserIds),
    index("tasks_workspace_due_idx").on(t.workspaceId, t.dueDate).where(sql`${t.deletedAt} is null`),
  ],
);

/** Comments on a task; `mentions` are the user ids the body's `@First Last` resolved to. */
export const taskComments = pgTable(
  "task_comments",
  {
    id: idColumn(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    mentions: uuid("mentions").array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [index("task_comments_task_idx").on(t.taskId, t.createdAt, t.id)],
);

/** Approval requests on a task (the request-approval panel): PENDING, then APPROVED or REJECTED. */
export const taskApprovals = pgTable(
  "task_approvals",
  {
    id: idColumn(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    workspaceId: uuid("workspace_id")
      .notNull()
      .references(() => workspaces.id, { onDelete: "cascade" }),
    requesterId: uuid("requester_id").references(() => users.id, { onDelete: "set null" }),
    approverId: uuid("approver_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    status: text("status").notNull().default("PENDING"),
    note: text("note"),
    decidedAt: timestampColumn("decided_at"),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [
    index("task_approvals_task_idx").on(t.taskId, t.createdAt),
    index("task_approvals_approver_idx").on(t.approverId, t.status, t.createdAt),
    index("task_approvals_requester_idx").on(t.requesterId, t.status, t.createdAt),
  ],
);

/** Time spent on a task: "Log time", the stopwatch, and what DATE_TIME_LOG fields show. */
export const taskTimeLogs = pgTable(
  "task_time_logs",
  {
    id: idColumn(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    seconds: integer("seconds").notNull(),
    note: text("note"),
    source: text("source").notNull(),
    loggedAt: timestampColumn("logged_at").notNull(),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [index("task_time_logs_task_idx").on(t.taskId, t.loggedAt)],
);
