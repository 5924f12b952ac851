import type { PageParams } from "@bearish/shared/pages/page-targets";
import type { WorkspaceAccessLevel } from "@bearish/shared/workspaces/workspace-rules";
import type { Db } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { findWorkspaceGrant, type WorkspaceGrant } from "../workspaces/workspace-access";
import { findPageState, findPageTarget, type PageStateRecord, type PageTargetRecord } from "./page-access.repository";

/** What someone may do on a page: workspace owners and editors edit, commenters comment, viewers read. */
export type PageRole = "edit" | "comment" | "view";

export interface PageGrant {
  workspace: WorkspaceGrant;
  target: PageTargetRecord;
  state: PageStateRecord | null;
  role: PageRole;
  /**
   * Whether this person may change the content now: an editor, the page not archived and not
   * locked by someone else (spec: the editor's `canEdit`).
   */
  canEdit: boolean;
}

const ROLE_OF: Record<WorkspaceAccessLevel, PageRole> = {
  owner: "edit",
  edit: "edit",
  comment: "comment",
  view: "view",
};
const RANK: Record<PageRole, number> = { view: 0, comment: 1, edit: 2 };

export const pageNotFound = () => notFound("Page not found");

export function pageRoleAtLeast(role: PageRole, needed: PageRole): boolean {
  return RANK[role] >= RANK[needed];
}

/** Whether an editor may change the content, given the page's lock and archive state. */
export function contentEditable(role: PageRole, state: PageStateRecord | null, userId: string): boolean {
  if (role !== "edit") return false;
  if (state?.archivedAt) return false;
  return !state?.lockedBy || state.lockedBy === userId;
}

/** The caller's grant on a page, or null when the page does not exist or they may not see its workspace. */
export async function findPageGrant(
  db: Db,
  actor: SessionActor,
  params: PageParams,
  lock = false,
): Promise<PageGrant | null> {
  const workspace = await findWorkspaceGrant(db, actor, params.workspaceId, lock);
  if (!workspace) return null;
  const target = await findPageTarget(db, params.kind, params.workspaceId, params.targetId);
  if (!target) return null;
  const state = await findPageState(db, params.kind, params.targetId);
  const role = ROLE_OF[workspace.access];
  return { workspace, target, state, role, canEdit: contentEditable(role, state, actor.userId) };
}

/**
 * The grants of several people on one page (by user id; null for those who may not see it): the
 * page and its state are read once, each person's workspace access once.
 */
export async function findPageGrants(
  db: Db,
  actors: SessionActor[],
  params: PageParams,
): Promise<Map<string, PageGrant | null>> {
  const grants = new Map<string, PageGrant | null>();
  const target = actors.length ? await findPageTarget(db, params.kind, params.workspaceId, params.targetId) : null;
  const state = target ? await findPageState(db, params.kind, params.targetId) : null;
  for (const actor of actors) {
    if (grants.has(actor.userId)) continue;
    const workspace = target ? await findWorkspaceGrant(db, actor, params.workspaceId) : null;
    if (!target || !workspace) {
      grants.set(actor.userId, null);
      continue;
    }
    const role = ROLE_OF[workspace.access];
    grants.set(actor.userId, { workspace, target, state, role, canEdit: contentEditable(role, state, actor.userId) });
  }
  return grants;
}

/**
 * Loads and checks the caller's access to a page: 404 when they may not see it (never 403 for a
 * non-member), 403 when they see it but lack `needed`. Inside a write transaction pass `lock`, so
 * the workspace row (and with it the check) holds until the commit.
 */
export async function requirePageAccess(
  db: Db,
  actor: SessionActor,
  params: PageParams,
  needed: PageRole,
  options: { lock?: boolean } = {},
): Promise<PageGrant> {
  const grant = await findPageGrant(db, actor, params, options.lock ?? false);
  if (!grant) throw pageNotFound();
  if (!pageRoleAtLeast(grant.role, needed)) {
    throw forbidden(
      needed === "edit" ? "Only editors can change this page" : "Only commenters and editors can comment",
    );
  }
  return grant;
}
