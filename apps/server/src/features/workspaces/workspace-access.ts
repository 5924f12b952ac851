import type { WorkspaceAccessLevel } from "@bearish/shared/workspaces/workspace-rules";
import { accessAtLeast } from "@bearish/shared/workspaces/workspace-rules";
import type { Db } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { workspaceAccess } from "./workspaces.policy";
import { findWorkspaceWithMembership, type WorkspaceWithMembership } from "./workspaces.repository";

/** A workspace the caller may see, with their membership and effective access. */
export interface WorkspaceGrant extends WorkspaceWithMembership {
  access: WorkspaceAccessLevel;
}

export const workspaceNotFound = () => notFound("Workspace not found");

const REFUSALS: Record<WorkspaceAccessLevel, string> = {
  owner: "Only the workspace's owner can do this",
  edit: "Only the workspace's owner and editors can change it",
  comment: "Only the workspace's owner, editors and commenters can comment",
  view: "You cannot see this workspace",
};

/** The caller's access to a workspace, or null when it does not exist or they may not see it. */
export async function findWorkspaceGrant(
  db: Db,
  actor: SessionActor,
  workspaceId: string,
  lock = false,
): Promise<WorkspaceGrant | null> {
  const found = await findWorkspaceWithMembership(db, workspaceId, actor.userId, lock);
  if (!found) return null;
  const access = workspaceAccess(actor, found.membership, {
    generalAccess: found.workspace.generalAccess,
    isDeleted: found.workspace.deletedAt !== null,
  });
  return access ? { ...found, access } : null;
}

/**
 * Loads the workspace and the caller's access in one query and checks it: someone who may not
 * see the workspace gets 404 (they never learn it exists), someone who sees it but lacks `needed`
 * gets 403. Inside a write transaction pass `lock`, so the check holds until the commit.
 */
export async function requireWorkspaceAccess(
  db: Db,
  actor: SessionActor,
  workspaceId: string,
  needed: WorkspaceAccessLevel,
  options: { lock?: boolean; refusal?: string } = {},
): Promise<WorkspaceGrant> {
  const grant = await findWorkspaceGrant(db, actor, workspaceId, options.lock ?? false);
  if (!grant) throw workspaceNotFound();
  if (!accessAtLeast(grant.access, needed)) throw forbidden(options.refusal ?? REFUSALS[needed]);
  return grant;
}
