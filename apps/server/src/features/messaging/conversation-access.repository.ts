import { and, eq, isNull, sql } from "drizzle-orm";
import { conversationMembers, conversations } from "../../db/tables";
import type { Db } from "../../platform/db/database";

/** The facts about a conversation every messaging endpoint needs before it checks access. */
export interface ConversationRef {
  id: string;
  kind: "chat" | "channel";
  platform: string;
  name: string;
  visibility: string;
  createdBy: string | null;
  directKey: string | null;
  lastSeq: number;
  deletedAt: Date | null;
}

/** The caller's membership, with their own state of the conversation. */
export interface MembershipRef {
  userId: string;
  role: "owner" | "member";
  isMuted: boolean;
  isBlocked: boolean;
  lastReadSeq: number;
  clearedSeq: number;
  deletedAt: Date | null;
}

const refColumns = {
  id: conversations.id,
  kind: conversations.kind,
  platform: conversations.platform,
  name: conversations.name,
  visibility: conversations.visibility,
  createdBy: conversations.createdBy,
  directKey: conversations.directKey,
  lastSeq: conversations.lastSeq,
  deletedAt: conversations.deletedAt,
};

/**
 * A live conversation and the actor's membership of it, in one query; null when either is missing.
 * `lock` holds the conversation row until the transaction ends (sends take the next `seq` under it).
 */
export async function findConversationMembership(
  db: Db,
  userId: string,
  conversationId: string,
  lock: boolean,
): Promise<{ conversation: ConversationRef; member: MembershipRef } | null> {
  const query = db
    .select({
      conversation: refColumns,
      member: {
        userId: conversationMembers.userId,
        role: conversationMembers.role,
        isMuted: conversationMembers.isMuted,
        isBlocked: conversationMembers.isBlocked,
        lastReadSeq: conversationMembers.lastReadSeq,
        clearedSeq: conversationMembers.clearedSeq,
        deletedAt: conversationMembers.deletedAt,
      },
    })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, userId)),
    )
    .where(and(eq(conversations.id, conversationId), isNull(conversations.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: conversations }) : await query;
  if (!row) return null;
  return {
    conversation: row.conversation as ConversationRef,
    member: row.member as MembershipRef,
  };
}

/** Whether the user belongs to the live conversation (realtime subscribe and typing checks). */
export async function isConversationMember(db: Db, userId: string, conversationId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        isNull(conversations.deletedAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether the other person of a direct chat (exactly two members) has blocked it: then `userId`
 * may not reach them there, by a message or by anything else the other side would see.
 */
export async function isBlockedForSender(db: Db, conversationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        sql`${conversationMembers.userId} <> ${userId}`,
        eq(conversationMembers.isBlocked, true),
        eq(conversations.kind, "chat"),
        sql`(select count(*) from ${conversationMembers} m where m.conversation_id = ${conversationId}) = 2`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}
