import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import Box from "@mui/material/Box";
import type { SxProps, Theme } from "@mui/material/styles";
import { EditorContent, useEditor } from "@tiptap/react";
import { withBlockView } from "../blocks/block-views";
import { editorContentSx } from "../styles/editor-content-styles";

export interface ReadOnlyContentProps {
  /** Sanitized editor HTML (lib/safe-html.ts `safeEditorHtml`). */
  html: string;
  /** Names the content for assistive technology (the page's title, say). */
  label?: string;
}

/**
 * Read-only content sits in its page: no editing box height, no inner padding (the attribute makes
 * these rules win over the editor's own `.ProseMirror` ones).
 */
const readOnlySx: SxProps<Theme> = {
  "& .ProseMirror[contenteditable]": { minHeight: 0, px: 0, py: 0 },
};

/**
 * Stored page HTML drawn the way the live editor draws it: the one shared schema with every block's
 * node view (an equation, a status, a bookmark, an image ... rather than an empty `bearish-*` tag),
 * not editable. Views that need a workspace (board, checklist, calendar, whiteboard) fall back on
 * their stored snapshot or a short note outside one (a published page).
 */
export function ReadOnlyContent({ html, label }: ReadOnlyContentProps) {
  const editor = useEditor(
    {
      extensions: editorExtensions({ mapBlock: withBlockView }),
      content: html,
      editable: false,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: label ? { "aria-label": label } : {} },
    },
    // Other HTML (a different version, a newer published copy): a new document.
    [html, label],
  );
  return (
    <Box className="bearish-read-only-content" sx={readOnlySx}>
      <Box sx={editorContentSx}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
