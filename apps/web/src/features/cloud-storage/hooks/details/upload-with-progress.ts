import { CLOUD_VERSION_FILE_FIELD } from "@bearish/shared/cloud-storage/cloud-file";
import { getToken } from "../../../../lib/auth-storage";
import {
  type ApiSuccess,
  endSession,
  HttpError,
  NO_RESPONSE_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from "../../../../lib/http";

function readBody(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Sends one file as multipart field `file` with XMLHttpRequest, because fetch reports no upload
 * progress. `onProgress` gets 0..100. Errors are the same HttpError the http wrapper throws.
 */
export function uploadFileWithProgress<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ApiSuccess<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new HttpError(NO_RESPONSE_MESSAGE, null));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    xhr.onload = () => {
      const body = readBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) endSession();
        const message = typeof body?.message === "string" && body.message ? body.message : null;
        const code = typeof body?.code === "string" ? body.code : null;
        reject(
          new HttpError(
            `Request failed with status ${xhr.status}: ${message ?? "Unknown error"}`,
            xhr.status,
            code,
            message,
          ),
        );
        return;
      }
      if (body?.success !== true) {
        reject(new HttpError(UNKNOWN_ERROR_MESSAGE, xhr.status));
        return;
      }
      onProgress(100);
      resolve(body as unknown as ApiSuccess<T>);
    };
    const form = new FormData();
    form.append(CLOUD_VERSION_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}
