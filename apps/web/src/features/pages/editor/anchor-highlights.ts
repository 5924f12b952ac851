import type { PageAnchor } from "@bearish/shared/pages/page-comments";
import type { Editor } from "@tiptap/core";
import { Plugin, PluginKey } from "@tiptap/pm/state";
import { Decoration, DecorationSet } from "@tiptap/pm/view";
import { useEffect } from "react";
import { resolveAnchorInState } from "./anchors";

export type HighlightKind = "comment" | "suggestion";

export interface AnchoredRange {
  id: string;
  anchor: PageAnchor;
}

/** CSS classes of highlighted ranges (styled by `highlightStyles`). */
export const HIGHLIGHT_CLASS: Record<HighlightKind, string> = {
  comment: "bearish-comment-range",
  suggestion: "bearish-suggestion-range",
};

const keys: Record<HighlightKind, PluginKey<AnchoredRange[]>> = {
  comment: new PluginKey("bearishCommentRanges"),
  suggestion: new PluginKey("bearishSuggestionRanges"),
};

function highlightPlugin(kind: HighlightKind): Plugin<AnchoredRange[]> {
  const key = keys[kind];
  return new Plugin<AnchoredRange[]>({
    key,
    state: {
      init: () => [],
      apply: (tr, ranges) => (tr.getMeta(key) as AnchoredRange[] | undefined) ?? ranges,
    },
    props: {
      // Anchors are Yjs relative positions, so they are resolved against the document as it is now.
      decorations(state) {
        const ranges = key.getState(state) ?? [];
        const decorations: Decoration[] = [];
        for (const { id, anchor } of ranges) {
          const range = resolveAnchorInState(state, anchor);
          if (range) {
            decorations.push(
              Decoration.inline(range.from, range.to, { class: HIGHLIGHT_CLASS[kind], "data-anchor-id": id }),
            );
          }
        }
        return DecorationSet.create(state.doc, decorations);
      },
    },
  });
}

/**
 * Highlights anchored ranges (comment threads, pending suggestions) in the editor while the calling
 * component is mounted: the plugin is registered on mount and removed on unmount.
 */
export function useAnchorHighlights(editor: Editor | null, kind: HighlightKind, ranges: AnchoredRange[]) {
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.registerPlugin(highlightPlugin(kind));
    return () => {
      if (!editor.isDestroyed) editor.unregisterPlugin(keys[kind]);
    };
  }, [editor, kind]);

  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.view.dispatch(editor.state.tr.setMeta(keys[kind], ranges));
  }, [editor, kind, ranges]);
}

/** The highlight colours: translucent, so they read on the light and the dark theme alike. */
export const HIGHLIGHT_STYLES = {
  [`.${HIGHLIGHT_CLASS.comment}`]: {
    backgroundColor: "rgba(255, 196, 0, 0.28)",
    borderBottom: "2px solid rgba(255, 170, 0, 0.9)",
    cursor: "pointer",
  },
  [`.${HIGHLIGHT_CLASS.suggestion}`]: {
    backgroundColor: "rgba(46, 160, 67, 0.22)",
    borderBottom: "2px dashed rgba(46, 160, 67, 0.9)",
  },
} as const;
