import { eq, sql } from "drizzle-orm";
import { cloudFiles, cloudFileVersions } from "../../db/schema/cloud-storage";
import { type Db, queryRows } from "../../platform/db/database";

/**
 * SQL of cloud file rows for the upload, version and access parts: finding the folder an upload
 * goes to, the names already taken there, inserting files with their first version, and the
 * state and counters of one file.
 */

/**
 * Names of live files in one folder that `nextFreeName` could collide with when placing `names`:
 * each name itself and its suffixed forms (`stem (n)ext`), compared in lower case. One query for
 * the whole batch; it never reads the rest of a big folder.
 */
export async function findTakenFileNames(
  db: Db,
  ownerId: string,
  directory: string,
  names: readonly string[],
): Promise<string[]> {
  if (names.length === 0) return [];
  const exact = [...new Set(names.map((name) => name.toLowerCase()))];
  const prefixes = [...new Set(names.map((name) => `${stemOf(name).toLowerCase()} (`))];
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select f.name from cloud_files f
      where f.owner_id = ${ownerId} and f.directory = ${directory} and f.deleted_at is null
        and (lower(f.name) = any(${sql.param(exact)}::text[])
          or exists (select 1 from unnest(${sql.param(prefixes)}::text[]) as p(prefix)
            where starts_with(lower(f.name), p.prefix)))`,
  );
  return rows.map((row) => row.name);
}

/** The part of a file name before its extension (as `nextFreeName` splits it). */
function stemOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

export interface NewCloudFile {
  id: string;
  ownerId: string;
  uploadedBy: string;
  name: string;
  originalName: string;
  directory: string;
  uploadId: string;
  size: number;
  contentType: string;
  lockedBy: string | null;
  lockedAt: Date | null;
  now: Date;
}

/** Inserts files (one statement) with their version 1 (one statement). */
export async function insertCloudFiles(db: Db, files: readonly NewCloudFile[]): Promise<void> {
  if (files.length === 0) return;
  await db.insert(cloudFiles).values(
    files.map((file) => ({
      id: file.id,
      ownerId: file.ownerId,
      uploadedBy: file.uploadedBy,
      name: file.name,
      originalName: file.originalName,
      directory: file.directory,
      uploadId: file.uploadId,
      size: file.size,
      contentType: file.contentType,
      version: 1,
      lockedBy: file.lockedBy,
      lockedAt: file.lockedAt,
      createdAt: file.now,
      updatedAt: file.now,
    })),
  );
}

export interface NewFileVersion {
  id: string;
  fileId: string;
  version: number;
  uploadId: string;
  name: string;
  size: number;
  contentType: string;
  createdBy: string;
  createdAt: Date;
}

export async function insertFileVersions(db: Db, versions: readonly NewFileVersion[]): Promise<void> {
  if (versions.length === 0) return;
  await db.insert(cloudFileVersions).values([...versions]);
}

/** What the version and access rules need to know about a file. */
export interface CloudFileState {
  id: string;
  ownerId: string;
  name: string;
  directory: string;
  uploadId: string;
  version: number;
  lockedBy: string | null;
  deletedAt: Date | null;
}

const stateColumns = {
  id: cloudFiles.id,
  ownerId: cloudFiles.ownerId,
  name: cloudFiles.name,
  directory: cloudFiles.directory,
  uploadId: cloudFiles.uploadId,
  version: cloudFiles.version,
  lockedBy: cloudFiles.lockedBy,
  deletedAt: cloudFiles.deletedAt,
};

/**
 * A file's state; with `forUpdate` the row stays locked until the transaction ends, so two
 * versions added at once get consecutive numbers and a lock taken meanwhile is seen.
 */
export async function findCloudFileState(
  db: Db,
  fileId: string,
  options: { forUpdate?: boolean } = {},
): Promise<CloudFileState | null> {
  const query = db.select(stateColumns).from(cloudFiles).where(eq(cloudFiles.id, fileId)).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** Counts one view or download and stamps `last_accessed` (one UPDATE). */
export async function countFileAccess(db: Db, fileId: string, purpose: "view" | "download", now: Date): Promise<void> {
  await db
    .update(cloudFiles)
    .set(
      purpose === "view"
        ? { totalViews: sql`${cloudFiles.totalViews} + 1`, lastAccessed: now }
        : { downloads: sql`${cloudFiles.downloads} + 1`, lastAccessed: now },
    )
    .where(eq(cloudFiles.id, fileId));
}
