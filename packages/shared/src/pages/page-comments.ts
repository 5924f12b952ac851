import { z } from "zod";
import { pagePersonSchema } from "./page-people";

/**
 * Comment threads anchored to a text range (issue 8 §7), and suggested edits. Paths, under
 * `/api/page/{kind}/{workspaceId}/{targetId}`:
 * GET `comments` (?status=open|resolved|all, default open) → threads, oldest first ·
 * POST `comments` {body, anchor?} → 201 a new thread (commenters and editors) ·
 * POST `comments/{commentId}/replies` {body} → 201 ·
 * PUT `comments/{commentId}` {body} (its author) · DELETE `comments/{commentId}` (its author or an editor) ·
 * POST `comments/{commentId}/resolve` {resolved} (commenters and editors; the root of a thread).
 * GET `suggestions` (?status=pending|accepted|rejected|all, default pending) ·
 * POST `suggestions` {anchor, quote, replacement} → 201 (commenters and editors) ·
 * POST `suggestions/{suggestionId}/accept` | `reject` → 200 (editors; the editor's browser applies
 * an accepted replacement to the live document, which then syncs to everyone).
 */
export const COMMENT_BODY_MAX = 5000;

/**
 * Where a comment or suggestion points: Yjs relative positions (JSON of `Y.RelativePosition`,
 * so the range follows later edits) and the quoted text at the time.
 */
export const PAGE_ANCHOR_MAX_CHARS = 8000;
export const pageAnchorSchema = z
  .object({
    from: z.record(z.string(), z.unknown()),
    to: z.record(z.string(), z.unknown()),
    quote: z.string().max(2000),
  })
  .refine((a) => JSON.stringify(a).length <= PAGE_ANCHOR_MAX_CHARS, "The comment's anchor is too large");
export type PageAnchor = z.infer<typeof pageAnchorSchema>;

const body = z
  .string()
  .trim()
  .min(1, "A comment cannot be empty")
  .max(COMMENT_BODY_MAX, `A comment must be at most ${COMMENT_BODY_MAX} characters`);

export const createPageCommentBodySchema = z.object({ body, anchor: pageAnchorSchema.optional() });
export const replyPageCommentBodySchema = z.object({ body });
export const editPageCommentBodySchema = z.object({ body });
export const resolvePageCommentBodySchema = z.object({ resolved: z.boolean() });
export const pageCommentParamsSchema = z.object({ commentId: z.uuid() });
export const pageCommentListQuerySchema = z.object({
  status: z.enum(["open", "resolved", "all"]).default("open"),
});

export const pageCommentSchema = z.object({
  id: z.string(),
  threadId: z.string().nullable(),
  author: pagePersonSchema.nullable(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const pageCommentThreadSchema = pageCommentSchema.extend({
  anchor: pageAnchorSchema.nullable(),
  resolvedAt: z.string().nullable(),
  resolvedBy: pagePersonSchema.nullable(),
  replies: z.array(pageCommentSchema),
});
export type PageComment = z.infer<typeof pageCommentSchema>;
export type PageCommentThread = z.infer<typeof pageCommentThreadSchema>;

export const SUGGESTION_STATUSES = ["pending", "accepted", "rejected"] as const;
export const createSuggestionBodySchema = z.object({
  anchor: pageAnchorSchema,
  quote: z.string().max(2000),
  replacement: z.string().max(COMMENT_BODY_MAX),
});
export const suggestionParamsSchema = z.object({ suggestionId: z.uuid() });
export const suggestionListQuerySchema = z.object({
  status: z.enum([...SUGGESTION_STATUSES, "all"]).default("pending"),
});
export const pageSuggestionSchema = z.object({
  id: z.string(),
  author: pagePersonSchema.nullable(),
  anchor: pageAnchorSchema,
  quote: z.string(),
  replacement: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  decidedBy: pagePersonSchema.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PageSuggestion = z.infer<typeof pageSuggestionSchema>;
