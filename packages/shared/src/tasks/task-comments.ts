import { z } from "zod";

export const COMMENT_MAX_LENGTH = 10_000;
export const COMMENT_LIST_DEFAULT_LIMIT = 20;

/**
 * `POST task/{id}/comments` and `PUT task/{id}/comments/{commentId}`. Mentions are written as
 * `@First Last` in the body; the server maps them to workspace members by full name,
 * case-insensitively (spec §5), and notifies them.
 */
export const commentBodySchema = z.object({
  body: z
    .string({ error: "A comment cannot be empty" })
    .trim()
    .min(1, "A comment cannot be empty")
    .max(COMMENT_MAX_LENGTH, `A comment must be at most ${COMMENT_MAX_LENGTH} characters`),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

export const commentAuthorSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
});

export const taskCommentSchema = z.object({
  id: z.string(),
  taskId: z.string(),
  body: z.string(),
  author: commentAuthorSchema.nullable(),
  mentions: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  edited: z.boolean(),
});
export type TaskComment = z.infer<typeof taskCommentSchema>;

/** Realtime on `workspace:<id>`: `task-comment-created|updated|deleted` with `{ taskId, comment }` or `{ taskId, id }`. */
export const TASK_COMMENT_EVENTS = {
  created: "task-comment-created",
  updated: "task-comment-updated",
  deleted: "task-comment-deleted",
} as const;
