import type { WorkspaceAccessLevel } from "@bearish/shared/workspaces/workspace-rules";
import { accessAtLeast } from "@bearish/shared/workspaces/workspace-rules";
import { and, eq, isNull } from "drizzle-orm";
import { tasks } from "../../db/tables";
import type { Db } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { findWorkspaceGrant, type WorkspaceGrant } from "../workspaces/workspace-access";

export const taskNotFound = () => notFound("Task not found");

/** The few facts about a task that every task endpoint needs before it can check access. */
export interface TaskRef {
  id: string;
  workspaceId: string;
  componentId: string | null;
  parentTaskId: string | null;
  taskIndex: number;
  name: string;
}

const REFUSALS: Record<WorkspaceAccessLevel, string> = {
  owner: "Only the workspace's owner can do this",
  edit: "Only the workspace's owner and editors can change tasks",
  comment: "Only the workspace's owner, editors and commenters can comment on tasks",
  view: "You cannot see this task",
};

async function findTaskRef(db: Db, taskId: string): Promise<TaskRef | null> {
  const [row] = await db
    .select({
      id: tasks.id,
      workspaceId: tasks.workspaceId,
      componentId: tasks.componentId,
      parentTaskId: tasks.parentTaskId,
      taskIndex: tasks.taskIndex,
      name: tasks.name,
    })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), isNull(tasks.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * A task and the caller's access to its workspace. Whoever may not see the workspace gets 404
 * `Task not found` (they never learn it exists); whoever sees it but lacks `needed` gets 403.
 * Inside a write transaction pass `lock`: the workspace row is held until the commit.
 */
export async function requireTaskAccess(
  db: Db,
  actor: SessionActor,
  taskId: string,
  needed: WorkspaceAccessLevel,
  options: { lock?: boolean; refusal?: string } = {},
): Promise<{ task: TaskRef; grant: WorkspaceGrant }> {
  const task = await findTaskRef(db, taskId);
  if (!task) throw taskNotFound();
  const grant = await findWorkspaceGrant(db, actor, task.workspaceId, options.lock ?? false);
  if (!grant) throw taskNotFound();
  // Deleting a task holds the same workspace lock: once we hold it, the task is either still there or gone.
  if (options.lock && !(await findTaskRef(db, taskId))) throw taskNotFound();
  if (!accessAtLeast(grant.access, needed)) throw forbidden(options.refusal ?? REFUSALS[needed]);
  return { task, grant };
}
