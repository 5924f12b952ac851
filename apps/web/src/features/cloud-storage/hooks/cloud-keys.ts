import type { CloudShareTarget } from "@bearish/shared/cloud-storage/cloud-file";
import type { FilesParams, FoldersParams } from "../api";

/** Spec §9: the file list is cached 5 minutes. */
export const CLOUD_LIST_STALE_MS = 5 * 60 * 1000;

/** Query keys of the cloud storage area; `all` invalidates everything after a change. */
export const cloudKeys = {
  all: ["cloud-storage"] as const,
  files: (params: FilesParams) => ["cloud-storage", "files", params] as const,
  folders: (params: FoldersParams) => ["cloud-storage", "folders", params] as const,
  file: (fileId: string) => ["cloud-storage", "file", fileId] as const,
  versions: (fileId: string) => ["cloud-storage", "file", fileId, "versions"] as const,
  comments: (fileId: string) => ["cloud-storage", "file", fileId, "comments"] as const,
  members: (target: CloudShareTarget, targetId: string) => ["cloud-storage", "members", target, targetId] as const,
  trash: () => ["cloud-storage", "trash"] as const,
  usage: () => ["cloud-storage", "usage"] as const,
};
