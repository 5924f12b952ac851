import type { WorkspaceAbilities } from "@bearish/shared/workspaces/workspace";
import {
  accessAtLeast,
  accessOfRole,
  type WorkspaceAccessLevel,
  type WorkspaceMemberRole,
} from "@bearish/shared/workspaces/workspace-rules";

/**
 * Who may do what in a workspace. Pure functions: the service loads the facts (the workspace and
 * the caller's membership, in one query) and turns `null` into 404 and `false` into 403.
 *
 * - ADMIN acts as the owner of every workspace.
 * - AUDITOR reads every workspace and changes nothing (a viewer everywhere, even where added as editor).
 * - GUEST sees only workspaces they were added to, with their member role; never through a link.
 * - Everyone else: their member role; without one, a viewer when general access is
 *   "anyone with the link".
 * - A deleted workspace is visible to nobody.
 */
export interface WorkspaceActor {
  userId: string;
  role: string;
}

export interface MembershipFacts {
  role: WorkspaceMemberRole;
}

export interface WorkspaceFacts {
  generalAccess: string;
  isDeleted: boolean;
}

export function workspaceAccess(
  actor: WorkspaceActor,
  membership: MembershipFacts | null,
  workspace: WorkspaceFacts,
): WorkspaceAccessLevel | null {
  if (workspace.isDeleted) return null;
  if (actor.role === "ADMIN") return "owner";
  if (actor.role === "AUDITOR") return "view";
  if (membership) return accessOfRole(membership.role);
  if (actor.role === "GUEST") return null;
  return workspace.generalAccess === "anyone_with_link" ? "view" : null;
}

export const canReadWorkspace = (access: WorkspaceAccessLevel | null): boolean => access !== null;
/** Commenters, editors and the owner (comments arrive with their own feature). */
export const canCommentInWorkspace = (access: WorkspaceAccessLevel | null): boolean => accessAtLeast(access, "comment");
/** Changing details, tags, custom fields, content and items: editors and the owner. */
export const canEditWorkspace = (access: WorkspaceAccessLevel | null): boolean => accessAtLeast(access, "edit");
/** Sharing, as in Google Docs: editors may add people, change their roles and remove them. */
export const canManageMembers = (access: WorkspaceAccessLevel | null): boolean => accessAtLeast(access, "edit");
export const canChangeGeneralAccess = (access: WorkspaceAccessLevel | null): boolean => accessAtLeast(access, "edit");
/** Archiving and deleting the whole workspace: the owner (and ADMIN) only. */
export const canArchiveWorkspace = (access: WorkspaceAccessLevel | null): boolean => access === "owner";
export const canDeleteWorkspace = (access: WorkspaceAccessLevel | null): boolean => access === "owner";

/** Guests (outsiders) and auditors (read-only) do not create workspaces. */
export const canCreateWorkspace = (orgRole: string): boolean => orgRole !== "GUEST" && orgRole !== "AUDITOR";
/** ADMIN and AUDITOR see every workspace of the organisation in their lists. */
export const listsEveryWorkspace = (orgRole: string): boolean => orgRole === "ADMIN" || orgRole === "AUDITOR";
/** Whether "anyone with the link" reaches this person (never a guest). */
export const reachedByLinks = (orgRole: string): boolean => orgRole !== "GUEST";

export type MemberChangeDecision = "allowed" | "forbidden" | "owner_protected";

/** Changing a member's role: the owner's role is fixed; otherwise whoever manages members. */
export function canChangeMemberRole(
  access: WorkspaceAccessLevel | null,
  target: { role: WorkspaceMemberRole },
): MemberChangeDecision {
  if (!canManageMembers(access)) return "forbidden";
  return target.role === "OWNER" ? "owner_protected" : "allowed";
}

/**
 * Removing a member: never the owner; whoever manages members may remove anyone else, and any
 * member may leave (remove themselves), except an AUDITOR, who changes nothing.
 */
export function canRemoveMember(
  actor: WorkspaceActor,
  access: WorkspaceAccessLevel | null,
  target: { userId: string; role: WorkspaceMemberRole },
): MemberChangeDecision {
  const leaving = target.userId === actor.userId && actor.role !== "AUDITOR";
  if (!leaving && !canManageMembers(access)) return "forbidden";
  return target.role === "OWNER" ? "owner_protected" : "allowed";
}

/** What the caller may do, for the client to hide controls it would be refused. */
export function workspaceAbilities(access: WorkspaceAccessLevel | null): WorkspaceAbilities {
  return {
    edit: canEditWorkspace(access),
    comment: canCommentInWorkspace(access),
    manageMembers: canManageMembers(access),
    changeGeneralAccess: canChangeGeneralAccess(access),
    archive: canArchiveWorkspace(access),
    delete: canDeleteWorkspace(access),
  };
}
