// What comments and approvals share: the task's link and label, the people shown beside them, and
// the search scopes of a workspace's content.

import { taskDisplayId } from "@bearish/shared/tasks/task-rules";
import { avatarFallback } from "@bearish/shared/users/avatar-rules";
import type { WorkspaceRecord } from "../workspaces/workspaces.repository";
import { ALL_WORKSPACES_SCOPE, LINKED_WORKSPACES_SCOPE } from "../workspaces/workspaces.search";
import type { TaskRef } from "./task-access";
import type { PersonRef } from "./task-comments.repository";
import { taskPath } from "./tasks.search";

/** Where a task opens in the web app (no locale prefix): the same path its search entry links to. */
export const taskLink = (task: Pick<TaskRef, "id" | "workspaceId" | "componentId">): string => taskPath(task);

/** `ABC-07 Write the report`: how notifications and search name a task. */
export function taskLabel(workspaceName: string, task: Pick<TaskRef, "taskIndex" | "name">): string {
  return `${taskDisplayId(workspaceName, task.taskIndex)} ${task.name}`;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function presentPersonRef(p: PersonRef | null) {
  return p
    ? {
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        avatar: p.avatar,
        avatar_fallBack: avatarFallback(p.firstName, p.lastName),
      }
    : null;
}

/** The same scopes as the workspace's own search document: whoever finds the workspace finds its content. */
export function workspaceSearchScopes(w: Pick<WorkspaceRecord, "id" | "generalAccess" | "visibility">): string[] {
  const scopes = [`workspace:${w.id}`, ALL_WORKSPACES_SCOPE];
  if (w.generalAccess === "anyone_with_link" && w.visibility === "PUBLIC") scopes.push(LINKED_WORKSPACES_SCOPE);
  return scopes;
}

/** Notification bodies are previews; the full text is one click away. */
export function preview(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
