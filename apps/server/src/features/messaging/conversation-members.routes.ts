import { successEnvelope } from "@bearish/shared/api/envelope";
import {
  addMembersBodySchema,
  channelListQuerySchema,
  channelUserSchema,
  channelUsersQuerySchema,
  conversationParamsSchema,
  conversationSchema,
  createChannelBodySchema,
  memberParamsSchema,
  platformParamSchema,
  updateChannelBodySchema,
} from "@bearish/shared/messaging/conversation";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  addChannelMembers,
  browseChannels,
  joinChannel,
  listChannelUsers,
  removeChannelMember,
} from "./conversation-members.service";
import {
  createChannel,
  deleteConversation,
  getConversation,
  listConversations,
  updateChannel,
} from "./conversations.service";
import { requireOwnPlatform } from "./messaging-platform";

const tags = ["messaging"];
const one = { 200: successEnvelope(conversationSchema) };
const params = conversationParamsSchema;

/** Channels (spec §7): lists, browse and join, create, edit, members, delete. */
export const channelsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The teams of a Microsoft Teams account; Teams is not connected here.
  app.get("/channels/teams/all", { schema: { tags, summary: "Teams of the connected Teams account" } }, async () => {
    requireOwnPlatform("teams");
  });

  app.get(
    "/channels/:platform/users",
    {
      schema: {
        tags,
        summary: "Active people of the organisation who can be added",
        params: platformParamSchema,
        querystring: channelUsersQuerySchema,
        response: { 200: successEnvelope(z.array(channelUserSchema)) },
      },
    },
    async (request) => {
      const page = await listChannelUsers(ctx, requireActor(request), request.params.platform, request.query);
      return ok(page.items, "Users", page.meta);
    },
  );

  for (const kind of ["inbox", "archive"] as const) {
    app.get(
      kind === "inbox" ? "/channels/:platform" : "/channels/:platform/archive",
      {
        schema: {
          tags,
          summary: kind === "inbox" ? "The caller's channels (inbox)" : "The caller's hidden channels",
          params: platformParamSchema,
          querystring: channelListQuerySchema,
          response: { 200: successEnvelope(z.array(conversationSchema)) },
        },
      },
      async (request) => {
        const page = await listConversations(
          ctx,
          requireActor(request),
          "channel",
          request.params.platform,
          kind,
          request.query,
        );
        return ok(page.items, "Channels", page.meta);
      },
    );
  }

  app.get(
    "/channels/:platform/browse",
    {
      schema: {
        tags,
        summary: "Public channels the caller has not joined",
        params: platformParamSchema,
        querystring: z.object({ search: z.string().trim().max(200).optional() }),
        response: { 200: successEnvelope(z.array(conversationSchema)) },
      },
    },
    async (request) =>
      ok(await browseChannels(ctx, requireActor(request), request.params.platform, request.query.search), "Channels"),
  );

  app.post(
    "/channels/:platform",
    {
      schema: {
        tags,
        summary: "Create a channel; the caller owns it",
        params: platformParamSchema,
        body: createChannelBodySchema,
        response: { 201: one[200] },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await createChannel(ctx, requireActor(request), request.params.platform, request.body),
        "Channel created",
      ),
  );

  app.get(
    "/channels/:platform/:id",
    { schema: { tags, summary: "One channel with every member", params, response: one } },
    async (request) =>
      ok(
        await getConversation(ctx, requireActor(request), "channel", request.params.platform, request.params.id),
        "Channel",
      ),
  );

  app.patch(
    "/channels/:platform/:id",
    {
      schema: {
        tags,
        summary: "Rename, describe or change visibility (owner or ADMIN member)",
        params,
        body: updateChannelBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await updateChannel(ctx, requireActor(request), request.params.platform, request.params.id, request.body),
        "Channel updated",
      ),
  );

  app.post(
    "/channels/:platform/:id/join",
    { schema: { tags, summary: "Join a public channel", params, response: one } },
    async (request) =>
      ok(
        await joinChannel(ctx, requireActor(request), request.params.platform, request.params.id),
        "Joined the channel",
      ),
  );

  app.post(
    "/channels/:platform/:id/members",
    {
      schema: {
        tags,
        summary: "Add people (any member of a public channel; the owner of a private one)",
        params,
        body: addMembersBodySchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await addChannelMembers(
          ctx,
          requireActor(request),
          request.params.platform,
          request.params.id,
          request.body.userIds,
        ),
        "Members added",
      ),
  );

  app.delete(
    "/channels/:platform/:id/members/:userId",
    {
      schema: {
        tags,
        summary: "Remove someone (owner or ADMIN member), or leave (yourself)",
        params: memberParamsSchema,
        response: { 200: successEnvelope(z.union([conversationSchema, z.object({ left: z.literal(true) })])) },
      },
    },
    async (request) => {
      const { platform, id, userId } = request.params;
      const result = await removeChannelMember(ctx, requireActor(request), platform, id, userId);
      return ok(result, "left" in result ? "Left the channel" : "Member removed");
    },
  );

  app.delete(
    "/channels/:platform/:id",
    {
      schema: {
        tags,
        summary: "Delete a channel for everyone (owner or ADMIN member)",
        params,
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await deleteConversation(ctx, requireActor(request), "channel", request.params.platform, request.params.id),
        "Channel deleted",
      ),
  );
};
