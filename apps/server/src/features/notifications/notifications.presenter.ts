import type { Notification, NotificationKind } from "@bearish/shared/notifications/notification";
import { avatarFallback } from "@bearish/shared/users/avatar-rules";
import type { NotificationRecord } from "./notifications.repository";

/** The API shape; `now` decides whether a snooze is still running. */
export function presentNotification(n: NotificationRecord, now: Date): Notification {
  const isSnoozed = n.readAt === null && n.snoozedUntil !== null && n.snoozedUntil.getTime() > now.getTime();
  return {
    id: n.id,
    // Stored kinds are written only from NOTIFICATION_KINDS.
    kind: n.kind as NotificationKind,
    title: n.title,
    body: n.body,
    link: n.link,
    actor: n.actor
      ? {
          id: n.actor.id,
          firstName: n.actor.firstName,
          lastName: n.actor.lastName,
          avatar: n.actor.avatar,
          avatar_fallBack: avatarFallback(n.actor.firstName, n.actor.lastName),
        }
      : null,
    isRead: n.readAt !== null,
    isSnoozed,
    snoozedUntil: isSnoozed && n.snoozedUntil ? n.snoozedUntil.toISOString() : null,
    createdAt: n.createdAt.toISOString(),
  };
}
