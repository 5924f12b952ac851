import type { WorkspaceMemberRole } from "@bearish/shared/workspaces/workspace-rules";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { users } from "../../db/schema/users";
import { workspaceMembers } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";

/** A member with the person's name, email and avatar. */
export interface MemberRecord {
  memberId: string;
  workspaceId: string;
  userId: string;
  role: WorkspaceMemberRole;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  createdAt: Date;
}

const memberColumns = {
  memberId: workspaceMembers.id,
  workspaceId: workspaceMembers.workspaceId,
  userId: workspaceMembers.userId,
  role: workspaceMembers.role,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatar: users.avatar,
  createdAt: workspaceMembers.createdAt,
};

const asMember = <T extends { role: string }>(row: T) => ({ ...row, role: row.role as WorkspaceMemberRole });

/** Owner first, then editors, commenters and viewers; by name within a role. */
const roleRank = sql`case ${workspaceMembers.role} when 'OWNER' then 0 when 'EDITOR' then 1 when 'COMMENTER' then 2 else 3 end`;
const memberOrder = [roleRank, users.firstName, users.lastName, workspaceMembers.id] as const;

export async function insertMember(
  db: Db,
  m: { id: string; workspaceId: string; userId: string; role: WorkspaceMemberRole; now: Date },
): Promise<void> {
  await db.insert(workspaceMembers).values({
    id: m.id,
    workspaceId: m.workspaceId,
    userId: m.userId,
    role: m.role,
    createdAt: m.now,
    updatedAt: m.now,
  });
}

export async function findMember(db: Db, workspaceId: string, memberId: string): Promise<MemberRecord | null> {
  const [row] = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.id, memberId)))
    .limit(1);
  return row ? asMember(row) : null;
}

export async function findMemberByUser(db: Db, workspaceId: string, userId: string): Promise<MemberRecord | null> {
  const [row] = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)))
    .limit(1);
  return row ? asMember(row) : null;
}

export async function updateMemberRole(db: Db, memberId: string, role: WorkspaceMemberRole, now: Date): Promise<void> {
  await db.update(workspaceMembers).set({ role, updatedAt: now }).where(eq(workspaceMembers.id, memberId));
}

export async function deleteMember(db: Db, memberId: string): Promise<void> {
  await db.delete(workspaceMembers).where(eq(workspaceMembers.id, memberId));
}

/** One page of a workspace's members and how many there are. */
export async function listMembers(
  db: Db,
  workspaceId: string,
  page: { page: number; limit: number },
): Promise<{ rows: MemberRecord[]; total: number }> {
  const rows = await db
    .select({ ...memberColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(...memberOrder.map((c) => asc(c)))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const total = rows[0]?.total ?? (await countMembers(db, workspaceId));
  return { rows: rows.map(({ total: _t, ...row }) => asMember(row)), total };
}

async function countMembers(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.n ?? 0;
}

/**
 * The first `limit` members of each workspace and each one's member count, in one query (a
 * window per workspace), for a page of workspaces.
 */
export async function previewMembers(
  db: Db,
  workspaceIds: string[],
  limit: number,
): Promise<Map<string, { members: MemberRecord[]; total: number }>> {
  const result = new Map<string, { members: MemberRecord[]; total: number }>();
  if (workspaceIds.length === 0) return result;
  const ranked = db
    .select({
      ...memberColumns,
      position:
        sql<number>`row_number() over (partition by ${workspaceMembers.workspaceId} order by ${roleRank}, ${users.firstName}, ${users.lastName}, ${workspaceMembers.id})`.as(
          "position",
        ),
      total: sql<number>`count(*) over (partition by ${workspaceMembers.workspaceId})`.as("total"),
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(inArray(workspaceMembers.workspaceId, workspaceIds))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.position, limit))
    .orderBy(ranked.workspaceId, ranked.position);
  for (const { position: _p, total, ...row } of rows) {
    const entry = result.get(row.workspaceId) ?? { members: [], total: Number(total) };
    entry.members.push(asMember(row));
    result.set(row.workspaceId, entry);
  }
  return result;
}

/** Everyone who is a member (to tell them when the workspace goes away). */
export async function memberUserIds(db: Db, workspaceId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return rows.map((r) => r.userId);
}

export async function countMembersByRole(db: Db, workspaceId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ role: workspaceMembers.role, n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .groupBy(workspaceMembers.role);
  return new Map(rows.map((r) => [r.role, r.n]));
}
