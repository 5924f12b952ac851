import { z } from "zod";
import { pageQuerySchema } from "../api/envelope";
import { ITEM_TYPES } from "./workspace-items";
import { WORKSPACE_MEMBER_ROLES } from "./workspace-rules";

export const ACTIVITY_DEFAULT_LIMIT = 20;
/** How many recent entries the workspace answer and analytics carry. */
export const RECENT_ACTIVITY_COUNT = 10;
export const ANALYTICS_DAYS = 30;

/** What changed. Each change to a workspace, its members or its items records one of these. */
export const ACTIVITY_ACTIONS = [
  "workspace.created",
  "workspace.updated",
  "workspace.archived",
  "workspace.unarchived",
  "workspace.deleted",
  "workspace.general_access_changed",
  "workspace.tags_changed",
  "custom_field.created",
  "custom_field.updated",
  "custom_field.deleted",
  "content.created",
  "content.updated",
  "content.deleted",
  "member.added",
  "member.role_changed",
  "member.removed",
  "item.created",
  "item.updated",
  "item.deleted",
  "task.created",
  "task.updated",
  "task.deleted",
  "task.time_logged",
  "task.time_log_deleted",
  "task.commented",
  "task.comment_edited",
  "task.comment_deleted",
  "task.approval_requested",
  "task.approval_decided",
  "page.locked",
  "page.unlocked",
  "page.published",
  "page.unpublished",
  "page.archived",
  "page.unarchived",
  "page.details_changed",
  "page.moved",
  "page.commented",
  "page.suggestion_accepted",
  "page.suggestion_rejected",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What an activity entry is about. */
export const ACTIVITY_TARGETS = [
  "workspace",
  "member",
  "custom_field",
  "content",
  "component",
  "whiteboard",
  "document",
  "wiki",
  "page",
  "task",
] as const;
export type ActivityTarget = (typeof ACTIVITY_TARGETS)[number];

export const activityActorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
});

/** One entry of a workspace's activity: who did what, when. */
export const activitySchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  /** Null when the person's account was removed. */
  actor: activityActorSchema.nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  targetType: z.enum(ACTIVITY_TARGETS),
  targetId: z.string().nullable(),
  /** A short English sentence without the actor ("added Grace Hopper as editor"); `details` has the facts. */
  summary: z.string(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityQuerySchema = pageQuerySchema(ACTIVITY_DEFAULT_LIMIT);

const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])) as { [K in T[number]]: z.ZodNumber });

/** `data` of `GET workspace/{id}/analytics`: real figures of what exists (tasks come with the tasks area). */
export const workspaceAnalyticsSchema = z.object({
  members: z.object({ total: z.number().int(), byRole: countsOf(WORKSPACE_MEMBER_ROLES) }),
  items: z.object({ total: z.number().int(), byType: countsOf(ITEM_TYPES), wikiPages: z.number().int() }),
  activity: z.object({
    /** One entry per day for the last 30 days (UTC), oldest first, days without changes included. */
    perDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
    total: z.number().int(),
    recent: z.array(activitySchema),
  }),
});
export type WorkspaceAnalytics = z.infer<typeof workspaceAnalyticsSchema>;

/** Event names on `workspace:<id>` (DESIGN §4); each carries `workspaceId`. */
export const WORKSPACE_EVENTS = {
  workspaceUpdated: "workspace-updated",
  workspaceDeleted: "workspace-deleted",
  memberAdded: "member-added",
  memberUpdated: "member-updated",
  memberRemoved: "member-removed",
  itemCreated: "item-created",
  itemUpdated: "item-updated",
  itemDeleted: "item-deleted",
  activity: "activity",
} as const;

/** Event names on `user:<id>` when that person gains or loses a workspace. */
export const WORKSPACE_USER_EVENTS = {
  accessGranted: "workspace-access-granted",
  accessRevoked: "workspace-access-revoked",
} as const;

/** `data` of item-created, item-updated and item-deleted. */
export const itemEventSchema = z.object({
  workspaceId: z.string(),
  itemType: z.enum(["component", "whiteboard", "document", "wiki", "page"]),
  id: z.string(),
  /** The item's name or title (absent for a delete). */
  name: z.string().optional(),
  /** For a page: its wiki. */
  wikiId: z.string().optional(),
  componentType: z.string().optional(),
});
export type ItemEvent = z.infer<typeof itemEventSchema>;

/** `data` of workspace-updated: which parts changed; clients refetch what they show. */
export const workspaceUpdatedEventSchema = z.object({
  workspaceId: z.string(),
  parts: z.array(z.enum(["details", "cover", "tags", "customFields", "content", "generalAccess", "archive"])),
});
export type WorkspaceUpdatedEvent = z.infer<typeof workspaceUpdatedEventSchema>;

/** `data` of workspace-access-granted / -revoked on the person's own channel. */
export const workspaceAccessEventSchema = z.object({
  workspaceId: z.string(),
  role: z.enum(WORKSPACE_MEMBER_ROLES).nullable(),
});
export type WorkspaceAccessEvent = z.infer<typeof workspaceAccessEventSchema>;
