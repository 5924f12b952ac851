import { idParamSchema, pageQuerySchema, successEnvelope } from "@bearish/shared/api/envelope";
import { COMMENT_LIST_DEFAULT_LIMIT, commentBodySchema, taskCommentSchema } from "@bearish/shared/tasks/task-comments";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import { addTaskComment, deleteTaskComment, editTaskComment, listTaskComments } from "./task-comments.service";

const tags = ["task comments"];
const commentParamsSchema = z.object({ id: z.uuid(), commentId: z.uuid() });

/** Comments on tasks: readers list, commenters and above write; mentions notify (see the service). */
export const taskCommentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    "/task/:id/comments",
    {
      schema: {
        tags,
        summary: "A task's comments, oldest first (page, limit default 20)",
        params: idParamSchema,
        querystring: pageQuerySchema(COMMENT_LIST_DEFAULT_LIMIT),
        response: { 200: successEnvelope(z.array(taskCommentSchema)) },
      },
    },
    async (request) => {
      const page = await listTaskComments(ctx, requireActor(request), request.params.id, request.query);
      return ok(page.data, "Comments", page.meta);
    },
  );

  app.post(
    "/task/:id/comments",
    {
      schema: {
        tags,
        summary: "Comment on a task {body} (plain text; `@First Last` mentions a member)",
        params: idParamSchema,
        body: commentBodySchema,
        response: { 201: successEnvelope(taskCommentSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await addTaskComment(ctx, requireActor(request), request.params.id, request.body.body),
        "Comment added",
      ),
  );

  app.put(
    "/task/:id/comments/:commentId",
    {
      schema: {
        tags,
        summary: "Edit your own comment {body}",
        params: commentParamsSchema,
        body: commentBodySchema,
        response: { 200: successEnvelope(taskCommentSchema) },
      },
    },
    async (request) =>
      ok(
        await editTaskComment(
          ctx,
          requireActor(request),
          request.params.id,
          request.params.commentId,
          request.body.body,
        ),
        "Comment updated",
      ),
  );

  app.delete(
    "/task/:id/comments/:commentId",
    {
      schema: {
        tags,
        summary: "Delete a comment (its author, or the workspace's owner, editors and ADMIN)",
        params: commentParamsSchema,
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await deleteTaskComment(ctx, requireActor(request), request.params.id, request.params.commentId),
        "Comment deleted",
      ),
  );
};
