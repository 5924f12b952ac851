import type { CloudFile, CloudFolder } from "@bearish/shared/cloud-storage/cloud-file";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import type { SessionActor } from "../../platform/session.repository";

/**
 * Presents files as the API answers them (`CloudFile`), for the caller: people, members, counts,
 * the caller's access and a signed thumbnail URL for images. A fixed number of queries for any
 * number of files (no query per file). Ids the caller may not see are left out; order is kept.
 * Owned by the files/folders part (S1); the upload/versions/shares part (S2) calls it.
 */
export async function loadFileViews(
  _ctx: AppContext,
  _db: Db,
  _actor: SessionActor,
  _fileIds: readonly string[],
): Promise<CloudFile[]> {
  throw new Error("loadFileViews: not built yet");
}

/** Presents folders (`CloudFolder`) for the caller, in a fixed number of queries. */
export async function loadFolderViews(
  _ctx: AppContext,
  _db: Db,
  _actor: SessionActor,
  _folderIds: readonly string[],
): Promise<CloudFolder[]> {
  throw new Error("loadFolderViews: not built yet");
}
