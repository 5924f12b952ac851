import { collabDocumentName, type PageKind } from "@bearish/shared/pages/page-targets";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import {
  type ActivityAction,
  type ActivityTarget,
  type ItemEvent,
  WORKSPACE_EVENTS,
} from "@bearish/shared/workspaces/workspace-activity";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { recordActivity } from "../workspaces/activity.service";
import type { WorkspaceEvents } from "../workspaces/workspace-events";
import { findPeople } from "../workspaces/workspaces.repository";
import type { PageGrant } from "./page-access";
import type { PageStateRecord } from "./page-access.repository";
import type { PageKey } from "./pages.repository";

/** The activity target type of a page kind (wiki pages are `page`, as the item changes record them). */
export const ACTIVITY_TARGET_OF: Record<PageKind, ActivityTarget & ItemEvent["itemType"]> = {
  document: "document",
  wiki_page: "page",
  whiteboard: "whiteboard",
};

const NOUN: Record<PageKind, string> = { document: "document", wiki_page: "wiki page", whiteboard: "whiteboard" };

export const keyOf = (grant: PageGrant): PageKey => ({
  workspaceId: grant.target.workspaceId,
  kind: grant.target.kind,
  targetId: grant.target.targetId,
});

export const pageLocked = (by: string) => new AppError("page.locked", 409, `This page is locked by ${by}`);
export const pageArchived = () =>
  new AppError("page.archived", 409, "This page is archived. Unarchive it to change it.");

/** Someone else holds the lock: 409 with their name. */
export async function refuseIfLockedByOther(db: Db, actor: SessionActor, state: PageStateRecord | null): Promise<void> {
  if (!state?.lockedBy || state.lockedBy === actor.userId) return;
  const locker = (await findPeople(db, [state.lockedBy])).get(state.lockedBy);
  throw pageLocked(locker ? `${locker.firstName} ${locker.lastName}` : "someone else");
}

/** A change of the page itself (title, place, publication): not while archived or locked by another. */
export async function refuseIfNotChangeable(db: Db, actor: SessionActor, state: PageStateRecord | null): Promise<void> {
  if (state?.archivedAt) throw pageArchived();
  await refuseIfLockedByOther(db, actor, state);
}

/** Records a page-menu change as workspace activity (in the transaction; its event after the commit). */
export async function recordPageActivity(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  grant: PageGrant,
  action: ActivityAction,
  verb: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  const { target } = grant;
  await recordActivity(ctx, tx, events, actor, {
    workspaceId: target.workspaceId,
    action,
    targetType: ACTIVITY_TARGET_OF[target.kind],
    targetId: target.targetId,
    summary: `${verb} the ${NOUN[target.kind]} ${details.title ?? target.title}`,
    details: { title: target.title, ...(target.wikiId ? { wikiId: target.wikiId } : {}), ...details },
  });
}

/** Queues `item-updated` for a page on `workspace:<id>` (its title, or where it lives, changed). */
export function pageItemUpdated(
  events: WorkspaceEvents,
  page: { workspaceId: string; kind: PageKind; targetId: string; title: string; wikiId: string | null },
): void {
  const data: ItemEvent = {
    workspaceId: page.workspaceId,
    itemType: ACTIVITY_TARGET_OF[page.kind],
    id: page.targetId,
    name: page.title,
    ...(page.wikiId ? { wikiId: page.wikiId } : {}),
  };
  events.add(workspaceChannel(page.workspaceId), WORKSPACE_EVENTS.itemUpdated, data);
}

/**
 * After a lock, unlock, archive or unarchive: the collaboration server re-checks who may keep the
 * page open and whether they may still write.
 */
export async function recheckCollabAccess(ctx: AppContext, key: PageKey): Promise<void> {
  await ctx.collab.recheckAccess(collabDocumentName(key.kind, key.workspaceId, key.targetId));
}
