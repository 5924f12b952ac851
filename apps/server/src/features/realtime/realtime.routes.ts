import { successEnvelope } from "@bearish/shared/api/envelope";
import { realtimeTicketSchema } from "@bearish/shared/realtime/frames";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { unauthenticated } from "../../platform/errors";
import { ok } from "../../platform/respond";
import type { SessionActor } from "../../platform/session.repository";

const tags = ["realtime"];

/** Signed in: a single-use ticket for opening the WebSocket (so no token ever travels in a URL). */
export const realtimeTicketRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/realtime/ticket",
    {
      schema: {
        tags,
        summary: "A single-use ticket (30 s) for GET /api/realtime?ticket=...",
        response: { 200: successEnvelope(realtimeTicketSchema) },
      },
    },
    async (request) => ok(await ctx.realtime.issueTicket(requireActor(request)), "Ticket issued"),
  );
};

/**
 * The WebSocket gateway. The handshake redeems the ticket before upgrading: a missing, unknown,
 * used or expired ticket (or one whose session has ended) is refused with HTTP 401 and the error
 * envelope, and no socket is opened. The socket's identity is the ticket's user and session.
 */
export const realtimeGatewayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const actors = new WeakMap<FastifyRequest, SessionActor>();
  app.get(
    "/realtime",
    {
      websocket: true,
      schema: { querystring: z.object({ ticket: z.string().max(200).optional() }) },
      preHandler: async (request) => {
        const actor = await ctx.realtime.redeemTicket(request.query.ticket);
        if (!actor) throw unauthenticated("Invalid or expired realtime ticket");
        actors.set(request, actor);
      },
    },
    (socket, request) => {
      const actor = actors.get(request);
      if (!actor) {
        socket.close(1011, "No identity");
        return;
      }
      ctx.realtime.attach(socket, actor);
    },
  );
};
