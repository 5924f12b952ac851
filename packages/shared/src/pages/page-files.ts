import { z } from "zod";
import { PAGE_KINDS, type PageKind, pageParamsSchema } from "./page-targets";

/**
 * Images uploaded into a page (image blocks, the toolbar's media button, the banner). The page
 * stores a stable path, never a signed URL (those expire after a few hours); whoever may read the
 * page trades the path for a freshly signed URL. Paths, under `/api/page/{kind}/{workspaceId}/{targetId}`:
 * POST `files` (multipart field `file`; editors who may change the content; PNG, JPEG, GIF or WebP
 * recognised from the bytes, else 415; over PAGE_FILE_MAX_BYTES 413) → 201 PageFileUploaded ·
 * GET `files/{uploadId}` (readers; 404 when the upload is not a file of this page) → PageFileUrl.
 * Public (no sign-in): GET `/api/public/page/{token}/files/{uploadId}` (the published page's rules:
 * header `x-page-password` when it has one) → PageFileUrl.
 */
export const PAGE_FILE_FIELD = "file";
export const PAGE_FILE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const PAGE_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PAGE_FILE_TYPE_MESSAGE = "Only PNG, JPEG, GIF or WebP images can be added to a page";

export const pageFileParamsSchema = pageParamsSchema.extend({ uploadId: z.uuid() });
export type PageFileParams = z.infer<typeof pageFileParamsSchema>;

export const publicPageFileParamsSchema = z.object({
  token: z
    .string()
    .min(16)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/, "Not a page link"),
  uploadId: z.uuid(),
});

export const pageFileUploadedSchema = z.object({
  uploadId: z.uuid(),
  /** The stable path the page stores: `/api/page/{kind}/{workspaceId}/{targetId}/files/{uploadId}`. */
  path: z.string(),
});
export type PageFileUploaded = z.infer<typeof pageFileUploadedSchema>;

export const pageFileUrlSchema = z.object({
  /** A signed `/api/files/...` URL, valid for a few hours. */
  url: z.string(),
});
export type PageFileUrl = z.infer<typeof pageFileUrlSchema>;

/** The stable path of a page's file, as stored in its content or banner. */
export function pageFilePath(kind: PageKind, workspaceId: string, targetId: string, uploadId: string): string {
  return `/api/page/${kind}/${workspaceId}/${targetId}/files/${uploadId}`;
}

const UUID = "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";
const PAGE_FILE_PATH = new RegExp(`^/api/page/(${PAGE_KINDS.join("|")})/(${UUID})/(${UUID})/files/(${UUID})$`);

/** The parts of a stable page file path, or null when `value` is not one. */
export function parsePageFilePath(value: string): PageFileParams | null {
  const match = PAGE_FILE_PATH.exec(value);
  if (!match) return null;
  const [, kind, workspaceId, targetId, uploadId] = match as unknown as [string, PageKind, string, string, string];
  return { kind, workspaceId, targetId, uploadId };
}
