import { and, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { conversationMembers, conversations, messages } from "../../db/schema/messaging";
import { users } from "../../db/schema/users";
import type { Db } from "../../platform/db/database";

/** Unread counts stop here: the list shows "99+" style badges, and counting further costs a scan. */
export const UNREAD_COUNT_CAP = 100;

/** A live conversation with the viewer's own state of it and its latest message. */
export interface ConversationViewRecord {
  id: string;
  kind: "chat" | "channel";
  platform: string;
  name: string;
  description: string;
  visibility: string;
  createdBy: string | null;
  lastSeq: number;
  lastMessageAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  member: {
    role: "owner" | "member";
    isPinned: boolean;
    isStarred: boolean;
    isHidden: boolean;
    isMuted: boolean;
    isBlocked: boolean;
    markedUnread: boolean;
    lastReadSeq: number;
    lastReadAt: Date | null;
    clearedSeq: number;
  };
  unreadCount: number;
  lastMessage: {
    id: string;
    seq: number | null;
    plainText: string;
    senderId: string | null;
    senderFirstName: string | null;
    senderLastName: string | null;
    createdAt: Date;
    deletedAt: Date | null;
  } | null;
}

/** One member of a conversation with the name fields a participant shows. */
export interface ParticipantRecord {
  conversationId: string;
  userId: string;
  role: "owner" | "member";
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
}

/**
 * SQL of "messages from others above the viewer's read (and cleared) pointer", capped: the inner
 * LIMIT lets the count stop after `UNREAD_COUNT_CAP` rows of the (conversation_id, seq) index.
 */
export function unreadCountSql() {
  return sql<number>`(select count(*)::int from (select 1 from ${messages} um
    where um.conversation_id = ${conversationMembers.conversationId}
      and um.seq > greatest(${conversationMembers.lastReadSeq}, ${conversationMembers.clearedSeq})
      and um.deleted_at is null
      and um.sender_id is distinct from ${conversationMembers.userId}
    limit ${UNREAD_COUNT_CAP}) unread)`;
}

/** Whether the viewer has any unread message from others (cheaper than the count, for filters). */
export function hasUnreadSql() {
  return sql<boolean>`exists (select 1 from ${messages} um
    where um.conversation_id = ${conversationMembers.conversationId}
      and um.seq > greatest(${conversationMembers.lastReadSeq}, ${conversationMembers.clearedSeq})
      and um.deleted_at is null
      and um.sender_id is distinct from ${conversationMembers.userId})`;
}

const NON_MEMBER_STATE: ConversationViewRecord["member"] = {
  role: "member",
  isPinned: false,
  isStarred: false,
  isHidden: false,
  isMuted: false,
  isBlocked: false,
  markedUnread: false,
  lastReadSeq: 0,
  lastReadAt: null,
  clearedSeq: 0,
};

/** A record with the id of the viewer it was read for (null: not a member). */
type ViewerRecord = ConversationViewRecord & { viewerId: string | null };

async function queryViewRecords(db: Db, memberJoin: SQL, where: SQL | undefined): Promise<ViewerRecord[]> {
  const rows = await db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      platform: conversations.platform,
      name: conversations.name,
      description: conversations.description,
      visibility: conversations.visibility,
      createdBy: conversations.createdBy,
      lastSeq: conversations.lastSeq,
      lastMessageAt: conversations.lastMessageAt,
      createdAt: conversations.createdAt,
      updatedAt: conversations.updatedAt,
      memberId: conversationMembers.userId,
      member: {
        role: conversationMembers.role,
        isPinned: conversationMembers.isPinned,
        isStarred: conversationMembers.isStarred,
        isHidden: conversationMembers.isHidden,
        isMuted: conversationMembers.isMuted,
        isBlocked: conversationMembers.isBlocked,
        markedUnread: conversationMembers.markedUnread,
        lastReadSeq: conversationMembers.lastReadSeq,
        lastReadAt: conversationMembers.lastReadAt,
        clearedSeq: conversationMembers.clearedSeq,
      },
      unreadCount: unreadCountSql(),
      lastId: messages.id,
      lastSeqOfMessage: messages.seq,
      // A poll without text shows its question, as the list's preview.
      lastPlainText: sql<string>`left(coalesce(nullif(${messages.plainText}, ''), ${messages.poll} ->> 'question', ''), 120)`,
      lastSenderId: messages.senderId,
      lastSenderFirstName: users.firstName,
      lastSenderLastName: users.lastName,
      lastCreatedAt: messages.createdAt,
      lastDeletedAt: messages.deletedAt,
    })
    .from(conversations)
    .leftJoin(conversationMembers, memberJoin)
    .leftJoin(messages, and(eq(messages.id, conversations.lastMessageId), isNotNull(conversationMembers.userId)))
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(where);
  return rows.map((r) => ({
    viewerId: r.memberId,
    id: r.id,
    kind: r.kind as "chat" | "channel",
    platform: r.platform,
    name: r.name,
    description: r.description,
    visibility: r.visibility,
    createdBy: r.createdBy,
    lastSeq: r.lastSeq,
    lastMessageAt: r.lastMessageAt,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    member: r.memberId && r.member ? { ...r.member, role: r.member.role as "owner" | "member" } : NON_MEMBER_STATE,
    unreadCount: Number(r.unreadCount ?? 0),
    lastMessage:
      r.lastId && r.lastCreatedAt
        ? {
            id: r.lastId,
            seq: r.lastSeqOfMessage,
            plainText: r.lastPlainText ?? "",
            senderId: r.lastSenderId,
            senderFirstName: r.lastSenderFirstName,
            senderLastName: r.lastSenderLastName,
            createdAt: r.lastCreatedAt,
            deletedAt: r.lastDeletedAt,
          }
        : null,
  }));
}

/**
 * The live conversations among `ids` with `viewerId`'s own state of them, in one query (any
 * order). `membersOnly` leaves out those the viewer is not in; otherwise (browsing public
 * channels) a non-member sees the default state and no message preview.
 */
export async function findConversationViewRecords(
  db: Db,
  viewerId: string,
  ids: string[],
  membersOnly = true,
): Promise<ConversationViewRecord[]> {
  if (ids.length === 0) return [];
  return queryViewRecords(
    db,
    sql`${eq(conversationMembers.conversationId, conversations.id)} and ${eq(conversationMembers.userId, viewerId)}`,
    and(
      inArray(conversations.id, ids),
      isNull(conversations.deletedAt),
      membersOnly ? isNotNull(conversationMembers.userId) : undefined,
    ),
  );
}

/** One live conversation as each of `viewerIds` (members) sees it, in one query, by viewer id. */
export async function findConversationViewRecordsForViewers(
  db: Db,
  conversationId: string,
  viewerIds: string[],
): Promise<Map<string, ConversationViewRecord>> {
  if (viewerIds.length === 0) return new Map();
  const rows = await queryViewRecords(
    db,
    sql`${eq(conversationMembers.conversationId, conversations.id)} and ${inArray(conversationMembers.userId, viewerIds)}`,
    and(eq(conversations.id, conversationId), isNull(conversations.deletedAt), isNotNull(conversationMembers.userId)),
  );
  const byViewer = new Map<string, ConversationViewRecord>();
  for (const { viewerId, ...record } of rows) if (viewerId) byViewer.set(viewerId, record);
  return byViewer;
}

const participantColumns = {
  conversationId: conversationMembers.conversationId,
  userId: conversationMembers.userId,
  role: conversationMembers.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatar: users.avatar,
};

// Owner first, then in the order people joined, so names and avatars stay put between loads.
const memberOrder = sql`(case when ${conversationMembers.role} = 'owner' then 0 else 1 end), ${conversationMembers.joinedAt}, ${conversationMembers.userId}`;

/**
 * The members of each conversation (the first `limit` in member order, or all when `limit` is
 * null) and each one's member count, in one query (a window per conversation).
 */
export async function findParticipants(
  db: Db,
  conversationIds: string[],
  limit: number | null,
): Promise<Map<string, { members: ParticipantRecord[]; total: number }>> {
  const result = new Map<string, { members: ParticipantRecord[]; total: number }>();
  if (conversationIds.length === 0) return result;
  const ranked = db
    .select({
      ...participantColumns,
      position:
        sql<number>`row_number() over (partition by ${conversationMembers.conversationId} order by ${memberOrder})`.as(
          "position",
        ),
      total: sql<number>`count(*) over (partition by ${conversationMembers.conversationId})`.as("total"),
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(inArray(conversationMembers.conversationId, conversationIds))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(limit === null ? undefined : lte(ranked.position, limit))
    .orderBy(ranked.conversationId, ranked.position);
  for (const { position: _p, total, ...row } of rows) {
    const entry = result.get(row.conversationId) ?? { members: [], total: Number(total) };
    entry.members.push({ ...row, role: row.role as "owner" | "member" });
    result.set(row.conversationId, entry);
  }
  return result;
}
