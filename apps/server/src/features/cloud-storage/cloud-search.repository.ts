import { ROOT_DIRECTORY } from "@bearish/shared/cloud-storage/cloud-paths";
import { sql } from "drizzle-orm";
import { jobs } from "../../db/schema/jobs";
import { searchDocuments } from "../../db/schema/search-documents";
import { type Db, queryRows } from "../../platform/db/database";
import { newId } from "../../platform/ids";

/**
 * The SQL behind cloud files' search entries and their text extraction. Everything works on sets
 * (`= any(...)`, `unnest`), so re-indexing a folder of thousands of files is a handful of queries.
 */

/** What a file's search entry is made of (its extracted text stays in the database). */
export interface FileSearchFacts {
  id: string;
  ownerId: string;
  name: string;
  directory: string;
  size: number;
  contentType: string;
  description: string;
  tags: string[];
  connectedWorkspace: string | null;
  expiresAt: Date | null;
  deletedAt: Date | null;
}

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export async function loadFileSearchFacts(db: Db, fileIds: readonly string[]): Promise<FileSearchFacts[]> {
  if (fileIds.length === 0) return [];
  const rows = await queryRows<{
    id: string;
    owner_id: string;
    name: string;
    directory: string;
    size: number | string;
    content_type: string;
    description: string;
    tags: string[];
    connected_workspace: string | null;
    expires_at: Date | string | null;
    deleted_at: Date | string | null;
  }>(
    db,
    sql`select id, owner_id, name, directory, size, content_type, description, tags, connected_workspace,
        expires_at, deleted_at
      from cloud_files where id = any(${sql.param([...fileIds])}::uuid[])`,
  );
  return rows.map((r) => ({
    id: r.id,
    ownerId: r.owner_id,
    name: r.name,
    directory: r.directory,
    size: Number(r.size),
    contentType: r.content_type,
    description: r.description,
    tags: r.tags,
    connectedWorkspace: r.connected_workspace,
    expiresAt: toDate(r.expires_at),
    deletedAt: toDate(r.deleted_at),
  }));
}

/**
 * Live folders at the given paths of the given drives (matched case-insensitively, like the
 * unique index on `lower(path)` that this lookup uses).
 */
export async function findLiveFoldersAt(
  db: Db,
  places: readonly { ownerId: string; path: string }[],
): Promise<{ id: string; ownerId: string; path: string }[]> {
  if (places.length === 0) return [];
  const rows = await queryRows<{ id: string; owner_id: string; path: string }>(
    db,
    sql`select fo.id, fo.owner_id, fo.path from cloud_folders fo
      join unnest(${sql.param(places.map((p) => p.ownerId))}::uuid[], ${sql.param(places.map((p) => p.path))}::text[])
        as wanted(owner_id, path)
        on fo.owner_id = wanted.owner_id and lower(fo.path) = lower(wanted.path)
      where fo.deleted_at is null`,
  );
  return rows.map((r) => ({ id: r.id, ownerId: r.owner_id, path: r.path }));
}

/** Ids of every file (trashed or not) whose directory is `path` or lies below it, in `ownerId`'s drive. */
export async function findFileIdsAtOrBelow(db: Db, ownerId: string, path: string): Promise<string[]> {
  const below =
    path === ROOT_DIRECTORY
      ? sql`true`
      : sql`(directory = ${path} or left(directory, ${path.length + 1}) = ${`${path}/`})`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from cloud_files where owner_id = ${ownerId} and ${below}`,
  );
  return rows.map((r) => r.id);
}

export async function deleteFileSearchDocuments(db: Db, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.execute(
    sql`delete from ${searchDocuments} where kind = 'file' and ref_id = any(${sql.param([...fileIds])}::text[])`,
  );
}

/** A file's search entry; its body continues with the file's extracted text, added in SQL. */
export interface FileSearchEntry {
  fileId: string;
  title: string;
  /** The body before the extracted text: display line, description, tags. */
  head: string;
  url: string;
  scopes: string[];
}

/** Scopes travel as one newline-joined string per entry (no scope contains a newline). */
const SCOPE_SEPARATOR = "\n";

/**
 * Adds or replaces the entries in one statement: the extracted text is appended from
 * `cloud_files.content_text` inside the database instead of travelling to the server and back.
 */
export async function upsertFileSearchDocuments(db: Db, entries: readonly FileSearchEntry[], now: Date): Promise<void> {
  if (entries.length === 0) return;
  const column = <T>(pick: (e: FileSearchEntry) => T) => sql.param(entries.map(pick));
  await db.execute(sql`
    insert into ${searchDocuments} (id, kind, ref_id, title, body, url, scopes, updated_at)
    select e.id, 'file', e.ref_id, e.title,
      e.head || coalesce(${"\n"}::text || nullif(f.content_text, ''), ''),
      e.url, string_to_array(e.scopes, ${SCOPE_SEPARATOR}::text), ${now}::timestamptz
    from unnest(
      ${column(() => newId())}::uuid[], ${column((e) => e.fileId)}::text[], ${column((e) => e.title)}::text[],
      ${column((e) => e.head)}::text[], ${column((e) => e.url)}::text[],
      ${column((e) => e.scopes.join(SCOPE_SEPARATOR))}::text[]
    ) as e(id, ref_id, title, head, url, scopes)
    join cloud_files f on f.id = e.ref_id::uuid
    on conflict (kind, ref_id) do update set title = excluded.title, body = excluded.body, url = excluded.url,
      scopes = excluded.scopes, updated_at = excluded.updated_at`);
}

/**
 * Schedules (or moves) one job per file at the given time, replacing a pending job of the same
 * file: the same dedupe semantics as the job runner's `enqueue`, for many files in one statement.
 */
export async function scheduleFileJobs(
  db: Db,
  kind: string,
  dedupePrefix: string,
  due: readonly { fileId: string; at: Date }[],
  now: Date,
): Promise<void> {
  if (due.length === 0) return;
  await db
    .insert(jobs)
    .values(
      due.map(({ fileId, at }) => ({
        id: newId(),
        kind,
        payload: { fileId },
        runAt: at,
        maxAttempts: 10,
        dedupeKey: `${dedupePrefix}${fileId}`,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: jobs.dedupeKey,
      set: {
        runAt: sql`excluded.run_at`,
        status: "pending",
        attempts: 0,
        lastError: null,
        lockedUntil: null,
        updatedAt: now,
      },
    });
}

/** Targets of `userId`'s live, unexpired shares: they widen what the person finds in search. */
export async function findLiveShareTargets(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ fileId: string | null; folderId: string | null }[]> {
  const rows = await queryRows<{ file_id: string | null; folder_id: string | null }>(
    db,
    sql`select s.file_id, s.folder_id from cloud_shares s
      where s.user_id = ${userId} and (s.expires_at is null or s.expires_at > ${now})`,
  );
  return rows.map((r) => ({ fileId: r.file_id, folderId: r.folder_id }));
}

/** The bytes a file's text is extracted from: its current version's upload. */
export interface FileContentSource {
  fileId: string;
  uploadId: string;
  storageKey: string;
  name: string;
  contentType: string;
  size: number;
}

export async function findFileContentSource(db: Db, fileId: string): Promise<FileContentSource | null> {
  const rows = await queryRows<{
    id: string;
    upload_id: string;
    storage_key: string;
    name: string;
    content_type: string;
    size: number | string;
  }>(
    db,
    sql`select f.id, f.upload_id, u.storage_key, f.name, f.content_type, f.size
      from cloud_files f join uploads u on u.id = f.upload_id
      where f.id = ${fileId} and u.deleted_at is null`,
  );
  const row = rows[0];
  if (!row) return null;
  return {
    fileId: row.id,
    uploadId: row.upload_id,
    storageKey: row.storage_key,
    name: row.name,
    contentType: row.content_type,
    size: Number(row.size),
  };
}

/**
 * Stores a file's extracted text only while `uploadId` is still its current version (a newer
 * version's own extraction wins); answers whether it was stored.
 */
export async function storeContentText(
  db: Db,
  fileId: string,
  uploadId: string,
  text: string | null,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update cloud_files set content_text = ${text} where id = ${fileId} and upload_id = ${uploadId} returning id`,
  );
  return rows.length > 0;
}
