import {
  CLOUD_UPLOAD_FOLDER_FIELD,
  CLOUD_UPLOAD_LOCK_FIELD,
  type CloudFile,
  cloudDirectorySchema,
} from "@bearish/shared/cloud-storage/cloud-file";
import {
  cloudNameProblem,
  nextFreeName,
  ROOT_DIRECTORY,
  stripCloudControlCharacters,
} from "@bearish/shared/cloud-storage/cloud-paths";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import { MAX_BATCH_FILES } from "@bearish/shared/uploads/upload";
import { z } from "zod";
import type { AppContext } from "../../platform/context";
import { type Db, isUniqueViolation } from "../../platform/db/database";
import { AppError, schemaValidationError } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import type { FormFields } from "../uploads/multipart-form";
import {
  discardStoredFiles,
  type IncomingFile,
  noFileProvided,
  recordStoredFiles,
  type StoredFile,
  storeIncomingFile,
  tooManyFiles,
} from "../uploads/uploads.service";
import { requirePathAccess } from "./cloud-access";
import { assertSafeContent, enqueueTextExtraction } from "./cloud-content-safety";
import { loadFileViews } from "./cloud-file-view";
import { reindexCloudFiles } from "./cloud-files.search";
import { resolveDirectory } from "./cloud-folders.service";
import {
  findTakenFileNames,
  insertCloudFiles,
  insertFileVersions,
  type NewCloudFile,
} from "./cloud-uploads.repository";
import { readStorageUsage, reserveStorage } from "./cloud-usage.repository";

/**
 * Reads a multipart form: each file part of the expected field goes to `onFile` (with the text
 * fields that came before it, when the reader knows them); the text fields come back.
 */
export type FormReader = (
  onFile: (file: IncomingFile, fieldsSoFar?: FormFields) => Promise<void>,
) => Promise<FormFields>;

/** Placing a batch retries this often when a parallel upload takes a chosen name first. */
const PLACE_ATTEMPTS = 5;
const NAME_INDEX = "cloud_files_live_name_unique";
const FALLBACK_FILE_NAME = "file";

const uploadFieldsSchema = z.object({
  [CLOUD_UPLOAD_FOLDER_FIELD]: cloudDirectorySchema.default(ROOT_DIRECTORY),
  [CLOUD_UPLOAD_LOCK_FIELD]: z
    .enum(["true", "false"], { message: `${CLOUD_UPLOAD_LOCK_FIELD} must be true or false` })
    .default("false"),
  ownerId: z.uuid({ message: "ownerId must be a person's id" }).optional(),
});

export const quotaExceeded = (needed: number, free: number) =>
  new AppError(
    "cloud.quota_exceeded",
    413,
    `Storage quota exceeded: this upload needs ${formatFileSize(needed)} but only ${formatFileSize(free)} is free`,
  );

/**
 * Reserves `bytes` (and `files` files) of `ownerId`'s quota inside the caller's transaction, or
 * refuses with 413 `cloud.quota_exceeded` saying how much is free.
 */
export async function reserveOrRefuse(
  ctx: AppContext,
  tx: Db,
  ownerId: string,
  bytes: number,
  files: number,
): Promise<void> {
  const quota = ctx.config.storageQuotaBytes;
  if (await reserveStorage(tx, ownerId, bytes, files, quota)) return;
  const usage = await readStorageUsage(tx, ownerId);
  throw quotaExceeded(bytes, Math.max(0, quota - usage.used));
}

/**
 * `POST cloud-storage/file/upload-file` (spec §7): stores every file of the form (field `files`,
 * at most MAX_BATCH_FILES) in the blob store and checks it, then records all of them in one
 * transaction: quota, uploads, files (first free name in the folder), their version 1, text
 * extraction and search. Into someone else's drive (`ownerId`) the caller needs edit access to the
 * folder; the drive's owner owns the files and their quota pays. On any failure every stored blob
 * is removed and nothing is recorded.
 *
 * When `folderLocation` or `ownerId` comes before the first file part (the web client sends the
 * fields first), the folder, the caller's access and the quota (against the request's
 * `contentLength`) are checked before a byte is stored; the checks in the transaction stay the
 * source of truth.
 */
export async function uploadCloudFiles(
  ctx: AppContext,
  actor: SessionActor,
  readForm: FormReader,
  contentLength?: number,
): Promise<CloudFile[]> {
  const stored: StoredFile[] = [];
  let fileIds: string[];
  let firstFile = true;
  try {
    const fields = await readForm(async (file, fieldsSoFar) => {
      if (firstFile) {
        firstFile = false;
        if (fieldsSoFar) await checkBeforeStoring(ctx, actor, fieldsSoFar, contentLength);
      }
      if (stored.length >= MAX_BATCH_FILES) throw tooManyFiles();
      const one = await storeIncomingFile(ctx, file);
      if (!one) return;
      stored.push(one);
      await assertSafeContent(ctx, one);
    });
    const form = parseUploadFields(fields);
    if (stored.length === 0) throw noFileProvided();
    fileIds = await ctx.db.transaction((tx) => recordCloudFiles(ctx, tx, actor, form, stored));
  } catch (error) {
    await discardStoredFiles(ctx, stored);
    throw error;
  }
  // Text extraction of the new files was enqueued in the transaction; start it now rather than at the next poll.
  ctx.jobs.kick();
  return loadFileViews(ctx, ctx.db, actor, fileIds);
}

/**
 * The early refusals of an upload, from the fields sent before its first file: an unknown or
 * hidden folder (404), a folder of someone else's drive the caller may not edit (403), and a body
 * already larger than the drive's free quota (413). Nothing when neither field came yet.
 */
async function checkBeforeStoring(
  ctx: AppContext,
  actor: SessionActor,
  fieldsSoFar: FormFields,
  contentLength: number | undefined,
): Promise<void> {
  if (!fieldsSoFar.has(CLOUD_UPLOAD_FOLDER_FIELD) && !fieldsSoFar.has("ownerId")) return;
  const form = parseUploadFields(fieldsSoFar);
  const ownerId = form.ownerId ?? actor.userId;
  const directory = await resolveDirectory(ctx.db, ownerId, form.folderLocation);
  await requirePathAccess(ctx.db, actor, ownerId, directory, "edit", ctx.clock.now());
  if (contentLength === undefined || !Number.isFinite(contentLength)) return;
  const usage = await readStorageUsage(ctx.db, ownerId);
  const free = Math.max(0, ctx.config.storageQuotaBytes - usage.used);
  if (contentLength > free) throw quotaExceeded(contentLength, free);
}

interface UploadFields {
  folderLocation: string;
  isLocked: boolean;
  ownerId: string | undefined;
}

function parseUploadFields(fields: FormFields): UploadFields {
  const last = (name: string) => {
    const value = fields.get(name)?.at(-1);
    return value === undefined || value.trim() === "" ? undefined : value.trim();
  };
  const parsed = uploadFieldsSchema.safeParse({
    [CLOUD_UPLOAD_FOLDER_FIELD]: last(CLOUD_UPLOAD_FOLDER_FIELD),
    [CLOUD_UPLOAD_LOCK_FIELD]: last(CLOUD_UPLOAD_LOCK_FIELD),
    ownerId: last("ownerId"),
  });
  if (!parsed.success) throw schemaValidationError(parsed.error, "body");
  return {
    folderLocation: parsed.data[CLOUD_UPLOAD_FOLDER_FIELD],
    isLocked: parsed.data[CLOUD_UPLOAD_LOCK_FIELD] === "true",
    ownerId: parsed.data.ownerId,
  };
}

async function recordCloudFiles(
  ctx: AppContext,
  tx: Db,
  actor: SessionActor,
  form: UploadFields,
  stored: StoredFile[],
): Promise<string[]> {
  const now = ctx.clock.now();
  const ownerId = form.ownerId ?? actor.userId;
  // An unknown folder and a folder of someone else's drive not shared with the caller both answer 404.
  const directory = await resolveDirectory(tx, ownerId, form.folderLocation);
  await requirePathAccess(tx, actor, ownerId, directory, "edit", now);
  await reserveOrRefuse(
    ctx,
    tx,
    ownerId,
    stored.reduce((sum, file) => sum + file.size, 0),
    stored.length,
  );
  const uploads = await recordStoredFiles(tx, actor, stored, now);
  const uploadByKey = new Map(uploads.map((upload) => [upload.storageKey, upload]));
  const files = stored.map((file): NewCloudFile => {
    const upload = uploadByKey.get(file.key);
    if (!upload) throw new Error("a stored file was not recorded");
    return {
      id: newId(),
      ownerId,
      uploadedBy: actor.userId,
      name: cloudFileName(file.name),
      originalName: file.name,
      directory,
      uploadId: upload.id,
      size: file.size,
      contentType: file.contentType,
      lockedBy: form.isLocked ? actor.userId : null,
      lockedAt: form.isLocked ? now : null,
      now,
    };
  });
  const placed = await placeFiles(tx, ownerId, directory, files);
  await insertFileVersions(
    tx,
    placed.map((file) => ({
      id: newId(),
      fileId: file.id,
      version: 1,
      uploadId: file.uploadId,
      name: file.name,
      size: file.size,
      contentType: file.contentType,
      createdBy: actor.userId,
      createdAt: now,
    })),
  );
  for (const file of placed) await enqueueTextExtraction(ctx, tx, file.id);
  const ids = placed.map((file) => file.id);
  await reindexCloudFiles(tx, ids, now);
  return ids;
}

/**
 * Inserts the files under the first free names of their folder (`report (2).pdf`), distinct within
 * the batch too. A parallel upload can take a chosen name between the look-up and the insert: the
 * unique index refuses it, and the batch is placed again (in a savepoint, so the transaction lives on).
 */
async function placeFiles(tx: Db, ownerId: string, directory: string, files: NewCloudFile[]): Promise<NewCloudFile[]> {
  for (let attempt = 1; ; attempt += 1) {
    const taken = await findTakenFileNames(
      tx,
      ownerId,
      directory,
      files.map((file) => file.name),
    );
    const used = [...taken];
    const placed = files.map((file) => {
      const name = nextFreeName(file.name, used, true);
      used.push(name);
      return { ...file, name };
    });
    try {
      await tx.transaction((savepoint) => insertCloudFiles(savepoint, placed));
      return placed;
    } catch (error) {
      if (attempt >= PLACE_ATTEMPTS || !isNameCollision(error)) throw error;
    }
  }
}

function isNameCollision(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === "string") return constraint === NAME_INDEX;
    current = (current as { cause?: unknown }).cause;
  }
  // A driver that does not name the index: the only unique index of these rows besides the id is the name's.
  return true;
}

/**
 * A stored file's name as a cloud item name: the cleaned original name (last path segment, no
 * control characters, zero-width or bidi characters) with any `..` run folded to `.`, so it passes
 * the cloud name rules.
 */
export function cloudFileName(originalName: string): string {
  const name = stripCloudControlCharacters(originalName)
    .replace(/\.{2,}/g, ".")
    .trim();
  return cloudNameProblem(name) === null ? name : FALLBACK_FILE_NAME;
}
