import { successEnvelope } from "@bearish/shared/api/envelope";
import { cloudUsageSchema } from "@bearish/shared/cloud-storage/cloud-file";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import { readStorageUsage } from "./cloud-usage.repository";

/** `GET cloud-storage/usage`: the caller's bytes (every version, trash included) against their quota. */
export const cloudUsageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/cloud-storage/usage",
    {
      schema: {
        tags: ["cloud-storage"],
        summary: "The caller's storage use and quota (bytes)",
        response: { 200: successEnvelope(cloudUsageSchema) },
      },
    },
    async (request) => {
      const usage = await readStorageUsage(ctx.db, requireActor(request).userId);
      return ok({ ...usage, quota: ctx.config.storageQuotaBytes }, "Storage usage");
    },
  );
};
