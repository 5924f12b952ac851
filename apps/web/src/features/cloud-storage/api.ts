import type { CloudShareRole } from "@bearish/shared/cloud-storage/cloud-access";
import type {
  CloudFile,
  CloudFileAccess,
  CloudFileComment,
  CloudFilesQuery,
  CloudFileVersion,
  CloudFolder,
  CloudFoldersQuery,
  CloudMember,
  CloudShareTarget,
  CloudTrashItem,
  CloudUsage,
  CreateCloudFolder,
  UpdateCloudFile,
  UpdateCloudFolder,
} from "@bearish/shared/cloud-storage/cloud-file";
import type { FileUrl } from "@bearish/shared/uploads/upload";
import { http } from "../../lib/http";

const id = (value: string) => encodeURIComponent(value);
const FILE = "/cloud-storage/file";

export type FilesParams = Partial<Omit<CloudFilesQuery, "page" | "limit">> & { page?: number; limit?: number };
export type FoldersParams = Partial<Omit<CloudFoldersQuery, "page" | "limit">> & { page?: number; limit?: number };

// ── Spec §7 calls ───────────────────────────────────────────────────────────────────────────────

/** `GET cloud-storage/file/get-all-files` (page 1, limit 100 in the browser); meta carries total and hasMore. */
export const listFiles = (params: FilesParams, signal?: AbortSignal) =>
  http.get<CloudFile[]>(`${FILE}/get-all-files`, { query: { page: 1, limit: 100, ...params }, signal });
export const fetchFile = (fileId: string, signal?: AbortSignal) =>
  http.get<CloudFile>(`${FILE}/get-file/${id(fileId)}`, { signal });
/** `PUT cloud-storage/file/update-file/{id}`: move (folderLocation), rename, describe, tag, lock... */
export const updateFile = (fileId: string, body: UpdateCloudFile) =>
  http.put<CloudFile>(`${FILE}/update-file/${id(fileId)}`, body);
export const createFolder = (body: CreateCloudFolder) => http.post<CloudFolder>(`${FILE}/create-folder`, body);
export const listFolders = (params: FoldersParams, signal?: AbortSignal) =>
  http.get<CloudFolder[]>(`${FILE}/get-all-folders`, { query: { page: 1, limit: 100, ...params }, signal });
/** Upload goes through `uploadCloudFiles` in `upload-request.ts` (XMLHttpRequest, for progress). */
export const UPLOAD_FILE_PATH = `/api${FILE}/upload-file`;

// ── Beyond the spec's calls ─────────────────────────────────────────────────────────────────────

export const updateFolder = (folderId: string, body: UpdateCloudFolder) =>
  http.put<CloudFolder>(`${FILE}/update-folder/${id(folderId)}`, body);
/** Moves a file to the trash (owner only). */
export const trashFile = (fileId: string) => http.delete<{ id: string }>(`${FILE}/delete-file/${id(fileId)}`);
/** Moves a folder and everything below it to the trash (owner only). */
export const trashFolder = (folderId: string) => http.delete<{ id: string }>(`${FILE}/delete-folder/${id(folderId)}`);
export const listTrash = (page = 1, limit = 100, signal?: AbortSignal) =>
  http.get<CloudTrashItem[]>("/cloud-storage/trash", { query: { page, limit }, signal });
export const restoreFromTrash = (kind: "file" | "folder", itemId: string) =>
  http.post<{ id: string; directory: string; name: string }>(`/cloud-storage/trash/${kind}/${id(itemId)}/restore`);
export const deleteForever = (kind: "file" | "folder", itemId: string) =>
  http.delete<{ id: string }>(`/cloud-storage/trash/${kind}/${id(itemId)}`);
export const emptyTrash = () => http.delete<{ deleted: number }>("/cloud-storage/trash");
export const fetchUsage = (signal?: AbortSignal) => http.get<CloudUsage>("/cloud-storage/usage", { signal });

/** A signed URL to preview (counts a view) or download (counts a download) the file or one of its versions. */
export const requestFileUrl = (fileId: string, body: CloudFileAccess) =>
  http.post<FileUrl>(`${FILE}/${id(fileId)}/access`, body);
export const listVersions = (fileId: string, signal?: AbortSignal) =>
  http.get<CloudFileVersion[]>(`${FILE}/${id(fileId)}/versions`, { signal });
/** Path of `POST cloud-storage/file/{id}/versions` (multipart field `file`), sent with progress. */
export const versionUploadPath = (fileId: string) => `/api${FILE}/${id(fileId)}/versions`;
export const restoreVersion = (fileId: string, versionId: string) =>
  http.post<CloudFile>(`${FILE}/${id(fileId)}/versions/${id(versionId)}/restore`);

export const listComments = (fileId: string, signal?: AbortSignal) =>
  http.get<CloudFileComment[]>(`${FILE}/${id(fileId)}/comments`, { signal });
export const addComment = (fileId: string, body: string) =>
  http.post<CloudFileComment>(`${FILE}/${id(fileId)}/comments`, { body });
export const deleteComment = (fileId: string, commentId: string) =>
  http.delete<{ id: string }>(`${FILE}/${id(fileId)}/comments/${id(commentId)}`);

const membersPath = (target: CloudShareTarget, targetId: string) => `/cloud-storage/${target}/${id(targetId)}/members`;
export const listMembers = (target: CloudShareTarget, targetId: string, signal?: AbortSignal) =>
  http.get<CloudMember[]>(membersPath(target, targetId), { signal });
export const addMember = (
  target: CloudShareTarget,
  targetId: string,
  body: { userId: string; role: CloudShareRole; expiresAt?: string | null },
) => http.post<CloudMember>(membersPath(target, targetId), body);
export const updateMember = (
  target: CloudShareTarget,
  targetId: string,
  userId: string,
  body: { role: CloudShareRole; expiresAt?: string | null },
) => http.put<CloudMember>(`${membersPath(target, targetId)}/${id(userId)}`, body);
export const removeMember = (target: CloudShareTarget, targetId: string, userId: string) =>
  http.delete<{ userId: string }>(`${membersPath(target, targetId)}/${id(userId)}`);
