import type { Approval, ApprovalStatus } from "@bearish/shared/tasks/task-approvals";
import type { ApprovalRecord } from "./task-approvals.repository";
import { presentPersonRef } from "./task-social";

export function presentApproval(a: ApprovalRecord): Approval {
  return {
    id: a.id,
    taskId: a.taskId,
    workspaceId: a.workspaceId,
    taskName: a.taskName,
    text: a.text,
    // Written only from APPROVAL_STATUSES.
    status: a.status as ApprovalStatus,
    requester: presentPersonRef(a.requester),
    approver: presentPersonRef(a.approver),
    note: a.note,
    decidedAt: a.decidedAt ? a.decidedAt.toISOString() : null,
    createdAt: a.createdAt.toISOString(),
  };
}
