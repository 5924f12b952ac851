import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../platform/context";

/** GET/PUT settings/message-center (spec §7), per person. */
export const messageCenterSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  _app,
  { ctx: _ctx },
) => {};
