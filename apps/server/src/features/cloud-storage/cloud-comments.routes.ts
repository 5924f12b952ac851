import { idParamSchema, pageQuerySchema, successEnvelope } from "@bearish/shared/api/envelope";
import { cloudFileCommentSchema, createCloudCommentSchema } from "@bearish/shared/cloud-storage/cloud-file";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { addComment, listComments, removeComment } from "./cloud-comments.service";

const tags = ["cloud-storage"];
const COMMENTS = "/cloud-storage/file/:id/comments";
/** Comments shown at once; a file with more pages on with `page`. */
const COMMENTS_DEFAULT_LIMIT = 200;

/** Comments on a cloud file (view to read, comment to write, author or owner to delete). */
export const cloudCommentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    COMMENTS,
    {
      schema: {
        tags,
        summary: "A file's comments, oldest first (view access)",
        params: idParamSchema,
        querystring: pageQuerySchema(COMMENTS_DEFAULT_LIMIT),
        response: { 200: successEnvelope(z.array(cloudFileCommentSchema)) },
      },
    },
    async (request) => {
      const { data, meta } = await listComments(ctx, requireActor(request), request.params.id, request.query);
      return ok(data, "Comments", meta);
    },
  );

  app.post(
    COMMENTS,
    {
      schema: {
        tags,
        summary: "Comment on a file (plain text; commenters, editors and the owner)",
        params: idParamSchema,
        body: createCloudCommentSchema,
        response: { 201: successEnvelope(cloudFileCommentSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await addComment(ctx, requireActor(request), request.params.id, request.body.body),
        "Comment added",
      ),
  );

  app.delete(
    `${COMMENTS}/:commentId`,
    {
      schema: {
        tags,
        summary: "Delete a comment (its author or the file's owner)",
        params: z.object({ id: z.uuid(), commentId: z.uuid() }),
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await removeComment(ctx, requireActor(request), request.params.id, request.params.commentId),
        "Comment deleted",
      ),
  );
};
