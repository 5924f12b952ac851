import type { CloudAccessLevel } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudFileAccess } from "@bearish/shared/cloud-storage/cloud-file";
import type { FileUrl } from "@bearish/shared/uploads/upload";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { cloudFileNotFound, requireFileAccess, signCloudUrl } from "./cloud-access";
import { type CloudFileState, countFileAccess, findCloudFileState } from "./cloud-uploads.repository";
import { findFileVersion } from "./cloud-versions.repository";

export const versionNotFound = () => notFound("Version not found");
export const fileLocked = () =>
  new AppError("cloud.locked", 409, "This file is locked. Only the person who locked it can change it");

/**
 * The caller's access to a file and its state, for one call: 404 when they may not see it, 403
 * when their access is below `needed`. A trashed file is the owner's alone (others get 404), and
 * with `change` it takes no change from anyone (restore it first).
 */
export async function requireCloudFile(
  db: Db,
  actor: SessionActor,
  fileId: string,
  needed: CloudAccessLevel,
  now: Date,
  options: { change?: boolean; forUpdate?: boolean } = {},
): Promise<{ access: CloudAccessLevel; file: CloudFileState }> {
  const access = await requireFileAccess(db, actor, fileId, needed, now);
  const file = await findCloudFileState(db, fileId, { forUpdate: options.forUpdate ?? false });
  if (!file) throw cloudFileNotFound();
  if (file.deletedAt !== null && (options.change || access !== "owner")) throw cloudFileNotFound();
  return { access, file };
}

/** A locked file changes only by the hand of the person who locked it (409 for anyone else). */
export function assertUnlockedFor(file: CloudFileState, actor: SessionActor): void {
  if (file.lockedBy !== null && file.lockedBy !== actor.userId) throw fileLocked();
}

/**
 * `POST cloud-storage/file/{id}/access`: a signed URL of the file's current bytes (or of one of
 * its versions) for anyone who may see it. A view counts in `totalViews`, a download in
 * `downloads`; both stamp `lastAccessed`. The bytes are served by `GET /api/files/:id`, which
 * keeps HTML, SVG and unknown types as sandboxed attachments. The URL lives
 * `CLOUD_URL_TTL_SECONDS` (10 minutes, rounded up to the signer's 5-minute step).
 */
export async function requestFileUrl(
  ctx: AppContext,
  actor: SessionActor,
  fileId: string,
  body: CloudFileAccess,
): Promise<FileUrl> {
  const now = ctx.clock.now();
  const { file } = await requireCloudFile(ctx.db, actor, fileId, "view", now);
  let uploadId = file.uploadId;
  if (body.versionId !== undefined) {
    const version = await findFileVersion(ctx.db, file.id, body.versionId);
    if (!version) throw versionNotFound();
    uploadId = version.uploadId;
  }
  await countFileAccess(ctx.db, file.id, body.purpose, now);
  const url = signCloudUrl(ctx, uploadId);
  return { path: url.path, expiresAt: url.expiresAt.toISOString() };
}
