import { getToken } from "./auth-storage";
import { endSession, HttpError, NO_RESPONSE_MESSAGE } from "./http";

/** What came back from a form sent with `sendFormWithProgress`; the caller reads the envelope. */
export interface SentForm {
  status: number;
  text: string;
}

/**
 * POSTs a multipart form with XMLHttpRequest (fetch reports no upload progress), with the bearer
 * token like every API call. `onProgress` gets the fraction sent, 0 to 1. A 401 ends the session as
 * the http wrapper does; no answer at all is the wrapper's HttpError; an abort is an AbortError.
 */
export function sendFormWithProgress(
  path: string,
  form: FormData,
  options: { onProgress?: ((fraction: number) => void) | undefined; signal?: AbortSignal | undefined } = {},
): Promise<SentForm> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", path);
    xhr.setRequestHeader("Accept", "application/json");
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      if (xhr.status === 401) endSession();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = () => reject(new HttpError(NO_RESPONSE_MESSAGE, null));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    options.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
