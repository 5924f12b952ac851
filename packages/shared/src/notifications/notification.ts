import { z } from "zod";
import { MAX_PAGE } from "../api/envelope";

/**
 * Notifications (messaging spec §3, §4, §7): tabs new (unread), done (read), snoozed. Other areas
 * create them (task assignment, mentions, approvals, watched tasks, shares); they are pushed live
 * on the person's `user:<id>` channel as `notification`.
 */
export const NOTIFICATION_STATUSES = ["new", "done", "snoozed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export const NOTIFICATION_KINDS = [
  "task.assigned",
  "task.mentioned",
  "task.watched_changed",
  "task.approval_requested",
  "task.approval_decided",
  /** Messaging: a message mentions the person, replies to their message, or is a direct message to them. */
  "message.mentioned",
  "message.replied",
  "message.direct",
  /** Someone shared a workspace with the person (added them as a member). */
  "workspace.shared",
  /** Someone shared a cloud file or folder with the person. */
  "cloud.shared",
  /** A new comment or reply on a page (document, wiki page, whiteboard) whose thread the person is in, or that they created. */
  "page.commented",
  /** An edit of a page's content mentioned the person (a `bearish-mention` node) for the first time. */
  "page.mentioned",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_LIST_DEFAULT_LIMIT = 20;

export const notificationListQuerySchema = z.object({
  status: z.enum(NOTIFICATION_STATUSES).default("new"),
  page: z.coerce.number().int().min(1).max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(NOTIFICATION_LIST_DEFAULT_LIMIT),
});

export const snoozeBodySchema = z.object({
  snoozeTime: z.iso.datetime({ offset: true, error: "snoozeTime must be an ISO date-time" }),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads, a path inside the app without the locale (e.g. `/workspace/...`). */
  link: z.string().nullable(),
  actor: z
    .object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      avatar: z.string().nullable(),
      avatar_fallBack: z.string(),
    })
    .nullable(),
  isRead: z.boolean(),
  isSnoozed: z.boolean(),
  snoozedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_EVENT = "notification";
