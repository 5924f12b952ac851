import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { searchDocuments } from "../../db/schema/search-documents";
import { taskComments, tasks } from "../../db/schema/tasks";
import { users } from "../../db/schema/users";
import { components } from "../../db/schema/workspace-items";
import { workspaceActivity, workspaceMembers, workspaces } from "../../db/schema/workspaces";
import { type Db, queryRows } from "../../platform/db/database";
import { scopesDifferFrom } from "../search/search.repository";
import type { ActivityRecord } from "../workspaces/activity.repository";

/** A live task as services see it (the row without `deleted_at`). */
export interface TaskRecord {
  id: string;
  workspaceId: string;
  componentId: string | null;
  parentTaskId: string | null;
  taskIndex: number;
  name: string;
  details: string | null;
  status: string;
  priority: string;
  taskType: string;
  assignedUserIds: string[];
  dueDate: Date | null;
  startDate: Date | null;
  endDate: Date | null;
  completedAt: Date | null;
  links: { text: string; url: string }[];
  tags: string[];
  attachments: Record<string, unknown>[];
  taskColor: string | null;
  cardColor: string | null;
  emoji: string | null;
  estimatedTime: number | null;
  dependencies: string[];
  customElements: Record<string, Record<string, unknown>>;
  order: number;
  isArchived: boolean;
  version: number;
  commentCount: number;
  timeSpentSeconds: number;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export const taskColumns = {
  id: tasks.id,
  workspaceId: tasks.workspaceId,
  componentId: tasks.componentId,
  parentTaskId: tasks.parentTaskId,
  taskIndex: tasks.taskIndex,
  name: tasks.name,
  details: tasks.details,
  status: tasks.status,
  priority: tasks.priority,
  taskType: tasks.taskType,
  assignedUserIds: tasks.assignedUserIds,
  dueDate: tasks.dueDate,
  startDate: tasks.startDate,
  endDate: tasks.endDate,
  completedAt: tasks.completedAt,
  links: tasks.links,
  tags: tasks.tags,
  attachments: tasks.attachments,
  taskColor: tasks.taskColor,
  cardColor: tasks.cardColor,
  emoji: tasks.emoji,
  estimatedTime: tasks.estimatedTime,
  dependencies: tasks.dependencies,
  customElements: tasks.customElements,
  order: tasks.order,
  isArchived: tasks.isArchived,
  version: tasks.version,
  commentCount: tasks.commentCount,
  timeSpentSeconds: tasks.timeSpentSeconds,
  createdBy: tasks.createdBy,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

export type NewTask = Omit<TaskRecord, "version" | "commentCount" | "timeSpentSeconds" | "isArchived">;

export async function insertTask(db: Db, task: NewTask): Promise<TaskRecord> {
  const [row] = await db.insert(tasks).values(task).returning(taskColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findTask(db: Db, id: string): Promise<TaskRecord | null> {
  const [row] = await db
    .select(taskColumns)
    .from(tasks)
    .where(and(eq(tasks.id, id), isNull(tasks.deletedAt)))
    .limit(1);
  return row ?? null;
}

export type TaskPatch = Partial<
  Omit<TaskRecord, "id" | "workspaceId" | "taskIndex" | "version" | "createdBy" | "createdAt" | "updatedAt">
>;

/**
 * Applies a patch and bumps the version. With `expectedVersion`, only a task still at that version
 * changes; null means the task is gone or someone saved first (the caller tells which).
 */
export async function updateTask(
  db: Db,
  id: string,
  patch: TaskPatch,
  expectedVersion: number | undefined,
  now: Date,
): Promise<TaskRecord | null> {
  const conditions: SQL[] = [eq(tasks.id, id), isNull(tasks.deletedAt)];
  if (expectedVersion !== undefined) conditions.push(eq(tasks.version, expectedVersion));
  const [row] = await db
    .update(tasks)
    .set({ ...patch, version: sql`${tasks.version} + 1`, updatedAt: now })
    .where(and(...conditions))
    .returning(taskColumns);
  return row ?? null;
}

/** Adds (or with a negative delta removes) logged time; never below zero. The version stays. */
export async function addTimeSpent(db: Db, id: string, seconds: number, now: Date): Promise<TaskRecord | null> {
  const [row] = await db
    .update(tasks)
    .set({ timeSpentSeconds: sql`greatest(0, ${tasks.timeSpentSeconds} + ${seconds})`, updatedAt: now })
    .where(and(eq(tasks.id, id), isNull(tasks.deletedAt)))
    .returning(taskColumns);
  return row ?? null;
}

/** The next task index of a workspace: the counter only grows, so indexes are never reused. */
export async function takeTaskIndex(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .update(workspaces)
    .set({ taskCounter: sql`${workspaces.taskCounter} + 1` })
    .where(eq(workspaces.id, workspaceId))
    .returning({ index: workspaces.taskCounter });
  if (!row) throw new Error("workspace vanished inside its transaction");
  return row.index;
}

/** Where a new task goes in manual order: after the last one of its component (or of the loose tasks). */
export async function orderAfterLast(db: Db, workspaceId: string, componentId: string | null): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${tasks.order})`.mapWith((v) => (v === null ? null : Number(v))) })
    .from(tasks)
    .where(
      and(
        eq(tasks.workspaceId, workspaceId),
        componentId ? eq(tasks.componentId, componentId) : isNull(tasks.componentId),
        isNull(tasks.deletedAt),
      ),
    );
  const max = row?.max ?? null;
  return max === null ? 1024 : max + 1024;
}

export interface SubTaskFacts {
  id: string;
  status: string;
}

/** Live sub-tasks of several tasks in one query, in manual order, grouped by parent. */
export async function findSubTasks(db: Db, parentIds: string[]): Promise<Map<string, SubTaskFacts[]>> {
  const result = new Map<string, SubTaskFacts[]>();
  if (parentIds.length === 0) return result;
  const rows = await db
    .select({ parentTaskId: tasks.parentTaskId, id: tasks.id, status: tasks.status })
    .from(tasks)
    .where(and(inArray(tasks.parentTaskId, [...new Set(parentIds)]), isNull(tasks.deletedAt)))
    .orderBy(asc(tasks.order), asc(tasks.id));
  for (const row of rows) {
    if (!row.parentTaskId) continue;
    const list = result.get(row.parentTaskId) ?? [];
    list.push({ id: row.id, status: row.status });
    result.set(row.parentTaskId, list);
  }
  return result;
}

/** Soft-deletes a task and every task below it; answers the ids deleted (the task first). */
export async function softDeleteTaskTree(db: Db, id: string, now: Date): Promise<string[]> {
  const rows = await queryRows<{ id: string; depth: number }>(
    db,
    sql`
    with recursive tree(id, depth) as (
      select id, 0 from ${tasks} where id = ${id} and deleted_at is null
      union all
      select child.id, tree.depth + 1 from ${tasks} child join tree on child.parent_task_id = tree.id
      where child.deleted_at is null
    )
    update ${tasks} set deleted_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
    from tree where ${tasks}.id = tree.id
    returning ${tasks}.id as id, tree.depth as depth`,
  );
  return rows.sort((a, b) => a.depth - b.depth).map((r) => r.id);
}

/** Which of `ids` are live tasks of the workspace. */
export async function liveTaskIdsIn(db: Db, workspaceId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.workspaceId, workspaceId), inArray(tasks.id, [...new Set(ids)]), isNull(tasks.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Which of `userIds` are members of the workspace. */
/** Which of these people are members of the workspace with an active account. */
export async function memberIdsAmong(db: Db, workspaceId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        inArray(workspaceMembers.userId, [...new Set(userIds)]),
        eq(users.accountState, "active"),
      ),
    );
  return new Set(rows.map((r) => r.userId));
}

export async function liveComponentExists(db: Db, workspaceId: string, componentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: components.id })
    .from(components)
    .where(and(eq(components.id, componentId), eq(components.workspaceId, workspaceId), isNull(components.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** A task's own activity entries, newest first (uses `workspace_activity_target_idx`). */
export async function listTaskActivity(
  db: Db,
  workspaceId: string,
  taskId: string,
  page: { page: number; limit: number },
): Promise<{ rows: ActivityRecord[]; total: number }> {
  const where = and(eq(workspaceActivity.targetId, taskId), eq(workspaceActivity.workspaceId, workspaceId));
  const rows = await db
    .select({
      id: workspaceActivity.id,
      workspaceId: workspaceActivity.workspaceId,
      actorId: workspaceActivity.actorId,
      action: workspaceActivity.action,
      targetType: workspaceActivity.targetType,
      targetId: workspaceActivity.targetId,
      summary: workspaceActivity.summary,
      details: workspaceActivity.details,
      createdAt: workspaceActivity.createdAt,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(workspaceActivity)
    .where(where)
    .orderBy(desc(workspaceActivity.createdAt), desc(workspaceActivity.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(workspaceActivity).where(where);
    total = count?.n ?? 0;
  }
  return { rows: rows.map(({ total: _t, ...row }) => row), total };
}

/**
 * Brings the search scopes of every task of a workspace in line with the workspace (general
 * access changed), or removes them when the workspace is gone. One statement.
 */
export async function setTaskSearchScopes(db: Db, workspaceId: string, scopes: string[] | null): Promise<void> {
  const ofWorkspace = sql`${searchDocuments.refId} in (select id::text from ${tasks} where ${tasks.workspaceId} = ${workspaceId})`;
  if (scopes === null) {
    await db.delete(searchDocuments).where(and(eq(searchDocuments.kind, "task"), ofWorkspace));
    return;
  }
  await db
    .update(searchDocuments)
    .set({ scopes })
    .where(and(eq(searchDocuments.kind, "task"), ofWorkspace, scopesDifferFrom(scopes)));
}

export async function removeTaskSearchDocuments(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(searchDocuments).where(and(eq(searchDocuments.kind, "task"), inArray(searchDocuments.refId, ids)));
}

/**
 * Re-titles the search entries of a workspace's tasks and of their comments (`ABC-07 Name`) with
 * the display-id prefix of the workspace's current name; only entries whose title differs are
 * written. `taskId` narrows it to one task (renamed).
 */
export async function retitleTaskSearchDocuments(
  db: Db,
  workspaceId: string,
  prefix: string,
  taskId?: string,
): Promise<void> {
  const index = sql`lpad(${tasks.taskIndex}::text, greatest(2, length(${tasks.taskIndex}::text)), '0')`;
  const title = sql`${prefix} || '-' || ${index} || ' ' || ${tasks.name}`;
  const ofTasks = and(eq(tasks.workspaceId, workspaceId), taskId ? eq(tasks.id, taskId) : undefined);
  await db.execute(sql`
    update ${searchDocuments} set title = ${title}
    from ${tasks}
    where ${searchDocuments.kind} = 'task' and ${searchDocuments.refId} = ${tasks.id}::text and ${ofTasks}
      and ${searchDocuments.title} is distinct from ${title}`);
  await db.execute(sql`
    update ${searchDocuments} set title = ${title}
    from ${taskComments} join ${tasks} on ${tasks.id} = ${taskComments.taskId}
    where ${searchDocuments.kind} = 'task' and ${searchDocuments.refId} = ${taskComments.id}::text and ${ofTasks}
      and ${searchDocuments.title} is distinct from ${title}`);
}
