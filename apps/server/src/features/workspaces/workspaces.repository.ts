import { escapeLikePattern } from "@bearish/shared/users/user-search-rules";
import type { WorkspaceMemberRole } from "@bearish/shared/workspaces/workspace-rules";
import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema/users";
import { workspaceMembers, workspacePins, workspaces } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";

/** A workspace as services see it. */
export interface WorkspaceRecord {
  id: string;
  name: string;
  key: string | null;
  description: string | null;
  website: string | null;
  projectType: string;
  visibility: string;
  generalAccess: string;
  columns: number;
  ownerId: string;
  coverUploadId: string | null;
  tags: string[];
  isArchived: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: workspaces.id,
  name: workspaces.name,
  key: workspaces.key,
  description: workspaces.description,
  website: workspaces.website,
  projectType: workspaces.projectType,
  visibility: workspaces.visibility,
  generalAccess: workspaces.generalAccess,
  columns: workspaces.columns,
  ownerId: workspaces.ownerId,
  coverUploadId: workspaces.coverUploadId,
  tags: workspaces.tags,
  isArchived: workspaces.isArchived,
  deletedAt: workspaces.deletedAt,
  createdAt: workspaces.createdAt,
  updatedAt: workspaces.updatedAt,
};

export type NewWorkspace = Omit<WorkspaceRecord, "deletedAt" | "isArchived" | "createdAt" | "updatedAt"> & {
  now: Date;
};

export async function insertWorkspace(db: Db, w: NewWorkspace): Promise<WorkspaceRecord> {
  const { now, ...values } = w;
  const [row] = await db
    .insert(workspaces)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(columns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export type WorkspacePatch = Partial<
  Pick<
    WorkspaceRecord,
    | "name"
    | "key"
    | "description"
    | "website"
    | "projectType"
    | "visibility"
    | "generalAccess"
    | "columns"
    | "coverUploadId"
    | "tags"
    | "isArchived"
    | "deletedAt"
  >
>;

export async function updateWorkspace(db: Db, id: string, patch: WorkspacePatch, now: Date): Promise<WorkspaceRecord> {
  const [row] = await db
    .update(workspaces)
    .set({ ...patch, updatedAt: now })
    .where(eq(workspaces.id, id))
    .returning(columns);
  if (!row) throw new Error("workspace vanished inside its transaction");
  return row;
}

/** Marks the workspace as just changed (lists sort by it). */
export async function touchWorkspace(db: Db, id: string, now: Date): Promise<void> {
  await db.update(workspaces).set({ updatedAt: now }).where(eq(workspaces.id, id));
}

export interface WorkspaceWithMembership {
  workspace: WorkspaceRecord;
  membership: { memberId: string; role: WorkspaceMemberRole } | null;
}

/**
 * A live workspace and the caller's membership of it, in one query. `lock` holds the workspace row
 * until the transaction ends (writes), so a concurrent delete or member change waits for this one.
 */
export async function findWorkspaceWithMembership(
  db: Db,
  workspaceId: string,
  userId: string,
  lock = false,
): Promise<WorkspaceWithMembership | null> {
  const query = db
    .select({ ...columns, memberId: workspaceMembers.id, memberRole: workspaceMembers.role })
    .from(workspaces)
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, userId)),
    )
    .where(and(eq(workspaces.id, workspaceId), isNull(workspaces.deletedAt)))
    .limit(1);
  const [row] = await (lock ? query.for("no key update", { of: workspaces }) : query);
  if (!row) return null;
  const { memberId, memberRole, ...workspace } = row;
  return {
    workspace,
    membership: memberId && memberRole ? { memberId, role: memberRole as WorkspaceMemberRole } : null,
  };
}

/** Which workspaces a list shows besides the caller's own memberships. */
export type ListReach = "everything" | "memberships" | "memberships-and-links";

export interface WorkspaceListRow extends WorkspaceRecord {
  memberRole: WorkspaceMemberRole | null;
  isPinned: boolean;
}

const windowTotal = sql<number>`count(*) over()`.mapWith(Number);

/**
 * One page of the workspaces the caller may list (active or archived), pinned ones first, then
 * the most recently changed; `search` is a case-insensitive substring of the name.
 */
export async function listWorkspaces(
  db: Db,
  filter: { userId: string; reach: ListReach; archived: boolean; search?: string | undefined },
  page: { page: number; limit: number },
): Promise<{ rows: WorkspaceListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [isNull(workspaces.deletedAt), eq(workspaces.isArchived, filter.archived)];
  if (filter.reach === "memberships") conditions.push(isNotNull(workspaceMembers.id));
  if (filter.reach === "memberships-and-links") {
    conditions.push(
      or(
        isNotNull(workspaceMembers.id),
        and(eq(workspaces.generalAccess, "anyone_with_link"), eq(workspaces.visibility, "PUBLIC")),
      ),
    );
  }
  if (filter.search) conditions.push(ilike(workspaces.name, `%${escapeLikePattern(filter.search)}%`));
  const where = and(...conditions);
  const memberJoin = and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, filter.userId));
  const rows = await db
    .select({
      ...columns,
      memberRole: workspaceMembers.role,
      pinnedAt: workspacePins.createdAt,
      total: windowTotal,
    })
    .from(workspaces)
    .leftJoin(workspaceMembers, memberJoin)
    .leftJoin(workspacePins, and(eq(workspacePins.workspaceId, workspaces.id), eq(workspacePins.userId, filter.userId)))
    .where(where)
    .orderBy(desc(sql`${workspacePins.createdAt} is not null`), desc(workspaces.updatedAt), desc(workspaces.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(workspaces)
      .leftJoin(workspaceMembers, memberJoin)
      .where(where);
    total = count?.n ?? 0;
  }
  return {
    rows: rows.map(({ total: _total, pinnedAt, memberRole, ...row }) => ({
      ...row,
      memberRole: memberRole as WorkspaceMemberRole | null,
      isPinned: pinnedAt !== null,
    })),
    total,
  };
}

export interface PersonSummary {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

/** Names and avatars of people by id (owners, activity actors), in one query. */
export async function findPeople(db: Db, ids: string[]): Promise<Map<string, PersonSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function isPinned(db: Db, userId: string, workspaceId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: workspacePins.userId })
    .from(workspacePins)
    .where(and(eq(workspacePins.userId, userId), eq(workspacePins.workspaceId, workspaceId)))
    .limit(1);
  return row !== undefined;
}

export async function pinWorkspace(db: Db, userId: string, workspaceId: string, now: Date): Promise<void> {
  await db.insert(workspacePins).values({ userId, workspaceId, createdAt: now }).onConflictDoNothing();
}

export async function unpinWorkspace(db: Db, userId: string, workspaceId: string): Promise<void> {
  await db
    .delete(workspacePins)
    .where(and(eq(workspacePins.userId, userId), eq(workspacePins.workspaceId, workspaceId)));
}

/** Ids of the live workspaces a person is a member of (search scopes). */
export async function findMembershipWorkspaceIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), isNull(workspaces.deletedAt)));
  return rows.map((r) => r.id);
}
