import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { type CloudAccessLevel, cloudAccessAtLeast } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudFile, CloudFilesQuery, UpdateCloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { nextFreeName } from "@bearish/shared/cloud-storage/cloud-paths";
import type { AppContext } from "../../platform/context";
import { forbidden } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { findWorkspaceGrant, workspaceNotFound } from "../workspaces/workspace-access";
import { cloudFileNotFound, cloudFolderNotFound, pathAccess, requireFileAccess } from "./cloud-access";
import { loadFileViews } from "./cloud-file-view";
import {
  type FileChanges,
  findFile,
  listFileIds,
  takenFileNames,
  trashFileRow,
  updateFileFields,
} from "./cloud-files.repository";
import { reindexCloudFiles } from "./cloud-files.search";
import { fileLocked, nameTaken, requireRenameAccess, resolveDirectory, withNameGuard } from "./cloud-folders.service";

/** The update-file fields only the drive's owner may change (rules in shared `cloud-access.ts`). */
const OWNER_FIELDS = [
  "folderLocation",
  "enableWatermark",
  "setExpiryDate",
  "connectedProject",
  "connectedWorkspace",
  "connectedFolder",
] as const;

async function fileView(ctx: AppContext, actor: SessionActor, id: string): Promise<CloudFile> {
  const [view] = await loadFileViews(ctx, ctx.db, actor, [id]);
  if (!view) throw cloudFileNotFound();
  return view;
}

/**
 * `GET cloud-storage/file/get-all-files`. With `directory`: the live files directly in that folder
 * of `ownerId`'s drive (default the caller's) that the caller may see; a folder of someone else's
 * drive that shows them nothing is 404. Without it: every live file the caller may see (`shared`:
 * others' files; `media`: images, video and audio).
 */
export async function listFiles(
  ctx: AppContext,
  actor: SessionActor,
  query: CloudFilesQuery,
): Promise<{ items: CloudFile[]; meta: PageMeta }> {
  const now = ctx.clock.now();
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  let place: { ownerId: string; directory: string } | null = null;
  if (query.directory !== undefined) {
    const ownerId = query.ownerId ?? actor.userId;
    place = { ownerId, directory: await resolveDirectory(ctx.db, ownerId, query.directory) };
  }
  const found = await listFileIds(
    ctx.db,
    {
      viewerId: actor.userId,
      place,
      ownerId: query.ownerId,
      view: query.view,
      q: query.q,
      sort: query.sort,
      order: query.order,
    },
    page,
    now,
  );
  if (place && found.total === 0 && (await pathAccess(ctx.db, actor, place.ownerId, place.directory, now)) === null) {
    throw cloudFolderNotFound();
  }
  const items = await loadFileViews(ctx, ctx.db, actor, found.ids);
  return { items, meta: pageMeta(query.page, query.limit, found.total) };
}

/** `GET cloud-storage/file/get-file/{id}`: anyone who may see the file; a trashed one only its owner. */
export async function getFile(ctx: AppContext, actor: SessionActor, id: string): Promise<CloudFile> {
  const access = await requireFileAccess(ctx.db, actor, id, "view", ctx.clock.now());
  const view = await fileView(ctx, actor, id);
  if (view.isDeleted && access !== "owner") throw cloudFileNotFound();
  return view;
}

/** The access a change needs: owner fields need the owner, anything else an editor. */
function neededAccess(body: UpdateCloudFile): CloudAccessLevel {
  return OWNER_FIELDS.some((field) => body[field] !== undefined) ? "owner" : "edit";
}

/** True when the body does nothing but unlock (what an owner may do to a file someone else locked). */
function onlyUnlocks(body: UpdateCloudFile): boolean {
  const keys = Object.keys(body).filter((key) => body[key as keyof UpdateCloudFile] !== undefined);
  return keys.length === 1 && body.locking?.isLocked === false;
}

/**
 * `PUT cloud-storage/file/update-file/{id}`: owner fields (move, watermark, expiry, connections)
 * and editor fields (name, description, tags, locking). A locked file can be changed by its locker
 * alone; its owner may only unlock it. A move takes the first free name in the target folder; an
 * explicit rename to a taken name is 409.
 */
export async function updateFile(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  body: UpdateCloudFile,
): Promise<CloudFile> {
  const now = ctx.clock.now();
  await withNameGuard(() =>
    ctx.db.transaction(async (tx) => {
      const access = await requireFileAccess(tx, actor, id, "view", now);
      const file = await findFile(tx, id, true);
      if (!file || file.deletedAt !== null) throw cloudFileNotFound();
      const needed = neededAccess(body);
      if (!cloudAccessAtLeast(access, needed)) {
        throw forbidden(
          needed === "owner"
            ? "Only the owner of this item can do this"
            : "Only the owner and editors can change this item",
        );
      }
      if (file.locker && file.lockedBy !== actor.userId && !(access === "owner" && onlyUnlocks(body))) {
        throw fileLocked(file.locker);
      }
      if (body.connectedWorkspace && !(await findWorkspaceGrant(tx, actor, body.connectedWorkspace))) {
        throw workspaceNotFound();
      }
      const changes: FileChanges = {};
      const directory =
        body.folderLocation !== undefined
          ? await resolveDirectory(tx, file.ownerId, body.folderLocation)
          : file.directory;
      const renaming = body.name !== undefined && body.name !== file.name;
      if (renaming) {
        if (access !== "owner") await requireRenameAccess(tx, actor, file.ownerId, file.directory, now);
        const name = body.name as string;
        const taken = await takenFileNames(tx, file.ownerId, directory, name, file.id);
        if (taken.some((n) => n.toLowerCase() === name.toLowerCase())) throw nameTaken();
        changes.name = name;
      }
      if (directory !== file.directory) {
        changes.directory = directory;
        if (!renaming) {
          changes.name = nextFreeName(
            file.name,
            await takenFileNames(tx, file.ownerId, directory, file.name, file.id),
            true,
          );
        }
      }
      if (body.description !== undefined) changes.description = body.description;
      if (body.tags !== undefined) changes.tags = [...new Set(body.tags)];
      if (body.locking !== undefined) {
        const wasLocked = file.lockedBy !== null;
        if (body.locking.isLocked && !wasLocked) {
          changes.lockedBy = actor.userId;
          changes.lockedAt = now;
        } else if (!body.locking.isLocked && wasLocked) {
          changes.lockedBy = null;
          changes.lockedAt = null;
        }
      }
      if (body.enableWatermark !== undefined) changes.enableWatermark = body.enableWatermark;
      if (body.setExpiryDate !== undefined) {
        changes.expiresAt = body.setExpiryDate === null ? null : new Date(body.setExpiryDate);
      }
      if (body.connectedProject !== undefined) changes.connectedProject = body.connectedProject || null;
      if (body.connectedWorkspace !== undefined) changes.connectedWorkspace = body.connectedWorkspace;
      if (body.connectedFolder !== undefined) changes.connectedFolder = body.connectedFolder || null;
      await updateFileFields(tx, id, changes, now);
      await reindexCloudFiles(tx, [id], now);
    }),
  );
  return fileView(ctx, actor, id);
}

/** `DELETE cloud-storage/file/delete-file/{id}`: the owner moves the file to the trash (not while someone else holds its lock). */
export async function trashFile(ctx: AppContext, actor: SessionActor, id: string): Promise<{ id: string }> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await requireFileAccess(tx, actor, id, "owner", now);
    const file = await findFile(tx, id, true);
    if (!file || file.deletedAt !== null) throw cloudFileNotFound();
    if (file.locker && file.lockedBy !== actor.userId) throw fileLocked(file.locker);
    await trashFileRow(tx, id, now);
    await reindexCloudFiles(tx, [id], now);
  });
  return { id };
}
