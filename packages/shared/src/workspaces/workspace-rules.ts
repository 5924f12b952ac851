/**
 * Pure rules of workspaces and sharing (spec §3, §4, §5), used by the server and the web client.
 * Constants live beside the rules that use them so both sides agree.
 */

/** Where a workspace comes from; when one id comes from several, the earlier source wins (spec §4). */
export const WORKSPACE_SOURCES = ["BEARISH", "JIRA", "CONFLUENCE"] as const;
export type WorkspaceSource = (typeof WORKSPACE_SOURCES)[number];

/** Roles a person can hold in a workspace. The creator is its OWNER. */
export const WORKSPACE_MEMBER_ROLES = ["OWNER", "EDITOR", "COMMENTER", "VIEWER"] as const;
export type WorkspaceMemberRole = (typeof WORKSPACE_MEMBER_ROLES)[number];

/** Share roles of the share popover (spec §3); REVOKE_ACCESS removes the member. */
export const SHARE_ROLES = ["EDITOR", "VIEWER", "COMMENTER", "REVOKE_ACCESS"] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];
/** Roles a new member can be given; a new member is a VIEWER unless told otherwise (spec §4). */
export const GRANTABLE_ROLES = ["EDITOR", "VIEWER", "COMMENTER"] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];
export const DEFAULT_MEMBER_ROLE: GrantableRole = "VIEWER";

/** A member's permissions as the spec names them: viewer/editor/commenter → view/edit/comment. */
export const MEMBER_PERMISSIONS = ["edit", "comment", "view"] as const;
export type MemberPermission = (typeof MEMBER_PERMISSIONS)[number];

/** What the caller may do in a workspace, strongest first. */
export const WORKSPACE_ACCESS_LEVELS = ["owner", "edit", "comment", "view"] as const;
export type WorkspaceAccessLevel = (typeof WORKSPACE_ACCESS_LEVELS)[number];

/** The spec's mapping of a member role to its permissions (the owner edits). */
export function permissionsOfRole(role: WorkspaceMemberRole): MemberPermission {
  switch (role) {
    case "OWNER":
    case "EDITOR":
      return "edit";
    case "COMMENTER":
      return "comment";
    case "VIEWER":
      return "view";
  }
}

/** The access a member role gives in its workspace. */
export function accessOfRole(role: WorkspaceMemberRole): WorkspaceAccessLevel {
  return role === "OWNER" ? "owner" : permissionsOfRole(role);
}

/** True when `level` allows at least what `needed` allows (owner > edit > comment > view). */
export function accessAtLeast(level: WorkspaceAccessLevel | null, needed: WorkspaceAccessLevel): boolean {
  if (level === null) return false;
  return WORKSPACE_ACCESS_LEVELS.indexOf(level) <= WORKSPACE_ACCESS_LEVELS.indexOf(needed);
}

/** Sort rank of member roles in lists: the owner first, viewers last. */
export function memberRoleRank(role: WorkspaceMemberRole): number {
  return WORKSPACE_MEMBER_ROLES.indexOf(role);
}

export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX_COUNT = 100;

/**
 * A workspace's tags as stored: trimmed, blanks dropped, duplicates (ignoring case) dropped with
 * the first spelling kept, in the order given.
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const folded = tag.toLocaleLowerCase();
    if (!tag || seen.has(folded)) continue;
    seen.add(folded);
    result.push(tag);
  }
  return result;
}

/** A URL check that accepts only http and https (spec §5). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export const WORKSPACE_KEY_MAX_LENGTH = 10;
const KEY_PATTERN = /^[A-Z0-9]+$/;

/** True for a workspace key: upper-case letters and digits, at most 10 (spec §5's key rule). */
export function isWorkspaceKey(value: string): boolean {
  return value.length >= 1 && value.length <= WORKSPACE_KEY_MAX_LENGTH && KEY_PATTERN.test(value);
}

/** Matches the spec's workspace search: case-insensitive substring of the name. */
export function matchesWorkspaceSearch(workspace: { name: string }, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  return !q || workspace.name.toLocaleLowerCase().includes(q);
}

/** The web path of a workspace without the locale prefix (spec §2: source lower-cased). */
export function workspacePath(source: WorkspaceSource, id: string): string {
  return `/workspace/${source.toLowerCase()}/${id}`;
}
