import { HEADING_LEVELS } from "@bearish/shared/editor/editor-constants";
import CodeIcon from "@mui/icons-material/Code";
import DataObjectIcon from "@mui/icons-material/DataObject";
import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatColorTextIcon from "@mui/icons-material/FormatColorText";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import FormatUnderlinedIcon from "@mui/icons-material/FormatUnderlined";
import HubIcon from "@mui/icons-material/Hub";
import ImageIcon from "@mui/icons-material/Image";
import InsertLinkIcon from "@mui/icons-material/InsertLink";
import KeyboardCommandKeyIcon from "@mui/icons-material/KeyboardCommandKey";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { insertBlock, registerEditorDialog } from "../blocks/block-commands";
import { ColourMenu } from "./colour-menu";
import { ConnectDialog } from "./connect-dialog";
import { LinkDialog, readLinkSelection } from "./link-dialog";
import { MediaDialog } from "./media-dialog";
import { BlockTypeSelect, FontPicker } from "./text-style-controls";

interface ToolButtonProps {
  label: string;
  icon: ReactNode;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
  pressed?: boolean;
  disabled?: boolean;
}

function ToolButton({ label, icon, onClick, pressed, disabled }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={pressed}
          disabled={disabled}
          onClick={onClick}
          // Keep the editor's selection: the button acts on it.
          onMouseDown={(e) => e.preventDefault()}
          color={pressed ? "primary" : "default"}
          sx={pressed ? { bgcolor: "action.selected" } : undefined}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

type Open =
  | { kind: "link"; initial: { text: string; url: string } }
  | { kind: "colour"; anchor: HTMLElement }
  | { kind: "media" }
  | { kind: "connect" }
  | null;

export interface EditorToolbarProps {
  editor: Editor;
  workspaceId: string;
  workspaceBase: string;
  onOpenPalette: () => void;
}

/** The formatting toolbar of spec §2 (shown only to people who may edit). */
export function EditorToolbar({ editor, workspaceId, workspaceBase, onOpenPalette }: EditorToolbarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      link: e.isActive("link"),
      quote: e.isActive("blockquote"),
      codeBlock: e.isActive("codeBlock"),
      level: (HEADING_LEVELS.find((level) => e.isActive("heading", { level })) ?? 0) as 0 | 1 | 2 | 3,
      font: String(e.getAttributes("textStyle").fontFamily ?? ""),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      hasImage: Boolean(e.schema.nodes.image),
    }),
  });
  const chain = () => editor.chain().focus();

  // The slash menu's "hyperlink" and "connect" entries open these same dialogs.
  useEffect(() => {
    const offLink = registerEditorDialog(editor, "link", () =>
      setOpen({ kind: "link", initial: readLinkSelection(editor) }),
    );
    const offConnect = registerEditorDialog(editor, "connect", () => setOpen({ kind: "connect" }));
    return () => {
      offLink();
      offConnect();
    };
  }, [editor]);

  return (
    <Paper
      role="toolbar"
      aria-label={t("editor.toolbar.label")}
      variant="outlined"
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 0.5, p: 0.5, mb: 1 }}
    >
      <ToolButton
        label={t("editor.toolbar.undo")}
        icon={<UndoIcon />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label={t("editor.toolbar.redo")}
        icon={<RedoIcon />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <Divider orientation="vertical" flexItem />
      <BlockTypeSelect editor={editor} level={state.level} />
      <FontPicker editor={editor} font={state.font} />
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label={t("editor.toolbar.bold")}
        icon={<FormatBoldIcon />}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label={t("editor.toolbar.italic")}
        icon={<FormatItalicIcon />}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        label={t("editor.toolbar.underline")}
        icon={<FormatUnderlinedIcon />}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        label={t("editor.toolbar.link")}
        icon={<InsertLinkIcon />}
        pressed={state.link}
        onClick={() => setOpen({ kind: "link", initial: readLinkSelection(editor) })}
      />
      <ToolButton
        label={t("editor.toolbar.quote")}
        icon={<FormatQuoteIcon />}
        pressed={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton
        label={t("editor.toolbar.codeBlock")}
        icon={<CodeIcon />}
        pressed={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <ToolButton
        label={t("editor.toolbar.colour")}
        icon={<FormatColorTextIcon />}
        onClick={(e) => setOpen({ kind: "colour", anchor: e.currentTarget })}
      />
      <Divider orientation="vertical" flexItem />
      <ToolButton
        label={t("editor.toolbar.media")}
        icon={<ImageIcon />}
        disabled={!state.hasImage}
        onClick={() => setOpen({ kind: "media" })}
      />
      <ToolButton label={t("editor.toolbar.connect")} icon={<HubIcon />} onClick={() => setOpen({ kind: "connect" })} />
      <ToolButton
        label={t("editor.toolbar.snippet")}
        icon={<DataObjectIcon />}
        onClick={() => insertBlock(editor, "snippet")}
      />
      <ToolButton label={t("editor.toolbar.palette")} icon={<KeyboardCommandKeyIcon />} onClick={onOpenPalette} />

      {open?.kind === "link" ? (
        <LinkDialog editor={editor} initial={open.initial} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === "colour" ? (
        <ColourMenu editor={editor} anchor={open.anchor} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === "media" ? <MediaDialog editor={editor} onClose={() => setOpen(null)} /> : null}
      {open?.kind === "connect" ? (
        <ConnectDialog
          editor={editor}
          workspaceId={workspaceId}
          workspaceBase={workspaceBase}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Paper>
  );
}
