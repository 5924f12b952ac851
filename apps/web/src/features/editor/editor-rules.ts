import { HEX_COLOUR, INVALID_HEX_MESSAGE } from "@bearish/shared/editor/editor-constants";

/** Spec §5: a link needs a valid http or https url; this is the error text it shows otherwise. */
export const INVALID_URL_MESSAGE = "Invalid_url";

export type LinkCheck = { kind: "remove" } | { kind: "set"; href: string } | { kind: "invalid"; message: string };

/**
 * What the link dialog does with a url (spec §5): an empty url removes the link; anything else must
 * parse as an absolute http or https URL, or the dialog shows `Invalid_url`.
 */
export function checkLinkUrl(raw: string): LinkCheck {
  const value = raw.trim();
  if (!value) return { kind: "remove" };
  if (!/^https?:\/\//i.test(value)) return { kind: "invalid", message: INVALID_URL_MESSAGE };
  try {
    const url = new URL(value);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) {
      return { kind: "invalid", message: INVALID_URL_MESSAGE };
    }
    return { kind: "set", href: url.href };
  } catch {
    return { kind: "invalid", message: INVALID_URL_MESSAGE };
  }
}

export type HexCheck = { ok: true; value: string } | { ok: false; message: string };

/** Spec §5 hex colour: 3 or 6 hex digits with an optional leading #; the value comes back with its #. */
export function checkHexColour(raw: string): HexCheck {
  const value = raw.trim();
  if (!HEX_COLOUR.test(value)) return { ok: false, message: INVALID_HEX_MESSAGE };
  return { ok: true, value: value.startsWith("#") ? value : `#${value}` };
}

/** Caret colours: readable on light and dark backgrounds, chosen by the user id so everyone sees the same. */
export const CARET_COLOURS = [
  "#E53935",
  "#D81B60",
  "#8E24AA",
  "#5E35B1",
  "#3949AB",
  "#1E88E5",
  "#00897B",
  "#43A047",
  "#F4511E",
  "#6D4C41",
] as const;

/** A stable colour for a user's caret and selection (a small string hash of the id). */
export function caretColourOf(userId: string): string {
  let hash = 0;
  for (let i = 0; i < userId.length; i++) hash = (hash * 31 + userId.charCodeAt(i)) | 0;
  return CARET_COLOURS[Math.abs(hash) % CARET_COLOURS.length] as string;
}

/** Case-insensitive match of a menu query against an entry's key and its shown label. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return texts.some((text) => text.toLocaleLowerCase().includes(needle));
}

/** Where the slash menu goes: SLASH_MENU_OFFSET_PX below the cursor's line top, at its inline start. */
export function slashMenuPosition(rect: { left: number; top: number }, offsetPx: number) {
  return { left: rect.left, top: rect.top + offsetPx };
}
