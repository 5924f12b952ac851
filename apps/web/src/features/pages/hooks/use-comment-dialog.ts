import type { PageAnchor } from "@bearish/shared/pages/page-comments";
import type { Editor } from "@tiptap/core";
import { useEffect, useRef } from "react";
import { registerEditorDialog } from "../../editor/blocks/block-commands";
import { anchorAtCursor } from "../editor/anchors";

/**
 * Registers the editor's "comment" dialog (spec §9's /comment) while the caller may comment
 * (commenters and editors): choosing it hands the anchor at the cursor (the selection, the word, or
 * the block; null on an empty line) to `onCompose`. Unregistered, the slash menu does not offer it.
 */
export function useCommentDialog(
  editor: Editor | null,
  canComment: boolean,
  onCompose: (anchor: PageAnchor | null) => void,
): void {
  const compose = useRef(onCompose);
  useEffect(() => {
    compose.current = onCompose;
  });
  useEffect(() => {
    if (!editor || !canComment) return;
    return registerEditorDialog(editor, "comment", (ed) => compose.current(anchorAtCursor(ed)));
  }, [editor, canComment]);
}
