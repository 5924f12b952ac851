import { type AnyExtension, Editor } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import StarterKit from "@tiptap/starter-kit";
import * as Y from "yjs";

// jsdom has no layout: Range has no getClientRects/getBoundingClientRect, which ProseMirror calls to
// scroll the selection into view after a focusing command (the slash menu's). An empty box stands in.
if (typeof Range !== "undefined" && !("getClientRects" in Range.prototype)) {
  const box = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) });
  Object.assign(Range.prototype, {
    getClientRects: () => [] as unknown as DOMRectList,
    getBoundingClientRect: () => box() as DOMRect,
  });
}

/**
 * Test helper: a live collaborative editor on its own Yjs document, mounted in the test's DOM
 * (`extensions`: more of them, such as the editor shell's slash command).
 */
export function createCollabEditor(html: string, options: { editable?: boolean; extensions?: AnyExtension[] } = {}) {
  const ydoc = new Y.Doc();
  const element = document.createElement("div");
  document.body.appendChild(element);
  const editor = new Editor({
    element,
    editable: options.editable ?? true,
    extensions: [
      StarterKit.configure({ undoRedo: false }),
      Collaboration.configure({ document: ydoc }),
      ...(options.extensions ?? []),
    ],
  });
  editor.commands.setContent(html);
  return {
    editor,
    ydoc,
    destroy: () => {
      editor.destroy();
      ydoc.destroy();
      element.remove();
    },
  };
}

/** The position just before the first occurrence of `text` in the editor's document. */
export function positionOf(editor: Editor, text: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found >= 0 || !node.isText || !node.text) return found < 0;
    const index = node.text.indexOf(text);
    if (index >= 0) found = pos + index;
    return false;
  });
  if (found < 0) throw new Error(`"${text}" is not in the document`);
  return found;
}

/** Selects the first occurrence of `text`. */
export function selectText(editor: Editor, text: string) {
  const from = positionOf(editor, text);
  editor.commands.setTextSelection({ from, to: from + text.length });
}
