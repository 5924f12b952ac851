import type { AppContext } from "../../platform/context";

/**
 * Checks stored bytes before a cloud file is recorded: an archive-based document (DOCX, XLSX,
 * ZIP) whose entries would expand past the safety limits is refused with 415
 * `upload.unsafe_archive`. Owned by the search and safety part (S3).
 */
export async function assertSafeContent(
  _ctx: AppContext,
  _stored: { key: string; contentType: string; size: number },
) {}

/** Enqueues text extraction (for search) of a file's current version, inside the caller's transaction. */
export async function enqueueTextExtraction(
  _ctx: AppContext,
  _db: import("../../platform/db/database").Db,
  _fileId: string,
): Promise<void> {}
