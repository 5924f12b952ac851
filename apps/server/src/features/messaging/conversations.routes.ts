import { successEnvelope } from "@bearish/shared/api/envelope";
import {
  type ConversationType,
  chatListQuerySchema,
  conversationParamsSchema,
  conversationSchema,
  createChatBodySchema,
  hideChannelBodySchema,
  hideChatBodySchema,
  type MessagingPlatform,
  pinBodySchema,
  platformParamSchema,
  starBodySchema,
  starQuerySchema,
} from "@bearish/shared/messaging/conversation";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { channelsRoutes } from "./conversation-members.routes";
import {
  type ConversationStateChange,
  changeConversationState,
  deleteConversation,
  getConversation,
  listConversations,
  startChat,
} from "./conversations.service";
import { registerMessagingRealtime } from "./messaging-realtime";

const tags = ["messaging"];
const one = { 200: successEnvelope(conversationSchema) };
const list = { 200: successEnvelope(z.array(conversationSchema)) };
const params = conversationParamsSchema;
const deleted = { 200: successEnvelope(z.object({ id: z.string() })) };

/** The chats' toggles whose route has no body of its own. */
const FLAG_ACTIONS = {
  mute: { field: "isMuted", value: true },
  unmute: { field: "isMuted", value: false },
  block: { field: "isBlocked", value: true },
  unblock: { field: "isBlocked", value: false },
} as const;

const flag = (
  field: Extract<ConversationStateChange, { kind: "flag" }>["field"],
  value: boolean,
): ConversationStateChange => ({ kind: "flag", field, value });

/** Runs one toggle for the route's conversation and answers it as the caller now sees it. */
function stateAnswer(
  ctx: AppContext,
  request: FastifyRequest & { params: { platform: MessagingPlatform; id: string } },
  type: ConversationType,
  change: ConversationStateChange,
) {
  const { platform, id } = request.params;
  return changeConversationState(ctx, requireActor(request), type, platform, id, change).then((c) =>
    ok(c, type === "chat" ? "Chat updated" : "Channel updated"),
  );
}

const chatRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  for (const kind of ["inbox", "archive"] as const) {
    app.get(
      kind === "inbox" ? "/chats/:platform" : "/chats/:platform/archive",
      {
        schema: {
          tags,
          summary: kind === "inbox" ? "The caller's chats (inbox)" : "The caller's hidden chats",
          params: platformParamSchema,
          querystring: chatListQuerySchema,
          response: list,
        },
      },
      async (request) => {
        const page = await listConversations(
          ctx,
          requireActor(request),
          "chat",
          request.params.platform,
          kind,
          request.query,
        );
        return ok(page.items, "Chats", page.meta);
      },
    );
  }

  app.get(
    "/chats/:platform/:id",
    { schema: { tags, summary: "One chat with every member", params, response: one } },
    async (request) =>
      ok(await getConversation(ctx, requireActor(request), "chat", request.params.platform, request.params.id), "Chat"),
  );

  app.post(
    "/chats/:platform",
    {
      schema: {
        tags,
        summary: "Start a chat; the same people answer their existing chat (200)",
        params: platformParamSchema,
        body: createChatBodySchema,
        response: { 200: one[200], 201: one[200] },
      },
    },
    async (request, reply) => {
      const result = await startChat(ctx, requireActor(request), request.params.platform, request.body);
      return result.created ? created(reply, result.conversation, "Chat created") : ok(result.conversation, "Chat");
    },
  );

  const body = pinBodySchema.default({});
  app.patch("/chats/:platform/:id/pin", { schema: { tags, params, body, response: one } }, async (request) =>
    stateAnswer(ctx, request, "chat", flag("isPinned", request.body.isPinned ?? true)),
  );
  app.patch("/chats/:platform/:id/unpin", { schema: { tags, params, body, response: one } }, async (request) =>
    stateAnswer(ctx, request, "chat", flag("isPinned", false)),
  );

  const querystring = starQuerySchema;
  app.put("/chats/:platform/:id/star", { schema: { tags, params, querystring, response: one } }, async (request) =>
    stateAnswer(ctx, request, "chat", flag("isStarred", request.query.isStar ?? true)),
  );
  app.put("/chats/:platform/:id/unstar", { schema: { tags, params, querystring, response: one } }, async (request) =>
    stateAnswer(ctx, request, "chat", flag("isStarred", false)),
  );
  app.put(
    "/chats/:id/star",
    {
      schema: {
        tags,
        summary: "Star or unstar a bearish chat by id (body isStar)",
        params: conversationParamsSchema.pick({ id: true }),
        body: starBodySchema,
        response: one,
      },
    },
    async (request) => {
      const conversation = await changeConversationState(
        ctx,
        requireActor(request),
        "chat",
        "bearish",
        request.params.id,
        flag("isStarred", request.body.isStar),
      );
      return ok(conversation, "Chat updated");
    },
  );

  const hideBody = hideChatBodySchema.default({});
  app.post("/chats/:platform/:id/hide", { schema: { tags, params, body: hideBody, response: one } }, async (request) =>
    stateAnswer(ctx, request, "chat", flag("isHidden", request.body.hide ?? true)),
  );
  app.post(
    "/chats/:platform/:id/unhide",
    { schema: { tags, params, body: hideBody, response: one } },
    async (request) => stateAnswer(ctx, request, "chat", flag("isHidden", false)),
  );

  for (const [action, change] of Object.entries(FLAG_ACTIONS)) {
    app.put(`/chats/:platform/:id/${action}`, { schema: { tags, params, response: one } }, async (request) =>
      stateAnswer(ctx, request, "chat", flag(change.field, change.value)),
    );
  }
  app.put("/chats/:platform/:id/read", { schema: { tags, params, response: one } }, async (request) =>
    stateAnswer(ctx, request, "chat", { kind: "read" }),
  );
  app.put("/chats/:platform/:id/unread", { schema: { tags, params, response: one } }, async (request) =>
    stateAnswer(ctx, request, "chat", { kind: "unread" }),
  );

  app.delete(
    "/chats/:platform/:id",
    {
      schema: {
        tags,
        summary: "Delete a chat from the caller's lists (a new message brings it back)",
        params,
        response: deleted,
      },
    },
    async (request) =>
      ok(
        await deleteConversation(ctx, requireActor(request), "chat", request.params.platform, request.params.id),
        "Chat deleted",
      ),
  );
};

/** The channels' per-person toggles (spec §7: pin, hide and unhide are POST; the rest PUT). */
const channelStateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const body = pinBodySchema.default({});
  app.post("/channels/:platform/:id/pin", { schema: { tags, params, body, response: one } }, async (request) =>
    stateAnswer(ctx, request, "channel", flag("isPinned", request.body.isPinned ?? true)),
  );
  app.post("/channels/:platform/:id/unpin", { schema: { tags, params, body, response: one } }, async (request) =>
    stateAnswer(ctx, request, "channel", flag("isPinned", false)),
  );
  const hideBody = hideChannelBodySchema.default({});
  app.post(
    "/channels/:platform/:id/hide",
    { schema: { tags, params, body: hideBody, response: one } },
    async (request) => stateAnswer(ctx, request, "channel", flag("isHidden", request.body.isHidden ?? true)),
  );
  app.post(
    "/channels/:platform/:id/unhide",
    { schema: { tags, params, body: hideBody, response: one } },
    async (request) => stateAnswer(ctx, request, "channel", flag("isHidden", false)),
  );
  const querystring = starQuerySchema;
  app.put("/channels/:platform/:id/star", { schema: { tags, params, querystring, response: one } }, async (request) =>
    stateAnswer(ctx, request, "channel", flag("isStarred", request.query.isStar ?? true)),
  );
  app.put("/channels/:platform/:id/unstar", { schema: { tags, params, querystring, response: one } }, async (request) =>
    stateAnswer(ctx, request, "channel", flag("isStarred", false)),
  );
  app.put("/channels/:platform/:id/mute", { schema: { tags, params, response: one } }, async (request) =>
    stateAnswer(ctx, request, "channel", flag("isMuted", true)),
  );
  app.put("/channels/:platform/:id/unmute", { schema: { tags, params, response: one } }, async (request) =>
    stateAnswer(ctx, request, "channel", flag("isMuted", false)),
  );
  app.put("/channels/:platform/:id/read", { schema: { tags, params, response: one } }, async (request) =>
    stateAnswer(ctx, request, "channel", { kind: "read" }),
  );
  app.put("/channels/:platform/:id/unread", { schema: { tags, params, response: one } }, async (request) =>
    stateAnswer(ctx, request, "channel", { kind: "unread" }),
  );
};

/**
 * Chats and channels (spec §7): lists, create, per-person state, members. Also lets members
 * subscribe to (and type on) `chat:bearish:<id>` and `channel:bearish:<id>`.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerMessagingRealtime(ctx);
  await app.register(chatRoutes, { ctx });
  await app.register(channelsRoutes, { ctx });
  await app.register(channelStateRoutes, { ctx });
};
