import { MY_DRIVE_ID, OWN_CLOUD, pathPrefix, pathSegments } from "@bearish/shared/cloud-storage/cloud-paths";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import type { Db } from "../../platform/db/database";
import { registerSearchScopeProvider } from "../search/search.service";
import {
  deleteFileSearchDocuments,
  type FileSearchEntry,
  type FileSearchFacts,
  findFileIdsAtOrBelow,
  findLiveFoldersAt,
  findLiveShareTargets,
  loadFileSearchFacts,
  scheduleFileJobs,
  upsertFileSearchDocuments,
} from "./cloud-search.repository";

/**
 * Keeps a cloud file's global-search entry (name, description, tags and the extracted text of
 * PDF, DOCX and XLSX), readable by exactly the people who may see the file:
 * - `user:<ownerId>`: the owner;
 * - `cloud-file:<id>`: people the file is shared with (the scope provider below hands it out for
 *   live, unexpired shares only, so an expired or removed share stops finding it at once);
 * - `cloud-folder:<id>` of every live folder above the file: people one of them is shared with;
 * - `workspace:<id>` of the connected workspace: its members.
 * A trashed file has no entry; an expired one is found by its owner only. The other parts call
 * these after their changes, inside their transaction.
 */

/** Scope of the people a file is shared with. */
export const cloudFileScope = (fileId: string) => `cloud-file:${fileId}`;
/** Scope of the people a folder (and so everything below it) is shared with. */
export const cloudFolderScope = (folderId: string) => `cloud-folder:${folderId}`;

/** Re-indexes a file when it expires, so its entry becomes its owner's only. */
export const CLOUD_EXPIRY_REINDEX_JOB = "cloud.reindex-expired";
const EXPIRY_DEDUPE_PREFIX = "cloud.reindex-expired:";

/** Entries are written in chunks of this many, to keep each statement's parameters modest. */
const CHUNK = 500;

/** Where a hit opens: the file in the product's own drive (the page resolves its folder). */
export function cloudFileLink(fileId: string): string {
  return `/cloud-storage/${OWN_CLOUD}/${MY_DRIVE_ID}?file=${encodeURIComponent(fileId)}`;
}

/** The display type of a file: its extension (`PDF`), else its recognised type without parameters. */
function typeLabel(name: string, contentType: string): string {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1) : "";
  if (/^[A-Za-z0-9]{1,8}$/.test(extension)) return extension.toUpperCase();
  return contentType.split(";", 1)[0]?.trim() ?? contentType;
}

/** The entry of a live file, given the ids of the live folders above it. */
export function fileSearchEntry(
  file: FileSearchFacts,
  ancestorFolderIds: readonly string[],
  now: Date,
): FileSearchEntry {
  const expired = file.expiresAt !== null && file.expiresAt <= now;
  const scopes = [`user:${file.ownerId}`];
  if (!expired) {
    scopes.push(cloudFileScope(file.id), ...ancestorFolderIds.map(cloudFolderScope));
    if (file.connectedWorkspace) scopes.push(`workspace:${file.connectedWorkspace}`);
  }
  return {
    fileId: file.id,
    title: file.name,
    // The first line is the snippet search shows; the rest only feeds the index. No directory:
    // someone a single file is shared with must not learn the owner's folder names.
    head: [
      `${formatFileSize(file.size)} · ${typeLabel(file.name, file.contentType)}`,
      file.description,
      file.tags.join(" "),
    ].join("\n"),
    url: cloudFileLink(file.id),
    scopes,
  };
}

/** Every folder path above a file in `directory` (the directory itself included; not the root). */
function ancestorPaths(directory: string): string[] {
  return pathSegments(directory).map((_, index, all) => pathPrefix(directory, all.length - index));
}

/** Re-indexes files (after create, rename, describe, tag, move, share change, trash and restore). */
export async function reindexCloudFiles(db: Db, fileIds: readonly string[], now: Date): Promise<void> {
  const ids = [...new Set(fileIds)];
  for (let start = 0; start < ids.length; start += CHUNK) {
    await reindexChunk(db, ids.slice(start, start + CHUNK), now);
  }
}

async function reindexChunk(db: Db, ids: readonly string[], now: Date): Promise<void> {
  const facts = await loadFileSearchFacts(db, ids);
  const live = facts.filter((f) => f.deletedAt === null);
  const liveIds = new Set(live.map((f) => f.id));
  await deleteFileSearchDocuments(
    db,
    ids.filter((id) => !liveIds.has(id)),
  );
  if (live.length === 0) return;

  const places = new Map<string, { ownerId: string; path: string }>();
  for (const file of live) {
    for (const path of ancestorPaths(file.directory)) {
      places.set(`${file.ownerId}\n${path.toLowerCase()}`, { ownerId: file.ownerId, path });
    }
  }
  const folders = await findLiveFoldersAt(db, [...places.values()]);
  const folderAt = new Map(folders.map((f) => [`${f.ownerId}\n${f.path.toLowerCase()}`, f.id]));
  const entries = live.map((file) => {
    const ancestors = ancestorPaths(file.directory)
      .map((path) => folderAt.get(`${file.ownerId}\n${path.toLowerCase()}`))
      .filter((id): id is string => id !== undefined);
    return fileSearchEntry(file, ancestors, now);
  });
  await upsertFileSearchDocuments(db, entries, now);

  const expiring = live.filter((f) => f.expiresAt !== null && f.expiresAt > now);
  await scheduleFileJobs(
    db,
    CLOUD_EXPIRY_REINDEX_JOB,
    EXPIRY_DEDUPE_PREFIX,
    expiring.map((f) => ({ fileId: f.id, at: f.expiresAt as Date })),
    now,
  );
}

/**
 * Re-indexes every file at or below `path` of `ownerId`'s drive (after a folder moves, is shared,
 * trashed or restored): one query finds them, then they are indexed in chunks.
 */
export async function reindexCloudPath(db: Db, ownerId: string, path: string, now: Date): Promise<void> {
  await reindexCloudFiles(db, await findFileIdsAtOrBelow(db, ownerId, path), now);
}

// Registered once, when this module loads: live, unexpired shares widen what a person finds.
registerSearchScopeProvider(async (ctx, actor) =>
  (await findLiveShareTargets(ctx.db, actor.userId, ctx.clock.now())).map((share) =>
    share.fileId ? cloudFileScope(share.fileId) : cloudFolderScope(share.folderId as string),
  ),
);
