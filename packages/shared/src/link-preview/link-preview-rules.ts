import { LINK_PREVIEW_URL_MAX_LENGTH } from "./link-preview";

/**
 * The URL a preview may be asked for: trimmed, at most 2048 characters, http or https, without
 * credentials; the fragment is dropped (it never reaches the server). Null when not acceptable.
 */
export function parsePreviewUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed === "" || trimmed.length > LINK_PREVIEW_URL_MAX_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.hostname === "") return null;
  url.hash = "";
  return url;
}

// C0 and C1 controls except tab, line feed and carriage return (which collapse to spaces anyway).
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Page text made safe to show: controls removed, whitespace collapsed, trimmed, and cut to `max`
 * UTF-16 units (never inside a surrogate pair) with an ellipsis. Null when nothing is left.
 */
export function cleanPreviewText(raw: string | null | undefined, max: number): string | null {
  if (raw == null) return null;
  const text = raw.replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").trim();
  if (text === "") return null;
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
