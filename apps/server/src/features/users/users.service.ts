import type { PageMeta } from "@bearish/shared/api/envelope";
import { pageMeta } from "@bearish/shared/api/envelope";
import type { Employee, UserRole } from "@bearish/shared/users/user";
import { ACCOUNT_STATES } from "@bearish/shared/users/user";
import type {
  employmentBodySchema,
  UserDetails,
  UserListQuery,
  UserWithExpansions,
} from "@bearish/shared/users/users-api";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { revokeUserSessions, type SessionActor } from "../../platform/session.repository";
import { findDepartment, findDepartmentsByIds } from "../departments/departments.repository";
import {
  canDeactivateUsers,
  canEditEmployment,
  canManageRoles,
  canSeeInactiveUsers,
  canSeePersonalDetails,
} from "./users.policy";
import { presentEmployee, presentUser, presentUserDetails } from "./users.presenter";
import {
  countActiveAdmins,
  findPasswordHash,
  findUserById,
  listUserRecords,
  listUserSummaries,
  lockAdminSet,
  updateUser,
} from "./users.repository";

interface Page<T> {
  items: T[];
  meta: PageMeta;
}

function statesFor(actor: SessionActor, includeInactive: boolean): readonly string[] {
  if (!includeInactive) return ["active"];
  if (!canSeeInactiveUsers(actor.role))
    throw forbidden("Only administrators, managers and auditors can list inactive accounts");
  return ACCOUNT_STATES;
}

/** The organisation's people, searchable by email, first or last name. */
export async function listAllUsers(
  ctx: AppContext,
  actor: SessionActor,
  query: UserListQuery,
): Promise<Page<UserWithExpansions>> {
  const { rows, total } = await listUserSummaries(
    ctx.db,
    { search: query.search, states: statesFor(actor, query.includeInactive) },
    query,
  );
  const departments = query.expand.includes("department")
    ? await findDepartmentsByIds(ctx.db, [...new Set(rows.flatMap((r) => (r.departmentId ? [r.departmentId] : [])))])
    : null;
  const items = rows.map((row) => ({
    ...presentUser(row),
    ...(departments ? { department: (row.departmentId && departments.get(row.departmentId)) || null } : {}),
  }));
  return { items, meta: pageMeta(query.page, query.limit, total) };
}

/**
 * The employee directory. Pending invitations are listed only for people who manage the
 * organisation, and personal emails only to them (or to the person themself).
 */
export async function listEmployees(
  ctx: AppContext,
  actor: SessionActor,
  query: { page: number; limit: number; search?: string | undefined; departmentId?: string | undefined },
): Promise<Page<Employee>> {
  const states = canSeeInactiveUsers(actor.role) ? ["active", "invited"] : ["active"];
  const { rows, total } = await listUserRecords(
    ctx.db,
    { search: query.search, states, departmentId: query.departmentId },
    { page: query.page, limit: query.limit, sort: "firstName" },
  );
  const items = rows.map((row) => presentEmployee(withVisiblePersonalDetails(actor, row)));
  return { items, meta: pageMeta(query.page, query.limit, total) };
}

function withVisiblePersonalDetails<T extends { id: string; personalEmail: string | null }>(
  actor: SessionActor,
  user: T,
): T {
  return canSeePersonalDetails(actor.role) || actor.userId === user.id ? user : { ...user, personalEmail: null };
}

/**
 * One person's details. Accounts that are not active (invited, unverified, deactivated) are visible
 * only to people who manage the organisation; to anyone else they do not exist.
 */
export async function getUserDetails(ctx: AppContext, actor: SessionActor, id: string): Promise<UserDetails> {
  const user = await findUserById(ctx.db, id);
  if (!user) throw notFound("User not found");
  if (user.accountState !== "active" && !canSeeInactiveUsers(actor.role) && actor.userId !== id) {
    throw notFound("User not found");
  }
  const department = user.departmentId ? await findDepartment(ctx.db, user.departmentId) : null;
  return presentUserDetails(withVisiblePersonalDetails(actor, user), department);
}

const cannotChangeSelf = (what: string) =>
  new AppError("user.cannot_change_self", 400, `You cannot ${what} your own account`);
const lastAdmin = () =>
  new AppError("user.last_admin", 409, "The organisation needs at least one active administrator");

export async function changeRole(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  role: UserRole,
): Promise<UserDetails> {
  if (!canManageRoles(actor.role)) throw forbidden("Only an administrator can change roles");
  if (id === actor.userId) throw cannotChangeSelf("change the role of");
  await ctx.db.transaction(async (tx) => {
    await lockAdminSet(tx);
    await assertStillAdmin(tx, actor);
    const user = await findUserById(tx, id);
    if (!user) throw notFound("User not found");
    await updateUser(tx, id, { role }, ctx.clock.now());
    if (user.role === "ADMIN" && (await countActiveAdmins(tx)) === 0) throw lastAdmin();
  });
  // Sockets carry the role they were opened with; reconnecting picks up the new one.
  ctx.realtime.disconnectUser(id);
  return getUserDetails(ctx, actor, id);
}

/**
 * Re-reads the actor inside the transaction, after the admin-set lock: an ADMIN demoted or
 * deactivated by a request that committed first may not act any more.
 */
async function assertStillAdmin(tx: Db, actor: SessionActor): Promise<void> {
  const current = await findUserById(tx, actor.userId);
  if (current?.accountState !== "active" || !canManageRoles(current.role)) {
    throw forbidden("Only an administrator can do this");
  }
}

/** Deactivates an account; its sessions end at once. */
export async function deactivateUser(ctx: AppContext, actor: SessionActor, id: string): Promise<UserDetails> {
  if (!canDeactivateUsers(actor.role)) throw forbidden("Only an administrator can deactivate people");
  if (id === actor.userId) throw cannotChangeSelf("deactivate");
  await ctx.db.transaction(async (tx) => {
    await lockAdminSet(tx);
    await assertStillAdmin(tx, actor);
    const now = ctx.clock.now();
    const user = await updateUser(tx, id, { accountState: "deactivated", presence: "offline" }, now);
    if (!user) throw notFound("User not found");
    await revokeUserSessions(tx, id, now);
    if ((await countActiveAdmins(tx)) === 0) throw lastAdmin();
  });
  ctx.realtime.disconnectUser(id);
  return getUserDetails(ctx, actor, id);
}

export async function reactivateUser(ctx: AppContext, actor: SessionActor, id: string): Promise<UserDetails> {
  if (!canDeactivateUsers(actor.role)) throw forbidden("Only an administrator can reactivate people");
  await ctx.db.transaction(async (tx) => {
    await lockAdminSet(tx);
    await assertStillAdmin(tx, actor);
    const user = await findUserById(tx, id);
    if (!user) throw notFound("User not found");
    if (user.accountState !== "deactivated") return;
    // Someone deactivated before setting a first password goes back to waiting for it.
    const accountState = (await findPasswordHash(tx, id)) ? "active" : "invited";
    await updateUser(tx, id, { accountState }, ctx.clock.now());
  });
  return getUserDetails(ctx, actor, id);
}

export async function updateEmployment(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  body: z.infer<typeof employmentBodySchema>,
): Promise<UserDetails> {
  if (!canEditEmployment(actor.role)) throw forbidden("Only an administrator or a manager can edit employment details");
  await ctx.db.transaction(async (tx) => {
    if (body.departmentId) {
      const department = await findDepartment(tx, body.departmentId);
      if (!department || department.isDeleted) {
        throw new AppError("department.not_found", 400, "Department not found", [
          { path: "body.departmentId", message: "Department not found" },
        ]);
      }
    }
    const updated = await updateUser(tx, id, body, ctx.clock.now());
    if (!updated) throw notFound("User not found");
  });
  return getUserDetails(ctx, actor, id);
}
