import { CLOUD_VERSION_FILE_FIELD } from "@bearish/shared/cloud-storage/cloud-file";
import { type ApiSuccess, HttpError, UNKNOWN_ERROR_MESSAGE } from "../../../../lib/http";
import { sendFormWithProgress } from "../../../../lib/send-form";

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
 * Sends one file as multipart field `file` with upload progress. `onProgress` gets 0..100. Errors
 * are the same HttpError the http wrapper throws.
 */
export async function uploadFileWithProgress<T>(
  path: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ApiSuccess<T>> {
  const form = new FormData();
  form.append(CLOUD_VERSION_FILE_FIELD, file, file.name);
  const { status, text } = await sendFormWithProgress(path, form, {
    onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
  });
  const body = readBody(text);
  if (status < 200 || status >= 300) {
    const message = typeof body?.message === "string" && body.message ? body.message : null;
    const code = typeof body?.code === "string" ? body.code : null;
    throw new HttpError(`Request failed with status ${status}: ${message ?? "Unknown error"}`, status, code, message);
  }
  if (body?.success !== true) throw new HttpError(UNKNOWN_ERROR_MESSAGE, status);
  onProgress(100);
  return body as unknown as ApiSuccess<T>;
}
