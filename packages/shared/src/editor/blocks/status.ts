import { z } from "zod";
import { hexColour, identifier, text } from "../block-fields";
import { defineBlock } from "../define-block";
import { DEFAULT_STATUS_COLOUR } from "../editor-constants";

export const DEFAULT_STATUS_TITLE = "Status";

export const statusAttrs = z.object({
  macroId: identifier(),
  title: text(100, DEFAULT_STATUS_TITLE),
  /** A hex colour (stored with #), default green. */
  color: hexColour(DEFAULT_STATUS_COLOUR),
});
export type StatusAttrs = z.infer<typeof statusAttrs>;

/** An inline coloured status lozenge (spec §3 status). */
export const Status = defineBlock({
  name: "status",
  tag: "bearish-status",
  attrs: statusAttrs,
  group: "inline",
  config: { renderText: ({ node }) => String(node.attrs.title ?? "") },
});
