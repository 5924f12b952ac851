import { z } from "zod";
import { text } from "../block-fields";
import { defineBlock } from "../define-block";

export const emojiAttrs = z.object({
  name: text(200),
  shortname: text(200),
  /** Hex code point(s), `1f600` or `1f469-200d-1f4bb`; else "". */
  emojiId: z
    .string()
    .regex(/^([0-9a-fA-F]{1,6}(-[0-9a-fA-F]{1,6}){0,9})?$/)
    .catch(""),
  /** The character(s) shown when no picture is available. */
  fallback: text(64),
});
export type EmojiAttrs = z.infer<typeof emojiAttrs>;

/** The emoji's characters from its code points (`1f600` → 😀), or "" when there are none. */
export function emojiFromId(emojiId: string): string {
  if (!emojiId) return "";
  try {
    return String.fromCodePoint(...emojiId.split("-").map((part) => Number.parseInt(part, 16)));
  } catch {
    return "";
  }
}

/** An inline emoji (spec §3 emoji). */
export const Emoji = defineBlock({
  name: "emoji",
  tag: "bearish-emoji",
  attrs: emojiAttrs,
  group: "inline",
  config: {
    renderText: ({ node }) => String(node.attrs.fallback || emojiFromId(String(node.attrs.emojiId ?? ""))),
  },
});
