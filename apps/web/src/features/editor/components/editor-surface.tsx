import Box from "@mui/material/Box";
import type { Editor } from "@tiptap/core";
import { EditorContent } from "@tiptap/react";
import { type ReactNode, useEffect } from "react";
import { CommandPalette } from "../palette/command-palette";
import { SlashMenu } from "../slash/slash-menu";
import { editorContentSx } from "../styles/editor-content-styles";
import { EditorToolbar } from "../toolbar/editor-toolbar";

export interface EditorSurfaceProps {
  editor: Editor;
  /** Spec §4, §6: false (canEdit off, or a read-only collaboration ticket) hides every editing tool. */
  editable: boolean;
  workspaceId: string;
  /** The workspace's in-app path with its locale (links made by "connect" point under it). */
  workspaceBase: string;
  /** More editing tools (bubble menus of blocks), shown only while editable. */
  editingTools?: ReactNode;
}

/**
 * The editor as people see it, with or without collaboration: toolbar, content, slash menu,
 * command palette (and the given block menus) for editors; the content alone, not editable, for readers.
 */
export function EditorSurface({ editor, editable, workspaceId, workspaceBase, editingTools }: EditorSurfaceProps) {
  useEffect(() => {
    if (editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  return (
    <Box>
      {editable ? (
        <EditorToolbar
          editor={editor}
          workspaceId={workspaceId}
          workspaceBase={workspaceBase}
          onOpenPalette={() => editor.storage.commandPalette.store.set({ open: true })}
        />
      ) : null}
      <Box
        sx={editorContentSx}
        // The app's direction (ltr or rtl) comes from the document; each paragraph also reads `dir="auto"`.
      >
        <EditorContent editor={editor} />
      </Box>
      {editable ? (
        <>
          <SlashMenu editor={editor} />
          <CommandPalette editor={editor} />
          {editingTools}
        </>
      ) : null}
    </Box>
  );
}
