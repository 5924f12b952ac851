import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import {
  addCloudMemberSchema,
  CLOUD_SHARE_TARGETS,
  cloudMemberSchema,
  updateCloudMemberSchema,
} from "@bearish/shared/cloud-storage/cloud-file";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { addMember, changeMember, listMembers, removeMember } from "./cloud-shares.service";

const tags = ["cloud-storage"];
const memberParamsSchema = z.object({ id: z.uuid(), userId: z.uuid() });

/**
 * People a cloud file or folder is shared with: `cloud-storage/file/{id}/members` and
 * `cloud-storage/folder/{id}/members` (each target its own static path, so these never compete
 * with the other `cloud-storage/...` routes).
 */
export const cloudSharesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const target of CLOUD_SHARE_TARGETS) {
    const members = `/cloud-storage/${target}/:id/members`;

    app.get(
      members,
      {
        schema: {
          tags,
          summary: `People the ${target} is shared with (view access)`,
          params: idParamSchema,
          response: { 200: successEnvelope(z.array(cloudMemberSchema)) },
        },
      },
      async (request) => ok(await listMembers(ctx, requireActor(request), target, request.params.id), "Members"),
    );

    app.post(
      members,
      {
        schema: {
          tags,
          summary: `Share the ${target} with a person (owner only)`,
          params: idParamSchema,
          body: addCloudMemberSchema,
          response: { 201: successEnvelope(cloudMemberSchema) },
        },
      },
      async (request, reply) =>
        created(reply, await addMember(ctx, requireActor(request), target, request.params.id, request.body), "Shared"),
    );

    app.put(
      `${members}/:userId`,
      {
        schema: {
          tags,
          summary: `Change a person's role or expiry on the ${target} (owner only)`,
          params: memberParamsSchema,
          body: updateCloudMemberSchema,
          response: { 200: successEnvelope(cloudMemberSchema) },
        },
      },
      async (request) =>
        ok(
          await changeMember(
            ctx,
            requireActor(request),
            target,
            request.params.id,
            request.params.userId,
            request.body,
          ),
          "Member updated",
        ),
    );

    app.delete(
      `${members}/:userId`,
      {
        schema: {
          tags,
          summary: `Revoke a person's access to the ${target} (owner, or the person themself)`,
          params: memberParamsSchema,
          response: { 200: successEnvelope(z.object({ userId: z.string() })) },
        },
      },
      async (request) =>
        ok(
          await removeMember(ctx, requireActor(request), target, request.params.id, request.params.userId),
          "Access revoked",
        ),
    );
  }
};
