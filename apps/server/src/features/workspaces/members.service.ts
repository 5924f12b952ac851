import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { userChannel, workspaceChannel } from "@bearish/shared/realtime/channels";
import { WORKSPACE_EVENTS, WORKSPACE_USER_EVENTS } from "@bearish/shared/workspaces/workspace-activity";
import type {
  AddMemberBody,
  MemberChange,
  WorkspaceMember,
  WorkspaceMembersPage,
} from "@bearish/shared/workspaces/workspace-members";
import { type ShareRole, workspacePath } from "@bearish/shared/workspaces/workspace-rules";
import type { AppContext } from "../../platform/context";
import { type Db, isUniqueViolation } from "../../platform/db/database";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { notify } from "../notifications/notifications.service";
import { findUserById } from "../users/users.repository";
import { recordActivity } from "./activity.service";
import {
  deleteMember,
  findMember,
  findMemberByUser,
  insertMember,
  listMembers,
  type MemberRecord,
  updateMemberRole,
} from "./members.repository";
import { requireWorkspaceAccess } from "./workspace-access";
import { inWorkspaceTransaction, type WorkspaceEvents } from "./workspace-events";
import { canChangeMemberRole, canRemoveMember, type MemberChangeDecision } from "./workspaces.policy";
import { presentMember } from "./workspaces.presenter";

const memberExists = () =>
  new AppError("workspace.member_exists", 409, "This person is already a member of this workspace");
const ownerProtected = () =>
  new AppError("workspace.owner_protected", 403, "The owner's access cannot be changed or removed");
const memberNotFound = () => notFound("Member not found");
const noSuchPerson = () =>
  new AppError("user.not_found", 400, "There is no active person with this id", [
    { path: "body.userId", message: "There is no active person with this id" },
  ]);

const fullName = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();
const roleWord = (role: string) => role.toLowerCase();

function enforce(decision: MemberChangeDecision): void {
  if (decision === "owner_protected") throw ownerProtected();
  if (decision === "forbidden") throw forbidden("Only the workspace's owner and editors can manage its members");
}

/** `GET members/{id}/members`: any reader may see who has access. */
export async function listWorkspaceMembers(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  page: { page: number; limit: number },
): Promise<{ data: WorkspaceMembersPage; meta: PageMeta }> {
  await requireWorkspaceAccess(ctx.db, actor, workspaceId, "view");
  const { rows, total } = await listMembers(ctx.db, workspaceId, page);
  return { data: { members: rows.map(presentMember), total }, meta: pageMeta(page.page, page.limit, total) };
}

/**
 * `POST members/{id}/members` (owner, editors, ADMIN): adds an active person with a share role
 * (VIEWER by default). Someone already a member answers 409, also when two requests race.
 */
export async function addWorkspaceMember(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  body: AddMemberBody,
): Promise<WorkspaceMember> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const grant = await requireWorkspaceAccess(tx, actor, workspaceId, "edit", {
      lock: true,
      refusal: "Only the workspace's owner and editors can manage its members",
    });
    const user = await findUserById(tx, body.userId);
    if (user?.accountState !== "active") throw noSuchPerson();
    if (await findMemberByUser(tx, workspaceId, body.userId)) throw memberExists();
    const memberId = newId();
    await insertMember(tx, {
      id: memberId,
      workspaceId,
      userId: body.userId,
      role: body.role,
      now: ctx.clock.now(),
    });
    const member = presentMember(await mustFind(tx, workspaceId, memberId));
    await recordActivity(ctx, tx, events, actor, {
      workspaceId,
      action: "member.added",
      targetType: "member",
      targetId: memberId,
      summary: `added ${fullName(member)} as ${roleWord(member.role)}`,
      details: { userId: member.userId, role: member.role },
    });
    events.add(workspaceChannel(workspaceId), WORKSPACE_EVENTS.memberAdded, { workspaceId, member });
    events.add(userChannel(member.userId), WORKSPACE_USER_EVENTS.accessGranted, { workspaceId, role: member.role });
    const sharer = await findUserById(tx, actor.userId);
    await notify(
      tx,
      events,
      [
        {
          userId: member.userId,
          actorId: actor.userId,
          kind: "workspace.shared",
          title: `${sharer ? `${sharer.firstName} ${sharer.lastName}` : "Someone"} shared ${grant.workspace.name} with you`,
          body: `You were added as ${roleWord(member.role)}.`,
          link: workspacePath("BEARISH", workspaceId),
          details: { workspaceId, role: member.role },
        },
      ],
      ctx.clock.now(),
    );
    return member;
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? memberExists() : error;
  });
}

async function mustFind(db: Db, workspaceId: string, memberId: string): Promise<MemberRecord> {
  const member = await findMember(db, workspaceId, memberId);
  if (!member) throw memberNotFound();
  return member;
}

/**
 * `PUT members/{id}/member/{memberId}` (owner, editors, ADMIN): a new role; REVOKE_ACCESS removes
 * the member. The owner's role never changes.
 */
export async function changeWorkspaceMember(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  memberId: string,
  role: ShareRole,
): Promise<MemberChange> {
  if (role === "REVOKE_ACCESS") return removeWorkspaceMember(ctx, actor, workspaceId, memberId);
  const change = await inWorkspaceTransaction(ctx, async (tx, events) => {
    const grant = await requireWorkspaceAccess(tx, actor, workspaceId, "view", { lock: true });
    const target = await mustFind(tx, workspaceId, memberId);
    enforce(canChangeMemberRole(grant.access, target));
    if (target.role === role) return { removed: false, member: presentMember(target) };
    await updateMemberRole(tx, memberId, role, ctx.clock.now());
    const member = presentMember({ ...target, role });
    await recordActivity(ctx, tx, events, actor, {
      workspaceId,
      action: "member.role_changed",
      targetType: "member",
      targetId: memberId,
      summary: `made ${fullName(member)} ${roleWord(role)} (was ${roleWord(target.role)})`,
      details: { userId: member.userId, from: target.role, to: role },
    });
    events.add(workspaceChannel(workspaceId), WORKSPACE_EVENTS.memberUpdated, { workspaceId, member });
    events.add(userChannel(member.userId), WORKSPACE_USER_EVENTS.accessGranted, { workspaceId, role });
    return { removed: false, member, changed: true };
  });
  // Their open pages follow the new role (read-only for a viewer or commenter).
  if ("changed" in change) await ctx.collab.recheckWorkspace(workspaceId);
  return { removed: change.removed, member: change.member };
}

/**
 * `DELETE members/{id}/member/{memberId}`: the owner, editors and ADMIN remove others; any member
 * may leave. The owner cannot be removed.
 */
export async function removeWorkspaceMember(
  ctx: AppContext,
  actor: SessionActor,
  workspaceId: string,
  memberId: string,
): Promise<MemberChange> {
  const removed = await inWorkspaceTransaction(ctx, async (tx, events) => {
    const grant = await requireWorkspaceAccess(tx, actor, workspaceId, "view", { lock: true });
    const target = await mustFind(tx, workspaceId, memberId);
    enforce(canRemoveMember(actor, grant.access, target));
    await deleteMember(tx, memberId);
    const member = presentMember(target);
    await recordActivity(ctx, tx, events, actor, {
      workspaceId,
      action: "member.removed",
      targetType: "member",
      targetId: memberId,
      summary: target.userId === actor.userId ? "left the workspace" : `removed ${fullName(member)}`,
      details: { userId: member.userId, role: member.role },
    });
    announceRemoval(events, workspaceId, member);
    return { removed: true, member };
  });
  // Their open pages close (unless they still see the workspace by its link).
  await ctx.collab.recheckWorkspace(workspaceId);
  return removed;
}

function announceRemoval(events: WorkspaceEvents, workspaceId: string, member: WorkspaceMember): void {
  events.add(workspaceChannel(workspaceId), WORKSPACE_EVENTS.memberRemoved, {
    workspaceId,
    memberId: member.memberId,
    userId: member.userId,
  });
  events.add(userChannel(member.userId), WORKSPACE_USER_EVENTS.accessRevoked, { workspaceId, role: null });
  // Their open view of the workspace stops receiving its events (unless they still see it by link).
  events.recheck(workspaceChannel(workspaceId));
}
