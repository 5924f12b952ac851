import type { AnyExtension, Node } from "@tiptap/core";
import { type NodeViewProps, type ReactNodeViewProps, ReactNodeViewRenderer } from "@tiptap/react";
import type { ComponentType } from "react";

export type BlockView = ComponentType<NodeViewProps>;
// Our views take the plain NodeViewProps; the renderer also passes a `ref` they do not need.
type RendererView = ComponentType<ReactNodeViewProps<HTMLElement>>;

/** Inline nodes sit inside a line of text, so their view is a span rather than a div. */
const INLINE_BLOCKS = new Set(["date", "emoji", "status", "mention"]);

/** The block extended with a React node view (same name, same schema, same HTML). */
export function blockWithView(block: AnyExtension, View: BlockView): AnyExtension {
  if (block.type !== "node") return block;
  const inline = INLINE_BLOCKS.has(block.name);
  return (block as Node).extend({
    addNodeView() {
      return ReactNodeViewRenderer(
        View as RendererView,
        inline ? { as: "span", className: "bearish-inline-block" } : {},
      );
    },
  });
}
