import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import AttachFileRounded from "@mui/icons-material/AttachFileRounded";
import CloudOutlined from "@mui/icons-material/CloudOutlined";
import CodeRounded from "@mui/icons-material/CodeRounded";
import FormatBoldRounded from "@mui/icons-material/FormatBoldRounded";
import FormatItalicRounded from "@mui/icons-material/FormatItalicRounded";
import FormatListBulletedRounded from "@mui/icons-material/FormatListBulletedRounded";
import InsertEmoticonOutlined from "@mui/icons-material/InsertEmoticonOutlined";
import LinkRounded from "@mui/icons-material/LinkRounded";
import PollOutlined from "@mui/icons-material/PollOutlined";
import StrikethroughSRounded from "@mui/icons-material/StrikethroughSRounded";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { type ReactElement, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloudFilePicker } from "../../../cloud-storage/components/picker/cloud-file-picker";
import { EmojiPickerPopover } from "../emoji/emoji-picker";

function FormatButton({
  label,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactElement;
  active?: boolean;
  disabled?: boolean;
  onClick: (event: React.MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          color={active ? "primary" : "default"}
          disabled={disabled}
          // Keep the editor's selection: formatting applies to what was selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The link popover: an address for the selection; an empty address removes the link (spec §8). */
function LinkPopover({ editor, anchor, onClose }: { editor: Editor; anchor: HTMLElement | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(() => String(editor.getAttributes("link").href ?? ""));
  const apply = () => {
    const href = url.trim();
    const chain = editor.chain().focus().extendMarkRange("link");
    if (href) chain.setLink({ href: /^(https?:|mailto:)/i.test(href) ? href : `https://${href}` }).run();
    else chain.unsetLink().run();
    onClose();
  };
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: "top", horizontal: "left" }}
      transformOrigin={{ vertical: "bottom", horizontal: "left" }}
    >
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
        sx={{ display: "flex", gap: 1, p: 1.5, alignItems: "center" }}
      >
        <TextField
          size="small"
          autoFocus
          label={t("messagingConversation.composer.linkUrl")}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <Button type="submit" variant="contained">
          {t("messagingConversation.composer.linkApply")}
        </Button>
      </Box>
    </Popover>
  );
}

interface ComposerToolbarProps {
  editor: Editor;
  disabled: boolean;
  /** Files and polls belong to new messages, not to an edit. */
  allowAttachments: boolean;
  onFiles: (files: File[]) => void;
  /** Files picked from the cloud storage, sent by their upload id. */
  onCloudFiles: (files: CloudFile[]) => void;
  onPoll: () => void;
}

/** Formatting (bold, italic, strike, code, bulleted list, link), emoji, files and poll. */
export function ComposerToolbar({
  editor,
  disabled,
  allowAttachments,
  onFiles,
  onCloudFiles,
  onPoll,
}: ComposerToolbarProps) {
  const { t } = useTranslation();
  const [cloudAnchor, setCloudAnchor] = useState<HTMLElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkAnchor, setLinkAnchor] = useState<HTMLElement | null>(null);
  const [emojiAnchor, setEmojiAnchor] = useState<HTMLElement | null>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      strike: e.isActive("strike"),
      code: e.isActive("code"),
      bulletList: e.isActive("bulletList"),
      link: e.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <Box
      role="toolbar"
      aria-label={t("messagingConversation.composer.formatting")}
      sx={{ display: "flex", alignItems: "center", gap: 0.25, flexWrap: "wrap" }}
    >
      <FormatButton
        label={t("messagingConversation.composer.bold")}
        icon={<FormatBoldRounded fontSize="small" />}
        active={active.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <FormatButton
        label={t("messagingConversation.composer.italic")}
        icon={<FormatItalicRounded fontSize="small" />}
        active={active.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <FormatButton
        label={t("messagingConversation.composer.strike")}
        icon={<StrikethroughSRounded fontSize="small" />}
        active={active.strike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      />
      <FormatButton
        label={t("messagingConversation.composer.code")}
        icon={<CodeRounded fontSize="small" />}
        active={active.code}
        disabled={disabled}
        onClick={() => chain().toggleCode().run()}
      />
      <FormatButton
        label={t("messagingConversation.composer.bulletList")}
        icon={<FormatListBulletedRounded fontSize="small" />}
        active={active.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <FormatButton
        label={t("messagingConversation.composer.link")}
        icon={<LinkRounded fontSize="small" />}
        active={active.link}
        disabled={disabled}
        onClick={(event) => setLinkAnchor(event.currentTarget)}
      />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <FormatButton
        label={t("messagingConversation.composer.emoji")}
        icon={<InsertEmoticonOutlined fontSize="small" />}
        disabled={disabled}
        onClick={(event) => setEmojiAnchor(event.currentTarget)}
      />
      {allowAttachments ? (
        <>
          <FormatButton
            label={t("messagingConversation.composer.attach")}
            icon={<AttachFileRounded fontSize="small" />}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          />
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            data-testid="composer-file-input"
            onChange={(event) => {
              onFiles([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
          />
          <FormatButton
            label={t("cloudDetails.picker.attachFromCloud")}
            icon={<CloudOutlined fontSize="small" />}
            disabled={disabled}
            onClick={(event) => setCloudAnchor(event.currentTarget)}
          />
          <CloudFilePicker
            anchorEl={cloudAnchor}
            open={cloudAnchor !== null}
            onClose={() => setCloudAnchor(null)}
            onPick={onCloudFiles}
            multiple
          />
          <FormatButton
            label={t("messagingConversation.composer.poll")}
            icon={<PollOutlined fontSize="small" />}
            disabled={disabled}
            onClick={onPoll}
          />
        </>
      ) : null}
      {linkAnchor ? <LinkPopover editor={editor} anchor={linkAnchor} onClose={() => setLinkAnchor(null)} /> : null}
      <EmojiPickerPopover
        anchorEl={emojiAnchor}
        open={emojiAnchor !== null}
        onClose={() => setEmojiAnchor(null)}
        onPick={(emoji) => chain().insertContent(emoji).run()}
      />
    </Box>
  );
}
