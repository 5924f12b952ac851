import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import {
  NOTIFICATION_EVENT,
  type Notification,
  type NotificationKind,
  type NotificationStatus,
} from "@bearish/shared/notifications/notification";
import { userChannel } from "@bearish/shared/realtime/channels";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import type { WorkspaceEvents } from "../workspaces/workspace-events";
import { presentNotification } from "./notifications.presenter";
import {
  findOwnNotification,
  findUnreadByDetail,
  insertNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRecord,
  refreshNotifications,
  snoozeNotification,
} from "./notifications.repository";

/** Sent on `user:<id>` after a read, read-all or snooze, so the person's other tabs refresh. */
export const NOTIFICATION_UPDATED_EVENT = "notification-updated";

export interface NewNotification {
  userId: string;
  actorId: string | null;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  details?: Record<string, unknown>;
}

const notificationNotFound = () => notFound("Notification not found");

/**
 * Creates notifications inside the caller's transaction (one insert) and queues each on its
 * person's `user:<id>` channel, sent when the caller's transaction has committed. Nobody is told of
 * their own action, and each person gets one notification per call (the first entry for them wins).
 * `now` is the creation time (pass `ctx.clock.now()` so tests control time).
 */
export async function notify(
  tx: Db,
  events: WorkspaceEvents,
  list: NewNotification[],
  now: Date = new Date(),
): Promise<void> {
  const seen = new Set<string>();
  const rows = [];
  for (const entry of list) {
    if (entry.userId === entry.actorId || seen.has(entry.userId)) continue;
    seen.add(entry.userId);
    rows.push({
      id: newId(),
      userId: entry.userId,
      actorId: entry.actorId,
      kind: entry.kind,
      title: entry.title,
      body: entry.body,
      link: entry.link,
      details: entry.details ?? {},
      createdAt: now,
    });
  }
  const created = await insertNotifications(tx, rows);
  for (const record of created) {
    events.add(userChannel(record.userId), NOTIFICATION_EVENT, presentNotification(record, now));
  }
}

/**
 * Like `notify` for a thread of like notifications (a chat's messages): a person who still has an
 * unread one of the same kind whose `details[threadKey]` matches gets it rewritten (title, body,
 * actor, time) and pushed again, instead of a second one. Entries share kind and thread.
 */
export async function notifyLatest(
  tx: Db,
  events: WorkspaceEvents,
  list: NewNotification[],
  threadKey: string,
  now: Date = new Date(),
): Promise<void> {
  const first = list[0];
  const thread = first?.details?.[threadKey];
  if (!first || typeof thread !== "string") return notify(tx, events, list, now);
  const recipients = list.filter((entry) => entry.userId !== entry.actorId).map((entry) => entry.userId);
  const existing = await findUnreadByDetail(tx, first.kind, recipients, threadKey, thread);
  const refreshedUsers = new Set(existing.map((row) => row.userId));
  // Entries of one call differ only by person (same text), so one rewrite covers them all.
  const refreshed = await refreshNotifications(
    tx,
    existing.map((row) => row.id),
    { actorId: first.actorId, title: first.title, body: first.body, link: first.link, details: first.details ?? {} },
    now,
  );
  for (const record of refreshed) {
    events.add(userChannel(record.userId), NOTIFICATION_EVENT, presentNotification(record, now));
  }
  await notify(
    tx,
    events,
    list.filter((entry) => !refreshedUsers.has(entry.userId)),
    now,
  );
}

/** `GET message/notifications`: the caller's tab, newest first. */
export async function listMyNotifications(
  ctx: AppContext,
  actor: SessionActor,
  query: { status: NotificationStatus; page: number; limit: number },
): Promise<{ data: Notification[]; meta: PageMeta }> {
  const now = ctx.clock.now();
  const { rows, total } = await listNotifications(ctx.db, actor.userId, query.status, now, query);
  return {
    data: rows.map((r) => presentNotification(r, now)),
    meta: pageMeta(query.page, query.limit, total),
  };
}

async function publishUpdated(ctx: AppContext, userId: string, data: unknown): Promise<void> {
  await ctx.realtime.publish(userChannel(userId), NOTIFICATION_UPDATED_EVENT, data);
}

async function mustFindOwn(db: Db, userId: string, id: string): Promise<NotificationRecord> {
  const found = await findOwnNotification(db, userId, id);
  if (!found) throw notificationNotFound();
  return found;
}

/** `POST message/notifications/{id}/read`: only the owner (others 404). */
export async function readNotification(ctx: AppContext, actor: SessionActor, id: string): Promise<Notification> {
  const now = ctx.clock.now();
  const presented = await ctx.db.transaction(async (tx) => {
    await mustFindOwn(tx, actor.userId, id);
    await markNotificationRead(tx, actor.userId, id, now);
    return presentNotification(await mustFindOwn(tx, actor.userId, id), now);
  });
  await publishUpdated(ctx, actor.userId, { notification: presented });
  return presented;
}

/** `POST message/notifications/read-all`: marks every unread one read. */
export async function readAllNotifications(ctx: AppContext, actor: SessionActor): Promise<{ updated: number }> {
  const updated = await markAllNotificationsRead(ctx.db, actor.userId, ctx.clock.now());
  if (updated > 0) await publishUpdated(ctx, actor.userId, { all: true, updated });
  return { updated };
}

/** `POST message/notifications/{id}/snooze`: hidden until `snoozeTime` (in the future), then new again. */
export async function snoozeMyNotification(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  snoozeTime: string,
): Promise<Notification> {
  const now = ctx.clock.now();
  const until = new Date(snoozeTime);
  const presented = await ctx.db.transaction(async (tx) => {
    await mustFindOwn(tx, actor.userId, id);
    if (until.getTime() <= now.getTime()) {
      throw invalid("snoozeTime must be in the future", [
        { path: "body.snoozeTime", message: "snoozeTime must be in the future" },
      ]);
    }
    await snoozeNotification(tx, actor.userId, id, until);
    // At its time it comes back as new: the list already treats it so; the job tells open tabs.
    await ctx.jobs.enqueue(
      tx,
      NOTIFICATION_WAKE_JOB,
      { userId: actor.userId, id },
      { runAt: until, dedupeKey: `notification-wake:${id}` },
    );
    return presentNotification(await mustFindOwn(tx, actor.userId, id), now);
  });
  ctx.jobs.kick();
  await publishUpdated(ctx, actor.userId, { notification: presented });
  return presented;
}

const NOTIFICATION_WAKE_JOB = "notification.wake";

/**
 * Teaches the job runner to bring a snoozed notification back: at its snooze time it is pushed
 * again as `notification` on the person's channel (still unread and not snoozed further), so the
 * bell shows it without a reload. Registered once, with the notifications routes.
 */
export function defineNotificationWakeJob(ctx: AppContext): void {
  ctx.jobs.define<{ userId: string; id: string }>({
    kind: NOTIFICATION_WAKE_JOB,
    handle: async ({ userId, id }) => {
      const now = ctx.clock.now();
      const found = await findOwnNotification(ctx.db, userId, id);
      if (!found || found.readAt || (found.snoozedUntil && found.snoozedUntil.getTime() > now.getTime())) return;
      await ctx.realtime.publish(userChannel(userId), NOTIFICATION_EVENT, presentNotification(found, now));
    },
  });
}
