import { and, count, countDistinct, desc, eq, gt, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { conversationMembers, conversations, messageReactions, messages, messageUserStates } from "../../db/tables";
import type { Db } from "../../platform/db/database";

/** What a message route needs to know about a message before it checks the caller's access. */
export interface MessageRef {
  id: string;
  conversationId: string;
  conversationKind: "chat" | "channel";
  platform: string;
  seq: number;
  senderId: string | null;
  pinnedAt: Date | null;
  poll: { state: "open" | "locked"; question: string; options: { id: string; value: string }[] } | null;
}

/**
 * A delivered, not deleted message with its conversation's kind and platform; null otherwise.
 * `lock` holds the message row until the transaction ends (take the conversation's lock first).
 */
export async function findDeliveredMessage(db: Db, messageId: string, lock = false): Promise<MessageRef | null> {
  const query = db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      conversationKind: conversations.kind,
      platform: conversations.platform,
      seq: messages.seq,
      senderId: messages.senderId,
      pinnedAt: messages.pinnedAt,
      poll: messages.poll,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), isNull(messages.deletedAt), isNotNull(messages.seq)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: messages }) : await query;
  if (!row || row.seq === null) return null;
  return { ...row, seq: row.seq, conversationKind: row.conversationKind as MessageRef["conversationKind"] };
}

// ── Pins ───────────────────────────────────────────────────────────────────────────────────────

export async function setMessagePin(
  db: Db,
  messageId: string,
  pin: { pinnedAt: Date; pinnedBy: string } | null,
): Promise<void> {
  await db
    .update(messages)
    .set({ pinnedAt: pin?.pinnedAt ?? null, pinnedBy: pin?.pinnedBy ?? null })
    .where(eq(messages.id, messageId));
}

/** Ids of a conversation's pinned messages above `clearedSeq`, newest pin first. */
export async function listPinnedMessageIds(
  db: Db,
  conversationId: string,
  clearedSeq: number,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        isNotNull(messages.pinnedAt),
        isNull(messages.deletedAt),
        gt(messages.seq, clearedSeq),
      ),
    )
    .orderBy(desc(messages.pinnedAt), desc(messages.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

// ── Stars and archive (per person) ─────────────────────────────────────────────────────────────

export type PersonalMark = "starred" | "archived";

/** Sets (a time) or clears (null) one of the person's own marks on a message. */
export async function setPersonalMark(
  db: Db,
  messageId: string,
  userId: string,
  mark: PersonalMark,
  at: Date | null,
): Promise<void> {
  const column = mark === "starred" ? "starredAt" : "archivedAt";
  await db
    .insert(messageUserStates)
    .values({ messageId, userId, [column]: at })
    .onConflictDoUpdate({
      target: [messageUserStates.messageId, messageUserStates.userId],
      set: { [column]: at },
    });
}

/**
 * The person's marked messages that they can still see: delivered, not deleted, above their
 * cleared history, in live conversations they still belong to (optionally one), newest mark first.
 */
export async function listMarkedMessageIds(
  db: Db,
  userId: string,
  mark: PersonalMark,
  filter: { conversationId?: string | undefined; page: number; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const markedAt = mark === "starred" ? messageUserStates.starredAt : messageUserStates.archivedAt;
  const where: SQL[] = [
    eq(messageUserStates.userId, userId),
    isNotNull(markedAt),
    isNull(messages.deletedAt),
    isNull(conversations.deletedAt),
    sql`${messages.seq} > ${conversationMembers.clearedSeq}`,
  ];
  if (filter.conversationId) where.push(eq(messages.conversationId, filter.conversationId));
  const rows = await db
    .select({ id: messages.id })
    .from(messageUserStates)
    .innerJoin(messages, eq(messages.id, messageUserStates.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)),
    )
    .where(and(...where))
    .orderBy(desc(markedAt), desc(messages.id))
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit);
  const [counted] = await db
    .select({ total: count() })
    .from(messageUserStates)
    .innerJoin(messages, eq(messages.id, messageUserStates.messageId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, messages.conversationId), eq(conversationMembers.userId, userId)),
    )
    .where(and(...where));
  return { ids: rows.map((r) => r.id), total: counted?.total ?? 0 };
}

// ── Reactions ──────────────────────────────────────────────────────────────────────────────────

/** How many different emojis the message carries, and whether `emoji` is one of them. */
export async function reactionEmojiCount(
  db: Db,
  messageId: string,
  emoji: string,
): Promise<{ distinct: number; hasEmoji: boolean }> {
  const [row] = await db
    .select({
      distinct: countDistinct(messageReactions.emoji),
      hasEmoji: sql<boolean>`coalesce(bool_or(${messageReactions.emoji} = ${emoji}), false)`,
    })
    .from(messageReactions)
    .where(eq(messageReactions.messageId, messageId));
  return { distinct: row?.distinct ?? 0, hasEmoji: Boolean(row?.hasEmoji) };
}

/** Adds the person's reaction; the same person and emoji again changes nothing. True when added. */
export async function insertReaction(
  db: Db,
  r: { id: string; messageId: string; userId: string; emoji: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(messageReactions)
    .values({ id: r.id, messageId: r.messageId, userId: r.userId, emoji: r.emoji, createdAt: r.now })
    .onConflictDoNothing({ target: [messageReactions.messageId, messageReactions.userId, messageReactions.emoji] })
    .returning({ id: messageReactions.id });
  return inserted.length > 0;
}

/** Removes the person's reaction with this emoji. True when there was one. */
export async function deleteReaction(db: Db, messageId: string, userId: string, emoji: string): Promise<boolean> {
  const deleted = await db
    .delete(messageReactions)
    .where(
      and(
        eq(messageReactions.messageId, messageId),
        eq(messageReactions.userId, userId),
        eq(messageReactions.emoji, emoji),
      ),
    )
    .returning({ id: messageReactions.id });
  return deleted.length > 0;
}
