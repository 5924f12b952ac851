import { INLINE_DOCUMENT_TYPES, INLINE_IMAGE_TYPES, INLINE_MEDIA_PREFIXES } from "./upload";

const inlineTypes: ReadonlySet<string> = new Set([...INLINE_IMAGE_TYPES, ...INLINE_DOCUMENT_TYPES]);

/**
 * True when a stored file of this (sniffed) type may be shown in the browser; everything else is
 * served as an attachment. Parameters such as `; charset=` are ignored.
 */
export function isServedInline(contentType: string): boolean {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  if (inlineTypes.has(type)) return true;
  return INLINE_MEDIA_PREFIXES.some((prefix) => type.startsWith(prefix) && type.length > prefix.length);
}

/** A byte count as megabytes for messages ("100 MB", "1.5 MB"). */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  const rounded = mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10;
  return `${rounded === 0 ? "< 0.1" : rounded} MB`;
}
