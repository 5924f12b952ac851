import type { CustomFieldType } from "@bearish/shared/workspaces/custom-fields";
import { accessAtLeast, type WorkspaceAccessLevel } from "@bearish/shared/workspaces/workspace-rules";

/**
 * Who may do what with a task. A task inherits its workspace's access (see workspaces.policy.ts):
 * whoever may see the workspace reads its tasks; editors, the owner and ADMIN change them;
 * commenters also vote on VOTING fields (a vote is a reaction, like a comment). Logging time is
 * an edit. Pure functions: the service turns `false` into a 403 (or 404 when the task is unseen).
 */
export const canReadTask = (access: WorkspaceAccessLevel | null): boolean => access !== null;
export const canEditTask = (access: WorkspaceAccessLevel | null): boolean => accessAtLeast(access, "edit");
export const canDeleteTask = canEditTask;
export const canCommentOnTask = (access: WorkspaceAccessLevel | null): boolean => accessAtLeast(access, "comment");
export const canVoteOnTask = canCommentOnTask;
export const canLogTime = canEditTask;

/** An entry may be removed by whoever logged it (while still a commenter or above) and by editors. */
export function canDeleteTimeLog(
  access: WorkspaceAccessLevel | null,
  actorId: string,
  log: { userId: string | null },
): boolean {
  if (canEditTask(access)) return true;
  return log.userId === actorId && canCommentOnTask(access);
}

/**
 * The access a custom-element write needs: only votes (on VOTING fields) need no more than a
 * commenter; any other field, or an unknown one, needs an editor.
 */
export function customElementWriteLevel(types: readonly (CustomFieldType | undefined)[]): WorkspaceAccessLevel {
  return types.length > 0 && types.every((type) => type === "VOTING") ? "comment" : "edit";
}

/** What the caller may do, for the full card to hide controls it would be refused. */
export function taskAbilities(access: WorkspaceAccessLevel | null): {
  edit: boolean;
  comment: boolean;
  delete: boolean;
} {
  return { edit: canEditTask(access), comment: canCommentOnTask(access), delete: canDeleteTask(access) };
}
