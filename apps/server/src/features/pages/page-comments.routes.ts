import { successEnvelope } from "@bearish/shared/api/envelope";
import {
  createPageCommentBodySchema,
  createSuggestionBodySchema,
  editPageCommentBodySchema,
  pageCommentListQuerySchema,
  pageCommentParamsSchema,
  pageCommentSchema,
  pageCommentThreadSchema,
  pageSuggestionSchema,
  replyPageCommentBodySchema,
  resolvePageCommentBodySchema,
  suggestionListQuerySchema,
  suggestionParamsSchema,
} from "@bearish/shared/pages/page-comments";
import { pageParamsSchema } from "@bearish/shared/pages/page-targets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActor } from "../../platform/auth-guard";
import type { AppContext } from "../../platform/context";
import { created, ok } from "../../platform/respond";
import {
  addPageComment,
  decidePageSuggestion,
  deletePageComment,
  editPageComment,
  listPageComments,
  listPageSuggestions,
  replyToPageComment,
  resolvePageComment,
  suggestPageEdit,
} from "./page-comments.service";

const tags = ["page comments"];
const BASE = "/page/:kind/:workspaceId/:targetId";
const commentParams = pageParamsSchema.extend(pageCommentParamsSchema.shape);
const suggestionParams = pageParamsSchema.extend(suggestionParamsSchema.shape);
const page = <T extends { kind: "document" | "wiki_page" | "whiteboard"; workspaceId: string; targetId: string }>(
  p: T,
) => ({ kind: p.kind, workspaceId: p.workspaceId, targetId: p.targetId });

/** Comment threads and suggested edits of a page (readers list; commenters write; editors decide). */
export const pageCommentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    `${BASE}/comments`,
    {
      schema: {
        tags,
        summary: "The page's comment threads, oldest first (?status=open|resolved|all)",
        params: pageParamsSchema,
        querystring: pageCommentListQuerySchema,
        response: { 200: successEnvelope(z.array(pageCommentThreadSchema)) },
      },
    },
    async (request) =>
      ok(await listPageComments(ctx, requireActor(request), request.params, request.query.status), "Comments"),
  );

  app.post(
    `${BASE}/comments`,
    {
      schema: {
        tags,
        summary: "Start a comment thread {body, anchor?} (commenters and editors)",
        params: pageParamsSchema,
        body: createPageCommentBodySchema,
        response: { 201: successEnvelope(pageCommentThreadSchema) },
      },
    },
    async (request, reply) =>
      created(reply, await addPageComment(ctx, requireActor(request), request.params, request.body), "Comment added"),
  );

  app.post(
    `${BASE}/comments/:commentId/replies`,
    {
      schema: {
        tags,
        summary: "Reply to a thread {body} (commenters and editors)",
        params: commentParams,
        body: replyPageCommentBodySchema,
        response: { 201: successEnvelope(pageCommentSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await replyToPageComment(
          ctx,
          requireActor(request),
          page(request.params),
          request.params.commentId,
          request.body.body,
        ),
        "Reply added",
      ),
  );

  app.put(
    `${BASE}/comments/:commentId`,
    {
      schema: {
        tags,
        summary: "Edit your own comment {body}",
        params: commentParams,
        body: editPageCommentBodySchema,
        response: { 200: successEnvelope(pageCommentSchema) },
      },
    },
    async (request) =>
      ok(
        await editPageComment(
          ctx,
          requireActor(request),
          page(request.params),
          request.params.commentId,
          request.body.body,
        ),
        "Comment updated",
      ),
  );

  app.delete(
    `${BASE}/comments/:commentId`,
    {
      schema: {
        tags,
        summary: "Delete a comment (its author or an editor; a thread goes with its replies)",
        params: commentParams,
        response: { 200: successEnvelope(z.object({ id: z.string() })) },
      },
    },
    async (request) =>
      ok(
        await deletePageComment(ctx, requireActor(request), page(request.params), request.params.commentId),
        "Comment deleted",
      ),
  );

  app.post(
    `${BASE}/comments/:commentId/resolve`,
    {
      schema: {
        tags,
        summary: "Resolve or reopen a thread {resolved} (commenters and editors)",
        params: commentParams,
        body: resolvePageCommentBodySchema,
        response: { 200: successEnvelope(pageCommentThreadSchema) },
      },
    },
    async (request) =>
      ok(
        await resolvePageComment(
          ctx,
          requireActor(request),
          page(request.params),
          request.params.commentId,
          request.body.resolved,
        ),
        request.body.resolved ? "Thread resolved" : "Thread reopened",
      ),
  );

  app.get(
    `${BASE}/suggestions`,
    {
      schema: {
        tags,
        summary: "The page's suggested edits, oldest first (?status=pending|accepted|rejected|all)",
        params: pageParamsSchema,
        querystring: suggestionListQuerySchema,
        response: { 200: successEnvelope(z.array(pageSuggestionSchema)) },
      },
    },
    async (request) =>
      ok(await listPageSuggestions(ctx, requireActor(request), request.params, request.query.status), "Suggestions"),
  );

  app.post(
    `${BASE}/suggestions`,
    {
      schema: {
        tags,
        summary: "Suggest an edit {anchor, quote, replacement} (commenters and editors)",
        params: pageParamsSchema,
        body: createSuggestionBodySchema,
        response: { 201: successEnvelope(pageSuggestionSchema) },
      },
    },
    async (request, reply) =>
      created(
        reply,
        await suggestPageEdit(ctx, requireActor(request), request.params, request.body),
        "Suggestion added",
      ),
  );

  for (const [action, decision] of [
    ["accept", "accepted"],
    ["reject", "rejected"],
  ] as const) {
    app.post(
      `${BASE}/suggestions/:suggestionId/${action}`,
      {
        schema: {
          tags,
          summary: `${action === "accept" ? "Accept" : "Reject"} a pending suggestion (editors; 409 when already decided)`,
          params: suggestionParams,
          response: { 200: successEnvelope(pageSuggestionSchema) },
        },
      },
      async (request) =>
        ok(
          await decidePageSuggestion(
            ctx,
            requireActor(request),
            page(request.params),
            request.params.suggestionId,
            decision,
          ),
          decision === "accepted" ? "Suggestion accepted" : "Suggestion rejected",
        ),
    );
  }
};
