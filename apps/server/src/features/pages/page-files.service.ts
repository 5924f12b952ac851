import { finished } from "node:stream/promises";
import {
  PAGE_FILE_MAX_BYTES,
  PAGE_FILE_TYPE_MESSAGE,
  PAGE_FILE_TYPES,
  type PageFileParams,
  type PageFileUploaded,
  type PageFileUrl,
  pageFilePath,
} from "@bearish/shared/pages/page-files";
import type { PageParams } from "@bearish/shared/pages/page-targets";
import type { AppContext } from "../../platform/context";
import { AppError, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import {
  discardStoredFiles,
  type IncomingFile,
  noFileProvided,
  recordStoredFiles,
  type StoredFile,
  storeIncomingFile,
} from "../uploads/uploads.service";
import { requirePageAccess } from "./page-access";
import { refuseIfNotChangeable } from "./page-changes";
import { insertPageFile, isLivePageFile } from "./page-files.repository";
import { openPublicPage } from "./page-public.service";

/** Reads the request's form, handing each file part of the expected field to `onFile`. */
export type PageFileForm = (onFile: (file: IncomingFile) => Promise<void>) => Promise<void>;

const notAnImage = () => new AppError("request.unsupported_type", 415, PAGE_FILE_TYPE_MESSAGE);
const fileNotFound = () => notFound("File not found");

/**
 * `POST page/{kind}/{workspaceId}/{targetId}/files` (editors who may change the content now): the
 * first image of the form is streamed into the blob store (type recognised from its bytes, at most
 * PAGE_FILE_MAX_BYTES), then recorded as an upload and a file of this page in one transaction.
 * Access is checked before a byte is stored and again in the transaction; on any failure the blob
 * is removed and nothing is recorded.
 */
export async function uploadPageFile(
  ctx: AppContext,
  actor: SessionActor,
  params: PageParams,
  readForm: PageFileForm,
): Promise<PageFileUploaded> {
  const grant = await requirePageAccess(ctx.db, actor, params, "edit");
  await refuseIfNotChangeable(ctx.db, actor, grant.state);
  // Only the first image of the form is kept; any further file parts are read and dropped.
  const stored: StoredFile[] = [];
  try {
    await readForm(async (part) => {
      if (stored.length > 0) {
        part.stream.resume();
        await finished(part.stream);
        return;
      }
      const one = await storeIncomingFile(ctx, part, {
        maxBytes: PAGE_FILE_MAX_BYTES,
        allowedTypes: PAGE_FILE_TYPES,
        refused: notAnImage,
      });
      if (one) stored.push(one);
    });
    const [file] = stored;
    if (!file) throw noFileProvided();
    const uploadId = await ctx.db.transaction(async (tx) => {
      const locked = await requirePageAccess(tx, actor, params, "edit", { lock: true });
      await refuseIfNotChangeable(tx, actor, locked.state);
      const now = ctx.clock.now();
      const [upload] = await recordStoredFiles(tx, actor, [file], now);
      if (!upload) throw new Error("the upload was not recorded");
      await insertPageFile(tx, {
        workspaceId: params.workspaceId,
        targetKind: params.kind,
        targetId: params.targetId,
        uploadId: upload.id,
        createdBy: actor.userId,
        createdAt: now,
      });
      return upload.id;
    });
    return { uploadId, path: pageFilePath(params.kind, params.workspaceId, params.targetId, uploadId) };
  } catch (error) {
    await discardStoredFiles(ctx, stored);
    throw error;
  }
}

/** `GET page/{kind}/{workspaceId}/{targetId}/files/{uploadId}` (readers): a freshly signed URL of the file. */
export async function pageFileUrl(ctx: AppContext, actor: SessionActor, params: PageFileParams): Promise<PageFileUrl> {
  const { uploadId, ...page } = params;
  await requirePageAccess(ctx.db, actor, page, "view");
  return signedUrlOf(ctx, page.kind, page.targetId, uploadId);
}

/**
 * `GET public/page/{token}/files/{uploadId}` (no sign-in): a freshly signed URL of a file of the
 * published page, under the public page's rules (published, not expired or archived; its password).
 */
export async function publicPageFileUrl(
  ctx: AppContext,
  token: string,
  uploadId: string,
  password: string | undefined,
): Promise<PageFileUrl> {
  const page = await openPublicPage(ctx, token, password);
  return signedUrlOf(ctx, page.kind, page.targetId, uploadId);
}

async function signedUrlOf(
  ctx: AppContext,
  kind: PageParams["kind"],
  targetId: string,
  uploadId: string,
): Promise<PageFileUrl> {
  if (!(await isLivePageFile(ctx.db, kind, targetId, uploadId))) throw fileNotFound();
  return { url: ctx.fileUrls.sign(uploadId).path };
}
