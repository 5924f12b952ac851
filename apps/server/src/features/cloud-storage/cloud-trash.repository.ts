import type { CloudTrashItem } from "@bearish/shared/cloud-storage/cloud-file";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/database";
import type { UploadRecord } from "../uploads/uploads.repository";
import { toDate, uuidArray } from "./cloud-file-view.repository";
import { rebased } from "./cloud-folders.repository";

/**
 * The trash of a drive. A trashed item keeps its place; every row trashed together carries the
 * id of the item its owner trashed (`trashed_root_id`), and the trash lists those roots.
 */

export type TrashKind = CloudTrashItem["kind"];

/** The trash roots of `ownerId`'s drive, newest first, and their total. A folder's size is what it holds. */
export async function listTrashRoots(
  db: Db,
  ownerId: string,
  page: { limit: number; offset: number },
): Promise<{ items: CloudTrashItem[]; total: number }> {
  const roots = sql`
    select 'file' as kind, f.id, f.name, f.directory, f.size, f.content_type, f.deleted_at
      from cloud_files f
      where f.owner_id = ${ownerId} and f.deleted_at is not null and f.trashed_root_id = f.id
    union all
    select 'folder' as kind, d.id, d.name, d.directory,
        coalesce((select sum(f.size) from cloud_files f
          where f.owner_id = d.owner_id and f.deleted_at is not null and f.trashed_root_id = d.id), 0) as size,
        null as content_type, d.deleted_at
      from cloud_folders d
      where d.owner_id = ${ownerId} and d.deleted_at is not null and d.trashed_root_id = d.id`;
  const [rows, count] = await Promise.all([
    queryRows<{
      kind: TrashKind;
      id: string;
      name: string;
      directory: string;
      size: string | number;
      content_type: string | null;
      deleted_at: Date | string;
    }>(
      db,
      sql`select * from (${roots}) t order by t.deleted_at desc, t.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from (${roots}) t`),
  ]);
  return {
    items: rows.map((r) => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      directory: r.directory,
      size: Number(r.size),
      contentType: r.content_type,
      deletedAt: toDate(r.deleted_at).toISOString(),
    })),
    total: Number(count[0]?.total ?? 0),
  };
}

export interface TrashRoot {
  kind: TrashKind;
  id: string;
  ownerId: string;
  name: string;
  directory: string;
  /** A folder's own path (a file's is not needed). */
  path: string;
}

/** A trash root (an item its owner trashed, not one that went with its folder), locked; null otherwise. */
export async function findTrashRoot(db: Db, kind: TrashKind, id: string): Promise<TrashRoot | null> {
  const rows =
    kind === "file"
      ? await queryRows<{ id: string; owner_id: string; name: string; directory: string; path: string }>(
          db,
          sql`select f.id, f.owner_id, f.name, f.directory, '' as path from cloud_files f
            where f.id = ${id} and f.deleted_at is not null and f.trashed_root_id = f.id for update`,
        )
      : await queryRows<{ id: string; owner_id: string; name: string; directory: string; path: string }>(
          db,
          sql`select d.id, d.owner_id, d.name, d.directory, d.path from cloud_folders d
            where d.id = ${id} and d.deleted_at is not null and d.trashed_root_id = d.id for update`,
        );
  const r = rows[0];
  return r ? { kind, id: r.id, ownerId: r.owner_id, name: r.name, directory: r.directory, path: r.path } : null;
}

/** Length of the longest folder path in a trashed folder's group. */
export async function longestTrashedPath(db: Db, ownerId: string, rootId: string): Promise<number> {
  const rows = await queryRows<{ longest: number | null }>(
    db,
    sql`select max(length(d.path))::int as longest from cloud_folders d
      where d.owner_id = ${ownerId} and d.deleted_at is not null and d.trashed_root_id = ${rootId}`,
  );
  return Number(rows[0]?.longest ?? 0);
}

/** Brings a trashed file back at `directory` under `name`. */
export async function restoreFileRow(db: Db, id: string, directory: string, name: string, now: Date): Promise<void> {
  await db.execute(
    sql`update cloud_files set directory = ${directory}, name = ${name}, deleted_at = null, trashed_root_id = null,
        updated_at = ${now}
      where id = ${id}`,
  );
}

/**
 * Brings a trashed folder's group back: the folder at `target`, everything trashed with it
 * below it (paths rewritten from the old place to the new one), in set-based updates.
 */
export async function restoreFolderGroup(
  db: Db,
  root: { id: string; ownerId: string; path: string },
  target: { name: string; directory: string; path: string },
  now: Date,
): Promise<void> {
  const from = root.path;
  const to = target.path;
  await db.execute(
    sql`update cloud_folders set name = ${target.name}, directory = ${target.directory}, path = ${to},
        deleted_at = null, trashed_root_id = null, updated_at = ${now}
      where id = ${root.id}`,
  );
  await db.execute(
    sql`update cloud_folders d set path = ${rebased(sql`d.path`, from, to)},
        directory = ${rebased(sql`d.directory`, from, to)}, deleted_at = null, trashed_root_id = null, updated_at = ${now}
      where d.owner_id = ${root.ownerId} and d.deleted_at is not null and d.trashed_root_id = ${root.id}
        and d.id <> ${root.id}`,
  );
  await db.execute(
    sql`update cloud_files f set directory = ${rebased(sql`f.directory`, from, to)},
        deleted_at = null, trashed_root_id = null, updated_at = ${now}
      where f.owner_id = ${root.ownerId} and f.deleted_at is not null and f.trashed_root_id = ${root.id}`,
  );
}

/** Which trashed rows a permanent delete takes: some groups (by root id), or the whole trash. */
export type TrashScope = { ownerId: string; rootIds: readonly string[] } | { ownerId: string; all: true };

const inScope = (alias: "f" | "d", scope: TrashScope) =>
  "all" in scope
    ? sql`${sql.raw(alias)}.owner_id = ${scope.ownerId} and ${sql.raw(alias)}.deleted_at is not null`
    : sql`${sql.raw(alias)}.owner_id = ${scope.ownerId} and ${sql.raw(alias)}.deleted_at is not null
        and ${sql.raw(alias)}.trashed_root_id = any(${uuidArray(scope.rootIds)})`;

export interface TrashContents {
  fileIds: string[];
  /** Bytes of every distinct upload holding a version of those files (what their usage counted). */
  bytes: number;
  /** The uploads holding those versions' bytes. */
  uploads: UploadRecord[];
  /** Trash roots in scope (what the trash list showed). */
  roots: number;
}

/** What a permanent delete removes, read in a fixed number of queries. */
export async function readTrashContents(db: Db, scope: TrashScope): Promise<TrashContents> {
  const files = await queryRows<{ id: string; is_root: boolean }>(
    db,
    sql`select f.id, (f.trashed_root_id = f.id) as is_root from cloud_files f where ${inScope("f", scope)}`,
  );
  const folderRoots = await queryRows<{ roots: number }>(
    db,
    sql`select count(*)::int as roots from cloud_folders d where ${inScope("d", scope)} and d.trashed_root_id = d.id`,
  );
  const fileIds = files.map((f) => f.id);
  const roots = files.filter((f) => f.is_root).length + Number(folderRoots[0]?.roots ?? 0);
  if (fileIds.length === 0) return { fileIds, bytes: 0, uploads: [], roots };
  const ids = uuidArray(fileIds);
  const [bytes, uploads] = await Promise.all([
    queryRows<{ bytes: string | number | null }>(
      db,
      // Per upload, not per version row: restoring a version adds a row for an upload already counted.
      sql`select sum(x.size) as bytes from (
        select distinct on (v.upload_id) v.upload_id, v.size from cloud_file_versions v where v.file_id = any(${ids})
      ) x`,
    ),
    queryRows<{
      id: string;
      storage_key: string;
      original_name: string;
      content_type: string;
      size: string | number;
      sha256: string;
      uploaded_by: string;
      created_at: Date | string;
    }>(
      db,
      sql`select u.id, u.storage_key, u.original_name, u.content_type, u.size, u.sha256, u.uploaded_by, u.created_at
        from uploads u
        where u.deleted_at is null and u.id in (
          select v.upload_id from cloud_file_versions v where v.file_id = any(${ids})
          union select f.upload_id from cloud_files f where f.id = any(${ids}))`,
    ),
  ]);
  return {
    fileIds,
    bytes: Number(bytes[0]?.bytes ?? 0),
    uploads: uploads.map((u) => ({
      id: u.id,
      storageKey: u.storage_key,
      originalName: u.original_name,
      contentType: u.content_type,
      size: Number(u.size),
      sha256: u.sha256,
      uploadedBy: u.uploaded_by,
      createdAt: toDate(u.created_at),
    })),
    roots,
  };
}

/** Deletes the rows in scope (versions, comments and shares go with their file or folder). */
export async function deleteTrashRows(db: Db, scope: TrashScope, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length > 0) await db.execute(sql`delete from cloud_files where id = any(${uuidArray(fileIds)})`);
  await db.execute(sql`delete from cloud_folders d where ${inScope("d", scope)}`);
}
