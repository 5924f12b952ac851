import { z } from "zod";
import { MAX_PAGE } from "../api/envelope";
import { conversationTypeSchema, messagingPlatformSchema } from "./conversation";

/**
 * Messages of chats and channels (messaging spec §3, §4, §7). Content is rich text as HTML; the
 * server keeps only an allowlist of tags (p, br, strong, b, em, i, u, s, code, pre, blockquote, ul,
 * ol, li, a[href http(s)/mailto], span[data-type=mention][data-id][data-label]) and answers with the
 * cleaned HTML. Each delivered message has `seq`, its place in the conversation (1, 2, 3...): every
 * client and the history show the same order. Drafts and scheduled messages have no `seq` until sent.
 */

export const MESSAGE_CONTENT_MAX_LENGTH = 40_000;
/** Files attached to one message. */
export const MESSAGE_FILES_MAX = 10;
/** Page sizes of `GET .../messages` (spec §9): 1000 for chats, 100 for channels. */
export const CHAT_MESSAGES_PAGE_SIZE = 1000;
export const CHANNEL_MESSAGES_PAGE_SIZE = 100;
export const MEDIA_PAGE_SIZE = 50;
export const POLL_OPTIONS_MAX = 20;
export const POLL_OPTION_MAX_LENGTH = 200;
export const POLL_QUESTION_MAX_LENGTH = 300;
export const REACTION_MAX_LENGTH = 32;

/** Message categories (spec §3). `edited` is set by an edit. */
export const MESSAGE_CATEGORIES = ["default", "escalate", "reported", "sensitive", "redact", "edited"] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

/**
 * Status (spec §3): `pending` and `failed` exist only in the sender's browser (not yet acknowledged,
 * or given up); the server answers `sent`, or `received` (shown as seen) once another member has
 * read up to it. Others' messages are always `received` from the reader's point of view.
 */
export const MESSAGE_STATUSES = ["pending", "sent", "received", "failed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Spec texts. */
export const MESSAGE_ERRORS = {
  empty: "A message needs text or a file",
  editOwnOnly: "You can only edit your own messages",
  deleteOwnOnly: "You can only delete your own messages",
  noFile: "No file provided for upload",
  pollNeedsOptions: "A poll needs more than one option",
  pollLocked: "The poll's options are locked",
  pollNotLocked: "Lock the options before voting",
  scheduledInPast: "Pick a time in the future",
  blocked: "This conversation is blocked",
} as const;

export const mentionSchema = z.object({ id: z.string(), username: z.string().max(200) });
export type Mention = z.infer<typeof mentionSchema>;

const content = z.string().max(MESSAGE_CONTENT_MAX_LENGTH, "A message is too long");

/** A poll in a message (spec §4): open (options change), locked (voting), voted (per person). */
export const POLL_STATES = ["open", "locked"] as const;
export const pollOptionInputSchema = z.object({
  id: z.string().max(64).optional(),
  value: z.string().trim().min(1, "An option cannot be empty").max(POLL_OPTION_MAX_LENGTH),
});
export const pollInputSchema = z.object({
  question: z.string().trim().max(POLL_QUESTION_MAX_LENGTH).default(""),
  options: z.array(pollOptionInputSchema).max(POLL_OPTIONS_MAX).default([]),
});

/**
 * `POST /chats|channels/{platform}/{id}/messages` as JSON (multipart carries the same fields as
 * strings, `mentions` and `poll` as JSON text, and `files` as file parts). `clientMessageId` makes
 * a retried send idempotent: the same id from the same sender answers the stored message. A
 * message needs text, a file, or a poll (`MESSAGE_ERRORS.empty`). `fileIds` attach files already
 * uploaded by the sender (upload-files, or the cloud file picker).
 */
export const sendMessageBodySchema = z.object({
  content: content.default(""),
  clientMessageId: z.uuid().optional(),
  replyTo: z.uuid().optional(),
  isMentioned: z.boolean().optional(),
  mentions: z.array(mentionSchema).max(100).default([]),
  fileIds: z.array(z.uuid()).max(MESSAGE_FILES_MAX).default([]),
  isAttachment: z.boolean().optional(),
  isDraft: z.boolean().default(false),
  poll: pollInputSchema.optional(),
  teamId: z.string().max(200).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

/**
 * `scheduledAt` as the composer sends it ('YYYY-MM-DD HH:mm:ss', read as UTC) or an ISO date-time
 * with an offset.
 */
export const scheduledAtSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/,
    "scheduledAt must be 'YYYY-MM-DD HH:mm:ss' (UTC) or an ISO date-time",
  )
  .transform((value, ctx) => {
    const iso = value.replace(" ", "T");
    const date = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(iso) ? iso : `${iso}Z`);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: "custom", message: "scheduledAt is not a real time" });
      return z.NEVER;
    }
    return date;
  });

/** `POST .../messages/schedule`: a message delivered by the server at `scheduledAt` (in the future). */
export const scheduleMessageBodySchema = sendMessageBodySchema
  .omit({ isDraft: true })
  .extend({ scheduledAt: scheduledAtSchema });
/** `PATCH .../messages/schedule/{messageId}`: move (and optionally rewrite) a scheduled message. */
export const rescheduleBodySchema = z.object({ scheduledAt: scheduledAtSchema, content: content.optional() });

/** `PUT messages/{msgId}`: edit your own message's text. */
export const editMessageBodySchema = z.object({
  content,
  type: conversationTypeSchema.optional(),
  platform: messagingPlatformSchema.optional(),
  chatId: z.string().optional(),
  channelId: z.string().optional(),
  mentions: z.array(mentionSchema).max(100).optional(),
});
/** `PATCH messages/{msgId}`: change a draft's text, or send it (`isDraft: false`). */
export const patchMessageBodySchema = z.object({ content: content.optional(), isDraft: z.boolean().optional() });

/** `POST /chats|channels/{platform}/{id}/messages/{msgId}/forward`: to the conversation `chatId`. */
export const forwardBodySchema = z.object({ chatId: z.uuid(), content: content.default("") });

export const pinMessageBodySchema = z.object({
  messageId: z.uuid(),
  isPinned: z.boolean().optional(),
  teamId: z.string().optional(),
});
export const starMessageBodySchema = z.object({ messageId: z.uuid(), isStarred: z.boolean() });
export const archiveMessageBodySchema = z.object({ messageId: z.uuid() });
export const reactionBodySchema = z.object({
  reaction: z.string().trim().min(1).max(REACTION_MAX_LENGTH),
  teamId: z.string().optional(),
});
export const pollOptionsBodySchema = z.object({
  question: z.string().trim().max(POLL_QUESTION_MAX_LENGTH).optional(),
  options: z.array(pollOptionInputSchema).max(POLL_OPTIONS_MAX),
});
export const pollVoteBodySchema = z.object({ optionId: z.string().min(1).max(64) });

/** `GET .../messages`: page 1 is the newest `pageSize` messages, oldest first; `beforeSeq` pages by cursor. */
export const messageListQuerySchema = z.object({
  pageSize: z.coerce.number().int().min(1).max(1000).optional(),
  pageNumber: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  beforeSeq: z.coerce.number().int().min(1).optional(),
  teamId: z.string().optional(),
});
export const conversationQuerySchema = z.object({ chatId: z.uuid().optional() });
export const pagedQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  chatId: z.uuid().optional(),
});

export const messageParamsSchema = z.object({ msgId: z.uuid() });
export const conversationMessageParamsSchema = z.object({
  platform: messagingPlatformSchema,
  id: z.uuid(),
  msgId: z.uuid(),
});

/** Media panel (spec §5): date range, type, sender, search; page 1, limit 50. */
export const MEDIA_TYPES = ["all", "image", "video", "audio", "files", "link"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
export const MEDIA_DATE_RANGES = ["today", "thisWeek", "last30Days", "last90Days"] as const;
export type MediaDateRange = (typeof MEDIA_DATE_RANGES)[number];
export const mediaParamsSchema = z.object({
  platform: messagingPlatformSchema,
  chatId: z.uuid(),
  type: z.enum(MEDIA_TYPES),
});
export const mediaQuerySchema = z.object({
  filter: z.enum(MEDIA_DATE_RANGES).optional(),
  sender: z.enum(["me", "others"]).optional(),
  searchQuery: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(MEDIA_PAGE_SIZE),
});

export const messageSenderSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
});

/** Message file (spec §3). `fileUrl` (and `thumbnailUrl` for images) are signed, expiring URLs. */
export const messageFileSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  fileUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** image, video, audio, files (anything else) */
  kind: z.enum(["image", "video", "audio", "files"]),
  timestamp: z.string(),
  content: z.string(),
  platform: messagingPlatformSchema,
});
export type MessageFile = z.infer<typeof messageFileSchema>;

export const reactionSchema = z.object({ id: z.string(), userId: z.string(), emoji: z.string() });
export type Reaction = z.infer<typeof reactionSchema>;

export const pollSchema = z.object({
  state: z.enum(POLL_STATES),
  question: z.string(),
  options: z.array(
    z.object({ id: z.string(), value: z.string(), votes: z.number().int(), voterIds: z.array(z.string()) }),
  ),
  /** The caller's vote (null when not voted, and in broadcasts, which are the same for everyone). */
  myVote: z.string().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;

export const replyPreviewSchema = z.object({
  id: z.string(),
  preview: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  isDeleted: z.boolean(),
});

export const forwardedSchema = z.object({
  messageId: z.string(),
  fromName: z.string(),
  fromConversationName: z.string(),
});

/**
 * A message (spec §3). Per-person fields (`isMentioned`, `isStarred`, `isArchived`, `status`,
 * `poll.myVote`) are from the caller's point of view in REST answers; realtime events carry one
 * serialization for everyone, with those fields as seen by nobody in particular (false, `sent`, null),
 * and the client works out its own view (mentions, sender) from the rest.
 */
export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  conversationType: conversationTypeSchema,
  platform: messagingPlatformSchema,
  /** Null for drafts and scheduled messages. */
  seq: z.number().int().nullable(),
  clientMessageId: z.string().nullable(),
  content: z.string(),
  senderId: z.string().nullable(),
  userId: z.string().nullable(),
  sender: messageSenderSchema.nullable(),
  timestamp: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  editedAt: z.string().nullable(),
  files: z.array(messageFileSchema),
  reactions: z.array(reactionSchema),
  replyTo: replyPreviewSchema.nullable(),
  teamId: z.string().nullable(),
  isMentioned: z.boolean(),
  mentions: z.array(mentionSchema),
  isAttachment: z.boolean(),
  isDraft: z.boolean(),
  scheduledAt: z.string().nullable(),
  pinned: z.boolean(),
  pinnedAt: z.string().nullable(),
  isStarred: z.boolean(),
  isArchived: z.boolean(),
  forwarded: forwardedSchema.nullable(),
  category: z.enum(MESSAGE_CATEGORIES),
  status: z.enum(MESSAGE_STATUSES),
  isDeleted: z.boolean(),
  poll: pollSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** Media item (spec §3): a file or a link of a conversation's messages. */
export const mediaItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(["image", "video", "audio", "files", "link"]),
  size: z.number(),
  lastModified: z.string(),
  thumbnailUrl: z.string().nullable(),
  content: z.string(),
  userDetails: z.object({ firstName: z.string(), lastName: z.string(), avatar: z.string().nullable() }),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number(),
  fileUrl: z.string(),
  timestamp: z.string(),
  messageId: z.string(),
  senderId: z.string().nullable(),
  message: z.object({ createdAt: z.string() }),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;
