import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import {
  cloudFileSchema,
  cloudFilesQuerySchema,
  updateCloudFileSchema,
} from "@bearish/shared/cloud-storage/cloud-file";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import { getFile, listFiles, trashFile, updateFile } from "./cloud-files.service";

const tags = ["cloud-storage"];
const one = { 200: successEnvelope(cloudFileSchema) };

/** Files of the product's own drive (spec §7 get-all-files, get one, update-file; trash beyond it). */
export const cloudFilesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/cloud-storage/file/get-all-files",
    {
      schema: {
        tags,
        summary: "Files of one folder of a drive, or every file the caller may see (shared, media)",
        querystring: cloudFilesQuerySchema,
        response: { 200: successEnvelope(z.array(cloudFileSchema)) },
      },
    },
    async (request) => {
      const { items, meta } = await listFiles(ctx, requireActor(request), request.query);
      return ok(items, "Files", meta);
    },
  );

  app.get(
    "/cloud-storage/file/get-file/:id",
    { schema: { tags, summary: "One file", params: idParamSchema, response: one } },
    async (request) => ok(await getFile(ctx, requireActor(request), request.params.id), "File"),
  );

  app.put(
    "/cloud-storage/file/update-file/:id",
    {
      schema: {
        tags,
        summary: "Move (folderLocation), rename, describe, tag, lock, watermark, expire or connect a file",
        params: idParamSchema,
        body: updateCloudFileSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateFile(ctx, requireActor(request), request.params.id, request.body), "File updated"),
  );

  app.delete(
    "/cloud-storage/file/delete-file/:id",
    {
      schema: {
        tags,
        summary: "Move a file to the trash (owner)",
        params: idParamSchema,
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => ok(await trashFile(ctx, requireActor(request), request.params.id), "File moved to the trash"),
  );
};
