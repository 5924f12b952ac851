import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import { collabDocumentName, YJS_RICH_TEXT_FIELD } from "@bearish/shared/pages/page-targets";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { Editor } from "@tiptap/core";
import { useEditor } from "@tiptap/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { PageTarget } from "../../pages/page-target";
import { withBlockView } from "../blocks/block-views";
import { MentionSuggestion } from "../blocks/mention-suggestion";
import { TableBubbleMenu } from "../blocks/table-bubble-menu";
import { limitEditorUndo } from "../collab-undo";
import { caretColourOf } from "../editor-rules";
import { type CollabDocument, useCollabDocument } from "../hooks/use-collab-document";
import { BlockWindow } from "../large-document/block-window-extension";
import { SteadyCollaboration, SteadyCollaborationCaret } from "../large-document/steady-collaboration";
import { editorAttributes, shellExtensions } from "../shell-extensions";
import { ConnectionStatus } from "./connection-status";
import { EditorSurface } from "./editor-surface";

export interface CollabUser {
  id: string;
  name: string;
}

interface CollabEditorProps {
  target: PageTarget;
  /** The page state's canEdit (spec §4). */
  canEdit: boolean;
  user: CollabUser;
  workspaceBase: string;
  /** Receives the live editor once it exists (the page menu works on it), and null when it goes. */
  onEditor?: (editor: Editor | null) => void;
}

function EditorSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} aria-busy="true" aria-label={t("editor.page.loading")} sx={{ py: 2 }}>
      <Skeleton variant="rounded" height={36} />
      <Skeleton width="90%" />
      <Skeleton width="75%" />
      <Skeleton width="82%" />
      <Skeleton width="60%" />
    </Stack>
  );
}

function LiveEditor({
  collab,
  canEdit,
  user,
  target,
  workspaceBase,
  onEditor,
}: CollabEditorProps & { collab: CollabDocument }) {
  const { t } = useTranslation();
  const editable = canEdit && !collab.readOnly;
  const editor = useEditor(
    {
      extensions: [
        ...editorExtensions({ collaboration: true, mapBlock: withBlockView }),
        ...shellExtensions(),
        MentionSuggestion,
        BlockWindow,
        SteadyCollaboration.configure({
          document: collab.ydoc,
          field: YJS_RICH_TEXT_FIELD,
        }),
        SteadyCollaborationCaret.configure({
          provider: collab.provider,
          user: { name: user.name, color: caretColourOf(user.id) },
        }),
      ],
      editable,
      immediatelyRender: true,
      shouldRerenderOnTransaction: false,
      editorProps: { attributes: editorAttributes(t("editor.page.content")) },
    },
    [collab.ydoc, collab.provider],
  );

  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  // Spec §9: undo depth 100, group delay 500 ms, on the Yjs undo manager Collaboration made.
  useEffect(() => (editor ? limitEditorUndo(editor) : undefined), [editor]);

  // The name can arrive after the editor (the signed-in user loads once): carets follow it.
  useEffect(() => {
    editor?.commands.updateUser({ name: user.name, color: caretColourOf(user.id) });
  }, [editor, user.name, user.id]);

  return (
    <Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 1 }}>
        <ConnectionStatus status={collab.status} />
      </Box>
      {collab.synced ? null : <EditorSkeleton />}
      {editor ? (
        <Box sx={collab.synced ? undefined : { display: "none" }}>
          <EditorSurface
            editor={editor}
            editable={editable && collab.synced}
            workspaceId={target.workspaceId}
            workspaceBase={workspaceBase}
            editingTools={<TableBubbleMenu editor={editor} />}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** The live editor of a page: one Yjs document over Hocuspocus, named carets, Yjs undo (spec §9). */
export function CollabEditor(props: CollabEditorProps) {
  const { target } = props;
  const collab = useCollabDocument(collabDocumentName(target.kind, target.workspaceId, target.targetId));
  if (!collab) return <EditorSkeleton />;
  return <LiveEditor {...props} collab={collab} />;
}
