import { z } from "zod";
import { pageQuerySchema } from "../api/envelope";
import { pagePersonSchema } from "./page-people";

/**
 * Version history (issue 8 §6). Paths, under `/api/page/{kind}/{workspaceId}/{targetId}`:
 * GET `versions` (?page&limit=20, newest first) · POST `versions` {label?} → 201 (editors) ·
 * GET `versions/{versionId}` (with content) · POST `versions/{versionId}/restore` → 200 the new
 * version made from it (editors; the live document changes for everyone editing it).
 */
export const VERSIONS_DEFAULT_LIMIT = 20;
/** A snapshot is taken while a page is edited at most this often (and on demand). */
export const VERSION_SNAPSHOT_INTERVAL_MS = 5 * 60_000;
export const VERSION_REASONS = ["auto", "manual", "restore", "before_restore"] as const;

export const versionListQuerySchema = pageQuerySchema(VERSIONS_DEFAULT_LIMIT);
export const createVersionBodySchema = z.object({ label: z.string().trim().max(100).optional() });
export const versionParamsSchema = z.object({ versionId: z.uuid() });

export const pageVersionSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  reason: z.enum(VERSION_REASONS),
  label: z.string().nullable(),
  author: pagePersonSchema.nullable(),
  editors: z.array(pagePersonSchema),
  createdAt: z.string(),
});
export type PageVersionSummary = z.infer<typeof pageVersionSummarySchema>;

/** `content` is sanitized HTML for documents and wiki pages, the scene JSON for whiteboards. */
export const pageVersionSchema = pageVersionSummarySchema.extend({ content: z.string() });
export type PageVersion = z.infer<typeof pageVersionSchema>;
