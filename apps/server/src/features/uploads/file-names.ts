import { UPLOAD_NAME_MAX_LENGTH } from "@bearish/shared/uploads/upload";

const FALLBACK_NAME = "file";
/** C0/C1 controls and the bidirectional overrides that make `gpj.exe` display as `exe.jpg`. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The original file name as kept in metadata: the last path segment only, without control or
 * direction-override characters, trimmed, at most 255 characters (the extension kept). It is shown
 * to people and offered as the download name; it never becomes a storage key or a path.
 */
export function cleanOriginalName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? "";
  const cleaned = lastSegment.normalize("NFC").replace(UNSAFE_CHARACTERS, "").trim();
  if (cleaned === "" || cleaned === "." || cleaned === "..") return FALLBACK_NAME;
  return truncateKeepingExtension(cleaned, UPLOAD_NAME_MAX_LENGTH);
}

/**
 * A `Content-Disposition` value (RFC 6266): `filename="..."` is a plain-ASCII fallback without
 * quotes, backslashes, percent signs, path separators or controls, and `filename*=UTF-8''...`
 * carries the real name percent-encoded for every current browser.
 */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  const clean = cleanOriginalName(name).replace(/[/\\]/g, "_");
  return `${kind}; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeRfc5987(clean)}`;
}

function asciiFallback(name: string): string {
  const ascii = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "_")
    .replace(/["\\%;]/g, "_")
    .replace(/^\.+/, "_")
    .trim();
  return truncateKeepingExtension(ascii || FALLBACK_NAME, 150);
}

/** Percent-encodes everything outside RFC 5987's attr-char set. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

function truncateKeepingExtension(name: string, max: number): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  if (extension.length === 0 || extension.length > 16) return characters.slice(0, max).join("");
  return characters.slice(0, max - extension.length).join("") + extension.join("");
}
