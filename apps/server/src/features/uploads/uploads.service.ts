import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { MAX_BATCH_FILES, NO_FILE_MESSAGE } from "@bearish/shared/uploads/upload";
import { formatMegabytes } from "@bearish/shared/uploads/upload-rules";
import { BLOB_DELETE_JOB } from "../../platform/blob-store/blob-delete-job";
import { BlobNotFoundError, type ByteRange, newBlobKey } from "../../platform/blob-store/blob-store";
import type { AppContext } from "../../platform/context";
import { AppError, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { cleanOriginalName } from "./file-names";
import { meterUpload } from "./upload-stream";
import { canManageUpload } from "./uploads.policy";
import { findLiveUpload, insertUploads, markUploadDeleted, type UploadRecord } from "./uploads.repository";

/** One file part of a multipart request, not yet read. */
export interface IncomingFile {
  /** The name the client gave; metadata only. */
  filename: string;
  stream: Readable;
  /** True once the parser cut the file at the size limit. */
  exceeded: () => boolean;
}

interface StoredFile {
  key: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
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

/** An upload its uploader (or an ADMIN) may see; anyone else is told it does not exist. */
export async function getUpload(ctx: AppContext, actor: SessionActor, id: string): Promise<UploadRecord> {
  const upload = await findLiveUpload(ctx.db, id);
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
    if (!(await markUploadDeleted(tx, id, ctx.clock.now()))) throw fileNotFound();
    await ctx.jobs.enqueue(tx, BLOB_DELETE_JOB, { key: upload.storageKey });
  });
  // Try at once; the job retries if the store is unavailable right now.
  await ctx.blobs.delete(upload.storageKey).catch((err: unknown) => {
    ctx.log.warn({ err, uploadId: id }, "deleted upload's blob could not be removed yet; a job will retry");
  });
  ctx.jobs.kick();
  return upload;
}

/**
 * The upload a signed URL names. A bad or expired signature, an unknown id and a deleted file
 * all answer the same 404, so a URL reveals nothing unless it is valid.
 */
export async function findSignedUpload(
  ctx: AppContext,
  id: string,
  expires: unknown,
  sig: unknown,
): Promise<UploadRecord> {
  if (!UUID_PATTERN.test(id) || !ctx.fileUrls.verify(id, expires, sig)) throw fileNotFound();
  const upload = await findLiveUpload(ctx.db, id);
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
async function storeFile(ctx: AppContext, file: IncomingFile, stored: StoredFile[]): Promise<void> {
  const limit = ctx.config.uploadMaxBytes;
  const metered = await meterUpload(file.stream, {
    maxBytes: limit,
    exceeded: file.exceeded,
    tooLarge: () => fileTooLarge(limit),
  });
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
    const now = ctx.clock.now();
    return await insertUploads(
      ctx.db,
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
  } catch (error) {
    await Promise.all(stored.map((file) => discardBlob(ctx, file.key)));
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
