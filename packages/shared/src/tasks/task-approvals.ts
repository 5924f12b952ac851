import { z } from "zod";
import { MAX_PAGE } from "../api/envelope";
import { commentAuthorSchema } from "./task-comments";

/** The request-approval panel (spec §2): tabs Approved, Pending, Rejected. */
export const APPROVAL_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_TEXT_MAX_LENGTH = 2000;

/** `POST task/{id}/approvals`: ask a member of the workspace to approve the task. */
export const approvalRequestBodySchema = z.object({
  text: z
    .string({ error: "Write what needs approving" })
    .trim()
    .min(1, "Write what needs approving")
    .max(APPROVAL_TEXT_MAX_LENGTH, `A request must be at most ${APPROVAL_TEXT_MAX_LENGTH} characters`),
  approverId: z.uuid("Choose an approver"),
});
export type ApprovalRequestBody = z.infer<typeof approvalRequestBodySchema>;

/** `POST task/{id}/approvals/{approvalId}/decision`: only the approver, only while pending. */
export const approvalDecisionBodySchema = z.object({
  decision: z.enum(["APPROVED", "REJECTED"]),
  note: z.string().trim().max(APPROVAL_TEXT_MAX_LENGTH).optional(),
});
export type ApprovalDecisionBody = z.infer<typeof approvalDecisionBodySchema>;

export const approvalSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  workspaceId: z.string(),
  taskName: z.string(),
  text: z.string(),
  status: z.enum(APPROVAL_STATUSES),
  requester: commentAuthorSchema.nullable(),
  approver: commentAuthorSchema.nullable(),
  note: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Approval = z.infer<typeof approvalSchema>;

/** `GET task/{id}/approvals` answers the list and the count per tab. */
export const approvalListSchema = z.object({
  approvals: z.array(approvalSchema),
  counts: z.object({ APPROVED: z.number().int(), PENDING: z.number().int(), REJECTED: z.number().int() }),
});
export type ApprovalList = z.infer<typeof approvalListSchema>;

/** `GET task/approvals?role=approver|requester&status=`: across tasks (the approver's inbox). */
export const myApprovalsQuerySchema = z.object({
  role: z.enum(["approver", "requester"]).default("approver"),
  status: z.enum(APPROVAL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE, `page must be at most ${MAX_PAGE}`).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
});

/** Realtime on `workspace:<id>`: `task-approval-updated {approval}`; on the approver's and requester's `user:<id>` too. */
export const TASK_APPROVAL_EVENT = "task-approval-updated";
