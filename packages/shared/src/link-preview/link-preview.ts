import { z } from "zod";

/** Longest URL the preview accepts, and longest image or icon URL it returns. */
export const LINK_PREVIEW_URL_MAX_LENGTH = 2048;
export const LINK_PREVIEW_TITLE_MAX_LENGTH = 300;
export const LINK_PREVIEW_DESCRIPTION_MAX_LENGTH = 1000;
export const LINK_PREVIEW_SITE_NAME_MAX_LENGTH = 200;
/** Icon candidates returned at most, best first (the client tries them in order, then its default icon). */
export const LINK_PREVIEW_MAX_FAVICONS = 10;

/** `GET /api/global/link-preview?url=`; the URL itself is judged by `parsePreviewUrl`. */
export const linkPreviewQuerySchema = z.object({
  url: z.string().max(8 * LINK_PREVIEW_URL_MAX_LENGTH),
});
export type LinkPreviewQuery = z.infer<typeof linkPreviewQuerySchema>;

/**
 * What a page says about itself. Text fields are null when the page does not say (or is not HTML);
 * every URL is an absolute http(s) URL.
 */
export const linkPreviewSchema = z.object({
  /** The URL that answered, after redirects. */
  url: z.string(),
  title: z.string().max(LINK_PREVIEW_TITLE_MAX_LENGTH).nullable(),
  description: z.string().max(LINK_PREVIEW_DESCRIPTION_MAX_LENGTH).nullable(),
  siteName: z.string().max(LINK_PREVIEW_SITE_NAME_MAX_LENGTH).nullable(),
  image: z.string().max(LINK_PREVIEW_URL_MAX_LENGTH).nullable(),
  /** Declared icons in page order, then the origin's /favicon.ico. */
  favicons: z.array(z.string().max(LINK_PREVIEW_URL_MAX_LENGTH)).max(LINK_PREVIEW_MAX_FAVICONS),
});
export type LinkPreview = z.infer<typeof linkPreviewSchema>;
