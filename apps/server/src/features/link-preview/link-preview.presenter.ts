import {
  LINK_PREVIEW_DESCRIPTION_MAX_LENGTH,
  LINK_PREVIEW_MAX_FAVICONS,
  LINK_PREVIEW_SITE_NAME_MAX_LENGTH,
  LINK_PREVIEW_TITLE_MAX_LENGTH,
  LINK_PREVIEW_URL_MAX_LENGTH,
  type LinkPreview,
} from "@bearish/shared/link-preview/link-preview";
import { cleanPreviewText } from "@bearish/shared/link-preview/link-preview-rules";
import { checkHost } from "../../platform/safe-fetch/address-policy";
import type { PageMetadata } from "./html-metadata";

/** The first non-blank value among these meta keys. */
function firstMeta(metadata: PageMetadata, keys: string[]): string | null {
  for (const key of keys) {
    const value = metadata.meta.get(key);
    if (value?.trim()) return value;
  }
  return null;
}

/**
 * An absolute http(s) URL for a page-supplied reference, or null: other schemes (javascript:, data:,
 * file:), credentials, over-long URLs and hosts the address policy refuses by their spelling
 * (IP literals of private networks, localhost) are dropped.
 */
export function publicUrl(raw: string | null | undefined, base: URL): string | null {
  const trimmed = raw?.trim();
  if (!trimmed || trimmed.length > LINK_PREVIEW_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || !checkHost(url.hostname).allowed) return null;
  return url.href.length > LINK_PREVIEW_URL_MAX_LENGTH ? null : url.href;
}

/** Builds the preview of the page at `finalUrl` from what it declared (null when it was not HTML). */
export function presentLinkPreview(finalUrl: URL, metadata: PageMetadata | null): LinkPreview {
  const defaultIcon = new URL("/favicon.ico", finalUrl.origin).href;
  if (!metadata) {
    return { url: finalUrl.href, title: null, description: null, siteName: null, image: null, favicons: [defaultIcon] };
  }
  // <base href> changes how relative references resolve, but only to another http(s) URL.
  const baseHref = publicUrl(metadata.baseHref, finalUrl);
  const base = baseHref ? new URL(baseHref) : finalUrl;

  const favicons = [...new Set([...metadata.icons.map((href) => publicUrl(href, base)), defaultIcon])]
    .filter((href): href is string => href !== null)
    .slice(0, LINK_PREVIEW_MAX_FAVICONS);
  if (!favicons.includes(defaultIcon)) favicons[favicons.length - 1] = defaultIcon;

  return {
    url: finalUrl.href,
    title: cleanPreviewText(
      firstMeta(metadata, ["og:title", "twitter:title"]) ?? metadata.title,
      LINK_PREVIEW_TITLE_MAX_LENGTH,
    ),
    description: cleanPreviewText(
      firstMeta(metadata, ["og:description", "twitter:description", "description"]),
      LINK_PREVIEW_DESCRIPTION_MAX_LENGTH,
    ),
    siteName: cleanPreviewText(
      firstMeta(metadata, ["og:site_name", "application-name"]),
      LINK_PREVIEW_SITE_NAME_MAX_LENGTH,
    ),
    image: publicUrl(
      firstMeta(metadata, ["og:image", "og:image:url", "og:image:secure_url", "twitter:image", "twitter:image:src"]),
      base,
    ),
    favicons,
  };
}
