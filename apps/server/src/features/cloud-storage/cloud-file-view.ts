import { accessOfShareRole, type CloudAccessLevel, strongerAccess } from "@bearish/shared/cloud-storage/cloud-access";
import type { CloudFile, CloudFolder, CloudMember, CloudPerson } from "@bearish/shared/cloud-storage/cloud-file";
import { joinCloudPath, ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import type { SessionActor } from "../../platform/session.repository";
import { fileAccessFromFacts, signCloudUrl } from "./cloud-access";
import {
  type FileViewRow,
  loadFileViewRows,
  loadFolderViewRows,
  loadPeople,
  loadShareMembers,
  type PersonRow,
  type ShareMemberRow,
} from "./cloud-file-view.repository";

/** Shown for a person whose account is gone (their rows cascade away, so this is a brief race). */
const UNKNOWN_PERSON: CloudPerson = { id: "", firstName: "Unknown", lastName: "", email: "", avatar: null };

const person = (people: Map<string, PersonRow>, id: string): CloudPerson => people.get(id) ?? { ...UNKNOWN_PERSON, id };

function membersByTarget(rows: ShareMemberRow[]): Map<string, CloudMember[]> {
  const byTarget = new Map<string, CloudMember[]>();
  for (const row of rows) {
    const list = byTarget.get(row.targetId) ?? [];
    list.push({
      userId: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      avatar: row.avatar,
      role: row.role,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    });
    byTarget.set(row.targetId, list);
  }
  return byTarget;
}

/**
 * Where a file is, as the caller may learn it: the owner and people a folder share reaches (the
 * share covers the directory) see the real place; anyone else (a share of the file alone, a
 * connected workspace) sees it at `/`, so the owner's private folder names do not leak.
 */
function placeShownTo(actor: SessionActor, row: FileViewRow): { directory: string; path: string } {
  const directory =
    row.ownerId === actor.userId || row.facts.folderShareRoles.length > 0 ? row.directory : ROOT_DIRECTORY;
  return { directory, path: joinCloudPath(directory, row.name) };
}

/**
 * Presents files as the API answers them (`CloudFile`), for the caller: people, members, counts,
 * the caller's access and a signed thumbnail URL for images. Three queries for any number of
 * files (no query per file). Ids the caller may not see are left out (a trashed file is its
 * owner's alone); order is kept.
 * Owned by the files/folders part (S1); the upload/versions/shares part (S2) calls it.
 */
export async function loadFileViews(
  ctx: AppContext,
  db: Db,
  actor: SessionActor,
  fileIds: readonly string[],
): Promise<CloudFile[]> {
  const now = ctx.clock.now();
  const rows = await loadFileViewRows(db, actor.userId, fileIds, now);
  const visible = rows.flatMap((row) => {
    const access = fileAccessFromFacts(actor.userId, row.facts, now);
    if (access === null || (row.deletedAt !== null && access !== "owner")) return [];
    return [{ row, access }];
  });
  if (visible.length === 0) return [];
  const [people, members] = await Promise.all([
    loadPeople(
      db,
      visible.flatMap(({ row }) => (row.lockedBy ? [row.uploadedBy, row.lockedBy] : [row.uploadedBy])),
    ),
    loadShareMembers(
      db,
      "file",
      visible.map(({ row }) => row.id),
    ).then(membersByTarget),
  ]);
  const byId = new Map(
    visible.map(({ row, access }): [string, CloudFile] => [
      row.id,
      {
        id: row.id,
        name: row.name,
        originalName: row.originalName,
        description: row.description,
        tags: row.tags,
        ...placeShownTo(actor, row),
        size: row.size,
        contentType: row.contentType,
        uploadId: row.uploadId,
        ownerId: row.ownerId,
        uploadedBy: person(people, row.uploadedBy),
        locking: {
          isLocked: row.lockedBy !== null,
          lockedBy: row.lockedBy ? person(people, row.lockedBy) : null,
          lockedAt: row.lockedBy ? (row.lockedAt?.toISOString() ?? null) : null,
        },
        enableWatermark: row.enableWatermark,
        uploadDate: row.createdAt.toISOString(),
        lastAccessed: row.lastAccessed?.toISOString() ?? null,
        downloads: row.downloads,
        totalShares: row.totalShares,
        totalViews: row.totalViews,
        members: members.get(row.id) ?? [],
        comments: row.commentCount,
        versions: row.versionCount,
        version: row.version,
        setExpiryDate: row.facts.expiresAt?.toISOString() ?? null,
        connectedProject: row.connectedProject,
        connectedWorkspace: row.connectedWorkspace,
        connectedFolder: row.connectedFolder,
        platform: "bearish",
        thumbnailUrl: row.contentType.startsWith("image/") ? signCloudUrl(ctx, row.uploadId).path : null,
        access,
        isDeleted: row.deletedAt !== null,
        deletedAt: row.deletedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ]),
  );
  return fileIds.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });
}

/**
 * Presents folders (`CloudFolder`) for the caller, in three queries. Folders the caller may not
 * see (and trashed ones of other drives) are left out; order is kept.
 */
export async function loadFolderViews(
  ctx: AppContext,
  db: Db,
  actor: SessionActor,
  folderIds: readonly string[],
): Promise<CloudFolder[]> {
  const now = ctx.clock.now();
  const rows = await loadFolderViewRows(db, actor.userId, folderIds, now);
  const visible = rows.flatMap((row) => {
    const access: CloudAccessLevel | null =
      row.ownerId === actor.userId
        ? "owner"
        : row.shareRoles.reduce<CloudAccessLevel | null>(
            (best, role) => strongerAccess(best, accessOfShareRole(role)),
            null,
          );
    if (access === null || (row.deletedAt !== null && access !== "owner")) return [];
    return [{ row, access }];
  });
  if (visible.length === 0) return [];
  const [people, members] = await Promise.all([
    loadPeople(
      db,
      visible.map(({ row }) => row.createdBy),
    ),
    loadShareMembers(
      db,
      "folder",
      visible.map(({ row }) => row.id),
    ).then(membersByTarget),
  ]);
  const byId = new Map(
    visible.map(({ row, access }): [string, CloudFolder] => [
      row.id,
      {
        id: row.id,
        folderName: row.name,
        directory: row.directory,
        path: row.path,
        ownerId: row.ownerId,
        createdBy: person(people, row.createdBy),
        members: members.get(row.id) ?? [],
        access,
        isDeleted: row.deletedAt !== null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      },
    ]),
  );
  return folderIds.flatMap((id) => {
    const view = byId.get(id);
    return view ? [view] : [];
  });
}
