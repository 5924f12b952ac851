import type { CloudShareRole } from "@bearish/shared/cloud-storage/cloud-access";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/database";

/**
 * The SQL behind cloud-storage authorization (rules in `@bearish/shared/cloud-storage/cloud-access`).
 * Every check is one query; the lists use `visibleFileCondition` inside their own query, so
 * listing never checks file by file.
 *
 * A folder share covers the folder and everything below it: an item is covered when its
 * directory (or, for a folder, its path) equals the shared folder's path or starts with it
 * followed by `/`. `left(...)` rather than LIKE, so `%` and `_` in names mean nothing.
 */

/** A live, unexpired share row of `userId` (alias `s`). */
const liveShare = (userId: string, now: Date) =>
  sql`s.user_id = ${userId} and (s.expires_at is null or s.expires_at > ${now})`;

/** `item_path` lies at or below folder `fo`'s path (same drive checked by the caller). */
const coveredBy = (itemPath: SQL) =>
  sql`(${itemPath} = fo.path or left(${itemPath}, length(fo.path) + 1) = fo.path || '/')`;

/**
 * Where-condition (on a `cloud_files` row aliased `f`) that is true when `userId` may see the file.
 * Trashed files are not excluded here: the caller decides (lists show live files, the trash its own).
 */
export function visibleFileCondition(userId: string, now: Date): SQL {
  return sql`(f.owner_id = ${userId} or ((f.expires_at is null or f.expires_at > ${now}) and (
    exists (select 1 from cloud_shares s where s.file_id = f.id and ${liveShare(userId, now)})
    or exists (
      select 1 from cloud_shares s join cloud_folders fo on fo.id = s.folder_id
      where ${liveShare(userId, now)} and fo.deleted_at is null and fo.owner_id = f.owner_id
        and ${coveredBy(sql`f.directory`)})
    or (f.connected_workspace is not null and exists (
      select 1 from workspace_members wm join workspaces w on w.id = wm.workspace_id
      where wm.workspace_id = f.connected_workspace and wm.user_id = ${userId} and w.deleted_at is null))
  )))`;
}

/**
 * Where-condition (on a `cloud_files` row aliased `f`) that is true when `userId`, not being its
 * owner, may edit the file: an editor share of the file or of a folder covering it, or the owner or
 * editor role in the live workspace it is connected to; never past the file's expiry.
 */
export function sharedEditCondition(userId: string, now: Date): SQL {
  return sql`((f.expires_at is null or f.expires_at > ${now}) and (
    exists (select 1 from cloud_shares s where s.file_id = f.id and ${liveShare(userId, now)} and s.role = 'editor')
    or exists (
      select 1 from cloud_shares s join cloud_folders fo on fo.id = s.folder_id
      where ${liveShare(userId, now)} and s.role = 'editor' and fo.deleted_at is null and fo.owner_id = f.owner_id
        and ${coveredBy(sql`f.directory`)})
    or (f.connected_workspace is not null and exists (
      select 1 from workspace_members wm join workspaces w on w.id = wm.workspace_id
      where wm.workspace_id = f.connected_workspace and wm.user_id = ${userId} and w.deleted_at is null
        and wm.role in ('OWNER', 'EDITOR')))
  ))`;
}

/**
 * Where-condition (on a `cloud_folders` row aliased `d`) that is true when `userId` may see the
 * folder: they own it, or a live share covers it.
 */
export function visibleFolderCondition(userId: string, now: Date): SQL {
  return sql`(d.owner_id = ${userId} or exists (
    select 1 from cloud_shares s join cloud_folders fo on fo.id = s.folder_id
    where ${liveShare(userId, now)} and fo.deleted_at is null and fo.owner_id = d.owner_id
      and ${coveredBy(sql`d.path`)}))`;
}

/** The facts a file's access is decided from, read in one query. */
export interface FileAccessFacts {
  ownerId: string;
  expiresAt: Date | null;
  /** Role of a live share of the file itself. */
  fileShareRole: CloudShareRole | null;
  /** Roles of live shares of folders that cover the file. */
  folderShareRoles: CloudShareRole[];
  /** The caller's role in the live workspace the file is connected to. */
  workspaceRole: string | null;
}

export async function loadFileAccessFacts(
  db: Db,
  userId: string,
  fileId: string,
  now: Date,
): Promise<FileAccessFacts | null> {
  const rows = await queryRows<{
    owner_id: string;
    expires_at: Date | string | null;
    file_share_role: CloudShareRole | null;
    folder_share_roles: CloudShareRole[] | null;
    workspace_role: string | null;
  }>(
    db,
    sql`select f.owner_id, f.expires_at,
      (select s.role from cloud_shares s where s.file_id = f.id and ${liveShare(userId, now)}) as file_share_role,
      (select array_agg(s.role) from cloud_shares s join cloud_folders fo on fo.id = s.folder_id
        where ${liveShare(userId, now)} and fo.deleted_at is null and fo.owner_id = f.owner_id
          and ${coveredBy(sql`f.directory`)}) as folder_share_roles,
      (select wm.role from workspace_members wm join workspaces w on w.id = wm.workspace_id
        where wm.workspace_id = f.connected_workspace and wm.user_id = ${userId} and w.deleted_at is null) as workspace_role
    from cloud_files f where f.id = ${fileId}`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    ownerId: row.owner_id,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    fileShareRole: row.file_share_role,
    folderShareRoles: row.folder_share_roles ?? [],
    workspaceRole: row.workspace_role,
  };
}

/** Roles of live shares that cover `path` (a folder's path or a directory) in `ownerId`'s drive. */
export async function loadCoveringShareRoles(
  db: Db,
  userId: string,
  ownerId: string,
  path: string,
  now: Date,
): Promise<CloudShareRole[]> {
  const rows = await queryRows<{ role: CloudShareRole }>(
    db,
    sql`select s.role from cloud_shares s join cloud_folders fo on fo.id = s.folder_id
      where ${liveShare(userId, now)} and fo.deleted_at is null and fo.owner_id = ${ownerId}
        and ${coveredBy(sql`${path}::text`)}`,
  );
  return rows.map((r) => r.role);
}
