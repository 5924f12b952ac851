import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import {
  batchUploadedFileSchema,
  deletedUploadSchema,
  MAX_BATCH_FILES,
  UPLOAD_BATCH_FIELD,
  UPLOAD_FILE_FIELD,
  uploadDetailsSchema,
  uploadedFileSchema,
} from "@bearish/shared/uploads/upload";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { multipartError, registerUploadForms } from "./multipart-form";
import { presentBatchItem, presentDetails, presentUploaded } from "./uploads.presenter";
import { deleteUpload, fileTooLarge, getUpload, type IncomingFile, uploadFile, uploadFiles } from "./uploads.service";

const tags = ["uploads"];

/**
 * Signed-in upload endpoints (spec: POST upload-files, POST upload-files/batch, DELETE
 * upload-files/{id}; plus GET upload-files/{id} for details and a fresh URL). Files stream from
 * the request into the blob store; the multipart parser is registered in this scope only.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const maxFileBytes = ctx.config.uploadMaxBytes;
  const refuseBodiesOver = await registerUploadForms(app, maxFileBytes);

  app.post(
    "/upload-files",
    {
      onRequest: refuseBodiesOver(1),
      schema: {
        tags,
        summary: `Upload one file (multipart field "${UPLOAD_FILE_FIELD}")`,
        consumes: ["multipart/form-data"],
        response: { 201: successEnvelope(uploadedFileSchema) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await uploadFile(ctx, actor, incomingFiles(request, UPLOAD_FILE_FIELD, maxFileBytes));
      return created(reply, presentUploaded(ctx, upload), "File uploaded");
    },
  );

  app.post(
    "/upload-files/batch",
    {
      onRequest: refuseBodiesOver(MAX_BATCH_FILES),
      schema: {
        tags,
        summary: `Upload up to ${MAX_BATCH_FILES} files at once, all or none (multipart field "${UPLOAD_BATCH_FIELD}")`,
        consumes: ["multipart/form-data"],
        response: { 201: successEnvelope(z.array(batchUploadedFileSchema)) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const uploads = await uploadFiles(ctx, actor, incomingFiles(request, UPLOAD_BATCH_FIELD, maxFileBytes));
      return created(
        reply,
        uploads.map((upload) => presentBatchItem(ctx, upload)),
        uploads.length === 1 ? "File uploaded" : `${uploads.length} files uploaded`,
      );
    },
  );

  app.get(
    "/upload-files/:id",
    {
      schema: {
        tags,
        summary: "An upload's details and a fresh signed URL (uploader or ADMIN)",
        params: idParamSchema,
        response: { 200: successEnvelope(uploadDetailsSchema) },
      },
    },
    async (request) => ok(presentDetails(ctx, await getUpload(ctx, requireActor(request), request.params.id)), "File"),
  );

  app.delete(
    "/upload-files/:id",
    {
      schema: {
        tags,
        summary: "Delete an upload (uploader or ADMIN); its URLs stop working",
        params: idParamSchema,
        response: { 200: successEnvelope(deletedUploadSchema) },
      },
    },
    async (request) => {
      const upload = await deleteUpload(ctx, requireActor(request), request.params.id);
      return ok({ id: upload.id }, "File deleted");
    },
  );
};

/**
 * The file parts of the request's form under `field`, in order. Parts under other names are read
 * and dropped; a request that is not multipart simply has no files. Parser limits become 413s.
 */
async function* incomingFiles(
  request: FastifyRequest,
  field: string,
  maxFileBytes: number,
): AsyncGenerator<IncomingFile> {
  if (!request.isMultipart()) return;
  try {
    for await (const part of request.parts()) {
      if (part.type !== "file") continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      // The parser would read (and drop) the rest of an oversized part to its end; fail at once
      // instead, so the answer is 413 and the rest of the body is never read.
      part.file.once("limit", () => part.file.destroy(fileTooLarge(maxFileBytes)));
      yield { filename: part.filename, stream: part.file, exceeded: () => part.file.truncated };
    }
  } catch (error) {
    throw multipartError(error, maxFileBytes);
  }
}
