import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { userChannel, workspaceChannel } from "@bearish/shared/realtime/channels";
import {
  APPROVAL_STATUSES,
  type Approval,
  type ApprovalDecisionBody,
  type ApprovalList,
  type ApprovalRequestBody,
  type ApprovalStatus,
  TASK_APPROVAL_EVENT,
} from "@bearish/shared/tasks/task-approvals";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, forbidden, invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { notify } from "../notifications/notifications.service";
import { findUserById } from "../users/users.repository";
import { recordActivity } from "../workspaces/activity.service";
import { findWorkspaceGrant } from "../workspaces/workspace-access";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { listsEveryWorkspace, reachedByLinks } from "../workspaces/workspaces.policy";
import { requireTaskAccess } from "./task-access";
import { presentApproval } from "./task-approvals.presenter";
import {
  type ApprovalReach,
  type ApprovalRecord,
  decideApproval,
  findApproval,
  insertApproval,
  listPersonApprovals,
  listTaskApprovals,
} from "./task-approvals.repository";
import { findPerson, listWorkspacePeople } from "./task-comments.repository";
import { fullName, preview, taskLabel, taskLink } from "./task-social";

const approvalNotFound = () => notFound("Approval request not found");
const alreadyDecided = () => new AppError("task.approval_decided", 409, "This request has already been decided");
const approverInvalid = (message: string) => invalid(message, [{ path: "body.approverId", message }]);

/** `GET task/{id}/approvals`: every reader; newest first, with the count per tab. */
export async function listApprovalsOfTask(ctx: AppContext, actor: SessionActor, taskId: string): Promise<ApprovalList> {
  await requireTaskAccess(ctx.db, actor, taskId, "view");
  const approvals = (await listTaskApprovals(ctx.db, taskId)).map(presentApproval);
  const counts = Object.fromEntries(APPROVAL_STATUSES.map((s) => [s, 0])) as Record<ApprovalStatus, number>;
  for (const a of approvals) counts[a.status] += 1;
  return { approvals, counts };
}

/** Sends the approval to the workspace and to those of its two people who may still see the task. */
function publishApproval(events: WorkspaceEvents, approval: Approval, stillSee: readonly string[]): void {
  events.add(workspaceChannel(approval.workspaceId), TASK_APPROVAL_EVENT, { approval });
  for (const person of [approval.requester, approval.approver]) {
    if (person && stillSee.includes(person.id)) events.add(userChannel(person.id), TASK_APPROVAL_EVENT, { approval });
  }
}

/** Whether someone (by id) may still see a workspace: an active account the access rules let in. */
async function maySee(db: Db, userId: string, workspaceId: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (user?.accountState !== "active") return false;
  return (await findWorkspaceGrant(db, { userId, role: user.role, sessionId: "" }, workspaceId)) !== null;
}

async function mustFind(db: Db, taskId: string, approvalId: string): Promise<ApprovalRecord> {
  const found = await findApproval(db, taskId, approvalId);
  if (!found) throw approvalNotFound();
  return found;
}

const nameOf = async (db: Db, userId: string) => {
  const p = await findPerson(db, userId);
  return p ? fullName(p) : "Someone";
};

/**
 * `POST task/{id}/approvals` (commenters and above): asks a member of the workspace (not yourself,
 * not an auditor, who changes nothing) to approve; the approver is told.
 */
export async function requestTaskApproval(
  ctx: AppContext,
  actor: SessionActor,
  taskId: string,
  body: ApprovalRequestBody,
): Promise<Approval> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { task, grant } = await requireTaskAccess(tx, actor, taskId, "comment", {
      lock: true,
      refusal: "Only the workspace's owner, editors and commenters can request approvals",
    });
    if (body.approverId === actor.userId) throw approverInvalid("You cannot ask yourself to approve");
    const approver = (await listWorkspacePeople(tx, task.workspaceId)).find((p) => p.id === body.approverId);
    if (!approver || approver.orgRole === "AUDITOR") {
      throw approverInvalid("The approver must be a member of this workspace");
    }
    const id = newId();
    await insertApproval(tx, {
      id,
      taskId,
      workspaceId: task.workspaceId,
      requesterId: actor.userId,
      approverId: approver.id,
      text: body.text,
      now: ctx.clock.now(),
    });
    const approval = presentApproval(await mustFind(tx, taskId, id));
    const label = taskLabel(grant.workspace.name, task);
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: task.workspaceId,
      action: "task.approval_requested",
      targetType: "task",
      targetId: taskId,
      summary: `asked ${fullName(approver)} to approve ${label}`,
      details: { taskId, approvalId: id, approverId: approver.id },
    });
    await notify(
      tx,
      events,
      [
        {
          userId: approver.id,
          actorId: actor.userId,
          kind: "task.approval_requested",
          title: `${await nameOf(tx, actor.userId)} asked you to approve ${label}`,
          body: preview(body.text),
          link: taskLink(task),
          details: { workspaceId: task.workspaceId, taskId, approvalId: id },
        },
      ],
      ctx.clock.now(),
    );
    publishApproval(events, approval, [actor.userId, approver.id]);
    return approval;
  });
}

/**
 * `POST task/{id}/approvals/{approvalId}/decision`: only the approver (403 for anyone else who
 * sees the task), only while pending (409 after); the requester is told.
 */
export async function decideTaskApproval(
  ctx: AppContext,
  actor: SessionActor,
  taskId: string,
  approvalId: string,
  body: ApprovalDecisionBody,
): Promise<Approval> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { task, grant } = await requireTaskAccess(tx, actor, taskId, "view", { lock: true });
    const existing = await mustFind(tx, taskId, approvalId);
    if (existing.approverId !== actor.userId) throw forbidden("Only the person asked can decide this request");
    if (existing.status !== "PENDING") throw alreadyDecided();
    const note = body.note ? body.note : null;
    if (!(await decideApproval(tx, approvalId, { status: body.decision, note, now: ctx.clock.now() }))) {
      throw alreadyDecided();
    }
    const approval = presentApproval(await mustFind(tx, taskId, approvalId));
    const label = taskLabel(grant.workspace.name, task);
    const verb = body.decision === "APPROVED" ? "approved" : "rejected";
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: task.workspaceId,
      action: "task.approval_decided",
      targetType: "task",
      targetId: taskId,
      summary: `${verb} the request on ${label}`,
      details: { taskId, approvalId, decision: body.decision },
    });
    // The requester may have lost the workspace since asking: then they hear nothing of it.
    const requesterSees = existing.requesterId ? await maySee(tx, existing.requesterId, task.workspaceId) : false;
    if (existing.requesterId && requesterSees) {
      await notify(
        tx,
        events,
        [
          {
            userId: existing.requesterId,
            actorId: actor.userId,
            kind: "task.approval_decided",
            title: `${await nameOf(tx, actor.userId)} ${verb} your request on ${label}`,
            body: preview(note ?? existing.text),
            link: taskLink(task),
            details: { workspaceId: task.workspaceId, taskId, approvalId, decision: body.decision },
          },
        ],
        ctx.clock.now(),
      );
    }
    publishApproval(
      events,
      approval,
      requesterSees && existing.requesterId ? [existing.requesterId, actor.userId] : [actor.userId],
    );
    return approval;
  });
}

function reachOf(orgRole: string): ApprovalReach {
  if (listsEveryWorkspace(orgRole)) return "everything";
  return reachedByLinks(orgRole) ? "memberships-and-links" : "memberships";
}

/** `GET task/approvals`: the caller's requests to decide (or made), on tasks they can still see. */
export async function listMyApprovals(
  ctx: AppContext,
  actor: SessionActor,
  query: { role: "approver" | "requester"; status?: ApprovalStatus | undefined; page: number; limit: number },
): Promise<{ data: Approval[]; meta: PageMeta }> {
  const { rows, total } = await listPersonApprovals(ctx.db, {
    userId: actor.userId,
    role: query.role,
    status: query.status,
    reach: reachOf(actor.role),
    page: query.page,
    limit: query.limit,
  });
  return { data: rows.map(presentApproval), meta: pageMeta(query.page, query.limit, total) };
}
