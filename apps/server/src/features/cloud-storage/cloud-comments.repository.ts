import type { CloudPerson } from "@bearish/shared/cloud-storage/cloud-file";
import { and, asc, count, eq } from "drizzle-orm";
import { cloudFileComments } from "../../db/schema/cloud-storage";
import { users } from "../../db/schema/users";
import type { Db } from "../../platform/db/database";

/** SQL of comments on cloud files (`cloud_file_comments`). */

export interface CloudCommentRecord {
  id: string;
  fileId: string;
  body: string;
  createdAt: Date;
  author: CloudPerson;
}

const commentColumns = {
  id: cloudFileComments.id,
  fileId: cloudFileComments.fileId,
  body: cloudFileComments.body,
  createdAt: cloudFileComments.createdAt,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatar: users.avatar,
};

type CommentRow = {
  id: string;
  fileId: string;
  body: string;
  createdAt: Date;
  authorId: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
};

function toRecord({ authorId, firstName, lastName, email, avatar, ...comment }: CommentRow): CloudCommentRecord {
  return { ...comment, author: { id: authorId, firstName, lastName, email, avatar } };
}

/** A page of a file's comments with their authors, oldest first (index on file, time), and the total. */
export async function listFileComments(
  db: Db,
  fileId: string,
  page: { page: number; limit: number },
): Promise<{ comments: CloudCommentRecord[]; total: number }> {
  const rows = await db
    .select(commentColumns)
    .from(cloudFileComments)
    .innerJoin(users, eq(users.id, cloudFileComments.authorId))
    .where(eq(cloudFileComments.fileId, fileId))
    .orderBy(asc(cloudFileComments.createdAt), asc(cloudFileComments.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db
    .select({ total: count() })
    .from(cloudFileComments)
    .where(eq(cloudFileComments.fileId, fileId));
  return { comments: rows.map(toRecord), total: Number(total?.total ?? 0) };
}

export async function findFileComment(db: Db, fileId: string, commentId: string): Promise<CloudCommentRecord | null> {
  const [row] = await db
    .select(commentColumns)
    .from(cloudFileComments)
    .innerJoin(users, eq(users.id, cloudFileComments.authorId))
    .where(and(eq(cloudFileComments.fileId, fileId), eq(cloudFileComments.id, commentId)))
    .limit(1);
  return row ? toRecord(row) : null;
}

export async function insertFileComment(
  db: Db,
  comment: { id: string; fileId: string; authorId: string; body: string; createdAt: Date },
): Promise<void> {
  await db.insert(cloudFileComments).values(comment);
}

/** Deletes one comment of one file; false when it was not there (already deleted). */
export async function deleteFileComment(db: Db, fileId: string, commentId: string): Promise<boolean> {
  const rows = await db
    .delete(cloudFileComments)
    .where(and(eq(cloudFileComments.fileId, fileId), eq(cloudFileComments.id, commentId)))
    .returning({ id: cloudFileComments.id });
  return rows.length > 0;
}
