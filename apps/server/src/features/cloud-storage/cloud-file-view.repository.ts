import type { CloudShareRole } from "@bearish/shared/cloud-storage/cloud-access";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/database";
import type { FileAccessFacts } from "./cloud-access.repository";

/**
 * Bulk reads behind the presentation of files and folders (`cloud-file-view.ts`): a fixed number
 * of queries for any number of ids. The access facts use the same SQL shape as
 * `loadFileAccessFacts` in `cloud-access.repository.ts`, for many files at once.
 */

export const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;

/** A timestamp as the drivers return it from raw SQL. */
export const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toDateOrNull = (value: Date | string | null) => (value === null ? null : toDate(value));

// Same shapes as in cloud-access.repository.ts (kept in step with it).
const liveShare = (userId: string, now: Date) =>
  sql`s.user_id = ${userId} and (s.expires_at is null or s.expires_at > ${now})`;
const coveredBy = (itemPath: SQL) =>
  sql`(${itemPath} = fo.path or left(${itemPath}, length(fo.path) + 1) = fo.path || '/')`;

export interface FileViewRow {
  id: string;
  ownerId: string;
  uploadedBy: string;
  name: string;
  originalName: string;
  description: string;
  tags: string[];
  directory: string;
  uploadId: string;
  size: number;
  contentType: string;
  version: number;
  lockedBy: string | null;
  lockedAt: Date | null;
  enableWatermark: boolean;
  connectedProject: string | null;
  connectedWorkspace: string | null;
  connectedFolder: string | null;
  downloads: number;
  totalViews: number;
  totalShares: number;
  lastAccessed: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  commentCount: number;
  versionCount: number;
  facts: FileAccessFacts;
}

interface RawFileRow {
  id: string;
  owner_id: string;
  uploaded_by: string;
  name: string;
  original_name: string;
  description: string;
  tags: string[] | null;
  directory: string;
  upload_id: string;
  size: string | number;
  content_type: string;
  version: number;
  locked_by: string | null;
  locked_at: Date | string | null;
  enable_watermark: boolean;
  expires_at: Date | string | null;
  connected_project: string | null;
  connected_workspace: string | null;
  connected_folder: string | null;
  downloads: number;
  total_views: number;
  total_shares: number;
  last_accessed: Date | string | null;
  deleted_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  comment_count: number;
  version_count: number;
  file_share_role: CloudShareRole | null;
  folder_share_roles: CloudShareRole[] | null;
  workspace_role: string | null;
}

/** The files, their comment and version counts, and the caller's access facts, in one query. */
export async function loadFileViewRows(
  db: Db,
  userId: string,
  fileIds: readonly string[],
  now: Date,
): Promise<FileViewRow[]> {
  if (fileIds.length === 0) return [];
  const rows = await queryRows<RawFileRow>(
    db,
    sql`select f.id, f.owner_id, f.uploaded_by, f.name, f.original_name, f.description, f.tags, f.directory,
      f.upload_id, f.size, f.content_type, f.version, f.locked_by, f.locked_at, f.enable_watermark, f.expires_at,
      f.connected_project, f.connected_workspace, f.connected_folder, f.downloads, f.total_views, f.total_shares,
      f.last_accessed, f.deleted_at, f.created_at, f.updated_at,
      (select count(*)::int from cloud_file_comments c where c.file_id = f.id) as comment_count,
      (select count(*)::int from cloud_file_versions v where v.file_id = f.id) as version_count,
      (select s.role from cloud_shares s where s.file_id = f.id and ${liveShare(userId, now)}) as file_share_role,
      (select array_agg(s.role) from cloud_shares s join cloud_folders fo on fo.id = s.folder_id
        where ${liveShare(userId, now)} and fo.deleted_at is null and fo.owner_id = f.owner_id
          and ${coveredBy(sql`f.directory`)}) as folder_share_roles,
      (select wm.role from workspace_members wm join workspaces w on w.id = wm.workspace_id
        where wm.workspace_id = f.connected_workspace and wm.user_id = ${userId} and w.deleted_at is null) as workspace_role
    from cloud_files f where f.id = any(${uuidArray(fileIds)})`,
  );
  return rows.map((r) => ({
    id: r.id,
    ownerId: r.owner_id,
    uploadedBy: r.uploaded_by,
    name: r.name,
    originalName: r.original_name,
    description: r.description,
    tags: r.tags ?? [],
    directory: r.directory,
    uploadId: r.upload_id,
    size: Number(r.size),
    contentType: r.content_type,
    version: r.version,
    lockedBy: r.locked_by,
    lockedAt: toDateOrNull(r.locked_at),
    enableWatermark: r.enable_watermark,
    connectedProject: r.connected_project,
    connectedWorkspace: r.connected_workspace,
    connectedFolder: r.connected_folder,
    downloads: r.downloads,
    totalViews: r.total_views,
    totalShares: r.total_shares,
    lastAccessed: toDateOrNull(r.last_accessed),
    deletedAt: toDateOrNull(r.deleted_at),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
    commentCount: Number(r.comment_count),
    versionCount: Number(r.version_count),
    facts: {
      ownerId: r.owner_id,
      expiresAt: toDateOrNull(r.expires_at),
      fileShareRole: r.file_share_role,
      folderShareRoles: r.folder_share_roles ?? [],
      workspaceRole: r.workspace_role,
    },
  }));
}

export interface FolderViewRow {
  id: string;
  ownerId: string;
  name: string;
  directory: string;
  path: string;
  createdBy: string;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** Roles of the caller's live shares covering the folder. */
  shareRoles: CloudShareRole[];
}

/** The folders and the roles of the caller's live shares covering each, in one query. */
export async function loadFolderViewRows(
  db: Db,
  userId: string,
  folderIds: readonly string[],
  now: Date,
): Promise<FolderViewRow[]> {
  if (folderIds.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    owner_id: string;
    name: string;
    directory: string;
    path: string;
    created_by: string;
    deleted_at: Date | string | null;
    created_at: Date | string;
    updated_at: Date | string;
    share_roles: CloudShareRole[] | null;
  }>(
    db,
    sql`select d.id, d.owner_id, d.name, d.directory, d.path, d.created_by, d.deleted_at, d.created_at, d.updated_at,
      (select array_agg(s.role) from cloud_shares s join cloud_folders fo on fo.id = s.folder_id
        where ${liveShare(userId, now)} and fo.deleted_at is null and fo.owner_id = d.owner_id
          and ${coveredBy(sql`d.path`)}) as share_roles
    from cloud_folders d where d.id = any(${uuidArray(folderIds)})`,
  );
  return rows.map((r) => ({
    id: r.id,
    ownerId: r.owner_id,
    name: r.name,
    directory: r.directory,
    path: r.path,
    createdBy: r.created_by,
    deletedAt: toDateOrNull(r.deleted_at),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
    shareRoles: r.share_roles ?? [],
  }));
}

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;
}

export async function loadPeople(db: Db, userIds: readonly string[]): Promise<Map<string, PersonRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    avatar: string | null;
  }>(
    db,
    sql`select id, first_name, last_name, email, avatar from users where id = any(${uuidArray([...new Set(userIds)])})`,
  );
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, avatar: r.avatar },
    ]),
  );
}

export interface ShareMemberRow extends PersonRow {
  targetId: string;
  role: CloudShareRole;
  expiresAt: Date | null;
  createdAt: Date;
}

/** The shares of these files (or folders) themselves, not inherited ones, oldest first, with the people. */
export async function loadShareMembers(
  db: Db,
  target: "file" | "folder",
  targetIds: readonly string[],
): Promise<ShareMemberRow[]> {
  if (targetIds.length === 0) return [];
  const column = target === "file" ? sql`s.file_id` : sql`s.folder_id`;
  const rows = await queryRows<{
    target_id: string;
    user_id: string;
    role: CloudShareRole;
    expires_at: Date | string | null;
    created_at: Date | string;
    first_name: string;
    last_name: string;
    email: string;
    avatar: string | null;
  }>(
    db,
    sql`select ${column} as target_id, s.user_id, s.role, s.expires_at, s.created_at,
      u.first_name, u.last_name, u.email, u.avatar
    from cloud_shares s join users u on u.id = s.user_id
    where ${column} = any(${uuidArray(targetIds)}) order by s.created_at, s.id`,
  );
  return rows.map((r) => ({
    targetId: r.target_id,
    id: r.user_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    avatar: r.avatar,
    role: r.role,
    expiresAt: toDateOrNull(r.expires_at),
    createdAt: toDate(r.created_at),
  }));
}
