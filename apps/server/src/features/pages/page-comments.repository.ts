import type { PageKind } from "@bearish/shared/pages/page-targets";
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { pageComments, pageSuggestions } from "../../db/schema/pages";
import type { Db } from "../../platform/db/database";
import type { PageKey } from "./pages.repository";

export interface CommentRecord {
  id: string;
  threadId: string | null;
  authorId: string | null;
  body: string;
  anchor: Record<string, unknown> | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const commentColumns = {
  id: pageComments.id,
  threadId: pageComments.threadId,
  authorId: pageComments.authorId,
  body: pageComments.body,
  anchor: pageComments.anchor,
  resolvedAt: pageComments.resolvedAt,
  resolvedBy: pageComments.resolvedBy,
  createdAt: pageComments.createdAt,
  updatedAt: pageComments.updatedAt,
};

const liveCommentsOf = (kind: PageKind, targetId: string) =>
  and(eq(pageComments.targetKind, kind), eq(pageComments.targetId, targetId), isNull(pageComments.deletedAt));

export async function insertComment(
  db: Db,
  key: PageKey,
  c: { id: string; threadId: string | null; authorId: string; body: string; anchor: Record<string, unknown> | null },
  now: Date,
): Promise<CommentRecord> {
  const [row] = await db
    .insert(pageComments)
    .values({
      ...c,
      workspaceId: key.workspaceId,
      targetKind: key.kind,
      targetId: key.targetId,
      createdAt: now,
      updatedAt: now,
    })
    .returning(commentColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A live comment of this page. */
export async function findComment(db: Db, kind: PageKind, targetId: string, id: string): Promise<CommentRecord | null> {
  const [row] = await db
    .select(commentColumns)
    .from(pageComments)
    .where(and(liveCommentsOf(kind, targetId), eq(pageComments.id, id)))
    .limit(1);
  return row ?? null;
}

/** The live threads (root comments) of a page, oldest first, and their live replies, oldest first. */
export async function listThreads(
  db: Db,
  kind: PageKind,
  targetId: string,
  status: "open" | "resolved" | "all",
): Promise<{ roots: CommentRecord[]; replies: CommentRecord[] }> {
  const statusFilter: SQL | undefined =
    status === "open"
      ? isNull(pageComments.resolvedAt)
      : status === "resolved"
        ? isNotNull(pageComments.resolvedAt)
        : undefined;
  const roots = await db
    .select(commentColumns)
    .from(pageComments)
    .where(and(liveCommentsOf(kind, targetId), isNull(pageComments.threadId), statusFilter))
    .orderBy(asc(pageComments.createdAt), asc(pageComments.id));
  if (roots.length === 0) return { roots, replies: [] };
  const replies = await db
    .select(commentColumns)
    .from(pageComments)
    .where(
      and(
        liveCommentsOf(kind, targetId),
        inArray(
          pageComments.threadId,
          roots.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(pageComments.createdAt), asc(pageComments.id));
  return { roots, replies };
}

export async function updateCommentBody(db: Db, id: string, body: string, now: Date): Promise<CommentRecord | null> {
  const [row] = await db
    .update(pageComments)
    .set({ body, updatedAt: now })
    .where(and(eq(pageComments.id, id), isNull(pageComments.deletedAt)))
    .returning(commentColumns);
  return row ?? null;
}

/** Soft-deletes a comment and, for a thread's root, its replies. */
export async function softDeleteComment(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(pageComments)
    .set({ deletedAt: now })
    .where(and(or(eq(pageComments.id, id), eq(pageComments.threadId, id)), isNull(pageComments.deletedAt)));
}

export async function setThreadResolved(
  db: Db,
  id: string,
  resolved: { at: Date; by: string } | null,
  now: Date,
): Promise<CommentRecord | null> {
  const [row] = await db
    .update(pageComments)
    .set({ resolvedAt: resolved?.at ?? null, resolvedBy: resolved?.by ?? null, updatedAt: now })
    .where(and(eq(pageComments.id, id), isNull(pageComments.threadId), isNull(pageComments.deletedAt)))
    .returning(commentColumns);
  return row ?? null;
}

/** The live replies of one thread, oldest first. */
export async function listReplies(db: Db, threadId: string): Promise<CommentRecord[]> {
  return db
    .select(commentColumns)
    .from(pageComments)
    .where(and(eq(pageComments.threadId, threadId), isNull(pageComments.deletedAt)))
    .orderBy(asc(pageComments.createdAt), asc(pageComments.id));
}

// ── Suggestions ─────────────────────────────────────────────────────────────────────────────────

export interface SuggestionRecord {
  id: string;
  authorId: string | null;
  anchor: Record<string, unknown>;
  quote: string;
  replacement: string;
  status: string;
  decidedBy: string | null;
  decidedAt: Date | null;
  createdAt: Date;
}

const suggestionColumns = {
  id: pageSuggestions.id,
  authorId: pageSuggestions.authorId,
  anchor: pageSuggestions.anchor,
  quote: pageSuggestions.quote,
  replacement: pageSuggestions.replacement,
  status: pageSuggestions.status,
  decidedBy: pageSuggestions.decidedBy,
  decidedAt: pageSuggestions.decidedAt,
  createdAt: pageSuggestions.createdAt,
};

const suggestionsOf = (kind: PageKind, targetId: string) =>
  and(eq(pageSuggestions.targetKind, kind), eq(pageSuggestions.targetId, targetId));

export async function insertSuggestion(
  db: Db,
  key: PageKey,
  s: { id: string; authorId: string; anchor: Record<string, unknown>; quote: string; replacement: string },
  now: Date,
): Promise<SuggestionRecord> {
  const [row] = await db
    .insert(pageSuggestions)
    .values({
      ...s,
      workspaceId: key.workspaceId,
      targetKind: key.kind,
      targetId: key.targetId,
      status: "pending",
      createdAt: now,
    })
    .returning(suggestionColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A page's suggestions, oldest first. */
export async function listSuggestions(
  db: Db,
  kind: PageKind,
  targetId: string,
  status: string | "all",
): Promise<SuggestionRecord[]> {
  return db
    .select(suggestionColumns)
    .from(pageSuggestions)
    .where(and(suggestionsOf(kind, targetId), status === "all" ? undefined : eq(pageSuggestions.status, status)))
    .orderBy(asc(pageSuggestions.createdAt), asc(pageSuggestions.id));
}

export async function findSuggestion(
  db: Db,
  kind: PageKind,
  targetId: string,
  id: string,
): Promise<SuggestionRecord | null> {
  const [row] = await db
    .select(suggestionColumns)
    .from(pageSuggestions)
    .where(and(suggestionsOf(kind, targetId), eq(pageSuggestions.id, id)))
    .limit(1);
  return row ?? null;
}

/** Decides a pending suggestion; null when it is no longer pending (someone decided first). */
export async function decideSuggestion(
  db: Db,
  id: string,
  status: "accepted" | "rejected",
  by: string,
  now: Date,
): Promise<SuggestionRecord | null> {
  const [row] = await db
    .update(pageSuggestions)
    .set({ status, decidedBy: by, decidedAt: now })
    .where(and(eq(pageSuggestions.id, id), eq(pageSuggestions.status, "pending")))
    .returning(suggestionColumns);
  return row ?? null;
}
