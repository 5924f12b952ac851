import { CLOSED_TASK_STATUSES, TASK_STATUSES, TASK_TYPES, type TaskFilter } from "@bearish/shared/tasks/task";
import { escapeLikePattern } from "@bearish/shared/users/user-search-rules";
import { and, eq, gte, ilike, inArray, isNotNull, isNull, lt, lte, notInArray, or, type SQL, sql } from "drizzle-orm";
import { tasks } from "../../db/schema/tasks";
import { workspaceMembers, workspaces } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";
import type { ListReach } from "../workspaces/workspaces.repository";
import { type TaskRecord, taskColumns } from "./tasks.repository";

/** Which tasks a list covers before its filters. */
export type TaskListScope =
  | { kind: "workspace"; workspaceId: string; componentId?: string | undefined }
  | { kind: "reach"; reach: ListReach; workspaceIds?: string[] | undefined; componentIds?: string[] | undefined };

export interface ListedTask extends TaskRecord {
  workspaceName: string;
}

/** Most urgent first when ascending. */
const PRIORITY_RANK = ["urgent", "high", "medium", "low", "noPriority"];
const HOUR_MS = 3_600_000;
const COMPLETED_WINDOW_MS = { pastDay: 24 * HOUR_MS, week: 7 * 24 * HOUR_MS, month: 30 * 24 * HOUR_MS } as const;

const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const uuidArray = (values: readonly string[]) => sql`${sql.param([...values])}::uuid[]`;

/** `ABC-07` in SQL, as `taskDisplayId` writes it. */
const displayIdSql = sql`upper(left(btrim(${workspaces.name}), 3)) || '-' || case when ${tasks.taskIndex} < 10 then '0' || ${tasks.taskIndex}::text else ${tasks.taskIndex}::text end`;

function sortExpression(sort: TaskFilter["sort"]): SQL {
  switch (sort) {
    case "manual":
      return sql`${tasks.order}`;
    case "status":
      return sql`array_position(${textArray(TASK_STATUSES)}, ${tasks.status})`;
    case "priority":
      return sql`array_position(${textArray(PRIORITY_RANK)}, ${tasks.priority})`;
    case "type":
      return sql`array_position(${textArray(TASK_TYPES)}, ${tasks.taskType})`;
    case "assignee":
      return sql`(select lower(u.first_name || ' ' || u.last_name) from users u where u.id = ${tasks.assignedUserIds}[1])`;
    case "dueDate":
      return sql`${tasks.dueDate}`;
    case "created":
      return sql`${tasks.createdAt}`;
    case "name":
      return sql`lower(${tasks.name})`;
  }
}

/** Every filter of the global filter panel and the view settings, as SQL conditions. */
function filterConditions(filter: TaskFilter, viewerId: string, now: Date): (SQL | undefined)[] {
  const c: (SQL | undefined)[] = [];
  const closed = [...CLOSED_TASK_STATUSES];
  if (filter.status?.length) c.push(inArray(tasks.status, filter.status));
  if (filter.priority?.length) c.push(inArray(tasks.priority, filter.priority));
  if (filter.taskType?.length) c.push(inArray(tasks.taskType, filter.taskType));
  if (filter.assignee?.length) {
    const ids = filter.assignee.flatMap((a) => (a === "none" ? [] : [a === "me" ? viewerId : a]));
    c.push(
      or(
        ids.length > 0 ? sql`${tasks.assignedUserIds} && ${uuidArray(ids)}` : undefined,
        filter.assignee.includes("none") ? sql`cardinality(${tasks.assignedUserIds}) = 0` : undefined,
      ),
    );
  }
  if (filter.creator?.length) {
    c.push(inArray(tasks.createdBy, [...new Set(filter.creator.map((id) => (id === "me" ? viewerId : id)))]));
  }
  if (filter.tag?.length) c.push(sql`${tasks.tags} && ${textArray(filter.tag)}`);
  const hasChildren = sql`exists (select 1 from tasks child where child.parent_task_id = ${tasks.id} and child.deleted_at is null)`;
  if (filter.subIssues === "with") c.push(hasChildren);
  if (filter.subIssues === "without") c.push(sql`not ${hasChildren}`);
  if (filter.subIssues === "only") c.push(isNotNull(tasks.parentTaskId));
  if (filter.subIssues === "hide") c.push(isNull(tasks.parentTaskId));
  if (filter.duplicates) {
    c.push(
      sql`exists (select 1 from tasks twin where twin.workspace_id = ${tasks.workspaceId} and twin.id <> ${tasks.id} and twin.deleted_at is null and lower(twin.name) = lower(${tasks.name}))`,
    );
  }
  const range = (column: typeof tasks.dueDate | typeof tasks.createdAt, from?: string, to?: string) => {
    if (from) c.push(gte(column, new Date(from)));
    if (to) c.push(lte(column, new Date(to)));
  };
  range(tasks.dueDate, filter.dueFrom, filter.dueTo);
  range(tasks.createdAt, filter.createdFrom, filter.createdTo);
  range(tasks.startDate, filter.startedFrom, filter.startedTo);
  range(tasks.completedAt, filter.completedFrom, filter.completedTo);
  if (filter.noDueDate) c.push(isNull(tasks.dueDate));
  if (filter.atRisk) {
    c.push(
      notInArray(tasks.status, closed),
      gte(tasks.dueDate, now),
      lte(tasks.dueDate, new Date(now.getTime() + 48 * HOUR_MS)),
    );
  }
  if (filter.delayed) c.push(notInArray(tasks.status, closed), lt(tasks.dueDate, now));
  if (filter.scope === "inbox") c.push(sql`${tasks.assignedUserIds} @> ${uuidArray([viewerId])}`);
  if (filter.search) {
    const pattern = `%${escapeLikePattern(filter.search)}%`;
    c.push(or(ilike(tasks.name, pattern), ilike(tasks.details, pattern), sql`${displayIdSql} ilike ${pattern}`));
  }
  if (filter.showCompleted === "none") c.push(notInArray(tasks.status, closed));
  if (filter.showCompleted !== "all" && filter.showCompleted !== "none") {
    const since = new Date(now.getTime() - COMPLETED_WINDOW_MS[filter.showCompleted]);
    c.push(or(notInArray(tasks.status, closed), gte(tasks.completedAt, since)));
  }
  if (!filter.includeArchived) c.push(eq(tasks.isArchived, false));
  return c;
}

function scopeConditions(scope: TaskListScope, filter: TaskFilter): (SQL | undefined)[] {
  if (scope.kind === "workspace") {
    return [
      eq(tasks.workspaceId, scope.workspaceId),
      scope.componentId ? eq(tasks.componentId, scope.componentId) : undefined,
    ];
  }
  const c: (SQL | undefined)[] = [isNull(workspaces.deletedAt)];
  if (!filter.includeArchived) c.push(eq(workspaces.isArchived, false));
  if (scope.workspaceIds?.length) c.push(inArray(tasks.workspaceId, scope.workspaceIds));
  if (scope.componentIds?.length) c.push(inArray(tasks.componentId, scope.componentIds));
  if (scope.reach === "memberships") c.push(isNotNull(workspaceMembers.id));
  if (scope.reach === "memberships-and-links") {
    c.push(
      or(
        isNotNull(workspaceMembers.id),
        and(eq(workspaces.generalAccess, "anyone_with_link"), eq(workspaces.visibility, "PUBLIC")),
      ),
    );
  }
  return c;
}

/**
 * One page of tasks with every filter applied in SQL, and the total by a separate count. (A window
 * count in the page query made the database build every matching row, JSON columns and all, before
 * taking the page: 34 ms against 6 ms for 200 of 10,000 tasks on PGlite.)
 */
export async function listTasks(
  db: Db,
  scope: TaskListScope,
  filter: TaskFilter,
  context: { viewerId: string; now: Date },
  page: { page: number; limit: number },
): Promise<{ rows: ListedTask[]; total: number }> {
  const where = and(
    isNull(tasks.deletedAt),
    ...scopeConditions(scope, filter),
    ...filterConditions(filter, context.viewerId, context.now),
  );
  const memberJoin = and(
    eq(workspaceMembers.workspaceId, tasks.workspaceId),
    eq(workspaceMembers.userId, context.viewerId),
  );
  const direction = sql.raw(filter.direction === "desc" ? "desc" : "asc");
  const query = db
    .select({ ...taskColumns, workspaceName: workspaces.name })
    .from(tasks)
    .innerJoin(workspaces, eq(workspaces.id, tasks.workspaceId))
    .$dynamic();
  if (scope.kind === "reach") query.leftJoin(workspaceMembers, memberJoin);
  const rows = await query
    .where(where)
    .orderBy(sql`${sortExpression(filter.sort)} ${direction} nulls last`, sql`${tasks.id} ${direction}`)
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const offset = (page.page - 1) * page.limit;
  // A short first page is the whole list: no count needed.
  if (offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const count = db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(workspaces, eq(workspaces.id, tasks.workspaceId))
    .$dynamic();
  if (scope.kind === "reach") count.leftJoin(workspaceMembers, memberJoin);
  const [counted] = await count.where(where);
  return { rows, total: counted?.n ?? 0 };
}
