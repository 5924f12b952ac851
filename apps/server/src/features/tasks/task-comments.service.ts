import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { resolveMentions } from "@bearish/shared/tasks/mention-rules";
import { TASK_COMMENT_EVENTS, type TaskComment } from "@bearish/shared/tasks/task-comments";
import { accessAtLeast } from "@bearish/shared/workspaces/workspace-rules";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { forbidden, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { notify } from "../notifications/notifications.service";
import { deleteSearchDocument, upsertSearchDocument } from "../search/search.repository";
import { recordActivity } from "../workspaces/activity.service";
import type { WorkspaceGrant } from "../workspaces/workspace-access";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { followWorkspaceSearch } from "../workspaces/workspaces.search";
import { requireTaskAccess, type TaskRef } from "./task-access";
import { presentComment } from "./task-comments.presenter";
import {
  type CommentRecord,
  findComment,
  findPerson,
  insertComment,
  listComments,
  listWorkspacePeople,
  removeCommentSearchDocuments,
  setCommentSearchScopes,
  shiftCommentCount,
  softDeleteComment,
  updateCommentBody,
} from "./task-comments.repository";
import { fullName, preview, taskLabel, taskLink, workspaceSearchScopes } from "./task-social";

const commentNotFound = () => notFound("Comment not found");
const COMMENT_REFUSAL = "Only the workspace's owner, editors and commenters can comment on tasks";

/**
 * Comments are indexed as `task` search documents keyed by the comment id: a hit opens the task,
 * titled with the task, with the comment as its snippet.
 */
const SEARCH_KIND = "task" as const;

/**
 * For the tasks and workspaces areas: when tasks are deleted their comments leave the search, in
 * the caller's transaction.
 */
export async function dropTaskCommentsFromSearch(tx: Db, taskIds: string[]): Promise<void> {
  await removeCommentSearchDocuments(tx, taskIds);
}

/**
 * For the workspaces area: after a workspace's general access or visibility changes (or it is
 * deleted), its comments' search entries follow.
 */
export async function syncWorkspaceCommentSearchScopes(
  tx: Db,
  w: { id: string; generalAccess: string; visibility: string; deletedAt: Date | null },
): Promise<void> {
  await setCommentSearchScopes(tx, w.id, w.deletedAt ? null : workspaceSearchScopes(w));
}

/** `GET task/{id}/comments`: every reader, oldest first. */
export async function listTaskComments(
  ctx: AppContext,
  actor: SessionActor,
  taskId: string,
  page: { page: number; limit: number },
): Promise<{ data: TaskComment[]; meta: PageMeta }> {
  await requireTaskAccess(ctx.db, actor, taskId, "view");
  const { rows, total } = await listComments(ctx.db, taskId, page);
  return { data: rows.map(presentComment), meta: pageMeta(page.page, page.limit, total) };
}

/** Who `body` mentions among the people who can see the workspace (its active members). */
async function mentionsIn(tx: Db, workspaceId: string, body: string): Promise<string[]> {
  return resolveMentions(body, await listWorkspacePeople(tx, workspaceId));
}

interface CommentChange {
  ctx: AppContext;
  tx: Db;
  events: WorkspaceEvents;
  actor: SessionActor;
  task: TaskRef;
  grant: WorkspaceGrant;
}

/** Tells the newly mentioned that someone mentioned them (never the author themself). */
async function notifyMentioned(change: CommentChange, comment: CommentRecord, mentioned: string[]): Promise<void> {
  if (mentioned.length === 0) return;
  const { tx, events, actor, task, grant, ctx } = change;
  const author = await findPerson(tx, actor.userId);
  const who = author ? fullName(author) : "Someone";
  await notify(
    tx,
    events,
    mentioned.map((userId) => ({
      userId,
      actorId: actor.userId,
      kind: "task.mentioned" as const,
      title: `${who} mentioned you on ${taskLabel(grant.workspace.name, task)}`,
      body: preview(comment.body),
      link: taskLink(task),
      details: { workspaceId: task.workspaceId, taskId: task.id, commentId: comment.id },
    })),
    ctx.clock.now(),
  );
}

async function indexComment(change: CommentChange, comment: CommentRecord): Promise<void> {
  const { tx, task, grant, ctx } = change;
  await upsertSearchDocument(
    tx,
    {
      kind: SEARCH_KIND,
      refId: comment.id,
      title: taskLabel(grant.workspace.name, task),
      body: comment.body,
      url: taskLink(task),
      scopes: workspaceSearchScopes(grant.workspace),
    },
    ctx.clock.now(),
  );
}

async function mustFindComment(tx: Db, taskId: string, commentId: string): Promise<CommentRecord> {
  const found = await findComment(tx, taskId, commentId, true);
  if (!found) throw commentNotFound();
  return found;
}

/**
 * `POST task/{id}/comments` (commenters and above): stores the plain text as written (trimmed),
 * resolves its mentions, counts it on the task, records it, indexes it and tells the mentioned.
 */
export async function addTaskComment(
  ctx: AppContext,
  actor: SessionActor,
  taskId: string,
  body: string,
): Promise<TaskComment> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { task, grant } = await requireTaskAccess(tx, actor, taskId, "comment", { lock: true });
    const change = { ctx, tx, events, actor, task, grant };
    const id = newId();
    const mentions = await mentionsIn(tx, task.workspaceId, body);
    await insertComment(tx, {
      id,
      taskId,
      workspaceId: task.workspaceId,
      authorId: actor.userId,
      body,
      mentions,
      now: ctx.clock.now(),
    });
    await shiftCommentCount(tx, taskId, 1);
    const record = await mustFindComment(tx, taskId, id);
    const comment = presentComment(record);
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: task.workspaceId,
      action: "task.commented",
      targetType: "task",
      targetId: taskId,
      summary: `commented on ${taskLabel(grant.workspace.name, task)}`,
      details: { taskId, commentId: id, mentions },
    });
    await indexComment(change, record);
    await notifyMentioned(change, record, mentions);
    events.add(workspaceChannel(task.workspaceId), TASK_COMMENT_EVENTS.created, { taskId, comment });
    return comment;
  });
}

/**
 * `PUT task/{id}/comments/{commentId}`: authors edit their own comments only (while they may still
 * comment). People mentioned for the first time by the edit are told; those already told are not.
 */
export async function editTaskComment(
  ctx: AppContext,
  actor: SessionActor,
  taskId: string,
  commentId: string,
  body: string,
): Promise<TaskComment> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { task, grant } = await requireTaskAccess(tx, actor, taskId, "comment", {
      lock: true,
      refusal: COMMENT_REFUSAL,
    });
    const change = { ctx, tx, events, actor, task, grant };
    const existing = await mustFindComment(tx, taskId, commentId);
    if (existing.authorId !== actor.userId) throw forbidden("You can only edit your own comments");
    if (existing.body === body) return presentComment(existing);
    const mentions = await mentionsIn(tx, task.workspaceId, body);
    await updateCommentBody(tx, commentId, { body, mentions, now: ctx.clock.now() });
    const record = await mustFindComment(tx, taskId, commentId);
    const comment = presentComment(record);
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: task.workspaceId,
      action: "task.comment_edited",
      targetType: "task",
      targetId: taskId,
      summary: `edited a comment on ${taskLabel(grant.workspace.name, task)}`,
      details: { taskId, commentId },
    });
    await indexComment(change, record);
    const before = new Set(existing.mentions);
    await notifyMentioned(
      change,
      record,
      mentions.filter((id) => !before.has(id)),
    );
    events.add(workspaceChannel(task.workspaceId), TASK_COMMENT_EVENTS.updated, { taskId, comment });
    return comment;
  });
}

/**
 * `DELETE task/{id}/comments/{commentId}`: the author (while they may still comment), or the
 * workspace's editors, owner and ADMIN. Soft delete; the task's count drops.
 */
export async function deleteTaskComment(
  ctx: AppContext,
  actor: SessionActor,
  taskId: string,
  commentId: string,
): Promise<{ id: string }> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { task, grant } = await requireTaskAccess(tx, actor, taskId, "comment", {
      lock: true,
      refusal: COMMENT_REFUSAL,
    });
    const existing = await mustFindComment(tx, taskId, commentId);
    if (existing.authorId !== actor.userId && !accessAtLeast(grant.access, "edit")) {
      throw forbidden("Only the author or the workspace's owner and editors can delete this comment");
    }
    await softDeleteComment(tx, commentId, ctx.clock.now());
    await shiftCommentCount(tx, taskId, -1);
    await deleteSearchDocument(tx, SEARCH_KIND, commentId);
    await recordActivity(ctx, tx, events, actor, {
      workspaceId: task.workspaceId,
      action: "task.comment_deleted",
      targetType: "task",
      targetId: taskId,
      summary: `deleted a comment on ${taskLabel(grant.workspace.name, task)}`,
      details: { taskId, commentId },
    });
    events.add(workspaceChannel(task.workspaceId), TASK_COMMENT_EVENTS.deleted, { taskId, id: commentId });
    return { id: commentId };
  });
}

// Registered once, when this module loads: comment entries follow their workspace's scopes.
followWorkspaceSearch((tx, w) => syncWorkspaceCommentSearchScopes(tx, w));
