import { z } from "zod";
import { MAX_PAGE } from "../api/envelope";

/**
 * Chats and channels of the messaging center (messaging spec §2, §3, §4, §7). One record kind,
 * a "conversation", backs both: a chat (direct or group, no name of its own) and a channel
 * (named, with a description and public or private visibility). Per-person state (pinned,
 * starred, hidden, muted, blocked, last read) lives on the membership, never on the conversation.
 */

/** Platforms of the messaging routes (spec §2). Only `bearish` is served here; the others need an integration. */
export const MESSAGING_PLATFORMS = ["bearish", "slack", "teams"] as const;
export const messagingPlatformSchema = z.enum(MESSAGING_PLATFORMS);
export type MessagingPlatform = z.infer<typeof messagingPlatformSchema>;
/** The product's own messaging. */
export const OWN_PLATFORM = "bearish" satisfies MessagingPlatform;

export const CONVERSATION_TYPES = ["chat", "channel"] as const;
export const conversationTypeSchema = z.enum(CONVERSATION_TYPES);
export type ConversationType = z.infer<typeof conversationTypeSchema>;

export const CHANNEL_VISIBILITIES = ["public", "private"] as const;
export const channelVisibilitySchema = z.enum(CHANNEL_VISIBILITIES);
export type ChannelVisibility = z.infer<typeof channelVisibilitySchema>;

/** Who runs a channel: the creator is its owner (edits it, adds and removes members, deletes it). */
export const CONVERSATION_ROLES = ["owner", "member"] as const;
export type ConversationRole = (typeof CONVERSATION_ROLES)[number];

/** List kinds of the routes (spec §2): the inbox, and the hidden ("archive") list that offers only unhide. */
export const CONVERSATION_LIST_KINDS = ["inbox", "archive"] as const;
export type ConversationListKind = (typeof CONVERSATION_LIST_KINDS)[number];

/** List filters of the chat and channel list header (spec §2). */
export const CONVERSATION_FILTERS = ["all", "unread", "starred"] as const;
export type ConversationFilter = (typeof CONVERSATION_FILTERS)[number];

// Limits and defaults (spec §9 where it gives them).
export const CHAT_LIST_PAGE_SIZE = 15;
export const CHANNEL_LIST_PAGE_SIZE = 100;
/** The Create New popover pages its lists 4 at a time, wrapping around (spec §4). */
export const CREATE_POPOVER_PAGE_SIZE = 4;
/** A group chat holds at most this many people (the sender included); larger groups are channels. */
export const CHAT_MAX_PARTICIPANTS = 50;
/** Members added to a channel in one call. */
export const CHANNEL_MEMBERS_PER_CALL = 500;
export const CHANNEL_NAME_MAX_LENGTH = 80;
export const CHANNEL_DESCRIPTION_MAX_LENGTH = 1000;

/** Spec §5 texts of the create-channel validation. */
export const CHANNEL_ERRORS = {
  nameRequired: "Channel name is required",
  teamRequired: "Please select a team for Teams platform",
  slackUserRequired: "Please select a user for Slack platform",
  participantRequired: "Please select at least one participant",
} as const;

/** Route params. `platform` is checked by the route; non-own platforms answer `integration.not_connected`. */
export const platformParamSchema = z.object({ platform: messagingPlatformSchema });
export const conversationParamsSchema = z.object({ platform: messagingPlatformSchema, id: z.uuid() });

const pageNumber = z.coerce.number().int().min(1).max(MAX_PAGE, `pageNumber must be at most ${MAX_PAGE}`).default(1);

/** `GET /chats/{platform}` and `/chats/{platform}/archive` (pageSize 15, pageNumber 1). */
export const chatListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(1000).default(CHAT_LIST_PAGE_SIZE),
  pageNumber,
  filter: z.enum(CONVERSATION_FILTERS).default("all"),
  search: z.string().trim().max(200).optional(),
});
/** `GET /channels/{platform}` and `/channels/{platform}/archive` (pageSize 100, pageNumber 1). */
export const channelListQuerySchema = chatListQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(1000).default(CHANNEL_LIST_PAGE_SIZE),
});
export type ConversationListQuery = z.infer<typeof chatListQuerySchema>;

/** `POST /chats/{platform}`: a chat between the same people is reused (its answer is 200, a new one 201). */
export const createChatBodySchema = z.object({
  participantIds: z
    .array(z.uuid())
    .min(1, "Start chat needs a recipient")
    .max(CHAT_MAX_PARTICIPANTS - 1, `A chat holds at most ${CHAT_MAX_PARTICIPANTS} people; create a channel instead`),
});
export type CreateChatBody = z.infer<typeof createChatBodySchema>;

/** `POST /channels/{platform}` with the spec's validation texts (spec §5). */
export const createChannelBodySchema = z.object({
  name: z
    .string({ error: CHANNEL_ERRORS.nameRequired })
    .trim()
    .min(1, CHANNEL_ERRORS.nameRequired)
    .max(CHANNEL_NAME_MAX_LENGTH, `A channel name must be at most ${CHANNEL_NAME_MAX_LENGTH} characters`),
  description: z.string().trim().max(CHANNEL_DESCRIPTION_MAX_LENGTH).default(""),
  participantIds: z
    .array(z.uuid(), { error: CHANNEL_ERRORS.participantRequired })
    .min(1, CHANNEL_ERRORS.participantRequired)
    .max(CHANNEL_MEMBERS_PER_CALL),
  platform: messagingPlatformSchema.default("bearish"),
  teamId: z.string().max(200).optional(),
  visibility: channelVisibilitySchema.default("public"),
});
export type CreateChannelBody = z.infer<typeof createChannelBodySchema>;

/** `PATCH /channels/{platform}/{id}`: the owner (or an ADMIN) renames, describes or changes visibility. */
export const updateChannelBodySchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, CHANNEL_ERRORS.nameRequired)
      .max(CHANNEL_NAME_MAX_LENGTH, `A channel name must be at most ${CHANNEL_NAME_MAX_LENGTH} characters`)
      .optional(),
    description: z.string().trim().max(CHANNEL_DESCRIPTION_MAX_LENGTH).optional(),
    visibility: channelVisibilitySchema.optional(),
  })
  .refine((b) => b.name !== undefined || b.description !== undefined || b.visibility !== undefined, {
    message: "Nothing to change",
  });
export type UpdateChannelBody = z.infer<typeof updateChannelBodySchema>;

/** `POST /channels/{platform}/{id}/members`. */
export const addMembersBodySchema = z.object({
  userIds: z.array(z.uuid()).min(1, CHANNEL_ERRORS.participantRequired).max(CHANNEL_MEMBERS_PER_CALL),
});
export const memberParamsSchema = conversationParamsSchema.extend({ userId: z.uuid() });

// Bodies of the per-person toggles (spec §7 lists both the path and the body forms).
export const pinBodySchema = z.object({ isPinned: z.boolean().optional() });
export const starQuerySchema = z.object({
  isStar: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true")),
});
export const starBodySchema = z.object({ isStar: z.boolean() });
export const hideChatBodySchema = z.object({ hide: z.boolean().optional() });
export const hideChannelBodySchema = z.object({ isHidden: z.boolean().optional(), teamId: z.string().optional() });
export const teamBodySchema = z.object({ teamId: z.string().optional() });

/** Participant (spec §3): one person of a conversation. `id` and `userId` are both the user's id. */
export const participantSchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
  role: z.enum(CONVERSATION_ROLES),
});
export type Participant = z.infer<typeof participantSchema>;

/** The latest message of a conversation as the list shows it (plain-text preview). */
export const lastMessagePreviewSchema = z.object({
  id: z.string(),
  preview: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  createdAt: z.string(),
  isDeleted: z.boolean(),
});

/**
 * A chat or channel list item (spec §3), from the caller's point of view. A direct chat is named
 * after the other person; a group chat after its people. `lastSeen` and `lastReadAt` are the
 * caller's last read time. `participants` holds at most `PARTICIPANT_PREVIEW` people; the
 * conversation's full member list is `GET .../{id}`.
 */
export const conversationSchema = z.object({
  id: z.string(),
  type: conversationTypeSchema,
  platform: messagingPlatformSchema,
  name: z.string(),
  description: z.string(),
  visibility: channelVisibilitySchema,
  teamId: z.string().nullable(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
  participants: z.array(participantSchema),
  participantIds: z.array(z.string()),
  memberCount: z.number().int(),
  ownerId: z.string().nullable(),
  myRole: z.enum(CONVERSATION_ROLES),
  isDirect: z.boolean(),
  isUnreadMessage: z.boolean(),
  unreadCount: z.number().int(),
  isStar: z.boolean(),
  isHide: z.boolean(),
  isPinned: z.boolean(),
  isArchived: z.boolean(),
  isMuted: z.boolean(),
  isBlocked: z.boolean(),
  /** The newest message's sequence number (0 when empty); the caller's read pointer is `lastReadSeq`. */
  lastSeq: z.number().int(),
  lastReadSeq: z.number().int(),
  lastSeen: z.string().nullable(),
  lastReadAt: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessage: lastMessagePreviewSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;
export const PARTICIPANT_PREVIEW = 6;

/** `GET /channels/{platform}/users`: people who can be added (active members of the organisation). */
export const channelUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
  status: z.string(),
});
export const channelUsersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
export type ChannelUser = z.infer<typeof channelUserSchema>;
