import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import {
  notificationListQuerySchema,
  notificationSchema,
  snoozeBodySchema,
} from "@bearish/shared/notifications/notification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import {
  defineNotificationWakeJob,
  listMyNotifications,
  readAllNotifications,
  readNotification,
  snoozeMyNotification,
} from "./notifications.service";

const tags = ["notifications"];

/** Notifications (messaging spec §7): the caller's own only; anyone else's answers 404. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  defineNotificationWakeJob(ctx);
  app.get(
    "/message/notifications",
    {
      schema: {
        tags,
        summary: "The caller's notifications of a tab (new, done, snoozed), newest first",
        querystring: notificationListQuerySchema,
        response: { 200: successEnvelope(z.array(notificationSchema)) },
      },
    },
    async (request) => {
      const page = await listMyNotifications(ctx, requireActor(request), request.query);
      return ok(page.data, "Notifications", page.meta);
    },
  );

  app.post(
    "/message/notifications/read-all",
    {
      schema: {
        tags,
        summary: "Mark every unread notification read: { updated }",
        response: { 200: successEnvelope(z.object({ updated: z.number().int() })) },
      },
    },
    async (request) => ok(await readAllNotifications(ctx, requireActor(request)), "Notifications read"),
  );

  app.post(
    "/message/notifications/:id/read",
    {
      schema: {
        tags,
        summary: "Mark a notification read",
        params: idParamSchema,
        response: { 200: successEnvelope(notificationSchema) },
      },
    },
    async (request) => ok(await readNotification(ctx, requireActor(request), request.params.id), "Notification read"),
  );

  app.post(
    "/message/notifications/:id/snooze",
    {
      schema: {
        tags,
        summary: "Snooze a notification until snoozeTime (in the future); it then comes back as new",
        params: idParamSchema,
        body: snoozeBodySchema,
        response: { 200: successEnvelope(notificationSchema) },
      },
    },
    async (request) =>
      ok(
        await snoozeMyNotification(ctx, requireActor(request), request.params.id, request.body.snoozeTime),
        "Notification snoozed",
      ),
  );
};
