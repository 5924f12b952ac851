import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context";

/** The page menu, comments and suggestions under `/api/page/{kind}/{workspaceId}/{targetId}` (signed in). */
export const pagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, { ctx: _ctx }) => {};

/** Published pages, read without signing in: `/api/public/page/{token}`. */
export const publicPagesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (_app, { ctx: _ctx }) => {};
