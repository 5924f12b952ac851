import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { searchDocuments } from "../../db/schema/search-documents";
import { taskComments, tasks } from "../../db/schema/tasks";
import { users } from "../../db/schema/users";
import { workspaceMembers } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";
import { scopesDifferFrom } from "../search/search.repository";

/** Someone shown beside a comment or an approval. */
export interface PersonRef {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

export interface CommentRecord {
  id: string;
  taskId: string;
  workspaceId: string;
  authorId: string | null;
  body: string;
  mentions: string[];
  createdAt: Date;
  updatedAt: Date;
  author: PersonRef | null;
}

const columns = {
  id: taskComments.id,
  taskId: taskComments.taskId,
  workspaceId: taskComments.workspaceId,
  authorId: taskComments.authorId,
  body: taskComments.body,
  mentions: taskComments.mentions,
  createdAt: taskComments.createdAt,
  updatedAt: taskComments.updatedAt,
  personId: users.id,
  personFirstName: users.firstName,
  personLastName: users.lastName,
  personAvatar: users.avatar,
};

type Row = Omit<CommentRecord, "author"> & {
  personId: string | null;
  personFirstName: string | null;
  personLastName: string | null;
  personAvatar: string | null;
};

function toRecord({ personId, personFirstName, personLastName, personAvatar, ...rest }: Row): CommentRecord {
  return {
    ...rest,
    author:
      personId === null
        ? null
        : { id: personId, firstName: personFirstName ?? "", lastName: personLastName ?? "", avatar: personAvatar },
  };
}

const live = (taskId: string) => and(eq(taskComments.taskId, taskId), isNull(taskComments.deletedAt));

export async function insertComment(
  db: Db,
  c: { id: string; taskId: string; workspaceId: string; authorId: string; body: string; mentions: string[]; now: Date },
): Promise<void> {
  await db.insert(taskComments).values({
    id: c.id,
    taskId: c.taskId,
    workspaceId: c.workspaceId,
    authorId: c.authorId,
    body: c.body,
    mentions: c.mentions,
    createdAt: c.now,
    updatedAt: c.now,
  });
}

/** A live comment of the task, with its author; `lock` holds the row until the transaction ends. */
export async function findComment(
  db: Db,
  taskId: string,
  commentId: string,
  lock = false,
): Promise<CommentRecord | null> {
  const query = db
    .select(columns)
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(and(live(taskId), eq(taskComments.id, commentId)))
    .limit(1);
  const [row] = await (lock ? query.for("update", { of: taskComments }) : query);
  return row ? toRecord(row) : null;
}

/** A task's live comments, oldest first. */
export async function listComments(
  db: Db,
  taskId: string,
  page: { page: number; limit: number },
): Promise<{ rows: CommentRecord[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(taskComments)
      .leftJoin(users, eq(users.id, taskComments.authorId))
      .where(live(taskId))
      .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(taskComments).where(live(taskId)),
  ]);
  return { rows: rows.map(toRecord), total: count?.n ?? 0 };
}

export async function updateCommentBody(
  db: Db,
  commentId: string,
  change: { body: string; mentions: string[]; now: Date },
): Promise<void> {
  await db
    .update(taskComments)
    .set({ body: change.body, mentions: change.mentions, updatedAt: change.now })
    .where(eq(taskComments.id, commentId));
}

export async function softDeleteComment(db: Db, commentId: string, now: Date): Promise<void> {
  await db.update(taskComments).set({ deletedAt: now }).where(eq(taskComments.id, commentId));
}

/** Moves `tasks.comment_count` by `delta` (never below zero), in the caller's transaction. */
export async function shiftCommentCount(db: Db, taskId: string, delta: number): Promise<void> {
  await db
    .update(tasks)
    .set({ commentCount: sql`greatest(${tasks.commentCount} + ${delta}, 0)` })
    .where(eq(tasks.id, taskId));
}

/** Active members of a workspace (the owner included): the people comments may mention. */
export async function listWorkspacePeople(
  db: Db,
  workspaceId: string,
): Promise<(PersonRef & { role: string; orgRole: string })[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      role: workspaceMembers.role,
      orgRole: users.role,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(users.accountState, "active")))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** One person's name and avatar, or null. */
export async function findPerson(db: Db, userId: string): Promise<PersonRef | null> {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, avatar: users.avatar })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Comments are `task` search documents keyed by the comment's id: these follow the workspace's
 * scopes (null removes them, for a deleted workspace).
 */
export async function setCommentSearchScopes(db: Db, workspaceId: string, scopes: string[] | null): Promise<void> {
  const ofWorkspace = sql`${searchDocuments.refId} in (select id::text from ${taskComments} where ${taskComments.workspaceId} = ${workspaceId})`;
  const target = and(eq(searchDocuments.kind, "task"), ofWorkspace);
  if (scopes === null) await db.delete(searchDocuments).where(target);
  else
    await db
      .update(searchDocuments)
      .set({ scopes })
      .where(and(target, scopesDifferFrom(scopes)));
}

/** Drops the search documents of the comments of these tasks (deleted tasks). */
export async function removeCommentSearchDocuments(db: Db, taskIds: string[]): Promise<void> {
  if (taskIds.length === 0) return;
  const ofTasks = sql`${searchDocuments.refId} in (select id::text from ${taskComments} where ${inArray(taskComments.taskId, taskIds)})`;
  await db.delete(searchDocuments).where(and(eq(searchDocuments.kind, "task"), ofTasks));
}
