import type {
  ConversationFilter,
  ConversationListKind,
  ConversationType,
} from "@bearish/shared/messaging/conversation";
import { escapeLikePattern } from "@bearish/shared/users/user-search-rules";
import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  notExists,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { conversationMembers, conversations } from "../../db/schema/messaging";
import { users } from "../../db/schema/users";
import type { Db } from "../../platform/db/database";
import { hasUnreadSql } from "./conversation-view.repository";

export interface ConversationListFilter {
  viewerId: string;
  type: ConversationType;
  platform: string;
  kind: ConversationListKind;
  filter: ConversationFilter;
  search?: string | undefined;
}

const others = alias(conversationMembers, "others");
const otherUsers = alias(users, "other_users");

/** Conversations whose name, or the name of a member other than the viewer, matches. */
function searchCondition(db: Db, viewerId: string, search: string): SQL | undefined {
  const pattern = `%${escapeLikePattern(search)}%`;
  const memberMatches = exists(
    db
      .select({ one: sql`1` })
      .from(others)
      .innerJoin(otherUsers, eq(otherUsers.id, others.userId))
      .where(
        and(
          eq(others.conversationId, conversations.id),
          ne(others.userId, viewerId),
          or(
            ilike(otherUsers.firstName, pattern),
            ilike(otherUsers.lastName, pattern),
            ilike(sql`${otherUsers.firstName} || ' ' || ${otherUsers.lastName}`, pattern),
          ),
        ),
      ),
  );
  return or(ilike(conversations.name, pattern), memberMatches);
}

function listWhere(db: Db, f: ConversationListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(conversations.kind, f.type),
    eq(conversations.platform, f.platform),
    isNull(conversations.deletedAt),
    isNull(conversationMembers.deletedAt),
    // Block and delete take a conversation off both lists (spec §4).
    eq(conversationMembers.isBlocked, false),
    eq(conversationMembers.isHidden, f.kind === "archive"),
  ];
  if (f.filter === "starred") conditions.push(eq(conversationMembers.isStarred, true));
  if (f.filter === "unread") conditions.push(or(eq(conversationMembers.markedUnread, true), hasUnreadSql()));
  if (f.search) conditions.push(searchCondition(db, f.viewerId, f.search));
  return and(...conditions);
}

/**
 * One page of the viewer's conversation ids in list order (pinned first, then latest activity)
 * and the total matching.
 */
export async function listConversationIds(
  db: Db,
  f: ConversationListFilter,
  page: { limit: number; offset: number },
): Promise<{ ids: string[]; total: number }> {
  const where = listWhere(db, f);
  const rows = await db
    .select({ id: conversations.id, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, f.viewerId)),
    )
    .where(where)
    .orderBy(
      desc(conversationMembers.isPinned),
      desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      desc(conversations.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const first = rows[0];
  if (first) return { ids: rows.map((r) => r.id), total: first.total };
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(
      conversationMembers,
      and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, f.viewerId)),
    )
    .where(where);
  return { ids: [], total: count?.n ?? 0 };
}

/** Public live channels the viewer is not in, newest activity first. */
export async function listBrowsableChannelIds(
  db: Db,
  viewerId: string,
  platform: string,
  search: string | undefined,
  limit: number,
): Promise<string[]> {
  const conditions: (SQL | undefined)[] = [
    eq(conversations.kind, "channel"),
    eq(conversations.visibility, "public"),
    eq(conversations.platform, platform),
    isNull(conversations.deletedAt),
    notExists(
      db
        .select({ one: sql`1` })
        .from(conversationMembers)
        .where(and(eq(conversationMembers.conversationId, conversations.id), eq(conversationMembers.userId, viewerId))),
    ),
  ];
  if (search) conditions.push(sql`${conversations.name} ilike ${`%${escapeLikePattern(search)}%`}`);
  const rows = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(...conditions))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`), desc(conversations.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A live channel by id, whoever asks (join and browse check visibility themselves). */
export async function findLiveChannel(
  db: Db,
  id: string,
): Promise<{ id: string; platform: string; visibility: string; createdBy: string | null } | null> {
  const [row] = await db
    .select({
      id: conversations.id,
      platform: conversations.platform,
      visibility: conversations.visibility,
      createdBy: conversations.createdBy,
    })
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.kind, "channel"), isNull(conversations.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Which of `ids` are active accounts. */
export async function findActiveUserIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.accountState, "active")));
  return new Set(rows.map((r) => r.id));
}

/** The live chat of exactly these people (their sorted ids), if one exists. */
export async function findChatByDirectKey(db: Db, platform: string, directKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.platform, platform),
        eq(conversations.directKey, directKey),
        eq(conversations.kind, "chat"),
        isNull(conversations.deletedAt),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export interface NewConversation {
  id: string;
  kind: ConversationType;
  platform: string;
  name: string;
  description: string;
  visibility: string;
  createdBy: string;
  directKey: string | null;
  now: Date;
}

/**
 * Inserts a conversation; for a chat whose `direct_key` another request inserted first, nothing
 * is written and null is answered (the caller re-reads the winner).
 */
export async function insertConversation(db: Db, c: NewConversation): Promise<string | null> {
  const rows = await db
    .insert(conversations)
    .values({
      id: c.id,
      kind: c.kind,
      platform: c.platform,
      name: c.name,
      description: c.description,
      visibility: c.visibility,
      createdBy: c.createdBy,
      directKey: c.directKey,
      createdAt: c.now,
      updatedAt: c.now,
    })
    .onConflictDoNothing({ target: [conversations.platform, conversations.directKey] })
    .returning({ id: conversations.id });
  return rows[0]?.id ?? null;
}

/** Adds members (people already in are left as they are); answers the user ids actually added. */
export async function insertMembers(
  db: Db,
  conversationId: string,
  members: { userId: string; role: "owner" | "member" }[],
  now: Date,
): Promise<string[]> {
  if (members.length === 0) return [];
  const rows = await db
    .insert(conversationMembers)
    .values(members.map((m) => ({ conversationId, userId: m.userId, role: m.role, joinedAt: now })))
    .onConflictDoNothing()
    .returning({ userId: conversationMembers.userId });
  return rows.map((r) => r.userId);
}

/** The user ids of every member, in member order. */
export async function findMemberIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId));
  return rows.map((r) => r.userId);
}

/** Another member's role, or null when they are not in the conversation. */
export async function findMemberRole(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<"owner" | "member" | null> {
  const [row] = await db
    .select({ role: conversationMembers.role })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)))
    .limit(1);
  return (row?.role as "owner" | "member" | undefined) ?? null;
}

export async function deleteMember(db: Db, conversationId: string, userId: string): Promise<void> {
  await db
    .delete(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** The per-person flags a toggle changes. */
export type MemberStatePatch = Partial<{
  isPinned: boolean;
  isStarred: boolean;
  isHidden: boolean;
  isMuted: boolean;
  isBlocked: boolean;
  markedUnread: boolean;
}>;

export async function updateMemberState(
  db: Db,
  conversationId: string,
  userId: string,
  patch: MemberStatePatch,
): Promise<void> {
  await db
    .update(conversationMembers)
    .set(patch)
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/**
 * Moves the person's read pointer to the newest message (never backwards) and clears "unread";
 * answers the pointer and time stored.
 */
export async function markMemberRead(
  db: Db,
  conversationId: string,
  userId: string,
  now: Date,
): Promise<{ lastReadSeq: number; lastReadAt: Date }> {
  const [row] = await db
    .update(conversationMembers)
    .set({
      lastReadSeq: sql`greatest(${conversationMembers.lastReadSeq}, (select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId}))`,
      lastReadAt: now,
      markedUnread: false,
    })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)))
    .returning({ lastReadSeq: conversationMembers.lastReadSeq });
  return { lastReadSeq: Number(row?.lastReadSeq ?? 0), lastReadAt: now };
}

/** Deleting a chat for one person: off their lists, history before now cleared, unpinned. */
export async function deleteChatForMember(db: Db, conversationId: string, userId: string, now: Date): Promise<void> {
  await db
    .update(conversationMembers)
    .set({
      deletedAt: now,
      clearedSeq: sql`(select ${conversations.lastSeq} from ${conversations} where ${conversations.id} = ${conversationId})`,
      isPinned: false,
      markedUnread: false,
    })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
}

/** A deleted chat the person opens again (same people): back on their lists. */
export async function restoreMember(db: Db, conversationId: string, userId: string): Promise<void> {
  await db
    .update(conversationMembers)
    .set({ deletedAt: null })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
        isNotNull(conversationMembers.deletedAt),
      ),
    );
}

export async function updateChannelFields(
  db: Db,
  id: string,
  patch: { name?: string; description?: string; visibility?: string },
  now: Date,
): Promise<void> {
  await db
    .update(conversations)
    .set({ ...patch, updatedAt: now })
    .where(eq(conversations.id, id));
}

/** Marks the conversation changed (members came or went), for `updatedAt`. */
export async function touchConversation(db: Db, id: string, now: Date): Promise<void> {
  await db.update(conversations).set({ updatedAt: now }).where(eq(conversations.id, id));
}

export async function softDeleteConversation(db: Db, id: string, now: Date): Promise<void> {
  await db.update(conversations).set({ deletedAt: now, updatedAt: now }).where(eq(conversations.id, id));
}

/** Active people of the organisation (but the caller) to add, by name or email, in name order. */
export async function listActiveUsers(
  db: Db,
  exceptUserId: string,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{
  rows: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    avatar: string | null;
    presence: string;
  }[];
  total: number;
}> {
  const conditions: (SQL | undefined)[] = [eq(users.accountState, "active"), ne(users.id, exceptUserId)];
  if (search) {
    const pattern = `%${escapeLikePattern(search)}%`;
    conditions.push(
      or(
        sql`${users.firstName} ilike ${pattern}`,
        sql`${users.lastName} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatar: users.avatar,
      presence: users.presence,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const first = rows[0];
  if (first) return { rows: rows.map(({ total: _t, ...r }) => r), total: first.total };
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows: [], total: count?.n ?? 0 };
}

/** Whether every one of `userIds` belongs to the live conversation (typing between two members). */
export async function areAllMembers(db: Db, conversationId: string, userIds: string[]): Promise<boolean> {
  const wanted = [...new Set(userIds)];
  if (wanted.length === 0) return false;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        inArray(conversationMembers.userId, wanted),
        isNull(conversations.deletedAt),
      ),
    );
  return (row?.n ?? 0) === wanted.length;
}
