import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { idColumn, timestampColumn } from "./columns";
import { uploads } from "./uploads";
import { users } from "./users";

/**
 * Chats and channels (messaging spec §3). A chat has no name of its own; `direct_key` (its
 * members' ids, sorted, joined by `,`) makes "a chat between the same people" one row. `last_seq`
 * is the conversation's message counter: a send takes the next number under the row's lock, so
 * every client and the history show one order. Soft-deleted channels keep `deleted_at`.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: idColumn(),
    kind: text("kind").notNull(),
    platform: text("platform").notNull().default("bearish"),
    name: text("name").notNull().default(""),
    description: text("description").notNull().default(""),
    visibility: text("visibility").notNull().default("private"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    directKey: text("direct_key"),
    lastSeq: bigint("last_seq", { mode: "number" }).notNull().default(0),
    lastMessageId: uuid("last_message_id"),
    lastMessageAt: timestampColumn("last_message_at"),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [
    uniqueIndex("conversations_direct_key_unique").on(t.platform, t.directKey),
    index("conversations_public_idx").on(t.kind, t.visibility).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A person's membership of a conversation, with their own state of it. `last_read_seq` is their
 * read pointer (messages above it, from others, are unread); `marked_unread` is an explicit "mark
 * unread". Deleting a chat hides it for that person (`deleted_at`) and clears the history they see
 * (`cleared_seq`); a new message brings it back.
 */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull().default("member"),
    isPinned: boolean("is_pinned").notNull().default(false),
    isStarred: boolean("is_starred").notNull().default(false),
    isHidden: boolean("is_hidden").notNull().default(false),
    isMuted: boolean("is_muted").notNull().default(false),
    isBlocked: boolean("is_blocked").notNull().default(false),
    markedUnread: boolean("marked_unread").notNull().default(false),
    lastReadSeq: bigint("last_read_seq", { mode: "number" }).notNull().default(0),
    lastReadAt: timestampColumn("last_read_at"),
    clearedSeq: bigint("cleared_seq", { mode: "number" }).notNull().default(0),
    joinedAt: timestampColumn("joined_at").notNull(),
    deletedAt: timestampColumn("deleted_at"),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_members_user_idx").on(t.userId, t.conversationId),
  ],
);

/**
 * Messages. `seq` is null for drafts and scheduled messages (numbered when they go out).
 * `(sender_id, client_message_id)` is unique, so a retried send finds the stored message instead
 * of writing a second one. `plain_text` is the content without markup (previews, search, mentions).
 */
export const messages = pgTable(
  "messages",
  {
    id: idColumn(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    clientMessageId: uuid("client_message_id"),
    content: text("content").notNull().default(""),
    plainText: text("plain_text").notNull().default(""),
    replyToId: uuid("reply_to_id").references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    forwarded: jsonb("forwarded").$type<{ messageId: string; fromName: string; fromConversationName: string }>(),
    mentions: jsonb("mentions").$type<{ id: string; username: string }[]>().notNull().default([]),
    mentionedUserIds: uuid("mentioned_user_ids").array().notNull().default(sql`'{}'::uuid[]`),
    isAttachment: boolean("is_attachment").notNull().default(false),
    isDraft: boolean("is_draft").notNull().default(false),
    scheduledAt: timestampColumn("scheduled_at"),
    category: text("category").notNull().default("default"),
    poll: jsonb("poll").$type<{
      state: "open" | "locked";
      question: string;
      options: { id: string; value: string }[];
    }>(),
    pinnedAt: timestampColumn("pinned_at"),
    pinnedBy: uuid("pinned_by").references(() => users.id, { onDelete: "set null" }),
    editedAt: timestampColumn("edited_at"),
    deletedAt: timestampColumn("deleted_at"),
    createdAt: timestampColumn("created_at").notNull(),
    updatedAt: timestampColumn("updated_at").notNull(),
  },
  (t) => [
    uniqueIndex("messages_conversation_seq_unique").on(t.conversationId, t.seq),
    uniqueIndex("messages_client_id_unique").on(t.senderId, t.clientMessageId),
    index("messages_pinned_idx").on(t.conversationId, t.pinnedAt).where(sql`${t.pinnedAt} is not null`),
    index("messages_unsent_idx").on(t.senderId, t.conversationId).where(sql`${t.seq} is null`),
  ],
);

/** One person's reaction with one emoji to a message. */
export const messageReactions = pgTable(
  "message_reactions",
  {
    id: idColumn(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emoji: text("emoji").notNull(),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [uniqueIndex("message_reactions_unique").on(t.messageId, t.userId, t.emoji)],
);

/** A person's own marks on a message: starred and archived. */
export const messageUserStates = pgTable(
  "message_user_states",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    starredAt: timestampColumn("starred_at"),
    archivedAt: timestampColumn("archived_at"),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index("message_user_states_starred_idx").on(t.userId, t.starredAt).where(sql`${t.starredAt} is not null`),
    index("message_user_states_archived_idx").on(t.userId, t.archivedAt).where(sql`${t.archivedAt} is not null`),
  ],
);

/**
 * Files and links of messages, one row each, for the media panel (spec §3 Media item): kind is
 * image, video, audio, files or link. Files point at an upload; links carry their URL.
 */
export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: idColumn(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    uploadId: uuid("upload_id").references(() => uploads.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull().default(0),
    url: text("url"),
    position: bigint("position", { mode: "number" }).notNull().default(0),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [
    index("message_attachments_message_idx").on(t.messageId),
    index("message_attachments_media_idx").on(t.conversationId, t.kind, t.createdAt.desc()),
  ],
);

/** One vote per person per poll. */
export const pollVotes = pgTable(
  "poll_votes",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    optionId: text("option_id").notNull(),
    createdAt: timestampColumn("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

/** `settings/message-center`, one row per person who changed a default. */
export const messageCenterSettings = pgTable("message_center_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  sound: boolean("sound").notNull(),
  desktopNotifications: boolean("desktop_notifications").notNull(),
  messagePreviews: boolean("message_previews").notNull(),
  enterToSend: boolean("enter_to_send").notNull(),
  updatedAt: timestampColumn("updated_at").notNull(),
});
