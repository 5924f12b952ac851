import { successEnvelope } from "@bearish/shared/api/envelope";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../platform/context";
import { AppError } from "../../platform/errors";
import { ok } from "../../platform/respond";

const healthSchema = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgres"]),
  mail: z.enum(["file", "smtp"]),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/health",
    {
      config: { rateLimit: false },
      schema: {
        tags: ["health"],
        summary: "Liveness with a database check",
        response: { 200: successEnvelope(healthSchema) },
      },
    },
    async (request) => {
      try {
        await ctx.database.ping();
      } catch (err) {
        request.log.error({ err }, "health check: database unreachable");
        throw new AppError("server.unavailable", 503, "Database unavailable");
      }
      return ok(
        {
          status: "ok" as const,
          database: ctx.database.kind,
          mail: ctx.mailer.transportKind,
          uptimeSeconds: Math.round(process.uptime()),
        },
        "Healthy",
      );
    },
  );
};
