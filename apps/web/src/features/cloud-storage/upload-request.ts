import {
  CLOUD_UPLOAD_FILES_FIELD,
  CLOUD_UPLOAD_FOLDER_FIELD,
  CLOUD_UPLOAD_LOCK_FIELD,
  type CloudFile,
} from "@bearish/shared/cloud-storage/cloud-file";
import { NO_FILE_MESSAGE } from "@bearish/shared/uploads/upload";
import { HttpError } from "../../lib/http";
import { sendFormWithProgress } from "../../lib/send-form";
import { UPLOAD_FILE_PATH } from "./api";

/** Spec §8 upload texts, word for word. */
export const UPLOAD_FAILED_MESSAGE = "Failed to upload files";
export const UPLOAD_INVALID_RESPONSE_MESSAGE = "File upload failed: Invalid response format";
export const UPLOAD_EMPTY_RESPONSE_MESSAGE = "File upload failed: Empty response";
/** Optional multipart field: upload into someone else's drive (a folder shared with the caller as editor). */
export const CLOUD_UPLOAD_OWNER_FIELD = "ownerId";

export interface UploadRequest {
  files: readonly File[];
  /** The folder the files go into (`/` = the drive's root). */
  folderLocation: string;
  /** The drive's owner when it is not the caller's own. */
  ownerId?: string | undefined;
  /** Called with the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Spec §5: the answer must be a success whose `data` is an array of items that each carry a `path`. */
export function readUploadResponse(status: number, text: string): CloudFile[] {
  if (!text.trim()) throw new HttpError(UPLOAD_EMPTY_RESPONSE_MESSAGE, status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(UPLOAD_INVALID_RESPONSE_MESSAGE, status);
  }
  if (status < 200 || status >= 300) {
    const message = isRecord(body) && typeof body.message === "string" && body.message ? body.message : null;
    const code = isRecord(body) && typeof body.code === "string" ? body.code : null;
    throw new HttpError(message ?? UPLOAD_FAILED_MESSAGE, status, code, message);
  }
  if (!isRecord(body) || body.success !== true) throw new HttpError(UPLOAD_INVALID_RESPONSE_MESSAGE, status);
  const data = body.data;
  if (data === null || data === undefined) throw new HttpError(UPLOAD_EMPTY_RESPONSE_MESSAGE, status);
  if (!Array.isArray(data) || !data.every((item) => isRecord(item) && typeof item.path === "string")) {
    throw new HttpError(UPLOAD_INVALID_RESPONSE_MESSAGE, status);
  }
  // The server validates each item against the shared CloudFile schema before answering.
  return data as CloudFile[];
}

/**
 * `POST cloud-storage/file/upload-file` (spec §7) with XMLHttpRequest, because fetch reports no upload
 * progress. Multipart fields: `files` (repeated), `folderLocation`, `locking.isLocked` = false.
 */
export function uploadCloudFiles({ files, folderLocation, ownerId, onProgress, signal }: UploadRequest) {
  return new Promise<CloudFile[]>((resolve, reject) => {
    if (files.length === 0) {
      reject(new HttpError(NO_FILE_MESSAGE, null));
      return;
    }
    const form = new FormData();
    // Fields before files: the server checks the folder, access and quota before storing a byte.
    form.append(CLOUD_UPLOAD_FOLDER_FIELD, folderLocation);
    form.append(CLOUD_UPLOAD_LOCK_FIELD, "false");
    if (ownerId) form.append(CLOUD_UPLOAD_OWNER_FIELD, ownerId);
    for (const file of files) form.append(CLOUD_UPLOAD_FILES_FIELD, file, file.name);

    sendFormWithProgress(UPLOAD_FILE_PATH, form, { onProgress, signal })
      .then(({ status, text }) => {
        const uploaded = readUploadResponse(status, text);
        onProgress?.(1);
        resolve(uploaded);
      })
      .catch(reject);
  });
}
