import type { PageAnchor } from "@bearish/shared/pages/page-comments";
import type { Editor } from "@tiptap/core";
import type { ResolvedPos } from "@tiptap/pm/model";
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

/**
 * `from`–`to` of the editor's document as an anchor, with the text as a reader sees it (blocks
 * separated by new lines); null when empty or the editor is not collaborative.
 */
function anchorFromRange(editor: Editor, from: number, to: number): PageAnchor | null {
  if (to <= from) return null;
  const binding = syncBinding(editor.state);
  if (!binding) return null;
  const start = absolutePositionToRelativePosition(from, binding.type, binding.mapping);
  const end = absolutePositionToRelativePosition(to, binding.type, binding.mapping);
  return {
    from: Y.relativePositionToJSON(start) as Record<string, unknown>,
    to: Y.relativePositionToJSON(end) as Record<string, unknown>,
    quote: editor.state.doc.textBetween(from, to, "\n", " ").slice(0, ANCHOR_QUOTE_MAX),
  };
}

/**
 * The current selection as an anchor that follows later edits (Yjs relative positions), with its
 * quoted text; null for an empty selection or an editor without collaboration.
 */
export function anchorFromSelection(editor: Editor): PageAnchor | null {
  const { from, to, empty } = editor.state.selection;
  return empty ? null : anchorFromRange(editor, from, to);
}

/** Letters, marks and digits of any script (Arabic too), and apostrophes inside words. */
const WORD_CHAR = /[\p{L}\p{M}\p{N}_'\u2019]/u;

/** The word the cursor touches (before or after it), within its text. */
function wordAt($pos: ResolvedPos): { from: number; to: number } | null {
  if (!$pos.parent.isTextblock) return null;
  let from = $pos.pos;
  let to = $pos.pos;
  const before = $pos.nodeBefore?.isText ? ($pos.nodeBefore.text ?? "") : "";
  for (let i = before.length - 1; i >= 0 && WORD_CHAR.test(before[i] as string); i--) from--;
  const after = $pos.nodeAfter?.isText ? ($pos.nodeAfter.text ?? "") : "";
  for (let i = 0; i < after.length && WORD_CHAR.test(after[i] as string); i++) to++;
  return to > from ? { from, to } : null;
}

/** The whole content of the cursor's block, when it has any text. */
function blockAt($pos: ResolvedPos): { from: number; to: number } | null {
  if (!$pos.parent.isTextblock || $pos.parent.textContent.trim() === "") return null;
  return { from: $pos.start(), to: $pos.end() };
}

/**
 * What a comment started at the cursor is about (the slash menu's /comment): the selection when
 * there is one, else the word at the cursor, else the text of the cursor's block. Null when the block
 * has no text (the comment is then about the page) or the editor is not collaborative.
 */
export function anchorAtCursor(editor: Editor): PageAnchor | null {
  const { selection } = editor.state;
  if (!selection.empty) return anchorFromSelection(editor);
  const range = wordAt(selection.$from) ?? blockAt(selection.$from);
  return range ? anchorFromRange(editor, range.from, range.to) : null;
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
