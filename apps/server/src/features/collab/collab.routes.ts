import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context";

/** `POST /api/collab/ticket` (signed in) and version history under `/api/page/...`. */
export const collabRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, { ctx: _ctx }) => {};

/** The Hocuspocus WebSocket at `/api/collab` (the ticket is its token). */
export const collabGatewayRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, { ctx: _ctx }) => {};
