import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context";

/** Messages (spec §7): list, send (JSON or multipart, idempotent), edit, drafts, schedule, forward, read, unread, delete. */
export const messagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, { ctx: _ctx }) => {};
