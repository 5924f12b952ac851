import { successEnvelope } from "@bearish/shared/api/envelope";
import {
  type ConversationType,
  conversationParamsSchema,
  conversationSchema,
} from "@bearish/shared/messaging/conversation";
import {
  conversationMessageParamsSchema,
  editMessageBodySchema,
  forwardBodySchema,
  MESSAGE_FILES_MAX,
  messageListQuerySchema,
  messageParamsSchema,
  messageSchema,
  patchMessageBodySchema,
  rescheduleBodySchema,
  scheduleMessageBodySchema,
} from "@bearish/shared/messaging/message";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  cancelScheduledMessage,
  defineScheduledMessageJob,
  rescheduleMessage,
  scheduleMessage,
} from "./message-schedule";
import { MESSAGE_FILES_FIELD, readMessageForm } from "./messages.form";
import {
  deleteMessage,
  editMessage,
  forwardMessage,
  getMessage,
  listMessages,
  listUnsent,
  markRead,
  markUnread,
  patchMessage,
  sendMessage,
} from "./messages.service";

const tags = ["messages"];
const one = successEnvelope(messageSchema);
const list = successEnvelope(z.array(messageSchema));
const idAnswer = successEnvelope(z.object({ id: z.string() }));
const ROOTS: [string, ConversationType][] = [
  ["chats", "chat"],
  ["channels", "channel"],
];

/** Messages (spec §7): list, send (JSON or multipart, idempotent), edit, drafts, schedule, forward, read, unread, delete. */
export const messagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineScheduledMessageJob(ctx);
  // Writing messages is counted per person as well as per address: a quarter of the general
  // per-minute limit (300 with the default), so one account cannot flood conversations.
  const perSender = {
    rateLimit: {
      max: Math.max(1, Math.floor(ctx.config.rateLimitPerMinute / 4)),
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `message-writer:${request.actor?.userId ?? request.ip}`,
    },
  };
  // Multipart sends only (this scope): up to MESSAGE_FILES_MAX files beside the text fields.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: ctx.config.uploadMaxBytes,
      // One more than allowed, so the form reader answers an extra file with the messaging limit's text.
      files: MESSAGE_FILES_MAX + 1,
      fields: 50,
      fieldSize: 256 * 1024,
      parts: MESSAGE_FILES_MAX + 51,
      headerPairs: 100,
    },
  });

  for (const [root, type] of ROOTS) {
    const base = `/${root}/:platform/:id/messages`;

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `A ${type}'s messages: page 1 is the newest pageSize, oldest first; beforeSeq pages back`,
          params: conversationParamsSchema,
          querystring: messageListQuerySchema,
          response: { 200: list },
        },
      },
      async (request) => {
        const { platform, id } = request.params;
        const page = await listMessages(ctx, requireActor(request), type, platform, id, request.query);
        return ok(page.data, "Messages", page.meta);
      },
    );

    app.post(
      base,
      {
        config: perSender,
        schema: {
          tags,
          summary: `Send a message to a ${type} (JSON, or multipart with "${MESSAGE_FILES_FIELD}" parts); a retried clientMessageId answers the stored one`,
          consumes: ["application/json", "multipart/form-data"],
          params: conversationParamsSchema,
          response: { 200: one, 201: one },
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const { platform, id } = request.params;
        const { body, stored } = await readMessageForm(ctx, request);
        const result = await sendMessage(ctx, actor, type, platform, id, { ...body, stored });
        return result.created ? created(reply, result.message, "Message sent") : ok(result.message, "Already sent");
      },
    );

    app.post(
      `${base}/schedule`,
      {
        config: perSender,
        schema: {
          tags,
          summary: `Schedule a message in a ${type} {scheduledAt in the future}`,
          params: conversationParamsSchema,
          body: scheduleMessageBodySchema,
          response: { 200: one, 201: one },
        },
      },
      async (request, reply) => {
        const { platform, id } = request.params;
        const result = await scheduleMessage(ctx, requireActor(request), type, platform, id, {
          ...request.body,
          stored: [],
        });
        return result.created
          ? created(reply, result.message, "Message scheduled")
          : ok(result.message, "Already scheduled");
      },
    );

    app.get(
      `${base}/scheduled`,
      {
        schema: {
          tags,
          summary: "Your scheduled messages here",
          params: conversationParamsSchema,
          response: { 200: list },
        },
      },
      async (request) => {
        const { platform, id } = request.params;
        return ok(await listUnsent(ctx, requireActor(request), type, platform, id, "scheduled"), "Scheduled messages");
      },
    );

    app.get(
      `${base}/drafts`,
      { schema: { tags, summary: "Your drafts here", params: conversationParamsSchema, response: { 200: list } } },
      async (request) => {
        const { platform, id } = request.params;
        return ok(await listUnsent(ctx, requireActor(request), type, platform, id, "draft"), "Drafts");
      },
    );

    app.patch(
      `${base}/schedule/:msgId`,
      {
        schema: {
          tags,
          summary: "Move (and optionally rewrite) your scheduled message",
          params: conversationMessageParamsSchema,
          body: rescheduleBodySchema,
          response: { 200: one },
        },
      },
      async (request) => {
        const { platform, id, msgId } = request.params;
        return ok(
          await rescheduleMessage(ctx, requireActor(request), type, platform, id, msgId, request.body),
          "Message rescheduled",
        );
      },
    );

    app.delete(
      `${base}/schedule/:msgId`,
      {
        schema: {
          tags,
          summary: "Cancel your scheduled message",
          params: conversationMessageParamsSchema,
          response: { 200: idAnswer },
        },
      },
      async (request) => {
        const { platform, id, msgId } = request.params;
        return ok(
          await cancelScheduledMessage(ctx, requireActor(request), type, platform, id, msgId),
          "Scheduled message cancelled",
        );
      },
    );

    app.post(
      `${base}/:msgId/forward`,
      {
        config: perSender,
        schema: {
          tags,
          summary: "Forward a message to a conversation you belong to {chatId, content}",
          params: conversationMessageParamsSchema,
          body: forwardBodySchema,
          response: { 201: one },
        },
      },
      async (request, reply) => {
        const { platform, id, msgId } = request.params;
        return created(
          reply,
          await forwardMessage(ctx, requireActor(request), type, platform, id, msgId, request.body),
          "Message forwarded",
        );
      },
    );
  }

  app.get(
    "/messages/:msgId",
    { schema: { tags, summary: "One message", params: messageParamsSchema, response: { 200: one } } },
    async (request) => ok(await getMessage(ctx, requireActor(request), request.params.msgId), "Message"),
  );

  app.put(
    "/messages/:msgId",
    {
      config: perSender,
      schema: {
        tags,
        summary: "Edit your own message {content, mentions}",
        params: messageParamsSchema,
        body: editMessageBodySchema,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await editMessage(ctx, requireActor(request), request.params.msgId, request.body), "Message updated"),
  );

  app.patch(
    "/messages/:msgId",
    {
      config: perSender,
      schema: {
        tags,
        summary: "Change your draft or scheduled message {content}; isDraft false sends it now",
        params: messageParamsSchema,
        body: patchMessageBodySchema,
        response: { 200: one },
      },
    },
    async (request) =>
      ok(await patchMessage(ctx, requireActor(request), request.params.msgId, request.body), "Message updated"),
  );

  app.post(
    "/messages/:msgId/read",
    {
      schema: {
        tags,
        summary: "Mark read up to this message",
        params: messageParamsSchema,
        response: { 200: successEnvelope(conversationSchema) },
      },
    },
    async (request) => ok(await markRead(ctx, requireActor(request), request.params.msgId), "Marked read"),
  );

  app.post(
    "/messages/:msgId/unread",
    {
      schema: {
        tags,
        summary: "Mark unread from this message",
        params: messageParamsSchema,
        response: { 200: successEnvelope(conversationSchema) },
      },
    },
    async (request) => ok(await markUnread(ctx, requireActor(request), request.params.msgId), "Marked unread"),
  );

  app.delete(
    "/messages/:msgId",
    {
      schema: {
        tags,
        summary: "Delete a message (its sender, or the channel's owner)",
        params: messageParamsSchema,
        response: { 200: idAnswer },
      },
    },
    async (request) => ok(await deleteMessage(ctx, requireActor(request), request.params.msgId), "Message deleted"),
  );
};
