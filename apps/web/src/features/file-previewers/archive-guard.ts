import { archiveProblem, inspectZip } from "@bearish/shared/cloud-storage/zip-inspect";
import { type InflateVerdict, measureInflatedArchive } from "./archive-inflate-check";

/** An Office file whose archive is unreadable or admits to expanding past the safe limits. */
export class UnsafeArchiveError extends Error {
  override readonly name = "UnsafeArchiveError";
}

/**
 * Refuses a DOCX/XLSX (a ZIP) before docx-preview or exceljs inflates it: a zip bomb declares its
 * sizes in the central directory, which is read here without inflating anything.
 */
export function assertSafeArchive(bytes: Uint8Array): void {
  const read = inspectZip(bytes);
  if (!read.ok) {
    // Too many entries is a refusal; any other failure is a file that is simply not a readable archive.
    if (/more than [\d,]+ entries/.test(read.problem)) throw new UnsafeArchiveError(read.problem);
    throw new Error(read.problem);
  }
  const problem = archiveProblem(read.value);
  if (problem !== null) throw new UnsafeArchiveError(problem);
}

/**
 * Refuses a DOCX/XLSX whose entries ACTUALLY inflate past the limits, whatever its central directory
 * declares: every entry is inflated (and thrown away) in a Web Worker so the tab stays responsive,
 * or on this thread where Workers are missing (tests) or fail to start. Call after `assertSafeArchive`.
 */
export async function assertArchiveInflatesSafely(bytes: Uint8Array, signal?: AbortSignal): Promise<void> {
  const verdict = await measureOffThread(bytes, signal).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return measureInflatedArchive(bytes);
  });
  if (verdict.ok) return;
  if (verdict.unsafe) throw new UnsafeArchiveError(verdict.problem);
  throw new Error(verdict.problem);
}

function measureOffThread(bytes: Uint8Array, signal?: AbortSignal): Promise<InflateVerdict> {
  if (typeof Worker === "undefined") return Promise.reject(new Error("No Worker"));
  return new Promise<InflateVerdict>((resolve, reject) => {
    const worker = new Worker(new URL("./archive-inflate.worker.ts", import.meta.url), { type: "module" });
    const finish = () => {
      worker.terminate();
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      finish();
      reject(new DOMException("Aborted", "AbortError"));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort);
    worker.onmessage = (event: MessageEvent<InflateVerdict>) => {
      finish();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new Error(event.message || "The archive check could not start"));
    };
    // A copy: the page keeps its bytes for docx-preview or exceljs, and for the fallback.
    worker.postMessage(bytes);
  });
}

/** A failed download of a file's bytes: `status` is the HTTP status, or null when no response came. */
export class FileFetchError extends Error {
  override readonly name = "FileFetchError";

  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** The bytes behind a signed file URL (the previewers fetch file URLs directly, spec §7). */
export async function fetchFileBytes(url: string, signal?: AbortSignal): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url, { signal: signal ?? null, credentials: "same-origin" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new FileFetchError(error instanceof Error ? error.message : String(error), null);
  }
  if (!response.ok) throw new FileFetchError(`Status ${response.status}`, response.status);
  return new Uint8Array(await response.arrayBuffer());
}
