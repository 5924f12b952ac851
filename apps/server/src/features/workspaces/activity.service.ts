import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import {
  type Activity,
  type ActivityAction,
  type ActivityTarget,
  ANALYTICS_DAYS,
  RECENT_ACTIVITY_COUNT,
  WORKSPACE_EVENTS,
  type WorkspaceAnalytics,
} from "@bearish/shared/workspaces/workspace-activity";
import { ITEM_TYPES } from "@bearish/shared/workspaces/workspace-items";
import { WORKSPACE_MEMBER_ROLES } from "@bearish/shared/workspaces/workspace-rules";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { countActivityPerDay, insertActivity, listActivity } from "./activity.repository";
import { countItemsByType } from "./items.repository";
import { countMembersByRole } from "./members.repository";
import { countLivePages } from "./wikis.repository";
import { requireWorkspaceAccess } from "./workspace-access";
import type { WorkspaceEvents } from "./workspace-events";
import { presentActivity } from "./workspaces.presenter";
import { findPeople, touchWorkspace } from "./workspaces.repository";

export interface ActivityEntry {
  workspaceId: string;
  action: ActivityAction;
  targetType: ActivityTarget;
  targetId: string | null;
  summary: string;
  details?: Record<string, unknown>;
}

/**
 * Records one change in the caller's transaction (who, what, when), marks the workspace as
 * changed, and queues the `activity` event for after the commit.
 */
export async function recordActivity(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  entry: ActivityEntry,
): Promise<Activity> {
  const now = ctx.clock.now();
  const row = await insertActivity(tx, {
    id: newId(),
    workspaceId: entry.workspaceId,
    actorId: actor.userId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    summary: entry.summary,
    details: entry.details ?? {},
    createdAt: now,
  });
  await touchWorkspace(tx, entry.workspaceId, now);
  const people = await findPeople(tx, [actor.userId]);
  const activity = presentActivity(row, people.get(actor.userId));
  events.add(workspaceChannel(entry.workspaceId), WORKSPACE_EVENTS.activity, activity);
  return activity;
}

async function presentActivities(db: Db, rows: Parameters<typeof presentActivity>[0][]): Promise<Activity[]> {
  const people = await findPeople(
    db,
    rows.flatMap((r) => (r.actorId ? [r.actorId] : [])),
  );
  return rows.map((r) => presentActivity(r, r.actorId ? people.get(r.actorId) : undefined));
}

/** The latest changes of a workspace, newest first (no access check: callers have done it). */
export async function recentActivity(db: Db, workspaceId: string, count = RECENT_ACTIVITY_COUNT): Promise<Activity[]> {
  const { rows } = await listActivity(db, workspaceId, { page: 1, limit: count });
  return presentActivities(db, rows);
}

/** `GET workspace/{id}/activity`: every reader may see who changed what. */
export async function listWorkspaceActivity(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  page: { page: number; limit: number },
): Promise<{ items: Activity[]; meta: PageMeta }> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const { rows, total } = await listActivity(ctx.db, workspaceId, page);
  return { items: await presentActivities(ctx.db, rows), meta: pageMeta(page.page, page.limit, total) };
}

const DAY_MS = 86_400_000;

/** `GET workspace/{id}/analytics`: members by role, items by type, changes per day and the latest ones. */
export async function workspaceAnalytics(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
): Promise<WorkspaceAnalytics> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const today = new Date(Math.floor(ctx.clock.now().getTime() / DAY_MS) * DAY_MS);
  const since = new Date(today.getTime() - (ANALYTICS_DAYS - 1) * DAY_MS);
  const [byRole, byType, wikiPages, perDayRows, recent] = [
    await countMembersByRole(ctx.db, workspaceId),
    await countItemsByType(ctx.db, workspaceId),
    await countLivePages(ctx.db, workspaceId),
    await countActivityPerDay(ctx.db, workspaceId, since),
    await recentActivity(ctx.db, workspaceId),
  ];
  const counted = new Map(perDayRows.map((r) => [r.date, r.count]));
  const perDay = Array.from({ length: ANALYTICS_DAYS }, (_, i) => {
    const date = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { date, count: counted.get(date) ?? 0 };
  });
  const roles = Object.fromEntries(WORKSPACE_MEMBER_ROLES.map((r) => [r, byRole.get(r) ?? 0])) as Record<
    (typeof WORKSPACE_MEMBER_ROLES)[number],
    number
  >;
  const types = Object.fromEntries(ITEM_TYPES.map((t) => [t, byType.get(t) ?? 0])) as Record<
    (typeof ITEM_TYPES)[number],
    number
  >;
  return {
    members: { total: Object.values(roles).reduce((a, b) => a + b, 0), byRole: roles },
    items: { total: Object.values(types).reduce((a, b) => a + b, 0), byType: types, wikiPages },
    activity: { perDay, total: perDay.reduce((sum, d) => sum + d.count, 0), recent },
  };
}
