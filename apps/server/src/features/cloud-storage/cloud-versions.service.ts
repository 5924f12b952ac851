import { finished } from "node:stream/promises";
import type { CloudFile, CloudFileVersion } from "@bearish/shared/cloud-storage/cloud-file";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import {
  discardStoredFiles,
  noFileProvided,
  recordStoredFiles,
  type StoredFile,
  storeIncomingFile,
} from "../uploads/uploads.service";
import { assertSafeContent, enqueueTextExtraction } from "./cloud-content-safety";
import { assertUnlockedFor, requireCloudFile, versionNotFound } from "./cloud-file-access.service";
import { loadFileViews } from "./cloud-file-view";
import { reindexCloudFiles } from "./cloud-files.search";
import { insertFileVersions } from "./cloud-uploads.repository";
import { type FormReader, reserveOrRefuse } from "./cloud-uploads.service";
import {
  type FileVersionRecord,
  findFileVersion,
  listFileVersions,
  maxFileVersion,
  setCurrentVersion,
} from "./cloud-versions.repository";

/**
 * Versions of a cloud file. Every version, the current one included, is a row; the file points at
 * the current one's upload. Adding a version stores new bytes (charged to the drive's owner);
 * restoring an old one makes a new version that points at the old version's upload, so no bytes
 * are copied and the drive's usage does not change (the bytes are counted once, by upload).
 */

function presentVersion(version: FileVersionRecord, currentVersion: number): CloudFileVersion {
  return {
    id: version.id,
    version: version.version,
    name: version.name,
    size: version.size,
    contentType: version.contentType,
    createdBy: version.createdBy,
    createdAt: version.createdAt.toISOString(),
    isCurrent: version.version === currentVersion,
  };
}

/** `GET cloud-storage/file/{id}/versions` (view): every version, newest first. */
export async function listVersions(ctx: AppContext, actor: SessionActor, fileId: string): Promise<CloudFileVersion[]> {
  const { file } = await requireCloudFile(ctx.db, actor, fileId, "view", ctx.clock.now());
  const versions = await listFileVersions(ctx.db, file.id);
  return versions.map((version) => presentVersion(version, file.version));
}

/**
 * `POST cloud-storage/file/{id}/versions` (edit; multipart field `file`): the uploaded bytes become
 * the file's next version. Access, trash and lock are checked before a byte is read and again in
 * the transaction; the drive owner's quota pays. On any failure the stored blob is removed.
 */
export async function addVersion(
  ctx: AppContext,
  actor: SessionActor,
  fileId: string,
  readForm: FormReader,
): Promise<CloudFile> {
  const before = await requireCloudFile(ctx.db, actor, fileId, "edit", ctx.clock.now(), { change: true });
  assertUnlockedFor(before.file, actor);
  const stored: StoredFile[] = [];
  try {
    await readForm(async (incoming) => {
      // One file per version: a second file part is read and dropped.
      if (stored.length > 0) {
        incoming.stream.resume();
        await finished(incoming.stream);
        return;
      }
      const one = await storeIncomingFile(ctx, incoming);
      if (!one) return;
      stored.push(one);
      await assertSafeContent(ctx, one);
    });
    const upload = stored[0];
    if (!upload) throw noFileProvided();
    await ctx.db.transaction(async (tx) => {
      const now = ctx.clock.now();
      const { file } = await lockedFileForChange(tx, actor, fileId, now);
      await reserveOrRefuse(ctx, tx, file.ownerId, upload.size, 0);
      const [record] = await recordStoredFiles(tx, actor, [upload], now);
      if (!record) throw new Error("the stored version was not recorded");
      await makeCurrent(ctx, tx, actor, file.id, { ...record, name: upload.name }, now);
    });
  } catch (error) {
    await discardStoredFiles(ctx, stored);
    throw error;
  }
  // The version's text extraction was enqueued in the transaction; start it now rather than at the next poll.
  ctx.jobs.kick();
  return presentFile(ctx, actor, fileId);
}

/**
 * `POST cloud-storage/file/{id}/versions/{versionId}/restore` (edit): a new version pointing at the
 * old version's upload becomes current. No bytes are copied, so usage is unchanged.
 */
export async function restoreVersion(
  ctx: AppContext,
  actor: SessionActor,
  fileId: string,
  versionId: string,
): Promise<CloudFile> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const { file } = await lockedFileForChange(tx, actor, fileId, now);
    const old = await findFileVersion(tx, file.id, versionId);
    if (!old) throw versionNotFound();
    await makeCurrent(ctx, tx, actor, file.id, { ...old, id: old.uploadId }, now);
  });
  ctx.jobs.kick();
  return presentFile(ctx, actor, fileId);
}

/** The file locked for this transaction, after checking access (edit), trash and lock again. */
async function lockedFileForChange(tx: Db, actor: SessionActor, fileId: string, now: Date) {
  const found = await requireCloudFile(tx, actor, fileId, "edit", now, { change: true, forUpdate: true });
  assertUnlockedFor(found.file, actor);
  return found;
}

/** Adds version max+1 for the upload `bytes.id` and points the file at it. */
async function makeCurrent(
  ctx: AppContext,
  tx: Db,
  actor: SessionActor,
  fileId: string,
  bytes: { id: string; name: string; size: number; contentType: string },
  now: Date,
): Promise<void> {
  const version = (await maxFileVersion(tx, fileId)) + 1;
  await insertFileVersions(tx, [
    {
      id: newId(),
      fileId,
      version,
      uploadId: bytes.id,
      name: bytes.name,
      size: bytes.size,
      contentType: bytes.contentType,
      createdBy: actor.userId,
      createdAt: now,
    },
  ]);
  await setCurrentVersion(
    tx,
    fileId,
    { version, uploadId: bytes.id, size: bytes.size, contentType: bytes.contentType },
    now,
  );
  await enqueueTextExtraction(ctx, tx, fileId);
  await reindexCloudFiles(tx, [fileId], now);
}

async function presentFile(ctx: AppContext, actor: SessionActor, fileId: string): Promise<CloudFile> {
  const [view] = await loadFileViews(ctx, ctx.db, actor, [fileId]);
  if (!view) throw new Error("a changed file could not be presented");
  return view;
}
