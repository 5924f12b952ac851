import { and, desc, eq, exists, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { taskApprovals, tasks } from "../../db/schema/tasks";
import { users } from "../../db/schema/users";
import { workspaceMembers, workspaces } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";
import type { PersonRef } from "./task-comments.repository";

export interface ApprovalRecord {
  id: string;
  taskId: string;
  workspaceId: string;
  taskName: string;
  requesterId: string | null;
  approverId: string | null;
  text: string;
  status: string;
  note: string | null;
  decidedAt: Date | null;
  createdAt: Date;
  requester: PersonRef | null;
  approver: PersonRef | null;
}

const requesters = alias(users, "requesters");
const approvers = alias(users, "approvers");

const columns = {
  id: taskApprovals.id,
  taskId: taskApprovals.taskId,
  workspaceId: taskApprovals.workspaceId,
  taskName: tasks.name,
  requesterId: taskApprovals.requesterId,
  approverId: taskApprovals.approverId,
  text: taskApprovals.text,
  status: taskApprovals.status,
  note: taskApprovals.note,
  decidedAt: taskApprovals.decidedAt,
  createdAt: taskApprovals.createdAt,
  requesterFirstName: requesters.firstName,
  requesterLastName: requesters.lastName,
  requesterAvatar: requesters.avatar,
  approverFirstName: approvers.firstName,
  approverLastName: approvers.lastName,
  approverAvatar: approvers.avatar,
};

type Row = Omit<ApprovalRecord, "requester" | "approver"> & {
  requesterFirstName: string | null;
  requesterLastName: string | null;
  requesterAvatar: string | null;
  approverFirstName: string | null;
  approverLastName: string | null;
  approverAvatar: string | null;
};

function person(id: string | null, firstName: string | null, lastName: string | null, avatar: string | null) {
  return id === null || firstName === null ? null : { id, firstName, lastName: lastName ?? "", avatar };
}

function toRecord(r: Row): ApprovalRecord {
  const {
    requesterFirstName,
    requesterLastName,
    requesterAvatar,
    approverFirstName,
    approverLastName,
    approverAvatar,
    ...rest
  } = r;
  return {
    ...rest,
    requester: person(r.requesterId, requesterFirstName, requesterLastName, requesterAvatar),
    approver: person(r.approverId, approverFirstName, approverLastName, approverAvatar),
  };
}

function selectApprovals(db: Db) {
  return db
    .select(columns)
    .from(taskApprovals)
    .innerJoin(tasks, eq(tasks.id, taskApprovals.taskId))
    .leftJoin(requesters, eq(requesters.id, taskApprovals.requesterId))
    .leftJoin(approvers, eq(approvers.id, taskApprovals.approverId));
}

export async function insertApproval(
  db: Db,
  a: {
    id: string;
    taskId: string;
    workspaceId: string;
    requesterId: string;
    approverId: string;
    text: string;
    now: Date;
  },
): Promise<void> {
  await db.insert(taskApprovals).values({
    id: a.id,
    taskId: a.taskId,
    workspaceId: a.workspaceId,
    requesterId: a.requesterId,
    approverId: a.approverId,
    text: a.text,
    status: "PENDING",
    createdAt: a.now,
  });
}

export async function findApproval(db: Db, taskId: string, approvalId: string): Promise<ApprovalRecord | null> {
  const [row] = await selectApprovals(db)
    .where(and(eq(taskApprovals.id, approvalId), eq(taskApprovals.taskId, taskId)))
    .limit(1);
  return row ? toRecord(row) : null;
}

/** A task's approvals, newest first. */
export async function listTaskApprovals(db: Db, taskId: string): Promise<ApprovalRecord[]> {
  const rows = await selectApprovals(db)
    .where(eq(taskApprovals.taskId, taskId))
    .orderBy(desc(taskApprovals.createdAt), desc(taskApprovals.id));
  return rows.map(toRecord);
}

/**
 * Decides a pending approval; false when it was no longer pending (someone decided first).
 */
export async function decideApproval(
  db: Db,
  approvalId: string,
  decision: { status: "APPROVED" | "REJECTED"; note: string | null; now: Date },
): Promise<boolean> {
  const changed = await db
    .update(taskApprovals)
    .set({ status: decision.status, note: decision.note, decidedAt: decision.now })
    .where(and(eq(taskApprovals.id, approvalId), eq(taskApprovals.status, "PENDING")))
    .returning({ id: taskApprovals.id });
  return changed.length > 0;
}

/** Which workspaces a person reaches (mirrors `workspaceAccess`): all, memberships, or memberships and links. */
export type ApprovalReach = "everything" | "memberships" | "memberships-and-links";

/** A person's approvals (as approver or requester) on live tasks of workspaces they still see, newest first. */
export async function listPersonApprovals(
  db: Db,
  query: {
    userId: string;
    role: "approver" | "requester";
    status?: string | undefined;
    reach: ApprovalReach;
    page: number;
    limit: number;
  },
): Promise<{ rows: ApprovalRecord[]; total: number }> {
  const member = exists(
    db
      .select({ one: sql`1` })
      .from(workspaceMembers)
      .where(
        and(eq(workspaceMembers.workspaceId, taskApprovals.workspaceId), eq(workspaceMembers.userId, query.userId)),
      ),
  );
  let visible: SQL | undefined;
  if (query.reach === "memberships") visible = member;
  else if (query.reach === "memberships-and-links")
    visible = or(member, eq(workspaces.generalAccess, "anyone_with_link"));
  const where = and(
    eq(query.role === "approver" ? taskApprovals.approverId : taskApprovals.requesterId, query.userId),
    query.status ? eq(taskApprovals.status, query.status) : undefined,
    isNull(tasks.deletedAt),
    isNull(workspaces.deletedAt),
    visible,
  );
  const [rows, [count]] = await Promise.all([
    selectApprovals(db)
      .innerJoin(workspaces, eq(workspaces.id, taskApprovals.workspaceId))
      .where(where)
      .orderBy(desc(taskApprovals.createdAt), desc(taskApprovals.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(taskApprovals)
      .innerJoin(tasks, eq(tasks.id, taskApprovals.taskId))
      .innerJoin(workspaces, eq(workspaces.id, taskApprovals.workspaceId))
      .where(where),
  ]);
  return { rows: rows.map(toRecord), total: count?.n ?? 0 };
}
