import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { conversationMembers, conversations, messageAttachments, messages, uploads, users } from "../../db/tables";
import { type Db, queryRows } from "../../platform/db/database";

type StoredPoll = NonNullable<typeof messages.$inferSelect.poll>;
type Forwarded = NonNullable<typeof messages.$inferSelect.forwarded>;

/** The facts of a message every message endpoint needs (access, rules, delivery). */
export interface MessageRecord {
  id: string;
  conversationId: string;
  conversationKind: "chat" | "channel";
  platform: string;
  senderId: string | null;
  seq: number | null;
  clientMessageId: string | null;
  content: string;
  plainText: string;
  replyToId: string | null;
  forwarded: Forwarded | null;
  mentions: { id: string; username: string }[];
  mentionedUserIds: string[];
  isDraft: boolean;
  scheduledAt: Date | null;
  poll: StoredPoll | null;
  deletedAt: Date | null;
}

const recordColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  conversationKind: conversations.kind,
  platform: conversations.platform,
  senderId: messages.senderId,
  seq: messages.seq,
  clientMessageId: messages.clientMessageId,
  content: messages.content,
  plainText: messages.plainText,
  replyToId: messages.replyToId,
  forwarded: messages.forwarded,
  mentions: messages.mentions,
  mentionedUserIds: messages.mentionedUserIds,
  isDraft: messages.isDraft,
  scheduledAt: messages.scheduledAt,
  poll: messages.poll,
  deletedAt: messages.deletedAt,
};

/** One message of a live conversation, or null. `lock` holds the message row (take the conversation's first). */
export async function findMessage(db: Db, id: string, lock = false): Promise<MessageRecord | null> {
  const query = db
    .select(recordColumns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, id), isNull(conversations.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: messages }) : await query;
  return (row as MessageRecord | undefined) ?? null;
}

/** The message a sender stored under their client id (a retried send), or null. */
export async function findByClientId(db: Db, senderId: string, clientMessageId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientMessageId, clientMessageId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Ids of delivered messages above `afterSeq`, newest first: `limit` of them after skipping
 * `offset`, below `beforeSeq` when given.
 */
export async function listDeliveredIds(
  db: Db,
  conversationId: string,
  page: { afterSeq: number; beforeSeq?: number | undefined; limit: number; offset: number },
): Promise<{ id: string; seq: number }[]> {
  const conditions: SQL[] = [eq(messages.conversationId, conversationId), gt(messages.seq, page.afterSeq)];
  if (page.beforeSeq !== undefined) conditions.push(lt(messages.seq, page.beforeSeq));
  const rows = await db
    .select({ id: messages.id, seq: messages.seq })
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.seq))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ id: r.id, seq: r.seq ?? 0 }));
}

/** The sender's drafts, or scheduled messages, in a conversation (oldest first). */
export async function listUnsentIds(
  db: Db,
  senderId: string,
  conversationId: string,
  kind: "draft" | "scheduled",
): Promise<string[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, senderId),
        eq(messages.conversationId, conversationId),
        isNull(messages.seq),
        isNull(messages.deletedAt),
        kind === "draft" ? eq(messages.isDraft, true) : isNotNull(messages.scheduledAt),
      ),
    )
    .orderBy(kind === "draft" ? messages.createdAt : messages.scheduledAt, messages.id);
  return rows.map((r) => r.id);
}

export interface NewMessage {
  id: string;
  conversationId: string;
  senderId: string;
  clientMessageId: string | null;
  content: string;
  plainText: string;
  replyToId: string | null;
  forwarded: Forwarded | null;
  mentions: { id: string; username: string }[];
  mentionedUserIds: string[];
  isAttachment: boolean;
  isDraft: boolean;
  scheduledAt: Date | null;
  poll: StoredPoll | null;
  now: Date;
}

/**
 * Stores a message without a `seq` (numbered when delivered). False when the sender already has a
 * message with this client id (a concurrent retry won): nothing was written.
 */
export async function insertUnsentMessage(db: Db, m: NewMessage, seq: number | null = null): Promise<boolean> {
  const { now, ...values } = m;
  const inserted = await db
    .insert(messages)
    .values({ ...values, seq, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientMessageId] })
    .returning({ id: messages.id });
  return inserted.length > 0;
}

/**
 * Takes the conversation's next number for `messageId` (the caller holds the conversation's lock);
 * the conversation's latest message and times follow. Answers the `seq`.
 */
export async function takeNextSeq(db: Db, conversationId: string, messageId: string, now: Date): Promise<number> {
  const [conversation] = await db
    .update(conversations)
    .set({
      lastSeq: sql`${conversations.lastSeq} + 1`,
      lastMessageId: messageId,
      lastMessageAt: now,
      updatedAt: now,
    })
    .where(eq(conversations.id, conversationId))
    .returning({ lastSeq: conversations.lastSeq });
  return conversation?.lastSeq ?? 0;
}

/**
 * A send's bookkeeping in one statement: the conversation's next number for `messageId` (the
 * update takes its row lock, held to the commit; its latest message and times follow) and the
 * sender's read pointer moved to it. Answers the `seq`, or 0 when the conversation is gone or the
 * sender no longer belongs to it (checked under that lock).
 */
export async function takeNextSeqAsSender(
  db: Db,
  conversationId: string,
  messageId: string,
  senderId: string,
  now: Date,
): Promise<number> {
  const rows = await queryRows<{ seq: string | number }>(
    db,
    sql`with numbered as (
          update ${conversations}
          set last_seq = last_seq + 1, last_message_id = ${messageId}, last_message_at = ${now}, updated_at = ${now}
          where id = ${conversationId} and deleted_at is null
          returning last_seq
        )
        update ${conversationMembers}
        set last_read_seq = greatest(last_read_seq, (select last_seq from numbered)), last_read_at = ${now},
            marked_unread = false
        where conversation_id = ${conversationId} and user_id = ${senderId}
        returning (select last_seq from numbered) as seq`,
  );
  return Number(rows[0]?.seq ?? 0);
}

/** Numbers a stored draft or scheduled message (`takeNextSeq`, then the message takes it). */
export async function numberMessage(db: Db, conversationId: string, messageId: string, now: Date): Promise<number> {
  const seq = await takeNextSeq(db, conversationId, messageId, now);
  // A draft or scheduled message takes its delivery time as its time in the conversation.
  await db
    .update(messages)
    .set({ seq, isDraft: false, scheduledAt: null, createdAt: now, updatedAt: now })
    .where(eq(messages.id, messageId));
  return seq;
}

/** Moves a member's read pointer forward to `seq` (never back) and clears "marked unread". */
export async function advanceReadPointer(
  db: Db,
  conversationId: string,
  userId: string,
  seq: number,
  now: Date,
): Promise<void> {
  await db
    .update(conversationMembers)
    .set({
      lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, ${seq})`,
      lastReadAt: now,
      markedUnread: false,
    })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** Sets a member's read pointer to `seq` (mark unread from a message), clearing "marked unread". */
export async function setReadPointer(db: Db, conversationId: string, userId: string, seq: number): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ lastReadSeq: seq, markedUnread: false })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** Brings the conversation back for members who had deleted it; answers who they are. */
export async function restoreDeletedMembers(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .update(conversationMembers)
    .set({ deletedAt: null })
    .where(and(eq(conversationMembers.conversationId, conversationId), isNotNull(conversationMembers.deletedAt)))
    .returning({ userId: conversationMembers.userId });
  return rows.map((r) => r.userId);
}

export interface MemberFacts {
  userId: string;
  firstName: string;
  lastName: string;
  isMuted: boolean;
  isBlocked: boolean;
  lastReadSeq: number;
}

/**
 * Members of a conversation with their name and the state delivery needs: every member, or only
 * those in `only` (a channel message concerns its sender and the people it mentions or replies to;
 * loading a 1,000-member channel's list for each post would cost more than the post).
 */
export async function listMemberFacts(db: Db, conversationId: string, only?: string[]): Promise<MemberFacts[]> {
  const where = only
    ? and(eq(conversationMembers.conversationId, conversationId), inArray(conversationMembers.userId, only))
    : eq(conversationMembers.conversationId, conversationId);
  return db
    .select({
      userId: conversationMembers.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      isMuted: conversationMembers.isMuted,
      isBlocked: conversationMembers.isBlocked,
      lastReadSeq: conversationMembers.lastReadSeq,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(where);
}

/** A person's name (for titles and forwarded-from), or null when they are gone. */
export async function findPersonName(db: Db, userId: string): Promise<{ firstName: string; lastName: string } | null> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export interface UploadFacts {
  id: string;
  originalName: string;
  contentType: string;
  size: number;
}

/** The live uploads among `ids` that `userId` uploaded. */
export async function findOwnUploads(db: Db, userId: string, ids: string[]): Promise<UploadFacts[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: uploads.id,
      originalName: uploads.originalName,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), eq(uploads.uploadedBy, userId), isNull(uploads.deletedAt)));
}

export interface NewAttachment {
  uploadId: string | null;
  kind: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  url: string | null;
}

/** Adds a message's files and links (one insert), in the order given. */
export async function insertAttachments(
  db: Db,
  message: { id: string; conversationId: string; senderId: string },
  rows: (NewAttachment & { id: string })[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(messageAttachments).values(
    rows.map((row, position) => ({
      ...row,
      messageId: message.id,
      conversationId: message.conversationId,
      senderId: message.senderId,
      position,
      createdAt: now,
    })),
  );
}

/** A message's files (not links), in order: forwarding copies them. */
export async function listFileAttachments(db: Db, messageId: string): Promise<NewAttachment[]> {
  return db
    .select({
      uploadId: messageAttachments.uploadId,
      kind: messageAttachments.kind,
      fileName: messageAttachments.fileName,
      fileType: messageAttachments.fileType,
      fileSize: messageAttachments.fileSize,
      url: messageAttachments.url,
    })
    .from(messageAttachments)
    .innerJoin(uploads, and(eq(uploads.id, messageAttachments.uploadId), isNull(uploads.deletedAt)))
    .where(and(eq(messageAttachments.messageId, messageId), ne(messageAttachments.kind, "link")))
    .orderBy(messageAttachments.position, messageAttachments.id);
}

/** Replaces a message's links (after its text changed). */
export async function deleteLinkAttachments(db: Db, messageId: string): Promise<void> {
  await db
    .delete(messageAttachments)
    .where(and(eq(messageAttachments.messageId, messageId), eq(messageAttachments.kind, "link")));
}

/** Removes every file and link of a message (a deleted message leaves the media panel). */
export async function deleteAllAttachments(db: Db, messageId: string): Promise<void> {
  await db.delete(messageAttachments).where(eq(messageAttachments.messageId, messageId));
}

export interface ContentChange {
  content: string;
  plainText: string;
  mentions?: { id: string; username: string }[];
  mentionedUserIds?: string[];
  editedAt?: Date;
  category?: string;
  scheduledAt?: Date;
  now: Date;
}

export async function updateMessageContent(db: Db, id: string, change: ContentChange): Promise<void> {
  const { now, ...fields } = change;
  await db
    .update(messages)
    .set({ ...fields, updatedAt: now })
    .where(eq(messages.id, id));
}

/** Soft delete: the row stays as a tombstone without its text, mentions or poll. */
export async function softDeleteMessage(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(messages)
    .set({
      content: "",
      plainText: "",
      mentions: [],
      mentionedUserIds: [],
      poll: null,
      forwarded: null,
      pinnedAt: null,
      pinnedBy: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(messages.id, id));
}

/** Removes an unsent message for good (a cancelled scheduled message). */
export async function deleteMessageRow(db: Db, id: string): Promise<void> {
  await db.delete(messages).where(eq(messages.id, id));
}

/** Ids of the live conversations a person belongs to (search scopes). */
export async function listMemberConversationIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: conversationMembers.conversationId })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.userId, userId), isNull(conversations.deletedAt)));
  return rows.map((r) => r.id);
}
