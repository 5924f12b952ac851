import { taskDisplayId, taskDisplayIdPrefix } from "@bearish/shared/tasks/task-rules";
import { workspacePath } from "@bearish/shared/workspaces/workspace-rules";
import type { Db } from "../../platform/db/database";
import { upsertSearchDocument } from "../search/search.repository";
import { ALL_WORKSPACES_SCOPE, followWorkspaceSearch, LINKED_WORKSPACES_SCOPE } from "../workspaces/workspaces.search";
import {
  removeTaskSearchDocuments,
  retitleTaskSearchDocuments,
  setTaskSearchScopes,
  type TaskRecord,
} from "./tasks.repository";

/** The facts of a workspace that decide who finds its tasks. */
export interface TaskSearchWorkspace {
  id: string;
  name: string;
  generalAccess: string;
  visibility: string;
  deletedAt?: Date | null;
}

/** The full card of a task in the web app (spec §2); a task outside any component uses `none`. */
export function taskPath(task: { id: string; workspaceId: string; componentId: string | null }): string {
  return `${workspacePath("BEARISH", task.workspaceId)}/item/${task.componentId ?? "none"}/task/${task.id}`;
}

/** Who may find a workspace's tasks: the same scopes as the workspace's own search document. */
function scopesOf(w: TaskSearchWorkspace): string[] {
  const scopes = [`workspace:${w.id}`, ALL_WORKSPACES_SCOPE];
  if (w.generalAccess === "anyone_with_link" && w.visibility === "PUBLIC") scopes.push(LINKED_WORKSPACES_SCOPE);
  return scopes;
}

/** Keeps a task's global-search entry in step with it, in the caller's transaction. */
export async function syncTaskSearchDocument(
  db: Db,
  task: TaskRecord,
  w: TaskSearchWorkspace,
  now: Date,
): Promise<void> {
  await upsertSearchDocument(
    db,
    {
      kind: "task",
      refId: task.id,
      title: `${taskDisplayId(w.name, task.taskIndex)} ${task.name}`,
      // The snippet is the details' first line (search shows a body's first line); tags only feed the index.
      body: `${(task.details ?? "").trim().split("\n", 1)[0]?.slice(0, 240) ?? ""}\n${task.details ?? ""}\n${task.tags.join(" ")}`,
      url: taskPath(task),
      scopes: scopesOf(w),
    },
    now,
  );
}

export async function deleteTaskSearchDocuments(db: Db, ids: string[]): Promise<void> {
  await removeTaskSearchDocuments(db, ids);
}

/**
 * For the workspaces area: after a workspace's general access changes (or it is deleted), its
 * tasks' search entries follow, in one statement.
 */
export async function syncWorkspaceTaskSearchScopes(db: Db, w: TaskSearchWorkspace): Promise<void> {
  await setTaskSearchScopes(db, w.id, w.deletedAt ? null : scopesOf(w));
  // A renamed workspace renames every display id (`ABC-07`): titles follow.
  if (!w.deletedAt) await retitleTaskSearchDocuments(db, w.id, taskDisplayIdPrefix(w.name));
}

/** After a task's rename: its comments' search entries carry the task's name in their title. */
export async function retitleTaskCommentsInSearch(db: Db, w: TaskSearchWorkspace, taskId: string): Promise<void> {
  await retitleTaskSearchDocuments(db, w.id, taskDisplayIdPrefix(w.name), taskId);
}

// Registered once, when this module loads: task entries follow their workspace's scopes.
followWorkspaceSearch((db, w) => syncWorkspaceTaskSearchScopes(db, w));
