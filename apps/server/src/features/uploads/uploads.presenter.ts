import type { BatchUploadedFile, UploadDetails, UploadedFile } from "@bearish/shared/uploads/upload";
import type { AppContext } from "../../platform/context";
import type { UploadRecord } from "./uploads.repository";

/** `data` of a single upload: the spec's client reads `data.fileUrl.path`. */
export function presentUploaded(ctx: AppContext, upload: UploadRecord): UploadedFile {
  const url = ctx.fileUrls.sign(upload.id);
  return {
    id: upload.id,
    fileUrl: { path: url.path, expiresAt: url.expiresAt.toISOString() },
    name: upload.originalName,
    size: upload.size,
    contentType: upload.contentType,
  };
}

/** One item of a batch upload: the spec's client reads `data[i].path`. */
export function presentBatchItem(ctx: AppContext, upload: UploadRecord): BatchUploadedFile {
  const { id, fileUrl, name, size, contentType } = presentUploaded(ctx, upload);
  return { id, path: fileUrl.path, expiresAt: fileUrl.expiresAt, name, size, contentType };
}

export function presentDetails(ctx: AppContext, upload: UploadRecord): UploadDetails {
  const uploaded = presentUploaded(ctx, upload);
  return {
    ...uploaded,
    path: uploaded.fileUrl.path,
    sha256: upload.sha256,
    uploadedBy: upload.uploadedBy,
    createdAt: upload.createdAt.toISOString(),
  };
}
