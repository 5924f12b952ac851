import {
  archiveProblem,
  locateCentralDirectory,
  MAX_CENTRAL_DIRECTORY_BYTES,
  readCentralDirectory,
  ZIP_TAIL_BYTES,
} from "@bearish/shared/cloud-storage/zip-inspect";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/errors";
import { CLOUD_TEXT_EXTRACT_JOB, defineCloudTextJobs } from "./cloud-text-extract.job";
import { inspectArchiveInWorker } from "./cloud-text-extraction.sandbox";

/**
 * Checks stored bytes before a cloud file is recorded. Archive-based types (DOCX, XLSX, PPTX,
 * ODF, EPUB, JAR, ZIP...) are judged first by their central directory (a ZIP keeps it at its end,
 * so the last 64 KB and the directory's own range are read), then, since a directory can lie, by
 * inflating every entry in a worker that counts the bytes really produced and keeps none.
 */

export const unsafeArchive = () =>
  new AppError("upload.unsafe_archive", 415, "This file expands to more than the safe limit and was refused");

const ZIP_BASED_TYPES = new Set([
  "application/zip",
  "application/x-zip-compressed",
  "application/epub+zip",
  "application/java-archive",
  "application/vnd.android.package-archive",
  "application/x-xpinstall",
  "application/vnd.ms-visio.drawing",
]);
const ZIP_BASED_PREFIXES = ["application/vnd.openxmlformats-officedocument.", "application/vnd.oasis.opendocument."];

/** True for a type whose bytes are a ZIP archive. */
export function isZipBasedType(contentType: string): boolean {
  const type = contentType.split(";", 1)[0]?.trim().toLowerCase() ?? "";
  return ZIP_BASED_TYPES.has(type) || ZIP_BASED_PREFIXES.some((prefix) => type.startsWith(prefix));
}

async function readRange(ctx: AppContext, key: string, start: number, length: number): Promise<Uint8Array> {
  if (length === 0) return new Uint8Array();
  const { stream } = await ctx.blobs.get(key, { start, end: start + length - 1 });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Refuses (415 `upload.unsafe_archive`) an archive whose central directory cannot be read or
 * declares more than the safe limits (see `archiveProblem`), whose entries really inflate to more
 * than 256 MB in all or past what they declare (see `InflationMeter`), or that the worker could
 * not finish checking within its time and memory. Other types pass untouched.
 */
export async function assertSafeContent(
  ctx: AppContext,
  stored: { key: string; contentType: string; size: number },
): Promise<void> {
  if (!isZipBasedType(stored.contentType)) return;
  const tailLength = Math.min(stored.size, ZIP_TAIL_BYTES);
  const tail = await readRange(ctx, stored.key, stored.size - tailLength, tailLength);
  const located = locateCentralDirectory(tail, stored.size);
  if (!located.ok) throw unsafeArchive();
  const { offset, size } = located.value;
  if (size > MAX_CENTRAL_DIRECTORY_BYTES) throw unsafeArchive();
  const tailStart = stored.size - tailLength;
  // The directory usually lies inside the tail already read.
  const directory =
    offset >= tailStart
      ? tail.subarray(offset - tailStart, offset - tailStart + size)
      : await readRange(ctx, stored.key, offset, size);
  const entries = readCentralDirectory(directory, located.value);
  if (!entries.ok || archiveProblem(entries.value) !== null) throw unsafeArchive();
  const { stream } = await ctx.blobs.get(stored.key);
  const inflated = await inspectArchiveInWorker(stream, entries.value);
  if (!inflated.ok) {
    ctx.log.warn(
      { reason: inflated.reason, err: inflated.message },
      "an uploaded archive could not be checked; refused",
    );
    throw unsafeArchive();
  }
  if (inflated.value !== null) throw unsafeArchive();
}

/**
 * Enqueues text extraction (for search) of a file's current version, inside the caller's
 * transaction; call `ctx.jobs.kick()` after the commit for prompt pick-up. Each call adds a job
 * (no dedupe key): a job already running for an older version must not swallow the newer one.
 */
export async function enqueueTextExtraction(ctx: AppContext, db: Db, fileId: string): Promise<void> {
  defineCloudTextJobs(ctx);
  await ctx.jobs.enqueue(db, CLOUD_TEXT_EXTRACT_JOB, { fileId });
}
