import type {
  createPageCommentBodySchema,
  createSuggestionBodySchema,
  PageComment,
  PageCommentThread,
  PageSuggestion,
} from "@bearish/shared/pages/page-comments";
import { PAGE_EVENTS, type PageChangedEvent } from "@bearish/shared/pages/page-events";
import type { PageParams } from "@bearish/shared/pages/page-targets";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import type { z } from "zod";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, forbidden, invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { findPeople } from "../workspaces/workspaces.repository";
import { type PageGrant, type PageRole, requirePageAccess } from "./page-access";
import { keyOf, pageArchived, recordPageActivity } from "./page-changes";
import {
  type CommentRecord,
  decideSuggestion,
  findComment,
  findSuggestion,
  insertComment,
  insertSuggestion,
  listReplies,
  listSuggestions,
  listThreads,
  setThreadResolved,
  softDeleteComment,
  updateCommentBody,
} from "./page-comments.repository";
import { notifyPageComment } from "./page-notifications";
import { presentComment, presentSuggestion, presentThread } from "./pages.presenter";

const commentNotFound = () => notFound("Comment not found");
const suggestionNotFound = () => notFound("Suggestion not found");

const peopleOf = (db: Db, ids: (string | null)[]) =>
  findPeople(
    db,
    ids.filter((id): id is string => id !== null),
  );

/** A comment or suggestion change: in a workspace transaction, with its realtime event after the commit. */
function changeDiscussion<T>(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  needed: PageRole,
  event: "comments" | "suggestions",
  change: (tx: Db, grant: PageGrant, events: WorkspaceEvents) => Promise<T>,
): Promise<T> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const grant = await requirePageAccess(tx, actor, params, needed, { lock: true });
    const result = await change(tx, grant, events);
    const data: PageChangedEvent = { workspaceId: params.workspaceId, kind: params.kind, targetId: params.targetId };
    events.add(
      workspaceChannel(params.workspaceId),
      event === "comments" ? PAGE_EVENTS.commentsChanged : PAGE_EVENTS.suggestionsChanged,
      data,
    );
    return result;
  });
}

/** An archived page is read-only: no new comments or suggestions. */
function refuseIfArchived(grant: PageGrant): void {
  if (grant.state?.archivedAt) throw pageArchived();
}

const preview = (body: string) => (body.length > 80 ? `${body.slice(0, 79)}…` : body);

// ── Comments ────────────────────────────────────────────────────────────────────────────────────

/** `GET comments` (every reader): threads oldest first, each with its replies. */
export async function listPageComments(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  status: "open" | "resolved" | "all",
): Promise<PageCommentThread[]> {
  await requirePageAccess(ctx.db, actor, params, "view");
  const { roots, replies } = await listThreads(ctx.db, params.kind, params.targetId, status);
  const people = await peopleOf(
    ctx.db,
    [...roots, ...replies].flatMap((c) => [c.authorId, c.resolvedBy]),
  );
  const byThread = new Map<string, CommentRecord[]>();
  for (const reply of replies) {
    if (reply.threadId) byThread.set(reply.threadId, [...(byThread.get(reply.threadId) ?? []), reply]);
  }
  return roots.map((root) => presentThread(root, byThread.get(root.id) ?? [], people));
}

async function threadAnswer(db: Db, root: CommentRecord): Promise<PageCommentThread> {
  const replies = await listReplies(db, root.id);
  const people = await peopleOf(db, [root.authorId, root.resolvedBy, ...replies.map((r) => r.authorId)]);
  return presentThread(root, replies, people);
}

/** `POST comments` {body, anchor?} (commenters and editors): a new thread; the page's creator is told. */
export function addPageComment(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  body: z.output<typeof createPageCommentBodySchema>,
): Promise<PageCommentThread> {
  return changeDiscussion(ctx, actor, params, "comment", "comments", async (tx, grant, events) => {
    refuseIfArchived(grant);
    const comment = await insertComment(
      tx,
      keyOf(grant),
      { id: newId(), threadId: null, authorId: actor.userId, body: body.body, anchor: body.anchor ?? null },
      ctx.clock.now(),
    );
    await recordPageActivity(ctx, tx, events, actor, grant, "page.commented", "commented on", {
      commentId: comment.id,
      preview: preview(comment.body),
    });
    await notifyPageComment(ctx, tx, events, actor, grant.target, comment);
    return threadAnswer(tx, comment);
  });
}

/** `POST comments/{id}/replies` {body} (commenters and editors); the thread's people and the page's creator are told. */
export function replyToPageComment(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  commentId: string,
  body: string,
): Promise<PageComment> {
  return changeDiscussion(ctx, actor, params, "comment", "comments", async (tx, grant, events) => {
    refuseIfArchived(grant);
    const parent = await findComment(tx, params.kind, params.targetId, commentId);
    if (!parent) throw commentNotFound();
    const reply = await insertComment(
      tx,
      keyOf(grant),
      // A reply to a reply joins the same thread.
      { id: newId(), threadId: parent.threadId ?? parent.id, authorId: actor.userId, body, anchor: null },
      ctx.clock.now(),
    );
    await recordPageActivity(ctx, tx, events, actor, grant, "page.commented", "replied on", {
      commentId: reply.id,
      threadId: reply.threadId,
      preview: preview(reply.body),
    });
    await notifyPageComment(ctx, tx, events, actor, grant.target, reply);
    return presentComment(reply, await peopleOf(tx, [reply.authorId]));
  });
}

/** `PUT comments/{id}` {body}: only its author (who must still be able to comment). */
export function editPageComment(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  commentId: string,
  body: string,
): Promise<PageComment> {
  return changeDiscussion(ctx, actor, params, "comment", "comments", async (tx) => {
    const comment = await findComment(tx, params.kind, params.targetId, commentId);
    if (!comment) throw commentNotFound();
    if (comment.authorId !== actor.userId) throw forbidden("Only its author can edit a comment");
    const updated = await updateCommentBody(tx, comment.id, body, ctx.clock.now());
    if (!updated) throw commentNotFound();
    return presentComment(updated, await peopleOf(tx, [updated.authorId]));
  });
}

/** `DELETE comments/{id}`: its author or an editor; a thread's root takes its replies with it. */
export function deletePageComment(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  commentId: string,
): Promise<{ id: string }> {
  return changeDiscussion(ctx, actor, params, "comment", "comments", async (tx, grant) => {
    const comment = await findComment(tx, params.kind, params.targetId, commentId);
    if (!comment) throw commentNotFound();
    if (comment.authorId !== actor.userId && grant.role !== "edit") {
      throw forbidden("Only its author or an editor can delete a comment");
    }
    await softDeleteComment(tx, comment.id, ctx.clock.now());
    return { id: comment.id };
  });
}

/** `POST comments/{id}/resolve` {resolved} (commenters and editors; a thread's root). */
export function resolvePageComment(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  commentId: string,
  resolved: boolean,
): Promise<PageCommentThread> {
  return changeDiscussion(ctx, actor, params, "comment", "comments", async (tx) => {
    const comment = await findComment(tx, params.kind, params.targetId, commentId);
    if (!comment) throw commentNotFound();
    if (comment.threadId) throw invalid("Only a thread's first comment can be resolved");
    const now = ctx.clock.now();
    const root = await setThreadResolved(tx, comment.id, resolved ? { at: now, by: actor.userId } : null, now);
    if (!root) throw commentNotFound();
    return threadAnswer(tx, root);
  });
}

// ── Suggestions ─────────────────────────────────────────────────────────────────────────────────

/** `GET suggestions` (every reader), oldest first. */
export async function listPageSuggestions(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  status: "pending" | "accepted" | "rejected" | "all",
): Promise<PageSuggestion[]> {
  await requirePageAccess(ctx.db, actor, params, "view");
  const rows = await listSuggestions(ctx.db, params.kind, params.targetId, status);
  const people = await peopleOf(
    ctx.db,
    rows.flatMap((s) => [s.authorId, s.decidedBy]),
  );
  return rows.map((s) => presentSuggestion(s, people));
}

/** `POST suggestions` {anchor, quote, replacement} (commenters and editors). */
export function suggestPageEdit(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  body: z.output<typeof createSuggestionBodySchema>,
): Promise<PageSuggestion> {
  return changeDiscussion(ctx, actor, params, "comment", "suggestions", async (tx, grant) => {
    refuseIfArchived(grant);
    if (params.kind === "whiteboard") throw invalid("Whiteboards take no suggested edits");
    const suggestion = await insertSuggestion(
      tx,
      keyOf(grant),
      { id: newId(), authorId: actor.userId, anchor: body.anchor, quote: body.quote, replacement: body.replacement },
      ctx.clock.now(),
    );
    return presentSuggestion(suggestion, await peopleOf(tx, [suggestion.authorId]));
  });
}

/**
 * `POST suggestions/{id}/accept | reject` (editors; pending ones only, else 409). Accepting records
 * the decision; the editor's browser applies the replacement to the live document.
 */
export function decidePageSuggestion(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  suggestionId: string,
  decision: "accepted" | "rejected",
): Promise<PageSuggestion> {
  return changeDiscussion(ctx, actor, params, "edit", "suggestions", async (tx, grant, events) => {
    if (decision === "accepted" && !grant.canEdit) {
      throw grant.state?.archivedAt
        ? pageArchived()
        : new AppError("page.locked", 409, "This page is locked; only the person who locked it can accept changes");
    }
    const found = await findSuggestion(tx, params.kind, params.targetId, suggestionId);
    if (!found) throw suggestionNotFound();
    const decided = await decideSuggestion(tx, found.id, decision, actor.userId, ctx.clock.now());
    if (!decided) throw new AppError("page.suggestion_decided", 409, "This suggestion was already decided");
    await recordPageActivity(
      ctx,
      tx,
      events,
      actor,
      grant,
      decision === "accepted" ? "page.suggestion_accepted" : "page.suggestion_rejected",
      decision === "accepted" ? "accepted a suggested edit on" : "rejected a suggested edit on",
      { suggestionId: decided.id, quote: preview(decided.quote), replacement: preview(decided.replacement) },
    );
    return presentSuggestion(decided, await peopleOf(tx, [decided.authorId, decided.decidedBy]));
  });
}
