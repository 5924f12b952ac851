import type { CloudFilesQuery } from "@bearish/shared/cloud-storage/cloud-file";
import { escapeLikePattern } from "@bearish/shared/users/user-search-rules";
import { eq, type SQL, sql } from "drizzle-orm";
import { cloudFiles } from "../../db/schema/cloud-storage";
import { type Db, queryRows } from "../../platform/db/database";
import { visibleFileCondition } from "./cloud-access.repository";
import { toDate } from "./cloud-file-view.repository";

/** What the file services decide from (the full presentation is `loadFileViews`). */
export interface FileRecord {
  id: string;
  ownerId: string;
  name: string;
  directory: string;
  lockedBy: string | null;
  /** The locker's name, for the `cloud.locked` message. */
  locker: { firstName: string; lastName: string } | null;
  deletedAt: Date | null;
  trashedRootId: string | null;
}

/** The file by id (live or trashed), locked for the caller's transaction when `lock`. */
export async function findFile(db: Db, id: string, lock = false): Promise<FileRecord | null> {
  const rows = await queryRows<{
    id: string;
    owner_id: string;
    name: string;
    directory: string;
    locked_by: string | null;
    locker_first_name: string | null;
    locker_last_name: string | null;
    deleted_at: Date | string | null;
    trashed_root_id: string | null;
  }>(
    db,
    sql`select f.id, f.owner_id, f.name, f.directory, f.locked_by, f.deleted_at, f.trashed_root_id,
        u.first_name as locker_first_name, u.last_name as locker_last_name
      from cloud_files f left join users u on u.id = f.locked_by
      where f.id = ${id} ${lock ? sql`for update of f` : sql``}`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.id,
    ownerId: r.owner_id,
    name: r.name,
    directory: r.directory,
    lockedBy: r.locked_by,
    locker: r.locked_by === null ? null : { firstName: r.locker_first_name ?? "", lastName: r.locker_last_name ?? "" },
    deletedAt: r.deleted_at === null ? null : toDate(r.deleted_at),
    trashedRootId: r.trashed_root_id,
  };
}

/** The part of a file name that numbered variants keep: `report (2).pdf` starts with `report`. */
function stemOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * Names of live files directly in `directory` that could clash with `name` or its numbered
 * variants, for `nextFreeName` (read through the directory index, not the whole folder's names);
 * `exceptId` is left out (the file being renamed or moved).
 */
export async function takenFileNames(
  db: Db,
  ownerId: string,
  directory: string,
  name: string,
  exceptId: string | null = null,
): Promise<string[]> {
  const stem = stemOf(name);
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select f.name from cloud_files f
      where f.owner_id = ${ownerId} and f.directory = ${directory} and f.deleted_at is null
        and left(lower(f.name), ${stem.length}) = lower(${stem})
        ${exceptId ? sql`and f.id <> ${exceptId}` : sql``}`,
  );
  return rows.map((r) => r.name);
}

export interface FileChanges {
  name?: string;
  directory?: string;
  description?: string;
  tags?: string[];
  lockedBy?: string | null;
  lockedAt?: Date | null;
  enableWatermark?: boolean;
  expiresAt?: Date | null;
  connectedProject?: string | null;
  connectedWorkspace?: string | null;
  connectedFolder?: string | null;
}

export async function updateFileFields(db: Db, id: string, changes: FileChanges, now: Date): Promise<void> {
  await db
    .update(cloudFiles)
    .set({ ...changes, updatedAt: now })
    .where(eq(cloudFiles.id, id));
}

/** Trashes one file as its own group. */
export async function trashFileRow(db: Db, id: string, now: Date): Promise<void> {
  await db.update(cloudFiles).set({ deletedAt: now, trashedRootId: id, updatedAt: now }).where(eq(cloudFiles.id, id));
}

const MEDIA_CONDITION = sql`(f.content_type like 'image/%' or f.content_type like 'video/%' or f.content_type like 'audio/%')`;

function orderBy(sort: CloudFilesQuery["sort"], order: CloudFilesQuery["order"]): SQL {
  const dir = order === "desc" ? sql`desc` : sql`asc`;
  switch (sort) {
    case "name":
      // The order of `cloud_files_directory_name_idx` (owner, directory, name, id).
      return sql`f.name ${dir}, f.id ${dir}`;
    case "updated":
      return sql`f.updated_at ${dir}, f.id ${dir}`;
    case "size":
      return sql`f.size ${dir}, f.name ${dir}, f.id ${dir}`;
    case "type":
      return sql`f.content_type ${dir}, f.name ${dir}, f.id ${dir}`;
  }
}

export interface FileListFilter {
  viewerId: string;
  /** One folder of one drive, or (null) every file the viewer may see. */
  place: { ownerId: string; directory: string } | null;
  /** Only the drive of this person (when listing everywhere). */
  ownerId?: string | undefined;
  view: CloudFilesQuery["view"];
  q?: string | undefined;
  sort: CloudFilesQuery["sort"];
  order: CloudFilesQuery["order"];
}

/** One page of live files (ids in order) and the total: one query for the page, one for the count. */
export async function listFileIds(
  db: Db,
  filter: FileListFilter,
  page: { limit: number; offset: number },
  now: Date,
): Promise<{ ids: string[]; total: number }> {
  const conditions: SQL[] = [sql`f.deleted_at is null`];
  if (filter.place) {
    conditions.push(sql`f.owner_id = ${filter.place.ownerId} and f.directory = ${filter.place.directory}`);
    // An owner sees all of their own folder; the condition would only cost time there.
    if (filter.place.ownerId !== filter.viewerId) conditions.push(visibleFileCondition(filter.viewerId, now));
  } else {
    conditions.push(visibleFileCondition(filter.viewerId, now));
    if (filter.ownerId) conditions.push(sql`f.owner_id = ${filter.ownerId}`);
  }
  if (filter.view === "shared") conditions.push(sql`f.owner_id <> ${filter.viewerId}`);
  if (filter.view === "media") conditions.push(MEDIA_CONDITION);
  if (filter.q) conditions.push(sql`f.name ilike ${`%${escapeLikePattern(filter.q)}%`}`);
  const where = sql.join(conditions, sql` and `);
  const [rows, count] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`select f.id from cloud_files f where ${where}
        order by ${orderBy(filter.sort, filter.order)} limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from cloud_files f where ${where}`),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count[0]?.total ?? 0) };
}
