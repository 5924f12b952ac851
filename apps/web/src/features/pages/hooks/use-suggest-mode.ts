import type { PageState } from "@bearish/shared/pages/page-state";
import type { Editor } from "@tiptap/core";
import { useEffect, useState } from "react";

/**
 * Suggest-edits mode: while it is on, the editor is read-only for the caller (an editor who turns
 * it on stops editing directly) and changes go through suggestions. Turning it off gives the editor
 * back what the page state allows. Viewers cannot turn it on.
 */
export function useSuggestMode(editor: Editor | null, state: PageState | null): [boolean, (on: boolean) => void] {
  const [suggesting, setSuggesting] = useState(false);
  const allowed = state !== null && state.role !== "view";
  const on = suggesting && allowed;
  const canEdit = state?.canEdit ?? false;

  useEffect(() => {
    if (!editor || editor.isDestroyed || !on) return;
    editor.setEditable(false);
    return () => {
      if (!editor.isDestroyed) editor.setEditable(canEdit);
    };
  }, [editor, on, canEdit]);

  return [on, setSuggesting];
}
