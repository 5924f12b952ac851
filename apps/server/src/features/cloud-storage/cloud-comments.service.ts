import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import type { CloudFileComment } from "@bearish/shared/cloud-storage/cloud-file";
import type { AppContext } from "../../platform/context";
import { forbidden, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import {
  type CloudCommentRecord,
  deleteFileComment,
  findFileComment,
  insertFileComment,
  listFileComments,
} from "./cloud-comments.repository";
import { requireCloudFile } from "./cloud-file-access.service";

/**
 * Comments on a cloud file: whoever sees the file reads them, commenters (and editors, and the
 * owner) write them, and a comment goes away by the hand of its author or of the file's owner.
 * The body is plain text, stored and answered as text (never HTML).
 */

const commentNotFound = () => notFound("Comment not found");
// Control characters other than tab and line breaks (NUL cannot even be stored as text).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function presentComment(comment: CloudCommentRecord, actor: SessionActor, fileOwnerId: string): CloudFileComment {
  return {
    id: comment.id,
    fileId: comment.fileId,
    author: comment.author,
    body: comment.body,
    createdAt: comment.createdAt.toISOString(),
    canDelete: comment.author.id === actor.userId || fileOwnerId === actor.userId,
  };
}

/** `GET cloud-storage/file/{id}/comments` (view): oldest first, paged. */
export async function listComments(
  ctx: AppContext,
  actor: SessionActor,
  fileId: string,
  page: { page: number; limit: number },
): Promise<{ data: CloudFileComment[]; meta: PageMeta }> {
  const { file } = await requireCloudFile(ctx.db, actor, fileId, "view", ctx.clock.now());
  const { comments, total } = await listFileComments(ctx.db, file.id, page);
  return {
    data: comments.map((comment) => presentComment(comment, actor, file.ownerId)),
    meta: pageMeta(page.page, page.limit, total),
  };
}

/** `POST cloud-storage/file/{id}/comments` (comment access; not on a trashed file). */
export async function addComment(
  ctx: AppContext,
  actor: SessionActor,
  fileId: string,
  body: string,
): Promise<CloudFileComment> {
  const now = ctx.clock.now();
  const { file } = await requireCloudFile(ctx.db, actor, fileId, "comment", now, { change: true });
  const id = newId();
  await insertFileComment(ctx.db, {
    id,
    fileId: file.id,
    authorId: actor.userId,
    body: plainText(body),
    createdAt: now,
  });
  const comment = await findFileComment(ctx.db, file.id, id);
  if (!comment) throw commentNotFound();
  return presentComment(comment, actor, file.ownerId);
}

/** `DELETE cloud-storage/file/{id}/comments/{commentId}`: its author or the file's owner (else 403). */
export async function removeComment(
  ctx: AppContext,
  actor: SessionActor,
  fileId: string,
  commentId: string,
): Promise<{ id: string }> {
  const { file } = await requireCloudFile(ctx.db, actor, fileId, "view", ctx.clock.now());
  const comment = await findFileComment(ctx.db, file.id, commentId);
  if (!comment) throw commentNotFound();
  if (comment.author.id !== actor.userId && file.ownerId !== actor.userId) {
    throw forbidden("Only the comment's author and the file's owner can delete it");
  }
  if (!(await deleteFileComment(ctx.db, file.id, commentId))) throw commentNotFound();
  return { id: commentId };
}

function plainText(body: string): string {
  return body.replace(UNSAFE_TEXT, "");
}
