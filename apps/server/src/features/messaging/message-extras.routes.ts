import { successEnvelope } from "@bearish/shared/api/envelope";
import {
  archiveMessageBodySchema,
  conversationQuerySchema,
  mediaItemSchema,
  mediaParamsSchema,
  mediaQuerySchema,
  messageParamsSchema,
  messageSchema,
  pagedQuerySchema,
  pinMessageBodySchema,
  pollOptionsBodySchema,
  pollVoteBodySchema,
  reactionBodySchema,
  starMessageBodySchema,
} from "@bearish/shared/messaging/message";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import { listMarked, listPinned, setMark, setPinned, setReaction } from "./message-extras.service";
import { listConversationMedia } from "./message-media.service";
import { editPollOptions, lockPoll, votePoll } from "./message-polls.service";

const tags = ["message extras"];
const messageAnswer = { 200: successEnvelope(messageSchema) };
const messageListAnswer = { 200: successEnvelope(z.array(messageSchema)) };
const pinnedQuerySchema = conversationQuerySchema.extend({
  chatId: z.uuid({ error: (issue) => (issue.input === undefined ? "chatId is required" : "chatId must be a UUID") }),
});

/** Per-message extras (spec §7): pin, star, archive, reactions, polls, the media files panel. */
export const messageExtrasRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // ── Pins (shared by the conversation) ──
  app.post(
    "/message/pin",
    {
      schema: {
        tags,
        summary: "Pin a message for everyone in its conversation {messageId, isPinned (false unpins)}",
        body: pinMessageBodySchema,
        response: messageAnswer,
      },
    },
    async (request) => {
      const pinned = request.body.isPinned ?? true;
      const message = await setPinned(ctx, requireActor(request), request.body.messageId, pinned);
      return ok(message, pinned ? "Message pinned" : "Message unpinned");
    },
  );

  app.post(
    "/message/unpin",
    {
      schema: { tags, summary: "Unpin a message {messageId}", body: pinMessageBodySchema, response: messageAnswer },
    },
    async (request) =>
      ok(await setPinned(ctx, requireActor(request), request.body.messageId, false), "Message unpinned"),
  );

  app.get(
    "/messages/pinned",
    {
      schema: {
        tags,
        summary: "A conversation's pinned messages, newest pin first (at most 100) ?chatId",
        querystring: pinnedQuerySchema,
        response: messageListAnswer,
      },
    },
    async (request) => ok(await listPinned(ctx, requireActor(request), request.query.chatId), "Pinned messages"),
  );

  // ── Stars and archive (the caller's own) ──
  app.patch(
    "/messages/starred",
    {
      schema: {
        tags,
        summary: "Star or unstar a message for yourself {messageId, isStarred}",
        body: starMessageBodySchema,
        response: messageAnswer,
      },
    },
    async (request) => {
      const { messageId, isStarred } = request.body;
      const message = await setMark(ctx, requireActor(request), messageId, "starred", isStarred);
      return ok(message, isStarred ? "Message starred" : "Message unstarred");
    },
  );

  app.get(
    "/messages/starred",
    {
      schema: {
        tags,
        summary: "Your starred messages, newest star first (page, limit 50, optional chatId)",
        querystring: pagedQuerySchema,
        response: messageListAnswer,
      },
    },
    async (request) => {
      const page = await listMarked(ctx, requireActor(request), "starred", request.query);
      return ok(page.data, "Starred messages", page.meta);
    },
  );

  app.post(
    "/messages/archived",
    {
      schema: {
        tags,
        summary: "Archive a message for yourself {messageId}",
        body: archiveMessageBodySchema,
        response: messageAnswer,
      },
    },
    async (request) =>
      ok(await setMark(ctx, requireActor(request), request.body.messageId, "archived", true), "Message archived"),
  );

  app.post(
    "/messages/unarchive",
    {
      schema: {
        tags,
        summary: "Unarchive a message {messageId}",
        body: archiveMessageBodySchema,
        response: messageAnswer,
      },
    },
    async (request) =>
      ok(await setMark(ctx, requireActor(request), request.body.messageId, "archived", false), "Message unarchived"),
  );

  app.get(
    "/messages/archived",
    {
      schema: {
        tags,
        summary: "Your archived messages, newest first (page, limit 50, optional chatId)",
        querystring: pagedQuerySchema,
        response: messageListAnswer,
      },
    },
    async (request) => {
      const page = await listMarked(ctx, requireActor(request), "archived", request.query);
      return ok(page.data, "Archived messages", page.meta);
    },
  );

  // ── Reactions ──
  app.post(
    "/messages/:msgId/setReaction",
    {
      schema: {
        tags,
        summary: "React to a message with an emoji {reaction} (once per person and emoji)",
        params: messageParamsSchema,
        body: reactionBodySchema,
        response: messageAnswer,
      },
    },
    async (request) =>
      ok(
        await setReaction(ctx, requireActor(request), request.params.msgId, request.body.reaction, true),
        "Reaction added",
      ),
  );

  app.put(
    "/messages/:msgId/unsetReaction",
    {
      schema: {
        tags,
        summary: "Remove your reaction {reaction}",
        params: messageParamsSchema,
        body: reactionBodySchema,
        response: messageAnswer,
      },
    },
    async (request) =>
      ok(
        await setReaction(ctx, requireActor(request), request.params.msgId, request.body.reaction, false),
        "Reaction removed",
      ),
  );

  // ── Polls ──
  app.put(
    "/messages/:msgId/poll/options",
    {
      schema: {
        tags,
        summary: "Change an open poll's question and options (its author; `id` keeps an option)",
        params: messageParamsSchema,
        body: pollOptionsBodySchema,
        response: messageAnswer,
      },
    },
    async (request) =>
      ok(await editPollOptions(ctx, requireActor(request), request.params.msgId, request.body), "Poll updated"),
  );

  app.post(
    "/messages/:msgId/poll/lock",
    {
      schema: {
        tags,
        summary: "Lock options and allow voting (the poll's author; more than one option)",
        params: messageParamsSchema,
        response: messageAnswer,
      },
    },
    async (request) => ok(await lockPoll(ctx, requireActor(request), request.params.msgId), "Poll locked"),
  );

  app.post(
    "/messages/:msgId/poll/vote",
    {
      schema: {
        tags,
        summary: "Vote on a locked poll {optionId} (one vote per person; voting again moves it)",
        params: messageParamsSchema,
        body: pollVoteBodySchema,
        response: messageAnswer,
      },
    },
    async (request) =>
      ok(await votePoll(ctx, requireActor(request), request.params.msgId, request.body.optionId), "Vote recorded"),
  );

  // ── Media files panel ──
  app.get(
    "/messages/files/:platform/:chatId/:type",
    {
      schema: {
        tags,
        summary: "A conversation's files and links, newest first (filter, sender, searchQuery, page, limit 50)",
        params: mediaParamsSchema,
        querystring: mediaQuerySchema,
        response: { 200: successEnvelope(z.array(mediaItemSchema)) },
      },
    },
    async (request) => {
      const { platform, chatId, type } = request.params;
      const page = await listConversationMedia(ctx, requireActor(request), platform, chatId, type, request.query);
      return ok(page.data, "Media files", page.meta);
    },
  );
};
