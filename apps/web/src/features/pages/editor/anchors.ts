import type { PageAnchor } from "@bearish/shared/pages/page-comments";
import type { Editor } from "@tiptap/core";
import type { EditorState } from "@tiptap/pm/state";
import {
  absolutePositionToRelativePosition,
  relativePositionToAbsolutePosition,
  ySyncPluginKey,
} from "@tiptap/y-tiptap";
import * as Y from "yjs";

/** Longest quote an anchor keeps (the schema's limit). */
export const ANCHOR_QUOTE_MAX = 2000;

interface SyncBinding {
  doc: Y.Doc;
  type: Y.XmlFragment;
  mapping: Parameters<typeof absolutePositionToRelativePosition>[2];
}

/** The Yjs side of a collaborative editor's state, or null when the editor is not collaborative (yet). */
function syncBinding(state: EditorState): SyncBinding | null {
  const sync = ySyncPluginKey.getState(state) as
    | { doc?: Y.Doc; type?: Y.XmlFragment; binding?: { mapping?: SyncBinding["mapping"] } | null }
    | undefined;
  if (!sync?.doc || !sync.type || !sync.binding?.mapping) return null;
  return { doc: sync.doc, type: sync.type, mapping: sync.binding.mapping };
}

/** The editor's selected text, as a reader sees it (blocks separated by new lines). */
export function selectedText(editor: Editor): string {
  const { from, to } = editor.state.selection;
  return editor.state.doc.textBetween(from, to, "\n", " ");
}

/**
 * The current selection as an anchor that follows later edits (Yjs relative positions), with its
 * quoted text; null for an empty selection or an editor without collaboration.
 */
export function anchorFromSelection(editor: Editor): PageAnchor | null {
  const { from, to, empty } = editor.state.selection;
  if (empty) return null;
  const binding = syncBinding(editor.state);
  if (!binding) return null;
  const start = absolutePositionToRelativePosition(from, binding.type, binding.mapping);
  const end = absolutePositionToRelativePosition(to, binding.type, binding.mapping);
  return {
    from: Y.relativePositionToJSON(start) as Record<string, unknown>,
    to: Y.relativePositionToJSON(end) as Record<string, unknown>,
    quote: selectedText(editor).slice(0, ANCHOR_QUOTE_MAX),
  };
}

/** Where an anchor points now in `state`, or null when its text is gone or the editor is not collaborative. */
export function resolveAnchorInState(state: EditorState, anchor: PageAnchor): { from: number; to: number } | null {
  const binding = syncBinding(state);
  if (!binding) return null;
  try {
    const from = relativePositionToAbsolutePosition(
      binding.doc,
      binding.type,
      Y.createRelativePositionFromJSON(anchor.from),
      binding.mapping,
    );
    const to = relativePositionToAbsolutePosition(
      binding.doc,
      binding.type,
      Y.createRelativePositionFromJSON(anchor.to),
      binding.mapping,
    );
    if (from === null || to === null || to <= from) return null;
    const size = state.doc.content.size;
    if (from < 0 || to > size) return null;
    return { from, to };
  } catch {
    // A malformed stored anchor points nowhere.
    return null;
  }
}

export const resolveAnchor = (editor: Editor, anchor: PageAnchor) => resolveAnchorInState(editor.state, anchor);

/** Selects an anchor's range and scrolls it into view; false when its text is gone. */
export function revealAnchor(editor: Editor, anchor: PageAnchor): boolean {
  const range = resolveAnchor(editor, anchor);
  if (!range) return false;
  editor.chain().setTextSelection(range).scrollIntoView().run();
  return true;
}

/**
 * Applies an accepted suggestion: its range is replaced by the replacement as plain text (never
 * parsed as HTML). False when the suggested text no longer exists.
 */
export function applyReplacement(editor: Editor, anchor: PageAnchor, replacement: string): boolean {
  const range = resolveAnchor(editor, anchor);
  if (!range) return false;
  const chain = editor.chain();
  if (replacement) chain.insertContentAt(range, { type: "text", text: replacement });
  else chain.deleteRange(range);
  return chain.run();
}
