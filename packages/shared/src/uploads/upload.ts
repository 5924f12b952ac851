import { z } from "zod";

/** Multipart form field of `POST /api/upload-files` (spec). */
export const UPLOAD_FILE_FIELD = "file";
/** Multipart form field of `POST /api/upload-files/batch` (spec). */
export const UPLOAD_BATCH_FIELD = "files";
/** Most files one batch upload may carry; each file is also held to the server's size limit. */
export const MAX_BATCH_FILES = 20;
/** Longest original file name kept (as metadata; it never becomes a storage key). */
export const UPLOAD_NAME_MAX_LENGTH = 255;

/** The spec's error text when a form carries no file. */
export const NO_FILE_MESSAGE = "No file provided for upload";

/**
 * Raster image types a browser may show inline. SVG is left out on purpose: it is a document that
 * can carry script, so it is always served as an attachment.
 */
export const INLINE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"] as const;
/** Document types served inline besides images, audio and video. */
export const INLINE_DOCUMENT_TYPES = ["application/pdf"] as const;
/** Audio and video (any subtype the server recognised from the file's bytes) are served inline. */
export const INLINE_MEDIA_PREFIXES = ["audio/", "video/"] as const;

/** Stored when the bytes match no known signature and do not look like text. */
export const UNKNOWN_CONTENT_TYPE = "application/octet-stream";

/** A signed, expiring, relative URL of a stored file: works in `<img src>` without a bearer header. */
export const fileUrlSchema = z.object({
  path: z.string(),
  expiresAt: z.string(),
});
export type FileUrl = z.infer<typeof fileUrlSchema>;

/** `data` of `POST /api/upload-files`: the spec reads `data.fileUrl.path`. */
export const uploadedFileSchema = z.object({
  id: z.string(),
  fileUrl: fileUrlSchema,
  name: z.string(),
  size: z.number().int(),
  /** Taken from the file's magic bytes, never from its name or the client's header. */
  contentType: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** One item of `data` of `POST /api/upload-files/batch`: the spec reads `data[i].path`. */
export const batchUploadedFileSchema = z.object({
  id: z.string(),
  path: z.string(),
  expiresAt: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type BatchUploadedFile = z.infer<typeof batchUploadedFileSchema>;

/** `data` of `GET /api/upload-files/{id}`: metadata and a fresh signed URL (refreshes an expired one). */
export const uploadDetailsSchema = uploadedFileSchema.extend({
  path: z.string(),
  sha256: z.string(),
  uploadedBy: z.string(),
  createdAt: z.string(),
});
export type UploadDetails = z.infer<typeof uploadDetailsSchema>;

/** `data` of `DELETE /api/upload-files/{id}`. */
export const deletedUploadSchema = z.object({ id: z.string() });
export type DeletedUpload = z.infer<typeof deletedUploadSchema>;
