import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import {
  approvalDecisionBodySchema,
  approvalListSchema,
  approvalRequestBodySchema,
  approvalSchema,
  myApprovalsQuerySchema,
} from "@bearish/shared/tasks/task-approvals";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  decideTaskApproval,
  listApprovalsOfTask,
  listMyApprovals,
  requestTaskApproval,
} from "./task-approvals.service";

const tags = ["task approvals"];
const approvalParamsSchema = z.object({ id: z.uuid(), approvalId: z.uuid() });

/** Approval requests on tasks: ask a member, who approves or rejects; both sides are told. */
export const taskApprovalsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/task/approvals",
    {
      schema: {
        tags,
        summary: "The caller's approvals across tasks (role approver or requester, optional status)",
        querystring: myApprovalsQuerySchema,
        response: { 200: successEnvelope(z.array(approvalSchema)) },
      },
    },
    async (request) => {
      const page = await listMyApprovals(ctx, requireActor(request), request.query);
      return ok(page.data, "Approvals", page.meta);
    },
  );

  app.get(
    "/task/:id/approvals",
    {
      schema: {
        tags,
        summary: "A task's approval requests, newest first, with the count per status",
        params: idParamSchema,
        response: { 200: successEnvelope(approvalListSchema) },
      },
    },
    async (request) => ok(await listApprovalsOfTask(ctx, requireActor(request), request.params.id), "Approvals"),
  );

  app.post(
    "/task/:id/approvals",
    {
      schema: {
        tags,
        summary: "Ask a member of the workspace to approve the task {text, approverId}",
        params: idParamSchema,
        body: approvalRequestBodySchema,
        response: { 201: successEnvelope(approvalSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await requestTaskApproval(ctx, requireActor(request), request.params.id, request.body),
        "Approval requested",
      ),
  );

  app.post(
    "/task/:id/approvals/:approvalId/decision",
    {
      schema: {
        tags,
        summary: "Approve or reject {decision, note?} (the approver only, while pending)",
        params: approvalParamsSchema,
        body: approvalDecisionBodySchema,
        response: { 200: successEnvelope(approvalSchema) },
      },
    },
    async (request) =>
      ok(
        await decideTaskApproval(
          ctx,
          requireActor(request),
          request.params.id,
          request.params.approvalId,
          request.body,
        ),
        request.body.decision === "APPROVED" ? "Approved" : "Rejected",
      ),
  );
};
