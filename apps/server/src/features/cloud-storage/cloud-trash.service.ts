import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import type { CloudTrashItem } from "@bearish/shared/cloud-storage/cloud-file";
import {
  CLOUD_PATH_MAX_LENGTH,
  joinCloudPath,
  nextFreeName,
  ROOT_DIRECTORY,
} from "@bearish/shared/cloud-storage/cloud-paths";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import type { SessionActor } from "../../platform/session.repository";
import { removeRetiredBlob, retireUpload } from "../uploads/uploads.service";
import { cloudFileNotFound, cloudFolderNotFound } from "./cloud-access";
import { takenFileNames } from "./cloud-files.repository";
import { reindexCloudFiles, reindexCloudPath } from "./cloud-files.search";
import { findLiveFolderByPath, takenFolderNames } from "./cloud-folders.repository";
import { pathTooLong, withNameGuard } from "./cloud-folders.service";
import {
  deleteTrashRows,
  findTrashRoot,
  listTrashRoots,
  longestTrashedPath,
  readTrashContents,
  restoreFileRow,
  restoreFolderGroup,
  type TrashKind,
  type TrashRoot,
  type TrashScope,
} from "./cloud-trash.repository";
import { releaseStorage } from "./cloud-usage.repository";

/** `GET cloud-storage/trash`: the caller's trash roots, newest first (nobody sees another drive's trash). */
export async function listTrash(
  ctx: AppContext,
  actor: SessionActor,
  query: { page: number; limit: number },
): Promise<{ items: CloudTrashItem[]; meta: PageMeta }> {
  const { items, total } = await listTrashRoots(ctx.db, actor.userId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items, meta: pageMeta(query.page, query.limit, total) };
}

/** The caller's own trash root, locked; 404 for anything else (live items, others' trash, items trashed with a folder). */
async function requireOwnTrashRoot(tx: Db, actor: SessionActor, kind: TrashKind, id: string): Promise<TrashRoot> {
  const root = await findTrashRoot(tx, kind, id);
  if (!root || root.ownerId !== actor.userId) throw kind === "file" ? cloudFileNotFound() : cloudFolderNotFound();
  return root;
}

/** Where a restored item goes: its own directory while that folder is live, else the root. */
async function restoreDirectory(tx: Db, ownerId: string, directory: string): Promise<string> {
  if (directory === ROOT_DIRECTORY) return ROOT_DIRECTORY;
  const folder = await findLiveFolderByPath(tx, ownerId, directory);
  return folder ? folder.path : ROOT_DIRECTORY;
}

/**
 * `POST cloud-storage/trash/{kind}/{id}/restore`: the owner brings back the whole group trashed
 * with the item, to its directory if that folder is live, else to `/`; a clash takes the first
 * free `name (n)`.
 */
export async function restoreFromTrash(
  ctx: AppContext,
  actor: SessionActor,
  kind: TrashKind,
  id: string,
): Promise<{ id: string; directory: string; name: string }> {
  const now = ctx.clock.now();
  return withNameGuard(() =>
    ctx.db.transaction(async (tx) => {
      const root = await requireOwnTrashRoot(tx, actor, kind, id);
      const directory = await restoreDirectory(tx, root.ownerId, root.directory);
      if (kind === "file") {
        const taken = await takenFileNames(tx, root.ownerId, directory, root.name);
        const name = nextFreeName(root.name, taken, true);
        await restoreFileRow(tx, id, directory, name, now);
        await reindexCloudFiles(tx, [id], now);
        return { id, directory, name };
      }
      const name = nextFreeName(root.name, await takenFolderNames(tx, root.ownerId, directory, root.name), false);
      const path = joinCloudPath(directory, name);
      const longest = await longestTrashedPath(tx, root.ownerId, root.id);
      if (longest - root.path.length + path.length > CLOUD_PATH_MAX_LENGTH) throw pathTooLong();
      await restoreFolderGroup(tx, root, { name, directory, path }, now);
      await reindexCloudPath(tx, root.ownerId, path, now);
      return { id, directory, name };
    }),
  );
}

/**
 * Deletes trashed rows for good in one transaction: the rows go, every version's upload is retired
 * (its blob removed after the commit, or by the blob job) and the drive's usage is released.
 */
async function deleteForGood(ctx: AppContext, scope: TrashScope, check?: (tx: Db) => Promise<void>): Promise<number> {
  const contents = await ctx.db.transaction(async (tx) => {
    await check?.(tx);
    const found = await readTrashContents(tx, scope);
    await deleteTrashRows(tx, scope, found.fileIds);
    for (const upload of found.uploads) await retireUpload(ctx, tx, upload);
    if (found.fileIds.length > 0 || found.bytes > 0) {
      await releaseStorage(tx, scope.ownerId, found.bytes, found.fileIds.length);
    }
    return found;
  });
  await Promise.all(contents.uploads.map((upload) => removeRetiredBlob(ctx, upload)));
  return contents.roots;
}

/** `DELETE cloud-storage/trash/{kind}/{id}`: the owner deletes one trashed item (and what was trashed with it) for good. */
export async function deleteFromTrash(
  ctx: AppContext,
  actor: SessionActor,
  kind: TrashKind,
  id: string,
): Promise<{ id: string }> {
  await deleteForGood(ctx, { ownerId: actor.userId, rootIds: [id] }, async (tx) => {
    await requireOwnTrashRoot(tx, actor, kind, id);
  });
  return { id };
}

/** `DELETE cloud-storage/trash`: empties the caller's trash; answers how many trash items went. */
export async function emptyTrash(ctx: AppContext, actor: SessionActor): Promise<{ deleted: number }> {
  return { deleted: await deleteForGood(ctx, { ownerId: actor.userId, all: true }) };
}
