import { idParamSchema, successEnvelope } from "@bearish/shared/api/envelope";
import {
  cloudFolderSchema,
  cloudFoldersQuerySchema,
  createCloudFolderSchema,
  updateCloudFolderSchema,
} from "@bearish/shared/cloud-storage/cloud-file";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { createFolder, listFolders, trashFolder, updateFolder } from "./cloud-folders.service";

const tags = ["cloud-storage"];
const one = { 200: successEnvelope(cloudFolderSchema) };

/** Folders of the product's own drive (spec §7 create-folder and get-all-folders; rename, move and trash beyond it). */
export const cloudFoldersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    "/cloud-storage/file/create-folder",
    {
      schema: {
        tags,
        summary: "Create a folder (a taken name gets the first free 'name (n)')",
        body: createCloudFolderSchema,
        response: { 201: successEnvelope(cloudFolderSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await createFolder(ctx, requireActor(request), request.body), "Folder created"),
  );

  app.get(
    "/cloud-storage/file/get-all-folders",
    {
      schema: {
        tags,
        summary: "Folders directly in a directory of a drive, or the folders shared with the caller",
        querystring: cloudFoldersQuerySchema,
        response: { 200: successEnvelope(z.array(cloudFolderSchema)) },
      },
    },
    async (request) => {
      const { items, meta } = await listFolders(ctx, requireActor(request), request.query);
      return ok(items, "Folders", meta);
    },
  );

  app.put(
    "/cloud-storage/file/update-folder/:id",
    {
      schema: {
        tags,
        summary: "Rename (editors) and/or move (owner) a folder with everything below it",
        params: idParamSchema,
        body: updateCloudFolderSchema,
        response: one,
      },
    },
    async (request) =>
      ok(await updateFolder(ctx, requireActor(request), request.params.id, request.body), "Folder updated"),
  );

  app.delete(
    "/cloud-storage/file/delete-folder/:id",
    {
      schema: {
        tags,
        summary: "Move a folder and everything below it to the trash (owner)",
        params: idParamSchema,
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(await trashFolder(ctx, requireActor(request), request.params.id), "Folder moved to the trash"),
  );
};
