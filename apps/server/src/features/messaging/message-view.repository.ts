import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import {
  conversationMembers,
  conversations,
  messageAttachments,
  messageReactions,
  messages,
  messageUserStates,
  pollVotes,
  uploads,
  users,
} from "../../db/tables";
import type { Db } from "../../platform/db/database";

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
}

/** A message row with the facts of its conversation and its sender. */
export interface MessageRow {
  id: string;
  conversationId: string;
  conversationKind: string;
  platform: string;
  seq: number | null;
  clientMessageId: string | null;
  content: string;
  plainText: string;
  replyToId: string | null;
  forwarded: { messageId: string; fromName: string; fromConversationName: string } | null;
  mentions: { id: string; username: string }[];
  mentionedUserIds: string[];
  isAttachment: boolean;
  isDraft: boolean;
  scheduledAt: Date | null;
  category: string;
  poll: { state: "open" | "locked"; question: string; options: { id: string; value: string }[] } | null;
  pinnedAt: Date | null;
  editedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  sender: PersonRow | null;
}

export interface FileRow {
  messageId: string;
  uploadId: string;
  kind: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  createdAt: Date;
}

export interface ReplyRow {
  id: string;
  plainText: string;
  deletedAt: Date | null;
  sender: PersonRow | null;
}

const senderColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatar: users.avatar,
};

/** The messages with their conversation kind and sender, in no particular order. */
export async function selectMessageRows(db: Db, ids: string[]): Promise<MessageRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      conversationKind: conversations.kind,
      platform: conversations.platform,
      seq: messages.seq,
      clientMessageId: messages.clientMessageId,
      content: messages.content,
      plainText: messages.plainText,
      replyToId: messages.replyToId,
      forwarded: messages.forwarded,
      mentions: messages.mentions,
      mentionedUserIds: messages.mentionedUserIds,
      isAttachment: messages.isAttachment,
      isDraft: messages.isDraft,
      scheduledAt: messages.scheduledAt,
      category: messages.category,
      poll: messages.poll,
      pinnedAt: messages.pinnedAt,
      editedAt: messages.editedAt,
      deletedAt: messages.deletedAt,
      createdAt: messages.createdAt,
      updatedAt: messages.updatedAt,
      sender: senderColumns,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, ids));
  return rows.map((r) => ({ ...r, sender: r.sender }));
}

/** Stored files of the messages (links and files of deleted uploads left out), in their order. */
export async function selectMessageFiles(db: Db, messageIds: string[]): Promise<FileRow[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .select({
      messageId: messageAttachments.messageId,
      uploadId: messageAttachments.uploadId,
      kind: messageAttachments.kind,
      fileName: messageAttachments.fileName,
      fileType: messageAttachments.fileType,
      fileSize: messageAttachments.fileSize,
      createdAt: messageAttachments.createdAt,
    })
    .from(messageAttachments)
    .innerJoin(uploads, and(eq(uploads.id, messageAttachments.uploadId), isNull(uploads.deletedAt)))
    .where(and(inArray(messageAttachments.messageId, messageIds), ne(messageAttachments.kind, "link")))
    .orderBy(messageAttachments.messageId, messageAttachments.position, messageAttachments.id);
  return rows.flatMap((r) => (r.uploadId ? [{ ...r, uploadId: r.uploadId }] : []));
}

export async function selectReactions(
  db: Db,
  messageIds: string[],
): Promise<{ id: string; messageId: string; userId: string; emoji: string }[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      id: messageReactions.id,
      messageId: messageReactions.messageId,
      userId: messageReactions.userId,
      emoji: messageReactions.emoji,
    })
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, messageIds))
    .orderBy(messageReactions.createdAt, messageReactions.id);
}

export async function selectPollVotes(
  db: Db,
  messageIds: string[],
): Promise<{ messageId: string; userId: string; optionId: string }[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({ messageId: pollVotes.messageId, userId: pollVotes.userId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(inArray(pollVotes.messageId, messageIds))
    .orderBy(pollVotes.createdAt, pollVotes.userId);
}

/** The messages replied to, with their senders. */
export async function selectReplyRows(db: Db, ids: string[]): Promise<ReplyRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: messages.id, plainText: messages.plainText, deletedAt: messages.deletedAt, sender: senderColumns })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(inArray(messages.id, ids));
  return rows.map((r) => ({ ...r, sender: r.sender }));
}

/** The viewer's stars and archives among the messages. */
export async function selectUserStates(
  db: Db,
  userId: string,
  messageIds: string[],
): Promise<{ messageId: string; starred: boolean; archived: boolean }[]> {
  if (messageIds.length === 0) return [];
  return db
    .select({
      messageId: messageUserStates.messageId,
      starred: sql<boolean>`${messageUserStates.starredAt} is not null`,
      archived: sql<boolean>`${messageUserStates.archivedAt} is not null`,
    })
    .from(messageUserStates)
    .where(and(eq(messageUserStates.userId, userId), inArray(messageUserStates.messageId, messageIds)));
}

/** Per conversation, the furthest read pointer among members other than `userId` (for "seen"). */
export async function selectOthersReadSeq(
  db: Db,
  userId: string,
  conversationIds: string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({
      conversationId: conversationMembers.conversationId,
      seq: sql<number>`max(${conversationMembers.lastReadSeq})::bigint`.mapWith(Number),
    })
    .from(conversationMembers)
    .where(and(inArray(conversationMembers.conversationId, conversationIds), ne(conversationMembers.userId, userId)))
    .groupBy(conversationMembers.conversationId);
  return new Map(rows.map((r) => [r.conversationId, r.seq]));
}

/** People by id (the sender of a message being sent, presented without reading the message back). */
export async function selectPeople(db: Db, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return db.select(senderColumns).from(users).where(inArray(users.id, ids));
}
