import { z } from "zod";
import { httpUrl, intIn, text } from "../block-fields";
import { defineBlock } from "../define-block";
import { BOOKMARK_WIDTH } from "../editor-constants";

export const DEFAULT_BOOKMARK_WIDTH = 400;

export const bookmarkAttrs = z.object({
  /** http or https only, else "". */
  url: httpUrl(),
  title: text(500),
  description: text(2000),
  /** http or https only, else "" (the card then shows a default icon). */
  favicon: httpUrl(),
  /** 300..500 px. */
  width: intIn(BOOKMARK_WIDTH.min, BOOKMARK_WIDTH.max, DEFAULT_BOOKMARK_WIDTH),
});
export type BookmarkAttrs = z.infer<typeof bookmarkAttrs>;

/** A link preview card (spec §3 bookmark). */
export const Bookmark = defineBlock({ name: "bookmark", tag: "bearish-bookmark", attrs: bookmarkAttrs });
