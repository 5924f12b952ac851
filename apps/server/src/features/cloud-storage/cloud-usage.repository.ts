import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/database";

/**
 * Per-drive storage accounting (`cloud_storage_usage`). Every change of a drive's bytes goes
 * through these, inside the transaction that adds or removes the versions, so the counter never
 * drifts from the rows and a quota check cannot be raced by a parallel upload.
 */

/**
 * Adds `bytes` (and `files` new files) to `ownerId`'s usage if the total stays within `quota`.
 * False (and nothing changed) when it would not: the caller refuses with `cloud.quota_exceeded`.
 */
export async function reserveStorage(
  db: Db,
  ownerId: string,
  bytes: number,
  files: number,
  quota: number,
): Promise<boolean> {
  await db.execute(
    sql`insert into cloud_storage_usage (user_id, used_bytes, file_count) values (${ownerId}, 0, 0)
      on conflict (user_id) do nothing`,
  );
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`update cloud_storage_usage set used_bytes = used_bytes + ${bytes}, file_count = file_count + ${files}
      where user_id = ${ownerId} and used_bytes + ${bytes} <= ${quota} returning user_id`,
  );
  return rows.length > 0;
}

/** Takes `bytes` (and `files` files) off `ownerId`'s usage after versions or files were deleted for good. */
export async function releaseStorage(db: Db, ownerId: string, bytes: number, files: number): Promise<void> {
  await db.execute(
    sql`update cloud_storage_usage set used_bytes = greatest(0, used_bytes - ${bytes}),
      file_count = greatest(0, file_count - ${files}) where user_id = ${ownerId}`,
  );
}

export async function readStorageUsage(db: Db, ownerId: string): Promise<{ used: number; files: number }> {
  const rows = await queryRows<{ used_bytes: string | number; file_count: number }>(
    db,
    sql`select used_bytes, file_count from cloud_storage_usage where user_id = ${ownerId}`,
  );
  const row = rows[0];
  return { used: row ? Number(row.used_bytes) : 0, files: row ? Number(row.file_count) : 0 };
}
