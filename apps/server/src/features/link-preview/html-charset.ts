import { TextDecoder } from "node:util";

/**
 * Decodes an HTML body to text the way browsers mostly do: a byte-order mark wins, then the
 * Content-Type charset, then a `<meta charset>` / `<meta http-equiv>` in the first 1024 bytes, then
 * UTF-8. Unknown labels fall back to UTF-8; malformed bytes become U+FFFD, never an error.
 */
export function decodeHtml(body: Uint8Array, contentType: string | undefined): string {
  const bom = sniffBom(body);
  if (bom) return decode(bom.encoding, body.subarray(bom.length));
  const label = charsetParameter(contentType) ?? metaCharset(body) ?? "utf-8";
  return decode(label, body);
}

function sniffBom(body: Uint8Array): { encoding: string; length: number } | null {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return { encoding: "utf-8", length: 3 };
  if (body[0] === 0xfe && body[1] === 0xff) return { encoding: "utf-16be", length: 2 };
  if (body[0] === 0xff && body[1] === 0xfe) return { encoding: "utf-16le", length: 2 };
  return null;
}

/** The `charset` parameter of a Content-Type header value. */
export function charsetParameter(contentType: string | undefined): string | null {
  const match = contentType?.match(/;\s*charset\s*=\s*("?)([^";\s]+)\1/i);
  return match?.[2] ?? null;
}

/** The media type of a Content-Type header value, lower-case, without parameters. */
export function mediaType(contentType: string | undefined): string | null {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  return type ? type : null;
}

const META_CHARSET = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([a-z0-9_:.+-]+)/i;

function metaCharset(body: Uint8Array): string | null {
  // Latin-1 maps every byte to one character, so ASCII markup reads the same in any ASCII-compatible charset.
  const head = Buffer.from(body.buffer, body.byteOffset, Math.min(body.length, 1024)).toString("latin1");
  const label = head.match(META_CHARSET)?.[1] ?? null;
  // A page cannot be UTF-16 if its ASCII markup was readable; HTML says treat that claim as UTF-8.
  return label && /^utf-?16/i.test(label) ? "utf-8" : label;
}

function decode(label: string, bytes: Uint8Array): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label.trim().toLowerCase());
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  const text = decoder.decode(bytes);
  // Node's decoder for the windows-1252 family (also what "latin1" and "iso-8859-1" mean on the web)
  // maps 0x80-0x9F to C1 controls instead of the € ‚ ƒ „ … of the WHATWG Encoding table.
  return decoder.encoding === "windows-1252" ? text.replace(/[\u0080-\u009f]/g, windows1252) : text;
}

// WHATWG windows-1252 for 0x80-0x9F; the five undefined bytes stay as their C1 code points.
const WINDOWS_1252_HIGH =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

function windows1252(c1: string): string {
  return WINDOWS_1252_HIGH[c1.charCodeAt(0) - 0x80] ?? c1;
}
