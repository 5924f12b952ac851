import { successEnvelope } from "@bearish/shared/api/envelope";
import {
  PAGE_FILE_FIELD,
  PAGE_FILE_MAX_BYTES,
  pageFileParamsSchema,
  pageFileUploadedSchema,
  pageFileUrlSchema,
  publicPageFileParamsSchema,
} from "@bearish/shared/pages/page-files";
import { pageParamsSchema } from "@bearish/shared/pages/page-targets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { readMultipartForm, registerUploadForms } from "../uploads/multipart-form";
import { pageFileUrl, publicPageFileUrl, uploadPageFile } from "./page-files.service";

const tags = ["pages"];
const FILES = "/page/:kind/:workspaceId/:targetId/files";

/**
 * Images of a page (signed in): upload one, and trade a stored page file path for a freshly signed
 * URL. The multipart parser is registered in this scope only.
 */
export const pageFilesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const maxFileBytes = Math.min(PAGE_FILE_MAX_BYTES, ctx.config.uploadMaxBytes);
  const refuseBodiesOver = await registerUploadForms(app, maxFileBytes);

  app.post(
    FILES,
    {
      onRequest: refuseBodiesOver(1),
      schema: {
        tags,
        summary: `Upload an image into the page: PNG, JPEG, GIF or WebP (editors; multipart "${PAGE_FILE_FIELD}")`,
        consumes: ["multipart/form-data"],
        params: pageParamsSchema,
        response: { 201: successEnvelope(pageFileUploadedSchema) },
      },
    },
    async (request, reply) => {
      const uploaded = await uploadPageFile(ctx, requireActor(request), request.params, async (onFile) => {
        if (!request.isMultipart()) return;
        await readMultipartForm(request, { fileField: PAGE_FILE_FIELD, maxFileBytes, onFile });
      });
      return created(reply, uploaded, "Image uploaded");
    },
  );

  app.get(
    `${FILES}/:uploadId`,
    {
      schema: {
        tags,
        summary: "A freshly signed URL of one of the page's files (readers)",
        params: pageFileParamsSchema,
        response: { 200: successEnvelope(pageFileUrlSchema) },
      },
    },
    async (request) => ok(await pageFileUrl(ctx, requireActor(request), request.params), "File URL"),
  );
};

/** A file of a published page, without signing in: `/api/public/page/{token}/files/{uploadId}`. */
export const publicPageFilesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/public/page/:token/files/:uploadId",
    {
      config: { rateLimit: { max: Math.max(1, Math.floor(ctx.config.rateLimitPerMinute / 4)), timeWindow: 60_000 } },
      schema: {
        tags,
        summary: "A freshly signed URL of a published page's file (no sign-in; header x-page-password when needed)",
        security: [],
        params: publicPageFileParamsSchema,
        response: { 200: successEnvelope(pageFileUrlSchema) },
      },
    },
    async (request, reply) => {
      // The signed URL is a credential that expires: never kept by a cache.
      reply.header("Cache-Control", "no-store");
      const header = request.headers["x-page-password"];
      const password = Array.isArray(header) ? header[0] : header;
      return ok(await publicPageFileUrl(ctx, request.params.token, request.params.uploadId, password), "File URL");
    },
  );
};
