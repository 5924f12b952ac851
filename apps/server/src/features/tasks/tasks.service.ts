import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import type {
  CreateSubtaskBody,
  CreateTaskBody,
  Task,
  TaskDetail,
  TaskListQuery,
  UpdateTaskBody,
  WorkspaceTask,
  WorkspaceTaskListQuery,
} from "@bearish/shared/tasks/task";
import { isClosedStatus, taskCreationDefaults, taskDisplayId } from "@bearish/shared/tasks/task-rules";
import type { Activity } from "@bearish/shared/workspaces/workspace-activity";
import { accessAtLeast, normalizeTags } from "@bearish/shared/workspaces/workspace-rules";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { forbidden } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { versionConflict } from "../workspaces/item-changes";
import { requireWorkspaceAccess, type WorkspaceGrant } from "../workspaces/workspace-access";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { listsEveryWorkspace, reachedByLinks } from "../workspaces/workspaces.policy";
import { presentActivity } from "../workspaces/workspaces.presenter";
import { findPeople } from "../workspaces/workspaces.repository";
import { requireTaskAccess, type TaskRef, taskNotFound } from "./task-access";
import {
  checkComponent,
  checkedAssignees,
  checkedDependencies,
  checkedLinks,
  describeUpdate,
  patchOf,
  startOfDayUtc,
} from "./task-changes";
import { dropTaskCommentsFromSearch } from "./task-comments.service";
import { applyCustomElementWrites, watchersOf, writtenFieldTypes } from "./task-custom-elements.service";
import {
  fieldsOfWorkspaces,
  notifyAboutTask,
  presentChanged,
  presentForBroadcast,
  queueParentUpdate,
  queueTaskDeleted,
  queueTaskEvent,
  recordTaskActivity,
  viewsFor,
} from "./task-events";
import { listTasks, type TaskListScope } from "./task-list.repository";
import { listTimeLogs } from "./task-time-logs.repository";
import { customElementWriteLevel, taskAbilities } from "./tasks.policy";
import { presentTask, presentTaskDetail, presentWorkspaceTask } from "./tasks.presenter";
import {
  findTask,
  insertTask,
  listTaskActivity,
  liveTaskIdsIn,
  memberIdsAmong,
  orderAfterLast,
  softDeleteTaskTree,
  type TaskRecord,
  takeTaskIndex,
  updateTask,
} from "./tasks.repository";
import { deleteTaskSearchDocuments, retitleTaskCommentsInSearch, syncTaskSearchDocument } from "./tasks.search";

type Page = { page: number; limit: number };

async function loadTask(db: Db, id: string): Promise<TaskRecord> {
  const task = await findTask(db, id);
  if (!task) throw taskNotFound();
  return task;
}

// ── Reads ────────────────────────────────────────────────────────────────────────────────────────

/** `GET task/{id}`: the full card, with time logs and what the caller may do. */
export async function getTask(ctx: AppContext, actor: SessionActor, id: string): Promise<TaskDetail> {
  const { grant } = await requireTaskAccess(ctx.db, actor, id, "view");
  const task = await loadTask(ctx.db, id);
  const view = await viewsFor(ctx.db, [task], () => grant.workspace.name, actor.userId);
  const timeLogs = await listTimeLogs(ctx.db, id);
  return presentTaskDetail(task, view(task), { timeLogs, abilities: taskAbilities(grant.access) });
}

/** `GET task/get-all-task`: one workspace's tasks (optionally one component's), filtered and sorted in SQL. */
export async function listWorkspaceTasks(
  ctx: AppContext,
  actor: SessionActor,
  query: TaskListQuery,
): Promise<{ items: Task[]; meta: PageMeta }> {
  const grant = await requireWorkspaceAccess(ctx.db, actor, query.workspaceId, "view");
  const scope: TaskListScope = { kind: "workspace", workspaceId: query.workspaceId, componentId: query.componentId };
  const page = { page: query.page, limit: query.limit };
  const { rows, total } = await listTasks(ctx.db, scope, query, { viewerId: actor.userId, now: ctx.clock.now() }, page);
  const view = await viewsFor(ctx.db, rows, () => grant.workspace.name, actor.userId);
  return { items: rows.map((row) => presentTask(row, view(row))), meta: pageMeta(page.page, page.limit, total) };
}

/**
 * `GET task/get-all-workspace-tasks`: tasks of every workspace the caller may list (members; PUBLIC
 * link workspaces for non-guests; everything for ADMIN and AUDITOR), archived workspaces left out
 * unless `includeArchived`.
 */
export async function listAllWorkspaceTasks(
  ctx: AppContext,
  actor: SessionActor,
  query: WorkspaceTaskListQuery,
): Promise<{ items: WorkspaceTask[]; meta: PageMeta }> {
  const reach = listsEveryWorkspace(actor.role)
    ? "everything"
    : reachedByLinks(actor.role)
      ? "memberships-and-links"
      : "memberships";
  const scope: TaskListScope = {
    kind: "reach",
    reach,
    workspaceIds: query.workspaceId,
    componentIds: query.componentId,
  };
  const page = { page: query.page, limit: query.limit };
  const { rows, total } = await listTasks(ctx.db, scope, query, { viewerId: actor.userId, now: ctx.clock.now() }, page);
  const names = new Map(rows.map((r) => [r.workspaceId, r.workspaceName]));
  const view = await viewsFor(ctx.db, rows, (id) => names.get(id) ?? "", actor.userId);
  return {
    items: rows.map((row) => presentWorkspaceTask(row, view(row))),
    meta: pageMeta(page.page, page.limit, total),
  };
}

/** `GET task/{id}/activity`: the task's own entries of its workspace's activity, newest first. */
export async function listTaskActivityEntries(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  page: Page,
): Promise<{ items: Activity[]; meta: PageMeta }> {
  const { task } = await requireTaskAccess(ctx.db, actor, id, "view");
  const { rows, total } = await listTaskActivity(ctx.db, task.workspaceId, id, page);
  const people = await findPeople(
    ctx.db,
    rows.flatMap((r) => (r.actorId ? [r.actorId] : [])),
  );
  return {
    items: rows.map((r) => presentActivity(r, r.actorId ? people.get(r.actorId) : undefined)),
    meta: pageMeta(page.page, page.limit, total),
  };
}

// ── Create ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Creates a task inside the caller's transaction (the workspace row is locked): checks, defaults,
 * the next never-reused index, manual order after the last task, activity, search, event.
 */
async function createInWorkspace(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  grant: WorkspaceGrant,
  body: CreateSubtaskBody & { fromBoardColumn?: boolean | undefined },
  parent: TaskRef | null,
): Promise<Task> {
  const workspaceId = grant.workspace.id;
  const now = ctx.clock.now();
  const componentId = parent ? parent.componentId : (body.componentId ?? null);
  if (!parent) await checkComponent(tx, workspaceId, componentId);
  const links = body.links ? checkedLinks(body.links) : [];
  const assignedUserIds = body.assignedUserIds ? await checkedAssignees(tx, workspaceId, body.assignedUserIds) : [];
  const dependencies = body.dependencies ? await checkedDependencies(tx, workspaceId, body.dependencies, null) : [];
  const defaults = taskCreationDefaults(
    {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(body.priority !== undefined ? { priority: body.priority } : {}),
      taskType: body.taskType ?? (parent ? "SUB_TASK" : undefined),
      ...(body.dueDate !== undefined ? { dueDate: body.dueDate } : {}),
    },
    { fromBoardColumn: body.fromBoardColumn ?? false, today: startOfDayUtc(now) },
  );
  const taskIndex = await takeTaskIndex(tx, workspaceId);
  const task = await insertTask(tx, {
    id: newId(),
    workspaceId,
    componentId,
    parentTaskId: parent?.id ?? null,
    taskIndex,
    name: defaults.name,
    details: body.details ?? null,
    status: defaults.status,
    priority: defaults.priority,
    taskType: defaults.taskType,
    assignedUserIds,
    dueDate: defaults.dueDate ? new Date(defaults.dueDate) : null,
    startDate: body.startDate ? new Date(body.startDate) : null,
    endDate: body.endDate ? new Date(body.endDate) : null,
    completedAt: isClosedStatus(defaults.status) ? now : null,
    links,
    tags: normalizeTags(body.tags ?? []),
    attachments: body.attachments ?? [],
    taskColor: body.taskColor ?? null,
    cardColor: body.cardColor ?? null,
    emoji: body.emoji || null,
    estimatedTime: body.estimatedTime ?? null,
    dependencies,
    customElements: {},
    order: body.order ?? (await orderAfterLast(tx, workspaceId, componentId)),
    createdBy: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
  const name = grant.workspace.name;
  const displayId = taskDisplayId(name, taskIndex);
  await syncTaskSearchDocument(tx, task, grant.workspace, now);
  await recordTaskActivity(ctx, tx, events, actor, {
    task,
    action: "task.created",
    summary: parent
      ? `added sub-task ${displayId} ${task.name} to ${taskDisplayId(name, parent.taskIndex)}`
      : `created ${displayId} ${task.name}`,
    details: { displayId, name: task.name, ...(parent ? { parentTaskId: parent.id } : {}) },
  });
  const presented = await presentForBroadcast(tx, task, name);
  queueTaskEvent(events, "created", presented);
  await queueParentUpdate(tx, events, parent?.id ?? null, name);
  await notifyAboutTask(ctx, tx, events, actor, task, name, { assigned: assignedUserIds });
  return presented;
}

/** `POST task` (owner, editors, ADMIN). */
export async function createTask(ctx: AppContext, actor: SessionActor, body: CreateTaskBody): Promise<Task> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const grant = await requireWorkspaceAccess(tx, actor, body.workspaceId, "edit", { lock: true });
    return createInWorkspace(ctx, tx, events, actor, grant, body, null);
  });
}

/** `POST task/{id}/subtask`: in the parent's workspace and component, whatever the body says. */
export async function createSubtask(
  ctx: AppContext,
  actor: SessionActor,
  parentId: string,
  body: CreateSubtaskBody,
): Promise<Task> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { task: parent, grant } = await requireTaskAccess(tx, actor, parentId, "edit", { lock: true });
    return createInWorkspace(ctx, tx, events, actor, grant, body, parent);
  });
}

// ── Update ───────────────────────────────────────────────────────────────────────────────────────

/** `PUT task/{id}`: any subset of fields; a stale `version` answers 409 and changes nothing. */
export async function changeTask(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  body: UpdateTaskBody,
): Promise<Task> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { grant } = await requireTaskAccess(tx, actor, id, "edit", { lock: true });
    const name = grant.workspace.name;
    const current = await loadTask(tx, id);
    if (body.version !== undefined && body.version !== current.version) throw versionConflict("task");
    const now = ctx.clock.now();
    const patch = await patchOf(tx, current, body, now);
    if (Object.keys(patch).length === 0) return (await presentChanged(tx, current, name, actor.userId)).answer;
    const task = await updateTask(tx, id, patch, body.version, now);
    if (!task) throw versionConflict("task");
    await syncTaskSearchDocument(tx, task, grant.workspace, now);
    if (patch.name !== undefined) await retitleTaskCommentsInSearch(tx, grant.workspace, task.id);
    const { summary, details } = describeUpdate(current, patch, name);
    await recordTaskActivity(ctx, tx, events, actor, { task, action: "task.updated", summary, details });
    const { broadcast, answer } = await presentChanged(tx, task, name, actor.userId);
    queueTaskEvent(events, "updated", broadcast);
    if (patch.status !== undefined) await queueParentUpdate(tx, events, task.parentTaskId, name);
    const fields = (await fieldsOfWorkspaces(tx, [task.workspaceId])).get(task.workspaceId) ?? [];
    const newlyAssigned = (patch.assignedUserIds ?? []).filter((u) => !current.assignedUserIds.includes(u));
    await notifyAboutTask(ctx, tx, events, actor, task, name, {
      assigned: newlyAssigned,
      watchers: watchersOf(task.customElements, fields),
      change: summary,
    });
    return answer;
  });
}

/**
 * `PUT task/{id}/custom-element`: values per field id, each checked against its field's type.
 * Votes need a commenter; every other field an editor.
 */
export async function setCustomElements(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  writes: Record<string, unknown>,
): Promise<Task> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { grant } = await requireTaskAccess(tx, actor, id, "view", { lock: true });
    const fieldList = (await fieldsOfWorkspaces(tx, [grant.workspace.id])).get(grant.workspace.id) ?? [];
    const fields = new Map(fieldList.map((f) => [f.id, f]));
    if (!accessAtLeast(grant.access, customElementWriteLevel(writtenFieldTypes(fields, writes)))) {
      throw forbidden("Only the workspace's owner and editors can change tasks");
    }
    const current = await loadTask(tx, id);
    const { next, changes } = await applyCustomElementWrites(current.customElements, writes, fields, {
      actorId: actor.userId,
      taskId: id,
      lookups: {
        membersAmong: (ids) => memberIdsAmong(tx, grant.workspace.id, ids),
        tasksAmong: (ids) => liveTaskIdsIn(tx, grant.workspace.id, ids),
      },
    });
    const name = grant.workspace.name;
    if (changes.length === 0) return (await presentChanged(tx, current, name, actor.userId)).answer;
    const now = ctx.clock.now();
    const task = await updateTask(tx, id, { customElements: next }, undefined, now);
    if (!task) throw taskNotFound();
    const displayId = taskDisplayId(name, task.taskIndex);
    const onlyVotes = changes.every((c) => c.type === "VOTING");
    const summary = onlyVotes
      ? `voted on ${changes.map((c) => c.name).join(", ")} of ${displayId}`
      : `changed ${changes.map((c) => c.name).join(", ")} of ${displayId}`;
    await recordTaskActivity(ctx, tx, events, actor, {
      task,
      action: "task.updated",
      summary,
      details: {
        displayId,
        name: task.name,
        customElements: changes.map((c) => ({
          fieldId: c.fieldId,
          name: c.name,
          type: c.type,
          from: c.before,
          to: c.after,
        })),
      },
    });
    const { broadcast, answer } = await presentChanged(tx, task, name, actor.userId);
    queueTaskEvent(events, "updated", broadcast);
    if (!onlyVotes) {
      // Watchers before and after the change both hear of it (someone just removed still learns why).
      const watchers = new Set([...watchersOf(current.customElements, fieldList), ...watchersOf(next, fieldList)]);
      await notifyAboutTask(ctx, tx, events, actor, task, name, { watchers: [...watchers], change: summary });
    }
    return answer;
  });
}

// ── Delete ───────────────────────────────────────────────────────────────────────────────────────

/** `DELETE task/{id}`: soft-deletes the task and every sub-task below it. */
export async function deleteTask(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
): Promise<{ id: string; deletedIds: string[] }> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { grant } = await requireTaskAccess(tx, actor, id, "edit", { lock: true });
    const task = await loadTask(tx, id);
    const now = ctx.clock.now();
    const deletedIds = await softDeleteTaskTree(tx, id, now);
    await deleteTaskSearchDocuments(tx, deletedIds);
    await dropTaskCommentsFromSearch(tx, deletedIds);
    const name = grant.workspace.name;
    const displayId = taskDisplayId(name, task.taskIndex);
    const below = deletedIds.length - 1;
    await recordTaskActivity(ctx, tx, events, actor, {
      task,
      action: "task.deleted",
      summary: `deleted ${displayId} ${task.name}${below > 0 ? ` and ${below} sub-task${below === 1 ? "" : "s"}` : ""}`,
      details: { displayId, name: task.name, deletedIds },
    });
    queueTaskDeleted(events, task.workspaceId, id, deletedIds);
    await queueParentUpdate(tx, events, task.parentTaskId, name);
    return { id, deletedIds };
  });
}
