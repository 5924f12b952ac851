import { escapeLikePattern } from "@bearish/shared/users/user-search-rules";
import type { UserListQuery } from "@bearish/shared/users/users-api";
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { users } from "../../db/schema/users";
import type { Db } from "../../platform/db/database";
import { syncUserSearchDocument } from "./users.search";

/** The user as services see it: everything but the password hash. */
export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  userType: string;
  source: string;
  accountId: string | null;
  presence: string;
  accountState: string;
  avatar: string | null;
  personalEmail: string | null;
  employmentStatus: string | null;
  jobTitle: string | null;
  departmentId: string | null;
  startDate: string | null;
  theme: string;
  language: string;
  createdAt: Date;
  updatedAt: Date;
}

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  userType: users.userType,
  source: users.source,
  accountId: users.accountId,
  presence: users.presence,
  accountState: users.accountState,
  avatar: users.avatar,
  personalEmail: users.personalEmail,
  employmentStatus: users.employmentStatus,
  jobTitle: users.jobTitle,
  departmentId: users.departmentId,
  startDate: users.startDate,
  theme: users.theme,
  language: users.language,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

export type NewUser = Pick<UserRecord, "id" | "email" | "firstName" | "lastName" | "role" | "accountState"> & {
  passwordHash: string | null;
  now: Date;
};

export async function insertUser(db: Db, user: NewUser): Promise<UserRecord> {
  const [row] = await db
    .insert(users)
    .values({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      accountState: user.accountState,
      passwordHash: user.passwordHash,
      createdAt: user.now,
      updatedAt: user.now,
    })
    .returning(userColumns);
  if (!row) throw new Error("insert returned no row");
  await syncUserSearchDocument(db, row, user.now);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.hash ?? null;
}

export type UserPatch = Partial<
  Pick<
    UserRecord,
    | "firstName"
    | "lastName"
    | "avatar"
    | "personalEmail"
    | "presence"
    | "role"
    | "accountState"
    | "theme"
    | "language"
    | "employmentStatus"
    | "jobTitle"
    | "departmentId"
    | "startDate"
  >
> & { passwordHash?: string };

export async function updateUser(db: Db, id: string, patch: UserPatch, now: Date): Promise<UserRecord | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now })
    .where(eq(users.id, id))
    .returning(userColumns);
  // Same transaction as the change, so the search index never disagrees with the record.
  if (row) await syncUserSearchDocument(db, row, now);
  return row ?? null;
}

/** Arbitrary constant for the advisory lock below. */
const ADMIN_SET_LOCK = 7_240_312;

/**
 * Serialises changes to the set of active ADMINs until the transaction ends (across instances), so
 * two concurrent demotions or deactivations cannot both pass the last-admin check.
 */
export async function lockAdminSet(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK})`);
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, "ADMIN"), eq(users.accountState, "active")));
  return row?.n ?? 0;
}

const sortColumns = {
  firstName: [users.firstName, users.lastName],
  lastName: [users.lastName, users.firstName],
  email: [users.email],
  createdAt: [users.createdAt],
  role: [users.role, users.firstName],
} as const;

export interface UserListFilter {
  search?: string | undefined;
  states: readonly string[];
  departmentId?: string | undefined;
}

function listWhere(filter: UserListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(users.accountState, [...filter.states])];
  if (filter.search) {
    const pattern = `%${escapeLikePattern(filter.search)}%`;
    conditions.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern)));
  }
  if (filter.departmentId) conditions.push(eq(users.departmentId, filter.departmentId));
  return and(...conditions);
}

/** The columns a list row shows: what `presentUser` needs, plus the department for expansion. */
export type UserSummary = Pick<
  UserRecord,
  | "id"
  | "email"
  | "firstName"
  | "lastName"
  | "role"
  | "userType"
  | "source"
  | "accountId"
  | "presence"
  | "accountState"
  | "avatar"
  | "departmentId"
  | "createdAt"
  | "updatedAt"
>;

// The list columns: everything but the personal, employment and preference fields.
const {
  personalEmail: _personalEmail,
  employmentStatus: _employmentStatus,
  jobTitle: _jobTitle,
  startDate: _startDate,
  theme: _theme,
  language: _language,
  ...summaryColumns
} = userColumns;

type ListPage = { page: number; limit: number; sort: UserListQuery["sort"] };

const windowTotal = sql<number>`count(*) over()`.mapWith(Number);

function pageParts(filter: UserListFilter, page: ListPage) {
  const descending = page.sort.startsWith("-");
  const field = (descending ? page.sort.slice(1) : page.sort) as keyof typeof sortColumns;
  return {
    where: listWhere(filter),
    order: [...sortColumns[field], users.id].map((c) => (descending ? desc(c) : asc(c))),
    offset: (page.page - 1) * page.limit,
  };
}

/** The total rides along as a window count; it is counted separately only for a page past the end. */
async function totalOf(db: Db, rows: { total: number }[], where: SQL | undefined): Promise<number> {
  const first = rows[0];
  if (first) return first.total;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return count?.n ?? 0;
}

/** One page of list rows and the total matching, in one indexed query. */
export async function listUserSummaries(
  db: Db,
  filter: UserListFilter,
  page: ListPage,
): Promise<{ rows: UserSummary[]; total: number }> {
  const { where, order, offset } = pageParts(filter, page);
  const rows = await db
    .select({ ...summaryColumns, total: windowTotal })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(offset);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: await totalOf(db, rows, where) };
}

/** One page of full user records (employee directory) and the total matching. */
export async function listUserRecords(
  db: Db,
  filter: UserListFilter,
  page: ListPage,
): Promise<{ rows: UserRecord[]; total: number }> {
  const { where, order, offset } = pageParts(filter, page);
  const rows = await db
    .select({ ...userColumns, total: windowTotal })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(offset);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: await totalOf(db, rows, where) };
}
