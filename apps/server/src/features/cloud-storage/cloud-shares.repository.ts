import type { CloudShareRole } from "@bearish/shared/cloud-storage/cloud-access";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { cloudFiles, cloudFolders, cloudShares } from "../../db/schema/cloud-storage";
import { users } from "../../db/schema/users";
import { type Db, queryRows } from "../../platform/db/database";
import { sharedEditCondition } from "./cloud-access.repository";

/** SQL of sharing cloud files and folders with people (`cloud_shares`). */

/** What is shared: exactly one of a file and a folder. */
export type ShareTargetRef = { fileId: string } | { folderId: string };

export interface CloudShareRecord {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
  role: CloudShareRole;
  expiresAt: Date | null;
  createdAt: Date;
}

function targetCondition(target: ShareTargetRef): SQL {
  return "fileId" in target ? eq(cloudShares.fileId, target.fileId) : eq(cloudShares.folderId, target.folderId);
}

const shareColumns = {
  id: cloudShares.id,
  userId: cloudShares.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatar: users.avatar,
  role: sql<CloudShareRole>`${cloudShares.role}`,
  expiresAt: cloudShares.expiresAt,
  createdAt: cloudShares.createdAt,
};

/** Everyone the item is shared with (expired shares included, with their expiry), oldest first. */
export async function listShares(db: Db, target: ShareTargetRef): Promise<CloudShareRecord[]> {
  return db
    .select(shareColumns)
    .from(cloudShares)
    .innerJoin(users, eq(users.id, cloudShares.userId))
    .where(targetCondition(target))
    .orderBy(asc(cloudShares.createdAt), asc(cloudShares.id));
}

export async function findShare(db: Db, target: ShareTargetRef, userId: string): Promise<CloudShareRecord | null> {
  const [row] = await db
    .select(shareColumns)
    .from(cloudShares)
    .innerJoin(users, eq(users.id, cloudShares.userId))
    .where(and(targetCondition(target), eq(cloudShares.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function insertShare(
  db: Db,
  share: {
    id: string;
    ownerId: string;
    target: ShareTargetRef;
    userId: string;
    role: CloudShareRole;
    expiresAt: Date | null;
    createdBy: string;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(cloudShares).values({
    id: share.id,
    ownerId: share.ownerId,
    fileId: "fileId" in share.target ? share.target.fileId : null,
    folderId: "folderId" in share.target ? share.target.folderId : null,
    userId: share.userId,
    role: share.role,
    expiresAt: share.expiresAt,
    createdBy: share.createdBy,
    createdAt: share.createdAt,
  });
}

export async function updateShare(
  db: Db,
  shareId: string,
  patch: { role: CloudShareRole; expiresAt?: Date | null; createdAt?: Date },
): Promise<void> {
  await db.update(cloudShares).set(patch).where(eq(cloudShares.id, shareId));
}

/** Removes one person's share of the item; false when there was none. */
export async function deleteShare(db: Db, target: ShareTargetRef, userId: string): Promise<boolean> {
  const rows = await db
    .delete(cloudShares)
    .where(and(targetCondition(target), eq(cloudShares.userId, userId)))
    .returning({ id: cloudShares.id });
  return rows.length > 0;
}

/** Counts a share of a file (the spec's `totalShares`). */
export async function countFileShare(db: Db, fileId: string): Promise<void> {
  await db
    .update(cloudFiles)
    .set({ totalShares: sql`${cloudFiles.totalShares} + 1` })
    .where(eq(cloudFiles.id, fileId));
}

/** A live (not trashed) folder. */
export async function findLiveFolder(
  db: Db,
  folderId: string,
): Promise<{ id: string; ownerId: string; name: string; path: string } | null> {
  const [row] = await db
    .select({ id: cloudFolders.id, ownerId: cloudFolders.ownerId, name: cloudFolders.name, path: cloudFolders.path })
    .from(cloudFolders)
    .where(and(eq(cloudFolders.id, folderId), sql`${cloudFolders.deletedAt} is null`))
    .limit(1);
  return row ?? null;
}

/**
 * After `userId`'s share of an item was removed or lowered below editor: clears, in one UPDATE,
 * the locks they hold on the files the share covered (the file, or every file at or below the
 * folder's path in its drive) unless they own the file or may still edit it another way (another
 * editor share, a connected workspace). Answers how many locks went.
 */
export async function releaseLocksOfFormerEditor(
  db: Db,
  covered: { fileId: string } | { ownerId: string; path: string },
  userId: string,
  now: Date,
): Promise<number> {
  const where =
    "fileId" in covered
      ? sql`f.id = ${covered.fileId}`
      : sql`f.owner_id = ${covered.ownerId}
          and (f.directory = ${covered.path} or left(f.directory, length(${covered.path}) + 1) = ${covered.path} || '/')`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update cloud_files f set locked_by = null, locked_at = null
      where ${where} and f.locked_by = ${userId} and f.owner_id <> ${userId}
        and not ${sharedEditCondition(userId, now)}
      returning f.id`,
  );
  return rows.length;
}
