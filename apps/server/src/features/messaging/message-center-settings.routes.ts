import { successEnvelope } from "@bearish/shared/api/envelope";
import {
  messageCenterSettingsSchema,
  updateMessageCenterSettingsSchema,
} from "@bearish/shared/messaging/message-center-settings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import { getMessageCenterSettings, updateMessageCenterSettings } from "./message-center-settings.service";

const tags = ["messaging"];
const response = { 200: successEnvelope(messageCenterSettingsSchema) };

/** GET/PUT settings/message-center (spec §7), per person. */
export const messageCenterSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/settings/message-center",
    { schema: { tags, summary: "The caller's messaging preferences", response } },
    async (request) => ok(await getMessageCenterSettings(ctx, requireActor(request)), "Message center settings"),
  );

  app.put(
    "/settings/message-center",
    {
      schema: {
        tags,
        summary: "Change any subset of the caller's messaging preferences",
        body: updateMessageCenterSettingsSchema,
        response,
      },
    },
    async (request) =>
      ok(await updateMessageCenterSettings(ctx, requireActor(request), request.body), "Message center settings saved"),
  );
};
