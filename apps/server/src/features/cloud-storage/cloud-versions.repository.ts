import type { CloudPerson } from "@bearish/shared/cloud-storage/cloud-file";
import { and, desc, eq, sql } from "drizzle-orm";
import { cloudFiles, cloudFileVersions } from "../../db/schema/cloud-storage";
import { users } from "../../db/schema/users";
import type { Db } from "../../platform/db/database";

/** SQL of a file's versions (`cloud_file_versions`) and of moving a file to another version. */

export interface FileVersionRecord {
  id: string;
  version: number;
  uploadId: string;
  name: string;
  size: number;
  contentType: string;
  createdAt: Date;
  createdBy: CloudPerson;
}

/** Every version of a file with the person who made it, newest first (one query). */
export async function listFileVersions(db: Db, fileId: string): Promise<FileVersionRecord[]> {
  const rows = await db
    .select({
      id: cloudFileVersions.id,
      version: cloudFileVersions.version,
      uploadId: cloudFileVersions.uploadId,
      name: cloudFileVersions.name,
      size: cloudFileVersions.size,
      contentType: cloudFileVersions.contentType,
      createdAt: cloudFileVersions.createdAt,
      personId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatar: users.avatar,
    })
    .from(cloudFileVersions)
    .innerJoin(users, eq(users.id, cloudFileVersions.createdBy))
    .where(eq(cloudFileVersions.fileId, fileId))
    .orderBy(desc(cloudFileVersions.version));
  return rows.map(({ personId, firstName, lastName, email, avatar, ...version }) => ({
    ...version,
    createdBy: { id: personId, firstName, lastName, email, avatar },
  }));
}

/** One version of one file (a version id of another file is not found). */
export async function findFileVersion(
  db: Db,
  fileId: string,
  versionId: string,
): Promise<Omit<FileVersionRecord, "createdBy"> | null> {
  const [row] = await db
    .select({
      id: cloudFileVersions.id,
      version: cloudFileVersions.version,
      uploadId: cloudFileVersions.uploadId,
      name: cloudFileVersions.name,
      size: cloudFileVersions.size,
      contentType: cloudFileVersions.contentType,
      createdAt: cloudFileVersions.createdAt,
    })
    .from(cloudFileVersions)
    .where(and(eq(cloudFileVersions.fileId, fileId), eq(cloudFileVersions.id, versionId)))
    .limit(1);
  return row ?? null;
}

/** The highest version number a file has (0 when it has none). */
export async function maxFileVersion(db: Db, fileId: string): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | string | null>`max(${cloudFileVersions.version})` })
    .from(cloudFileVersions)
    .where(eq(cloudFileVersions.fileId, fileId));
  return Number(row?.max ?? 0);
}

/** Points a file at another version's bytes (the file's current version becomes `version`). */
export async function setCurrentVersion(
  db: Db,
  fileId: string,
  current: { version: number; uploadId: string; size: number; contentType: string },
  now: Date,
): Promise<void> {
  await db
    .update(cloudFiles)
    .set({
      version: current.version,
      uploadId: current.uploadId,
      size: current.size,
      contentType: current.contentType,
      updatedAt: now,
    })
    .where(eq(cloudFiles.id, fileId));
}
