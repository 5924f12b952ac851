import { Editor } from "@tiptap/core";
import Collaboration from "@tiptap/extension-collaboration";
import StarterKit from "@tiptap/starter-kit";
import * as Y from "yjs";

/** Test helper: a live collaborative editor on its own Yjs document, mounted in the test's DOM. */
export function createCollabEditor(html: string, options: { editable?: boolean } = {}) {
  const ydoc = new Y.Doc();
  const element = document.createElement("div");
  document.body.appendChild(element);
  const editor = new Editor({
    element,
    editable: options.editable ?? true,
    extensions: [StarterKit.configure({ undoRedo: false }), Collaboration.configure({ document: ydoc })],
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
