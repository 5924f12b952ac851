import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/database";
import { visibleFileCondition } from "./cloud-access.repository";

/** The current bytes of a cloud file, as another feature attaches them (chat, tasks). */
export interface CloudAttachableUpload {
  id: string;
  /** The cloud file's name (what the person picked), not the name the bytes were uploaded under. */
  originalName: string;
  contentType: string;
  size: number;
}

/**
 * Of `uploadIds`, those that are the current version of a live cloud file `userId` may see: the
 * file picker attaches existing files by their `uploadId`, so a person can attach any file they can
 * open, not only their own uploads. One query, through the same visibility rule as the lists.
 */
export async function findCloudUploadsVisibleTo(
  db: Db,
  userId: string,
  uploadIds: readonly string[],
  now: Date,
): Promise<CloudAttachableUpload[]> {
  if (uploadIds.length === 0) return [];
  const rows = await queryRows<{ id: string; name: string; content_type: string; size: string | number }>(
    db,
    sql`select distinct on (u.id) u.id, f.name, u.content_type, u.size
      from cloud_files f join uploads u on u.id = f.upload_id
      where f.upload_id = any(${sql.param([...uploadIds])}::uuid[]) and f.deleted_at is null and u.deleted_at is null
        and ${visibleFileCondition(userId, now)}
      order by u.id, f.id`,
  );
  return rows.map((r) => ({ id: r.id, originalName: r.name, contentType: r.content_type, size: Number(r.size) }));
}
