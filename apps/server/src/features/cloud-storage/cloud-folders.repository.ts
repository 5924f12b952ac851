import { type SQL, sql } from "drizzle-orm";
import { cloudFolders } from "../../db/schema/cloud-storage";
import { type Db, queryRows } from "../../platform/db/database";
import { visibleFolderCondition } from "./cloud-access.repository";
import { toDate } from "./cloud-file-view.repository";

/** A folder row as the services see it. */
export interface FolderRecord {
  id: string;
  ownerId: string;
  name: string;
  directory: string;
  path: string;
  deletedAt: Date | null;
  trashedRootId: string | null;
}

interface RawFolder {
  id: string;
  owner_id: string;
  name: string;
  directory: string;
  path: string;
  deleted_at: Date | string | null;
  trashed_root_id: string | null;
}

const folderColumns = sql`d.id, d.owner_id, d.name, d.directory, d.path, d.deleted_at, d.trashed_root_id`;

const toFolder = (r: RawFolder): FolderRecord => ({
  id: r.id,
  ownerId: r.owner_id,
  name: r.name,
  directory: r.directory,
  path: r.path,
  deletedAt: r.deleted_at === null ? null : toDate(r.deleted_at),
  trashedRootId: r.trashed_root_id,
});

/** `item_path` is `path` or lies below it (`left`, not LIKE, so `%` and `_` in names mean nothing). */
export const atOrBelow = (itemPath: SQL, path: string) =>
  sql`(${itemPath} = ${path} or left(${itemPath}, ${path.length + 1}) = ${`${path}/`})`;
/** `item_path` lies strictly below `path`. */
export const below = (itemPath: SQL, path: string) => sql`left(${itemPath}, ${path.length + 1}) = ${`${path}/`}`;
/** `column` with its leading `from` replaced by `to` (the column is known to be at or below `from`). */
export const rebased = (column: SQL, from: string, to: string) =>
  sql`${to}::text || substr(${column}, ${from.length + 1})`;

/** The folder by id (live or trashed), locked for the caller's transaction when `lock`. */
export async function findFolder(db: Db, id: string, lock = false): Promise<FolderRecord | null> {
  const rows = await queryRows<RawFolder>(
    db,
    sql`select ${folderColumns} from cloud_folders d where d.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ? toFolder(rows[0]) : null;
}

/** The live folder of `ownerId`'s drive at `path`, matched case-insensitively (the unique index). */
export async function findLiveFolderByPath(db: Db, ownerId: string, path: string): Promise<FolderRecord | null> {
  const rows = await queryRows<RawFolder>(
    db,
    sql`select ${folderColumns} from cloud_folders d
      where d.owner_id = ${ownerId} and lower(d.path) = lower(${path}) and d.deleted_at is null`,
  );
  return rows[0] ? toFolder(rows[0]) : null;
}

/**
 * Names of live folders directly in `directory` that could clash with `name` or its numbered
 * variants (`name (2)`...), for `nextFreeName`; `exceptId` is left out (the folder being renamed).
 */
export async function takenFolderNames(
  db: Db,
  ownerId: string,
  directory: string,
  name: string,
  exceptId: string | null = null,
): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select d.name from cloud_folders d
      where d.owner_id = ${ownerId} and d.directory = ${directory} and d.deleted_at is null
        and left(lower(d.name), ${name.length}) = lower(${name})
        ${exceptId ? sql`and d.id <> ${exceptId}` : sql``}`,
  );
  return rows.map((r) => r.name);
}

export async function insertFolder(
  db: Db,
  folder: { id: string; ownerId: string; name: string; directory: string; path: string; createdBy: string; now: Date },
): Promise<void> {
  await db.insert(cloudFolders).values({
    id: folder.id,
    ownerId: folder.ownerId,
    name: folder.name,
    directory: folder.directory,
    path: folder.path,
    createdBy: folder.createdBy,
    createdAt: folder.now,
    updatedAt: folder.now,
  });
}

export interface FolderPage {
  ids: string[];
  total: number;
}

/** Live folders directly in `directory` of `ownerId`'s drive that `viewerId` may see, by name. */
export async function listDriveFolders(
  db: Db,
  viewerId: string,
  ownerId: string,
  directory: string,
  page: { limit: number; offset: number },
  now: Date,
): Promise<FolderPage> {
  const where = sql`d.owner_id = ${ownerId} and d.directory = ${directory} and d.deleted_at is null
    ${ownerId === viewerId ? sql`` : sql`and ${visibleFolderCondition(viewerId, now)}`}`;
  return pageOf(db, where, page);
}

/** Live folders of any drive shared directly with `userId` through a live, unexpired share. */
export async function listSharedFolders(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
  now: Date,
): Promise<FolderPage> {
  const where = sql`d.deleted_at is null and d.owner_id <> ${userId} and exists (
    select 1 from cloud_shares s where s.folder_id = d.id and s.user_id = ${userId}
      and (s.expires_at is null or s.expires_at > ${now}))`;
  return pageOf(db, where, page);
}

async function pageOf(db: Db, where: SQL, page: { limit: number; offset: number }): Promise<FolderPage> {
  const [ids, count] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`select d.id from cloud_folders d where ${where}
        order by d.name, d.id limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from cloud_folders d where ${where}`),
  ]);
  return { ids: ids.map((r) => r.id), total: Number(count[0]?.total ?? 0) };
}

/** The person who locked the first live file at or below `path` of the drive, when someone other than `userId` did. */
export async function findForeignLockBelow(
  db: Db,
  ownerId: string,
  path: string,
  userId: string,
): Promise<{ firstName: string; lastName: string } | null> {
  const rows = await queryRows<{ first_name: string; last_name: string }>(
    db,
    sql`select u.first_name, u.last_name from cloud_files f join users u on u.id = f.locked_by
      where f.owner_id = ${ownerId} and f.deleted_at is null and f.locked_by <> ${userId}
        and ${atOrBelow(sql`f.directory`, path)}
      limit 1`,
  );
  const row = rows[0];
  return row ? { firstName: row.first_name, lastName: row.last_name } : null;
}

/** Length of the longest live folder path at or below `path` (to keep a moved tree within the path limit). */
export async function longestPathBelow(db: Db, ownerId: string, path: string): Promise<number> {
  const rows = await queryRows<{ longest: number | null }>(
    db,
    sql`select max(length(d.path))::int as longest from cloud_folders d
      where d.owner_id = ${ownerId} and d.deleted_at is null and ${atOrBelow(sql`d.path`, path)}`,
  );
  return Number(rows[0]?.longest ?? path.length);
}

/** Renames the folder (same place): its path and everything below it follow. */
export async function moveFolderTree(
  db: Db,
  folder: { id: string; ownerId: string; path: string },
  target: { name: string; directory: string; path: string },
  now: Date,
): Promise<void> {
  const { ownerId, path: from } = folder;
  const to = target.path;
  // Descendants first (selected by the old path), then the folder itself: set-based, no loop.
  await db.execute(
    sql`update cloud_folders d set path = ${rebased(sql`d.path`, from, to)},
        directory = ${rebased(sql`d.directory`, from, to)}, updated_at = ${now}
      where d.owner_id = ${ownerId} and d.deleted_at is null and ${below(sql`d.path`, from)}`,
  );
  await db.execute(
    sql`update cloud_files f set directory = ${rebased(sql`f.directory`, from, to)}, updated_at = ${now}
      where f.owner_id = ${ownerId} and f.deleted_at is null and ${atOrBelow(sql`f.directory`, from)}`,
  );
  await db.execute(
    sql`update cloud_folders set name = ${target.name}, directory = ${target.directory}, path = ${to},
        updated_at = ${now}
      where id = ${folder.id}`,
  );
}

/** Trashes the folder and every live folder and file below it as one group (`trashed_root_id`). */
export async function trashFolderTree(
  db: Db,
  folder: { id: string; ownerId: string; path: string },
  now: Date,
): Promise<void> {
  await db.execute(
    sql`update cloud_folders d set deleted_at = ${now}, trashed_root_id = ${folder.id}, updated_at = ${now}
      where d.owner_id = ${folder.ownerId} and d.deleted_at is null and ${atOrBelow(sql`d.path`, folder.path)}`,
  );
  await db.execute(
    sql`update cloud_files f set deleted_at = ${now}, trashed_root_id = ${folder.id}, updated_at = ${now}
      where f.owner_id = ${folder.ownerId} and f.deleted_at is null and ${atOrBelow(sql`f.directory`, folder.path)}`,
  );
}
