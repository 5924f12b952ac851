import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { uploads } from "../../db/schema/uploads";
import type { Db } from "../../platform/db/database";

/** A stored upload as the service sees it. */
export interface UploadRecord {
  id: string;
  storageKey: string;
  originalName: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedBy: string;
  createdAt: Date;
}

const columns = {
  id: uploads.id,
  storageKey: uploads.storageKey,
  originalName: uploads.originalName,
  contentType: uploads.contentType,
  size: uploads.size,
  sha256: uploads.sha256,
  uploadedBy: uploads.uploadedBy,
  createdAt: uploads.createdAt,
};

/** Inserts all rows in one statement: a batch is stored whole or not at all. */
export async function insertUploads(db: Db, rows: UploadRecord[]): Promise<UploadRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(uploads).values(rows).returning(columns);
}

/** The upload unless it does not exist or was deleted. */
export async function findLiveUpload(db: Db, id: string): Promise<UploadRecord | null> {
  const [row] = await db
    .select(columns)
    .from(uploads)
    .where(and(eq(uploads.id, id), isNull(uploads.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The upload unless it does not exist, was deleted, or is a cloud file's (a row of
 * `cloud_file_versions`, which holds every version, the current one included): cloud uploads are
 * read and deleted through the cloud-storage feature only, never through `/api/upload-files/{id}`.
 */
export async function findLiveGenericUpload(db: Db, id: string): Promise<UploadRecord | null> {
  const [row] = await db
    .select(columns)
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        isNull(uploads.deletedAt),
        sql`not exists (select 1 from cloud_file_versions v where v.upload_id = ${uploads.id})`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The upload a signed URL may serve: live, and either no cloud file's or one of a live (not
 * trashed) cloud file. A trashed cloud file's bytes stop being served at once, whatever URL was
 * handed out before.
 */
export async function findServableUpload(db: Db, id: string): Promise<UploadRecord | null> {
  const [row] = await db
    .select(columns)
    .from(uploads)
    .where(
      and(
        eq(uploads.id, id),
        isNull(uploads.deletedAt),
        sql`(not exists (select 1 from cloud_file_versions v where v.upload_id = ${uploads.id})
          or exists (select 1 from cloud_file_versions v join cloud_files f on f.id = v.file_id
            where v.upload_id = ${uploads.id} and f.deleted_at is null))`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the upload deleted; false when it already was (a concurrent delete). */
export async function markUploadDeleted(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ deletedAt: now })
    .where(and(eq(uploads.id, id), isNull(uploads.deletedAt)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Which of these uploads exist and are not deleted (for things that show uploads by id). */
export async function findLiveUploadIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, ids), isNull(uploads.deletedAt)));
  return new Set(rows.map((r) => r.id));
}
