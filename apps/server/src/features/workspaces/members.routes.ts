import { successEnvelope } from "@bearish/shared/api/envelope";
import { workspaceIdParamSchema } from "@bearish/shared/workspaces/workspace-ids";
import {
  addMemberBodySchema,
  memberChangeSchema,
  memberParamsSchema,
  membersQuerySchema,
  updateMemberBodySchema,
  workspaceMemberSchema,
  workspaceMembersPageSchema,
} from "@bearish/shared/workspaces/workspace-members";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  addWorkspaceMember,
  changeWorkspaceMember,
  listWorkspaceMembers,
  removeWorkspaceMember,
} from "./members.service";

const tags = ["workspace members"];

/** Sharing (spec §7 Members): list, add, change role (REVOKE_ACCESS removes), remove. */
export const membersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/members/:id/members",
    {
      schema: {
        tags,
        summary: "A workspace's members (page, limit default 20): { members, total }",
        params: workspaceIdParamSchema,
        querystring: membersQuerySchema,
        response: { 200: successEnvelope(workspaceMembersPageSchema) },
      },
    },
    async (request) => {
      const page = await listWorkspaceMembers(ctx, requireActor(request), request.params.id, request.query);
      return ok(page.data, "Members", page.meta);
    },
  );

  app.post(
    "/members/:id/members",
    {
      schema: {
        tags,
        summary: "Add a member {userId, role?} (role EDITOR, VIEWER or COMMENTER; VIEWER by default)",
        params: workspaceIdParamSchema,
        body: addMemberBodySchema,
        response: { 201: successEnvelope(workspaceMemberSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await addWorkspaceMember(ctx, requireActor(request), request.params.id, request.body),
        "Member added",
      ),
  );

  app.put(
    "/members/:id/member/:memberId",
    {
      schema: {
        tags,
        summary: "Change a member's role; REVOKE_ACCESS removes them",
        params: memberParamsSchema,
        body: updateMemberBodySchema,
        response: { 200: successEnvelope(memberChangeSchema) },
      },
    },
    async (request) => {
      const change = await changeWorkspaceMember(
        ctx,
        requireActor(request),
        request.params.id,
        request.params.memberId,
        request.body.role,
      );
      return ok(change, change.removed ? "Member removed" : "Member updated");
    },
  );

  app.delete(
    "/members/:id/member/:memberId",
    {
      schema: {
        tags,
        summary: "Remove a member (owner, editors, ADMIN; anyone may leave)",
        params: memberParamsSchema,
        response: { 200: successEnvelope(memberChangeSchema) },
      },
    },
    async (request) =>
      ok(
        await removeWorkspaceMember(ctx, requireActor(request), request.params.id, request.params.memberId),
        "Member removed",
      ),
  );
};
