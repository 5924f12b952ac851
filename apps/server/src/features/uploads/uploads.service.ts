import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { MAX_BATCH_FILES, NO_FILE_MESSAGE, UNKNOWN_CONTENT_TYPE } from "@bearish/shared/uploads/upload";
import { formatMegabytes } from "@bearish/shared/uploads/upload-rules";
import { BLOB_DELETE_JOB } from "../../platform/blob-store/blob-delete-job";
import { BlobNotFoundError, type ByteRange, newBlobKey } from "../../platform/blob-store/blob-store";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { cleanOriginalName } from "./file-names";
import { meterUpload } from "./upload-stream";
import { canManageUpload } from "./uploads.policy";
import {
  findLiveGenericUpload,
  findServableUpload,
  insertUploads,
  markUploadDeleted,
  type UploadRecord,
} from "./uploads.repository";

/** One file part of a multipart request, not yet read. */
export interface IncomingFile {
  /** The name the client gave; metadata only. */
  filename: string;
  stream: Readable;
  /** True once the parser cut the file at the size limit. */
  exceeded: () => boolean;
}

/** A file whose bytes are in the blob store but not yet recorded as an upload. */
export interface StoredFile {
  key: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** Limits of one stored file beyond the server's own size limit. */
export interface StoreOptions {
  maxBytes?: number;
  /** Types (recognised from the bytes) that are accepted; anything else fails with `refused()`. */
  allowedTypes?: readonly string[];
  refused?: () => Error;
}

export const noFileProvided = () => new AppError("upload.no_file", 400, NO_FILE_MESSAGE);
export const fileTooLarge = (limitBytes: number) =>
  new AppError("request.too_large", 413, `File is too large. The limit is ${formatMegabytes(limitBytes)} per file.`);
export const batchTooLarge = (limitBytes: number) =>
  new AppError(
    "request.too_large",
    413,
    `The upload is too large. The limit is ${MAX_BATCH_FILES} files of ${formatMegabytes(limitBytes)} each.`,
  );
export const tooManyFiles = () =>
  new AppError("request.too_large", 413, `At most ${MAX_BATCH_FILES} files can be uploaded at once.`);
const fileNotFound = () => notFound("File not found");
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `POST /api/upload-files`: stores the first file of the form (the spec's clients send one; any
 * further file parts are read and dropped) and records it.
 */
export async function uploadFile(
  ctx: AppContext,
  actor: SessionActor,
  files: AsyncIterable<IncomingFile>,
): Promise<UploadRecord> {
  const stored: StoredFile[] = [];
  return recordOrDiscard(ctx, actor, stored, async () => {
    for await (const file of files) {
      if (stored.length > 0) await drain(file.stream);
      else await storeFile(ctx, file, stored);
    }
  }).then((records) => records[0] as UploadRecord);
}

/** `POST /api/upload-files/batch`: all files or none; on any failure what was stored is removed. */
export function uploadFiles(
  ctx: AppContext,
  actor: SessionActor,
  files: AsyncIterable<IncomingFile>,
): Promise<UploadRecord[]> {
  const stored: StoredFile[] = [];
  return recordOrDiscard(ctx, actor, stored, async () => {
    for await (const file of files) {
      if (stored.length >= MAX_BATCH_FILES) throw tooManyFiles();
      await storeFile(ctx, file, stored);
    }
  });
}

/**
 * An upload its uploader (or an ADMIN) may see; anyone else is told it does not exist. A cloud
 * file's upload (any version) is managed by the cloud-storage feature alone: 404 here for everyone,
 * so neither an editor who uploaded it (and may have lost access since) nor an ADMIN reads or
 * deletes a drive's bytes through this door.
 */
export async function getUpload(ctx: AppContext, actor: SessionActor, id: string): Promise<UploadRecord> {
  const upload = await findLiveGenericUpload(ctx.db, id);
  if (!upload || !canManageUpload(actor, upload)) throw fileNotFound();
  return upload;
}

/**
 * Deletes an upload (its uploader or an ADMIN): the row is marked deleted at once, so every URL
 * of it stops working, and the blob is removed.
 */
export async function deleteUpload(ctx: AppContext, actor: SessionActor, id: string): Promise<UploadRecord> {
  const upload = await getUpload(ctx, actor, id);
  await ctx.db.transaction(async (tx) => {
    if (!(await retireUpload(ctx, tx, upload))) throw fileNotFound();
  });
  await removeRetiredBlob(ctx, upload);
  return upload;
}

/**
 * Inside the caller's transaction: marks the upload deleted and enqueues the removal of its blob
 * (so the blob goes even if the store is down right now). False when it was already deleted.
 * After the commit, call `removeRetiredBlob`.
 */
export async function retireUpload(ctx: AppContext, tx: Db, upload: UploadRecord): Promise<boolean> {
  if (!(await markUploadDeleted(tx, upload.id, ctx.clock.now()))) return false;
  await ctx.jobs.enqueue(tx, BLOB_DELETE_JOB, { key: upload.storageKey });
  return true;
}

/** After the commit of `retireUpload`: tries to remove the blob at once; the job retries if this fails. */
export async function removeRetiredBlob(ctx: AppContext, upload: UploadRecord): Promise<void> {
  await ctx.blobs.delete(upload.storageKey).catch((err: unknown) => {
    ctx.log.warn({ err, uploadId: upload.id }, "deleted upload's blob could not be removed yet; a job will retry");
  });
  ctx.jobs.kick();
}

/**
 * Streams one file part into the blob store (type recognised from its bytes, size metered) without
 * recording it: the caller records it with `recordStoredFiles` in its own transaction, or calls
 * `discardStoredFiles` if anything fails. Null for an empty file input (no name, no bytes).
 */
export async function storeIncomingFile(
  ctx: AppContext,
  file: IncomingFile,
  options: StoreOptions = {},
): Promise<StoredFile | null> {
  const stored: StoredFile[] = [];
  await storeFile(ctx, file, stored, options);
  return stored[0] ?? null;
}

/** Records stored files as uploads of `actor`, in the caller's transaction (all or none). */
export function recordStoredFiles(
  db: Db,
  actor: SessionActor,
  stored: StoredFile[],
  now: Date,
): Promise<UploadRecord[]> {
  return insertUploads(
    db,
    stored.map((file) => ({
      id: newId(),
      storageKey: file.key,
      originalName: file.name,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      uploadedBy: actor.userId,
      createdAt: now,
    })),
  );
}

/** Removes the blobs of stored files that will not be recorded (the change that wanted them failed). */
export async function discardStoredFiles(ctx: AppContext, stored: StoredFile[]): Promise<void> {
  await Promise.all(stored.map((file) => discardBlob(ctx, file.key)));
}

/**
 * The upload a signed URL names. A bad or expired signature, an unknown id and a deleted file
 * all answer the same 404, so a URL reveals nothing unless it is valid. So does the upload of a
 * cloud file that is in the trash (when no live cloud file holds the same bytes).
 */
export async function findSignedUpload(
  ctx: AppContext,
  id: string,
  expires: unknown,
  sig: unknown,
): Promise<UploadRecord> {
  if (!UUID_PATTERN.test(id) || !ctx.fileUrls.verify(id, expires, sig)) throw fileNotFound();
  const upload = await findServableUpload(ctx.db, id);
  if (!upload) throw fileNotFound();
  return upload;
}

/** The stored bytes of an upload (or a range of them). */
export async function openUpload(ctx: AppContext, upload: UploadRecord, range?: ByteRange): Promise<Readable> {
  try {
    return (await ctx.blobs.get(upload.storageKey, range)).stream;
  } catch (error) {
    if (!(error instanceof BlobNotFoundError)) throw error;
    ctx.log.error({ uploadId: upload.id }, "upload has no blob");
    throw fileNotFound();
  }
}

/**
 * Streams one file into the blob store under a fresh server-made key and adds it to `stored`. A
 * part without a name and without bytes is what a browser sends for an empty file input: no file.
 */
async function storeFile(
  ctx: AppContext,
  file: IncomingFile,
  stored: StoredFile[],
  options: StoreOptions = {},
): Promise<void> {
  const limit = Math.min(options.maxBytes ?? ctx.config.uploadMaxBytes, ctx.config.uploadMaxBytes);
  const metered = await meterUpload(file.stream, {
    maxBytes: limit,
    exceeded: file.exceeded,
    tooLarge: () => fileTooLarge(limit),
  });
  if (options.allowedTypes && !options.allowedTypes.includes(metered.contentType)) {
    // Refused from its first bytes: nothing was stored, and the rest is never read.
    if (file.filename === "" && metered.contentType === UNKNOWN_CONTENT_TYPE) {
      await drain(metered.body);
      if (metered.result().size === 0) return;
    }
    file.stream.destroy();
    throw options.refused?.() ?? new AppError("request.unsupported_type", 415, "This type of file is not accepted");
  }
  const key = newBlobKey();
  try {
    await ctx.blobs.put(key, metered.body, { contentType: metered.contentType });
  } catch (error) {
    metered.body.destroy();
    // The stores leave nothing behind on failure; this also covers a store that half-succeeded.
    await discardBlob(ctx, key);
    throw file.exceeded() ? fileTooLarge(limit) : error;
  }
  if (file.exceeded()) {
    await discardBlob(ctx, key);
    throw fileTooLarge(limit);
  }
  const { size, sha256 } = metered.result();
  if (file.filename === "" && size === 0) {
    await discardBlob(ctx, key);
    return;
  }
  stored.push({ key, name: cleanOriginalName(file.filename), contentType: metered.contentType, size, sha256 });
}

/**
 * Runs `receive` (which fills `stored`), then records every stored file in one insert. If
 * anything fails, or no file came, every blob stored so far is removed: no orphans.
 */
async function recordOrDiscard(
  ctx: AppContext,
  actor: SessionActor,
  stored: StoredFile[],
  receive: () => Promise<void>,
): Promise<UploadRecord[]> {
  try {
    await receive();
    if (stored.length === 0) throw noFileProvided();
    return await recordStoredFiles(ctx.db, actor, stored, ctx.clock.now());
  } catch (error) {
    await discardStoredFiles(ctx, stored);
    throw error;
  }
}

async function discardBlob(ctx: AppContext, key: string): Promise<void> {
  await ctx.blobs.delete(key).catch((err: unknown) => {
    ctx.log.warn({ err, key }, "could not remove the blob of a failed upload");
  });
}

async function drain(stream: Readable): Promise<void> {
  stream.resume();
  await finished(stream);
}
