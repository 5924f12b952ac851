import type { JSONContent } from "@tiptap/core";
import { z } from "zod";
import { identifier, text } from "../block-fields";
import { defineBlock } from "../define-block";

export const DEFAULT_EXPAND_TITLE = "Click to expand";
export const DEFAULT_EXPAND_CONTENT = "Expandable content here";

export const expandAttrs = z.object({
  macroId: identifier(),
  title: text(500, DEFAULT_EXPAND_TITLE),
});
export type ExpandAttrs = z.infer<typeof expandAttrs>;

/** A new expand block: the default title and one paragraph of the default content (spec §3). */
export function expandDefaultContent(attrs: Partial<ExpandAttrs> = {}): JSONContent {
  return {
    type: "expand",
    attrs: expandAttrs.parse(attrs),
    content: [{ type: "paragraph", content: [{ type: "text", text: DEFAULT_EXPAND_CONTENT }] }],
  };
}

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    expand: {
      /** Inserts an expand block holding the default content. */
      insertExpand: (attrs?: Partial<ExpandAttrs>) => ReturnType;
    };
  }
}

/** A collapsible section holding blocks (spec §3 expand; its `content` is the node's content). */
export const Expand = defineBlock({
  name: "expand",
  tag: "bearish-expand",
  attrs: expandAttrs,
  content: "block+",
  config: {
    isolating: true,
    defining: true,
    addCommands() {
      return {
        insertExpand:
          (attrs?: Partial<ExpandAttrs>) =>
          ({ commands }) =>
            commands.insertContent(expandDefaultContent(attrs)),
      };
    },
  },
});
