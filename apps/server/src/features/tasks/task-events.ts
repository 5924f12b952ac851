import type { NotificationKind } from "@bearish/shared/notifications/notification";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { TASK_EVENTS, type Task } from "@bearish/shared/tasks/task";
import { taskDisplayId } from "@bearish/shared/tasks/task-rules";
import type { CustomFieldType } from "@bearish/shared/workspaces/custom-fields";
import type { ActivityAction } from "@bearish/shared/workspaces/workspace-activity";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import type { SessionActor } from "../../platform/session.repository";
import { notify } from "../notifications/notifications.service";
import { recordActivity } from "../workspaces/activity.service";
import type { WorkspaceEvents } from "../workspaces/workspace-events";
import { findCustomFields } from "../workspaces/workspace-settings.repository";
import type { FieldDefinition } from "./task-custom-elements.service";
import { presentTask, type TaskView } from "./tasks.presenter";
import { findSubTasks, findTask, memberIdsAmong, type TaskRecord } from "./tasks.repository";
import { taskPath } from "./tasks.search";

/**
 * What every task change shares: loading what presenting needs (once per request, not per task),
 * the activity entry, the realtime event and the notifications.
 */

/** Custom field definitions of several workspaces, in one query. */
export async function fieldsOfWorkspaces(db: Db, workspaceIds: string[]): Promise<Map<string, FieldDefinition[]>> {
  const found = await findCustomFields(db, [...new Set(workspaceIds)]);
  const result = new Map<string, FieldDefinition[]>();
  for (const [workspaceId, fields] of found) {
    result.set(
      workspaceId,
      fields.map((f) => ({ id: f.id, name: f.name, type: f.type as CustomFieldType, options: f.options })),
    );
  }
  return result;
}

/**
 * A function giving each task's view, after two queries for the whole batch: the custom field
 * definitions of their workspaces and their sub-tasks.
 */
export async function viewsFor(
  db: Db,
  tasks: readonly TaskRecord[],
  workspaceName: (workspaceId: string) => string,
  viewerId: string | null,
): Promise<(task: TaskRecord, viewer?: string | null) => TaskView> {
  const fields = await fieldsOfWorkspaces(
    db,
    tasks.map((t) => t.workspaceId),
  );
  const subTasks = await findSubTasks(
    db,
    tasks.map((t) => t.id),
  );
  return (task, viewer = viewerId) => ({
    workspaceName: workspaceName(task.workspaceId),
    fields: fields.get(task.workspaceId) ?? [],
    subTasks: subTasks.get(task.id) ?? [],
    viewerId: viewer,
  });
}

/** One task as everyone sees it (votes as `voterIds`, `voted` false), for broadcasts. */
export async function presentForBroadcast(db: Db, task: TaskRecord, workspaceName: string): Promise<Task> {
  const view = await viewsFor(db, [task], () => workspaceName, null);
  return presentTask(task, view(task));
}

/** A changed task for the broadcast and for the caller's answer (their own `voted`), from one load. */
export async function presentChanged(
  db: Db,
  task: TaskRecord,
  workspaceName: string,
  actorId: string,
): Promise<{ broadcast: Task; answer: Task }> {
  const view = await viewsFor(db, [task], () => workspaceName, null);
  return { broadcast: presentTask(task, view(task)), answer: presentTask(task, view(task, actorId)) };
}

/** Queues `task-created` / `task-updated` with the task, serialized once for every subscriber. */
export function queueTaskEvent(events: WorkspaceEvents, name: "created" | "updated", task: Task): void {
  events.add(workspaceChannel(task.workspaceId), TASK_EVENTS[name], { task });
}

export function queueTaskDeleted(events: WorkspaceEvents, workspaceId: string, id: string, deletedIds: string[]): void {
  events.add(workspaceChannel(workspaceId), TASK_EVENTS.deleted, { id, deletedIds });
}

/** After a sub-task was added, removed or changed status: its parent's sub-task ids or progress changed. */
export async function queueParentUpdate(
  db: Db,
  events: WorkspaceEvents,
  parentId: string | null,
  workspaceName: string,
): Promise<void> {
  if (!parentId) return;
  const parent = await findTask(db, parentId);
  if (parent) queueTaskEvent(events, "updated", await presentForBroadcast(db, parent, workspaceName));
}

export async function recordTaskActivity(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  entry: { task: TaskRecord; action: ActivityAction; summary: string; details?: Record<string, unknown> },
): Promise<void> {
  await recordActivity(ctx, tx, events, actor, {
    workspaceId: entry.task.workspaceId,
    action: entry.action,
    targetType: "task",
    targetId: entry.task.id,
    summary: entry.summary,
    details: entry.details ?? {},
  });
}

/** Tells people about a task: `task.assigned` to new assignees, `task.watched_changed` to watchers. */
export async function notifyAboutTask(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  task: TaskRecord,
  workspaceName: string,
  people: { assigned?: string[]; watchers?: string[]; change?: string },
): Promise<void> {
  const displayId = taskDisplayId(workspaceName, task.taskIndex);
  const link = taskPath(task);
  const entry = (userId: string, kind: NotificationKind, title: string, body: string) => ({
    userId,
    actorId: actor.userId,
    kind,
    title,
    body,
    link,
    details: { taskId: task.id, workspaceId: task.workspaceId },
  });
  // Only people who are still members hear of it (a watcher may have left the workspace since).
  const members = await memberIdsAmong(tx, task.workspaceId, [...(people.assigned ?? []), ...(people.watchers ?? [])]);
  const assigned = new Set((people.assigned ?? []).filter((id) => members.has(id)));
  const watchers = (people.watchers ?? []).filter((id) => members.has(id));
  const list = [
    ...[...assigned].map((id) =>
      entry(id, "task.assigned", `Assigned to you: ${displayId} ${task.name}`, `In ${workspaceName}`),
    ),
    // Someone just assigned hears of that, not of the same change twice.
    ...watchers
      .filter((id) => !assigned.has(id))
      .map((id) =>
        entry(id, "task.watched_changed", `${displayId} ${task.name} changed`, people.change ?? "The task changed"),
      ),
  ];
  if (list.length > 0) await notify(tx, events, list, ctx.clock.now());
}
