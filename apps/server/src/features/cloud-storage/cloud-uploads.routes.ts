import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import {
  CLOUD_UPLOAD_FILES_FIELD,
  CLOUD_VERSION_FILE_FIELD,
  cloudFileAccessSchema,
  cloudFileSchema,
  cloudFileUrlSchema,
  cloudFileVersionSchema,
} from "@bearish/shared/cloud-storage/cloud-file";
import { MAX_BATCH_FILES } from "@bearish/shared/uploads/upload";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { readMultipartForm, registerUploadForms } from "../uploads/multipart-form";
import { requestFileUrl } from "./cloud-file-access.service";
import { defineCloudTextJobs } from "./cloud-text-extract.job";
import { type FormReader, uploadCloudFiles } from "./cloud-uploads.service";
import { addVersion, listVersions, restoreVersion } from "./cloud-versions.service";

const tags = ["cloud-storage"];
const FILE = "/cloud-storage/file";

/**
 * Cloud uploads, versions and signed access URLs. Files stream from the request into the blob
 * store; the multipart parser is registered in this scope only.
 */
export const cloudUploadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Defined at start, so extractions still queued from before a restart run without waiting for a new upload.
  defineCloudTextJobs(ctx);
  const maxFileBytes = ctx.config.uploadMaxBytes;
  const refuseBodiesOver = await registerUploadForms(app, maxFileBytes);

  /** The form's parts in order; a request that is not multipart has no fields and no files. */
  const formOf =
    (request: FastifyRequest, fileField: string): FormReader =>
    async (onFile) =>
      request.isMultipart() ? readMultipartForm(request, { fileField, maxFileBytes, onFile }) : new Map();

  app.post(
    `${FILE}/upload-file`,
    {
      onRequest: refuseBodiesOver(MAX_BATCH_FILES),
      schema: {
        tags,
        summary: `Upload up to ${MAX_BATCH_FILES} files into a folder (multipart "${CLOUD_UPLOAD_FILES_FIELD}", folderLocation, locking.isLocked, ownerId)`,
        consumes: ["multipart/form-data"],
        response: { 201: successEnvelope(z.array(cloudFileSchema)) },
      },
    },
    async (request, reply) => {
      const files = await uploadCloudFiles(
        ctx,
        requireActor(request),
        formOf(request, CLOUD_UPLOAD_FILES_FIELD),
        Number(request.headers["content-length"]),
      );
      return created(reply, files, files.length === 1 ? "File uploaded" : `${files.length} files uploaded`);
    },
  );

  app.get(
    `${FILE}/:id/versions`,
    {
      schema: {
        tags,
        summary: "Every version of a file, newest first (view access)",
        params: idParamSchema,
        response: { 200: successEnvelope(z.array(cloudFileVersionSchema)) },
      },
    },
    async (request) => ok(await listVersions(ctx, requireActor(request), request.params.id), "Versions"),
  );

  app.post(
    `${FILE}/:id/versions`,
    {
      onRequest: refuseBodiesOver(1),
      schema: {
        tags,
        summary: `Upload a new version of a file (edit access; multipart "${CLOUD_VERSION_FILE_FIELD}")`,
        consumes: ["multipart/form-data"],
        params: idParamSchema,
        response: { 201: successEnvelope(cloudFileSchema) },
      },
    },
    async (request, reply) => {
      const file = await addVersion(
        ctx,
        requireActor(request),
        request.params.id,
        formOf(request, CLOUD_VERSION_FILE_FIELD),
      );
      return created(reply, file, "Version added");
    },
  );

  app.post(
    `${FILE}/:id/versions/:versionId/restore`,
    {
      schema: {
        tags,
        summary: "Make an old version current again, as a new version (edit access)",
        params: z.object({ id: z.uuid(), versionId: z.uuid() }),
        response: { 200: successEnvelope(cloudFileSchema) },
      },
    },
    async (request) =>
      ok(
        await restoreVersion(ctx, requireActor(request), request.params.id, request.params.versionId),
        "Version restored",
      ),
  );

  app.post(
    `${FILE}/:id/access`,
    {
      schema: {
        tags,
        summary: "A signed URL to view (counts a view) or download (counts a download) a file or one of its versions",
        params: idParamSchema,
        body: cloudFileAccessSchema,
        response: { 200: successEnvelope(cloudFileUrlSchema) },
      },
    },
    async (request) =>
      ok(await requestFileUrl(ctx, requireActor(request), request.params.id, request.body), "File URL"),
  );
};
