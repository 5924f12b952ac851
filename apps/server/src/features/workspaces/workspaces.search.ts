import { workspacePath } from "@bearish/shared/workspaces/workspace-rules";
import type { Db } from "../../platform/db/database";
import { deleteSearchDocument, upsertSearchDocument } from "../search/search.repository";
import { registerSearchScopeProvider } from "../search/search.service";
import { listsEveryWorkspace, reachedByLinks } from "./workspaces.policy";
import { findMembershipWorkspaceIds, type WorkspaceRecord } from "./workspaces.repository";

/** Every workspace document carries this scope; ADMIN and AUDITOR hold it, so they find them all. */
export const ALL_WORKSPACES_SCOPE = "role:all-workspaces";
/**
 * Scope of PUBLIC workspaces open to anyone with the link. Not `org`: every signed-in person holds
 * `org`, guests included, and guests never reach a workspace through a link.
 */
export const LINKED_WORKSPACES_SCOPE = "org:link-workspaces";

/** Something inside a workspace with search entries of its own (tasks, comments) that must follow its scopes. */
export type WorkspaceSearchFollower = (db: Db, w: WorkspaceRecord) => Promise<void>;
const followers: WorkspaceSearchFollower[] = [];

/** Registered once by the feature, when its module loads (like the search scope providers). */
export function followWorkspaceSearch(follower: WorkspaceSearchFollower): void {
  followers.push(follower);
}

/**
 * Keeps a workspace's global-search entry in step with it, in the caller's transaction, and the
 * entries of what it holds (their scopes follow the workspace's; deleted with it).
 */
export async function syncWorkspaceSearchDocument(db: Db, w: WorkspaceRecord, now: Date): Promise<void> {
  for (const follower of followers) await follower(db, w);
  if (w.deletedAt) {
    await deleteSearchDocument(db, "workspace", w.id);
    return;
  }
  const scopes = [`workspace:${w.id}`, ALL_WORKSPACES_SCOPE];
  if (w.generalAccess === "anyone_with_link" && w.visibility === "PUBLIC") scopes.push(LINKED_WORKSPACES_SCOPE);
  await upsertSearchDocument(
    db,
    {
      kind: "workspace",
      refId: w.id,
      title: w.name,
      // The description is the snippet (search shows a body's first line); tags only feed the index.
      body: `${w.description ?? ""}\n${w.tags.join(" ")}`,
      url: workspacePath("BEARISH", w.id),
      scopes,
    },
    now,
  );
}

// Registered once, when this module loads: a person's workspace memberships widen their search.
registerSearchScopeProvider(async (ctx, actor) => {
  if (listsEveryWorkspace(actor.role)) return [ALL_WORKSPACES_SCOPE];
  const memberships = (await findMembershipWorkspaceIds(ctx.db, actor.userId)).map((id) => `workspace:${id}`);
  return reachedByLinks(actor.role) ? [...memberships, LINKED_WORKSPACES_SCOPE] : memberships;
});
