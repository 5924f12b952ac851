import { successEnvelope } from "@bearish/shared/api/envelope";
import { cloudTrashItemSchema, cloudTrashQuerySchema } from "@bearish/shared/cloud-storage/cloud-file";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { ok } from "../../platform/respond";
import { deleteFromTrash, emptyTrash, listTrash, restoreFromTrash } from "./cloud-trash.service";

const tags = ["cloud-storage"];
const itemParams = z.object({ kind: z.enum(["file", "folder"]), id: z.uuid() });

/** The caller's trash: list, restore a group, delete for good, empty. */
export const cloudTrashRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/cloud-storage/trash",
    {
      schema: {
        tags,
        summary: "The caller's trash (what they trashed), newest first",
        querystring: cloudTrashQuerySchema,
        response: { 200: successEnvelope(z.array(cloudTrashItemSchema)) },
      },
    },
    async (request) => {
      const { items, meta } = await listTrash(ctx, requireActor(request), request.query);
      return ok(items, "Trash", meta);
    },
  );

  app.post(
    "/cloud-storage/trash/:kind/:id/restore",
    {
      schema: {
        tags,
        summary: "Restore a trashed file or folder (with everything trashed with it)",
        params: itemParams,
        response: {
          200: successEnvelope(z.object({ id: z.string(), directory: z.string(), name: z.string() })),
        },
      },
    },
    async (request) =>
      ok(await restoreFromTrash(ctx, requireActor(request), request.params.kind, request.params.id), "Restored"),
  );

  app.delete(
    "/cloud-storage/trash/:kind/:id",
    {
      schema: {
        tags,
        summary: "Delete a trashed file or folder for good",
        params: itemParams,
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(await deleteFromTrash(ctx, requireActor(request), request.params.kind, request.params.id), "Deleted for good"),
  );

  app.delete(
    "/cloud-storage/trash",
    {
      schema: {
        tags,
        summary: "Empty the caller's trash",
        response: { 200: successEnvelope(z.object({ deleted: z.number().int() })) },
      },
    },
    async (request) => ok(await emptyTrash(ctx, requireActor(request)), "Trash emptied"),
  );
};
