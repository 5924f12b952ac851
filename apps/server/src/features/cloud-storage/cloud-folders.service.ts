import type { PageMeta } from "@bearish/shared/api/envelope";
import { pageMeta } from "@bearish/shared/api/envelope";
import { cloudAccessAtLeast } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudFolder, CloudFoldersQuery } from "@bearish/shared/cloud-storage/cloud-file";
import {
  CLOUD_PATH_MAX_LENGTH,
  isWithinPath,
  joinCloudPath,
  nextFreeName,
  ROOT_DIRECTORY,
} from "@bearish/shared/cloud-storage/cloud-paths";
import type { AppContext } from "../../platform/context";
import { type Db, isUniqueViolation } from "../../platform/db/database";
import { AppError, forbidden, invalid } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { cloudFolderNotFound, pathAccess, requirePathAccess } from "./cloud-access";
import { loadFolderViews } from "./cloud-file-view";
import { reindexCloudPath } from "./cloud-files.search";
import {
  findFolder,
  findForeignLockBelow,
  findLiveFolderByPath,
  insertFolder,
  listDriveFolders,
  listSharedFolders,
  longestPathBelow,
  moveFolderTree,
  takenFolderNames,
  trashFolderTree,
} from "./cloud-folders.repository";

// ── Errors every cloud-storage part answers alike ───────────────────────────────────────────────

/** An explicit rename to a name already taken in the folder (placing an item suffixes instead). */
export const nameTaken = () =>
  new AppError("cloud.name_taken", 409, "An item with this name already exists in this folder");
export const fileLocked = (by: { firstName: string; lastName: string }) =>
  new AppError("cloud.locked", 409, `This file is locked by ${`${by.firstName} ${by.lastName}`.trim()}`);
export const invalidMove = () => new AppError("cloud.invalid_move", 400, "A folder cannot be moved into itself");
export const pathTooLong = () => invalid(`Folder paths can be at most ${CLOUD_PATH_MAX_LENGTH} characters long`);

/** Runs a write; a unique-index failure (two writers placed the same name at once) becomes 409 name_taken. */
export async function withNameGuard<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * A directory a client named, as stored: resolved case-insensitively to the live folder of
 * `ownerId`'s drive and returned with that folder's exact path. `/` is always there; any other
 * directory that does not exist is 404 "Folder not found".
 */
export async function resolveDirectory(db: Db, ownerId: string, directory: string): Promise<string> {
  if (directory === ROOT_DIRECTORY) return ROOT_DIRECTORY;
  const folder = await findLiveFolderByPath(db, ownerId, directory);
  if (!folder) throw cloudFolderNotFound();
  return folder.path;
}

/**
 * A rename answers 409 when the name is taken in the folder the item sits in, which tells what
 * that folder holds: so someone other than the owner renames only where they may edit the folder
 * itself (a folder share covering it), else 403 before any name is compared. An editor of a shared
 * `/Team` renames what is inside it, not `/Team` (which sits in the owner's root), and not a file
 * shared with them alone.
 */
export async function requireRenameAccess(
  db: Db,
  actor: SessionActor,
  ownerId: string,
  directory: string,
  now: Date,
): Promise<void> {
  const access = await pathAccess(db, actor, ownerId, directory, now);
  if (access === null || !cloudAccessAtLeast(access, "edit")) {
    throw forbidden("Only the owner and editors of the folder it is in can rename this item");
  }
}

async function folderView(ctx: AppContext, actor: SessionActor, id: string): Promise<CloudFolder> {
  const [view] = await loadFolderViews(ctx, ctx.db, actor, [id]);
  if (!view) throw cloudFolderNotFound();
  return view;
}

/**
 * `POST cloud-storage/file/create-folder`: in `ownerId`'s drive (default the caller's); someone
 * else needs edit access to the directory. A taken name gets the first free `name (n)`.
 */
export async function createFolder(
  ctx: AppContext,
  actor: SessionActor,
  body: { folderName: string; directory: string; ownerId?: string | undefined },
): Promise<CloudFolder> {
  const ownerId = body.ownerId ?? actor.userId;
  const now = ctx.clock.now();
  const id = await withNameGuard(() =>
    ctx.db.transaction(async (tx) => {
      const directory = await resolveDirectory(tx, ownerId, body.directory);
      if (ownerId !== actor.userId) await requirePathAccess(tx, actor, ownerId, directory, "edit", now);
      const taken = await takenFolderNames(tx, ownerId, directory, body.folderName);
      const name = nextFreeName(body.folderName, taken, false);
      const path = joinCloudPath(directory, name);
      if (path.length > CLOUD_PATH_MAX_LENGTH) throw pathTooLong();
      const folderId = newId();
      await insertFolder(tx, { id: folderId, ownerId, name, directory, path, createdBy: actor.userId, now });
      return folderId;
    }),
  );
  return folderView(ctx, actor, id);
}

/**
 * `GET cloud-storage/file/get-all-folders`: `drive` lists the folders directly in a directory of a
 * drive that the caller may see (a directory of someone else's drive showing them nothing is 404);
 * `shared` lists folders shared directly with the caller.
 */
export async function listFolders(
  ctx: AppContext,
  actor: SessionActor,
  query: CloudFoldersQuery,
): Promise<{ items: CloudFolder[]; meta: PageMeta }> {
  const now = ctx.clock.now();
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  let found: { ids: string[]; total: number };
  if (query.view === "shared") {
    found = await listSharedFolders(ctx.db, actor.userId, page, now);
  } else {
    const ownerId = query.ownerId ?? actor.userId;
    const directory = await resolveDirectory(ctx.db, ownerId, query.directory);
    found = await listDriveFolders(ctx.db, actor.userId, ownerId, directory, page, now);
    if (found.total === 0 && (await pathAccess(ctx.db, actor, ownerId, directory, now)) === null) {
      throw cloudFolderNotFound();
    }
  }
  const items = await loadFolderViews(ctx, ctx.db, actor, found.ids);
  return { items, meta: pageMeta(query.page, query.limit, found.total) };
}

/**
 * `PUT cloud-storage/file/update-folder/{id}`: rename (editors of the folder it sits in; 409 when
 * the name is taken) and/or
 * move (owner; the name is suffixed when taken). Everything below the folder moves with it in
 * set-based updates; a folder cannot move into itself or below itself.
 */
export async function updateFolder(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  body: { folderName?: string | undefined; directory?: string | undefined },
): Promise<CloudFolder> {
  const now = ctx.clock.now();
  await withNameGuard(() =>
    ctx.db.transaction(async (tx) => {
      const folder = await findFolder(tx, id, true);
      if (!folder || folder.deletedAt !== null) throw cloudFolderNotFound();
      const ownerId = folder.ownerId;
      const moving = body.directory !== undefined;
      await requirePathAccess(tx, actor, ownerId, folder.path, moving ? "owner" : "edit", now);
      const directory = moving ? await resolveDirectory(tx, ownerId, body.directory as string) : folder.directory;
      if (moving && isWithinPath(directory, folder.path)) throw invalidMove();
      const renaming = body.folderName !== undefined && body.folderName !== folder.name;
      const moved = directory !== folder.directory;
      if (!renaming && !moved) return;
      if (renaming) await requireRenameAccess(tx, actor, ownerId, folder.directory, now);
      if (moved) {
        const lock = await findForeignLockBelow(tx, ownerId, folder.path, actor.userId);
        if (lock) throw fileLocked(lock);
      }
      let name = folder.name;
      if (renaming) {
        name = body.folderName as string;
        const taken = await takenFolderNames(tx, ownerId, directory, name, folder.id);
        if (taken.some((n) => n.toLowerCase() === name.toLowerCase())) throw nameTaken();
      } else {
        name = nextFreeName(name, await takenFolderNames(tx, ownerId, directory, name, folder.id), false);
      }
      const path = joinCloudPath(directory, name);
      const longest = await longestPathBelow(tx, ownerId, folder.path);
      if (longest - folder.path.length + path.length > CLOUD_PATH_MAX_LENGTH) throw pathTooLong();
      await moveFolderTree(tx, folder, { name, directory, path }, now);
      await reindexCloudPath(tx, ownerId, path, now);
    }),
  );
  return folderView(ctx, actor, id);
}

/** `DELETE cloud-storage/file/delete-folder/{id}`: the owner trashes the folder and everything below it as one group. */
export async function trashFolder(ctx: AppContext, actor: SessionActor, id: string): Promise<{ id: string }> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const folder = await findFolder(tx, id, true);
    if (!folder || folder.deletedAt !== null) throw cloudFolderNotFound();
    await requirePathAccess(tx, actor, folder.ownerId, folder.path, "owner", now);
    const lock = await findForeignLockBelow(tx, folder.ownerId, folder.path, actor.userId);
    if (lock) throw fileLocked(lock);
    await trashFolderTree(tx, folder, now);
    await reindexCloudPath(tx, folder.ownerId, folder.path, now);
  });
  return { id };
}
