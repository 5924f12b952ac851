import { REALTIME_CLOSE_CODES, REALTIME_MAX_FRAME_BYTES } from "@bearish/shared/realtime/frames";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { accountRoutes, authPublicRoutes } from "./features/auth/auth.routes";
import { cloudCommentsRoutes } from "./features/cloud-storage/cloud-comments.routes";
import { cloudFilesRoutes } from "./features/cloud-storage/cloud-files.routes";
import { cloudFoldersRoutes } from "./features/cloud-storage/cloud-folders.routes";
import { cloudSharesRoutes } from "./features/cloud-storage/cloud-shares.routes";
import { cloudTrashRoutes } from "./features/cloud-storage/cloud-trash.routes";
import { cloudUploadsRoutes } from "./features/cloud-storage/cloud-uploads.routes";
import { cloudUsageRoutes } from "./features/cloud-storage/cloud-usage.routes";
import { collabGatewayRoutes, collabRoutes } from "./features/collab/collab.routes";
import { departmentsRoutes } from "./features/departments/departments.routes";
import { healthRoutes } from "./features/health/health.routes";
import { linkPreviewRoutes } from "./features/link-preview/link-preview.routes";
import { conversationsRoutes } from "./features/messaging/conversations.routes";
import { messageCenterSettingsRoutes } from "./features/messaging/message-center-settings.routes";
import { messageExtrasRoutes } from "./features/messaging/message-extras.routes";
import { messagesRoutes } from "./features/messaging/messages.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { pagesRoutes, publicPagesRoutes } from "./features/pages/pages.routes";
import { realtimeGatewayRoutes, realtimeTicketRoutes } from "./features/realtime/realtime.routes";
import { searchRoutes } from "./features/search/search.routes";
import { taskApprovalsRoutes } from "./features/tasks/task-approvals.routes";
import { taskCommentsRoutes } from "./features/tasks/task-comments.routes";
import { tasksRoutes } from "./features/tasks/tasks.routes";
import { filesRoutes } from "./features/uploads/files.routes";
import { uploadsRoutes } from "./features/uploads/uploads.routes";
import { usersRoutes } from "./features/users/users.routes";
import { workspacesRoutes } from "./features/workspaces/workspaces.routes";
import { registerAuthGuard, signedInOnly } from "./platform/auth-guard";
import type { AppContext } from "./platform/context";
import { errorEnvelope, registerErrorHandler } from "./platform/errors";
import { registerSecurityHeaders } from "./platform/security-headers";
import { registerWebApp } from "./platform/web-app";

/** Builds the HTTP app from platform plugins and feature routes. No logic lives here. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  if (ctx.config.validateResponses) {
    app.setSerializerCompiler(serializerCompiler);
  } else {
    // Presenters build exact shapes; in production we skip re-validating every response.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  }
  registerErrorHandler(app);
  registerSecurityHeaders(app);

  await app.register(rateLimit, {
    global: false,
    max: ctx.config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: (_request, context) => ({
      ...errorEnvelope(429, "request.rate_limited", `Too many requests. Try again in ${context.after}.`),
    }),
  });
  // The first onRequest hook, so the limit also counts requests that the session lookup and the
  // signed-in check would refuse (per-route hooks run after those). Routes with their own
  // `rateLimit` setting (false for the health check) are left to it.
  const limit = app.rateLimit();
  app.addHook("onRequest", async function (request, reply) {
    if (request.routeOptions.config?.rateLimit != null) return;
    await limit.call(this, request, reply);
  });

  await app.register(swagger, {
    openapi: {
      info: { title: "Bearish API", version: "0.1.0", description: "The Bearish work suite API (DESIGN §3)." },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  // Frames over 64 KB are refused by ws itself (close 1009). On shutdown sockets close with 1001 so
  // clients reconnect, and resume, on another instance.
  await app.register(websocket, {
    options: { maxPayload: REALTIME_MAX_FRAME_BYTES },
    preClose: () => ctx.realtime.closeConnections(REALTIME_CLOSE_CODES.goingAway, "Server shutting down"),
    // A client's protocol error (oversized frame, bad UTF-8): ws has already closed that socket.
    errorHandler: (error, _socket, request) => request.log.info({ err: error.message }, "realtime socket error"),
  });

  registerAuthGuard(app, ctx);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authPublicRoutes, { ctx });
      await api.register(filesRoutes, { ctx });
      await api.register(realtimeGatewayRoutes, { ctx });
      await api.register(collabGatewayRoutes, { ctx });
      await api.register(publicPagesRoutes, { ctx });
      await api.register(async (signedIn) => {
        signedIn.addHook("onRequest", signedInOnly);
        await signedIn.register(accountRoutes, { ctx });
        await signedIn.register(usersRoutes, { ctx });
        await signedIn.register(departmentsRoutes, { ctx });
        await signedIn.register(uploadsRoutes, { ctx });
        await signedIn.register(linkPreviewRoutes, { ctx });
        await signedIn.register(searchRoutes, { ctx });
        await signedIn.register(realtimeTicketRoutes, { ctx });
        await signedIn.register(workspacesRoutes, { ctx });
        await signedIn.register(tasksRoutes, { ctx });
        await signedIn.register(taskCommentsRoutes, { ctx });
        await signedIn.register(taskApprovalsRoutes, { ctx });
        await signedIn.register(notificationsRoutes, { ctx });
        await signedIn.register(conversationsRoutes, { ctx });
        await signedIn.register(messagesRoutes, { ctx });
        await signedIn.register(messageExtrasRoutes, { ctx });
        await signedIn.register(messageCenterSettingsRoutes, { ctx });
        await signedIn.register(cloudFilesRoutes, { ctx });
        await signedIn.register(cloudFoldersRoutes, { ctx });
        await signedIn.register(cloudTrashRoutes, { ctx });
        await signedIn.register(cloudUsageRoutes, { ctx });
        await signedIn.register(cloudUploadsRoutes, { ctx });
        await signedIn.register(cloudCommentsRoutes, { ctx });
        await signedIn.register(cloudSharesRoutes, { ctx });
        await signedIn.register(collabRoutes, { ctx });
        await signedIn.register(pagesRoutes, { ctx });
      });
    },
    { prefix: "/api" },
  );

  await registerWebApp(app, ctx.config.webDistDir);
  return app;
}
