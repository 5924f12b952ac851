import { z } from "zod";
import { pageQuerySchema } from "../api/envelope";
import { activitySchema } from "../workspaces/workspace-activity";
import { pagePersonSchema } from "./page-people";

/**
 * The page menu of spec §2 (issue 8 §7). Paths, under `/api/page/{kind}/{workspaceId}/{targetId}`:
 * GET `state` → PageState (readers) · POST `view` → 200 (records a view for analytics; readers) ·
 * POST / DELETE `lock` (editors; only the locker or the workspace owner unlocks) ·
 * PUT `publish` {password?, expiresAt?} / DELETE `publish` (editors; documents and wiki pages) ·
 * POST `archive` / `unarchive` (editors) · PUT `details` {title?, description?, bannerUrl?} (editors) ·
 * POST `move` {wikiId, parentPageId?} (wiki pages: another wiki of the workspace or another parent;
 * editors) · GET `audit` (?page&limit=20) → activity of this page · GET `analytics`.
 * Public (no sign-in): GET `/api/public/page/{token}` with header `x-page-password` when it has one
 * → PublicPage; 401 `page.password_required` / `page.password_incorrect`; 404 when unpublished or expired.
 * Collaboration: POST `/api/collab/ticket` {documentName} → CollabTicket; the browser passes the
 * ticket as Hocuspocus's token on `/api/collab`.
 */
export const PUBLISH_PASSWORD_MAX = 200;

export const pageStateSchema = z.object({
  /** What the caller may do here (the editor's `canEdit` is `role === "edit"` and not locked by another). */
  role: z.enum(["edit", "comment", "view"]),
  canEdit: z.boolean(),
  locked: z.object({ by: pagePersonSchema.nullable(), at: z.string() }).nullable(),
  published: z
    .object({
      token: z.string(),
      path: z.string(),
      hasPassword: z.boolean(),
      expiresAt: z.string().nullable(),
      publishedAt: z.string(),
    })
    .nullable(),
  archivedAt: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});
export type PageState = z.infer<typeof pageStateSchema>;

export const publishBodySchema = z.object({
  password: z.string().min(1).max(PUBLISH_PASSWORD_MAX).nullable().optional(),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export const pageDetailsBodySchema = z
  .object({
    title: z.string().trim().min(1).max(200).optional(),
    description: z.string().trim().max(2000).nullable().optional(),
    bannerUrl: z.string().max(2000).nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, "Nothing to change");
export const movePageBodySchema = z.object({
  wikiId: z.uuid(),
  parentPageId: z.uuid().nullable().default(null),
});
export const pageAuditQuerySchema = pageQuerySchema(20);
export const pageAuditEntrySchema = activitySchema;

/** `data` of POST `view`: the caller's views of the page today, this one included. */
export const pageViewResultSchema = z.object({ day: z.string(), views: z.number().int() });

export const pageAnalyticsSchema = z.object({
  totalViews: z.number().int(),
  uniqueViewers: z.number().int(),
  viewsByDay: z.array(z.object({ day: z.string(), views: z.number().int() })),
  editors: z.array(z.object({ person: pagePersonSchema, versions: z.number().int() })),
  lastEditedAt: z.string().nullable(),
});
export type PageAnalytics = z.infer<typeof pageAnalyticsSchema>;

export const publicPageSchema = z.object({
  kind: z.enum(["document", "wiki_page"]),
  title: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type PublicPage = z.infer<typeof publicPageSchema>;

export const collabTicketBodySchema = z.object({ documentName: z.string().min(1).max(200) });
export const collabTicketSchema = z.object({
  ticket: z.string(),
  expiresAt: z.string(),
  readOnly: z.boolean(),
});
export type CollabTicket = z.infer<typeof collabTicketSchema>;
