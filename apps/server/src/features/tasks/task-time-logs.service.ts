import type { CreateTimeLogBody, TimeLog } from "@bearish/shared/tasks/task";
import { taskDisplayId } from "@bearish/shared/tasks/task-rules";
import type { AppContext } from "../../platform/context";
import { forbidden, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { inWorkspaceTransaction } from "../workspaces/workspace-events";
import { requireTaskAccess, taskNotFound } from "./task-access";
import { formatDuration } from "./task-changes";
import { presentForBroadcast, queueTaskEvent, recordTaskActivity } from "./task-events";
import { deleteTimeLog, findTimeLog, insertTimeLog } from "./task-time-logs.repository";
import { canDeleteTimeLog } from "./tasks.policy";
import { presentTimeLog } from "./tasks.presenter";
import { addTimeSpent } from "./tasks.repository";

const timeLogNotFound = () => notFound("Time log not found");

/** `POST task/{id}/time-logs` (Log time, the stopwatch): editors and above; adds to the task's total. */
export async function logTime(
  ctx: AppContext,
  actor: SessionActor,
  taskId: string,
  body: CreateTimeLogBody,
): Promise<TimeLog> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { grant } = await requireTaskAccess(tx, actor, taskId, "edit", {
      lock: true,
      refusal: "Only the workspace's owner and editors can log time",
    });
    const now = ctx.clock.now();
    const log = await insertTimeLog(tx, {
      id: newId(),
      taskId,
      userId: actor.userId,
      seconds: body.seconds,
      note: body.note || null,
      source: body.source,
      loggedAt: body.loggedAt ? new Date(body.loggedAt) : now,
      createdAt: now,
    });
    const task = await addTimeSpent(tx, taskId, body.seconds, now);
    if (!task) throw taskNotFound();
    const displayId = taskDisplayId(grant.workspace.name, task.taskIndex);
    await recordTaskActivity(ctx, tx, events, actor, {
      task,
      action: "task.time_logged",
      summary: `logged ${formatDuration(body.seconds)} on ${displayId}`,
      details: { displayId, name: task.name, timeLogId: log.id, seconds: log.seconds, source: log.source },
    });
    queueTaskEvent(events, "updated", await presentForBroadcast(tx, task, grant.workspace.name));
    return presentTimeLog(log);
  });
}

/** `DELETE task/{id}/time-logs/{logId}`: one's own entry, or any entry for editors and above. */
export async function removeTimeLog(
  ctx: AppContext,
  actor: SessionActor,
  taskId: string,
  logId: string,
): Promise<{ id: string }> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { grant } = await requireTaskAccess(tx, actor, taskId, "view", { lock: true });
    const log = await findTimeLog(tx, taskId, logId);
    if (!log) throw timeLogNotFound();
    if (!canDeleteTimeLog(grant.access, actor.userId, log)) {
      throw forbidden("Only the person who logged the time and the workspace's editors can remove it");
    }
    await deleteTimeLog(tx, logId);
    const now = ctx.clock.now();
    const task = await addTimeSpent(tx, taskId, -log.seconds, now);
    if (!task) throw taskNotFound();
    const displayId = taskDisplayId(grant.workspace.name, task.taskIndex);
    await recordTaskActivity(ctx, tx, events, actor, {
      task,
      action: "task.time_log_deleted",
      summary: `removed ${formatDuration(log.seconds)} logged on ${displayId}`,
      details: { displayId, name: task.name, timeLogId: log.id, seconds: log.seconds },
    });
    queueTaskEvent(events, "updated", await presentForBroadcast(tx, task, grant.workspace.name));
    return { id: logId };
  });
}
