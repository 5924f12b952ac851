import type { Db } from "../../platform/db/database";

/**
 * Keeps a cloud file's global-search entry (name, description, tags and the extracted text of
 * PDF, DOCX and XLSX), readable by exactly the people who may see the file. Owned by the search
 * and safety part (S3); the other parts call these after their changes, inside their transaction.
 */

/** Re-indexes files (after create, rename, describe, tag, move, share change, trash and restore). */
export async function reindexCloudFiles(_db: Db, _fileIds: readonly string[], _now: Date): Promise<void> {}

/** Re-indexes every file at or below `path` of `ownerId`'s drive (after a folder moves, is shared, trashed or restored). */
export async function reindexCloudPath(_db: Db, _ownerId: string, _path: string, _now: Date): Promise<void> {}
