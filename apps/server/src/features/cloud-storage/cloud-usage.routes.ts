import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context";

/** Routes of the cloud storage area (filled in by its owner; see README.md). */
export const cloudUsageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, { ctx: _ctx }) => {};
