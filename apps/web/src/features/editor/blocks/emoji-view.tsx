import { emojiAttrs, emojiFromId } from "@bearish/shared/editor/blocks/emoji";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import CircularProgress from "@mui/material/CircularProgress";
import Popover from "@mui/material/Popover";
import { useTheme } from "@mui/material/styles";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PickedEmoji } from "../../messaging/components/emoji/emoji-mart-picker";

// emoji-mart and its data are only needed once an editor opens the picker (the one messaging uses).
const EmojiMartPicker = lazy(async () => ({
  default: (await import("../../messaging/components/emoji/emoji-mart-picker")).EmojiMartPicker,
}));

/** Spec §3 emoji: the emoji inline; editors pick another from a searchable picker. */
export function EmojiView({ node, editor, updateAttributes }: NodeViewProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const attrs = parseBlockAttrs(emojiAttrs, node.attrs);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const character = emojiFromId(attrs.emojiId) || attrs.fallback || attrs.shortname || "?";
  const name = attrs.name || attrs.shortname || t("editorBlocks.emoji.label");

  if (!editor.isEditable) {
    return (
      <NodeViewWrapper as="span" role="img" aria-label={name} title={name} data-testid="emoji-block">
        {character}
      </NodeViewWrapper>
    );
  }

  // The block keeps the whole emoji (spec §3: name, short name, code points), not only the character.
  const pick = (_native: string, emoji: PickedEmoji) => {
    updateAttributes({
      name: emoji.name,
      shortname: emoji.shortcodes,
      emojiId: emoji.unified,
      fallback: emoji.native,
    });
    setAnchor(null);
  };

  return (
    <NodeViewWrapper as="span" data-testid="emoji-block">
      <ButtonBase
        aria-label={t("editorBlocks.emoji.change", { name })}
        title={name}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ font: "inherit", borderRadius: 1, verticalAlign: "baseline", "&:hover": { bgcolor: "action.hover" } }}
      >
        <span aria-hidden>{character}</span>
      </ButtonBase>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
        transformOrigin={{ vertical: "top", horizontal: "center" }}
        slotProps={{ paper: { role: "dialog", "aria-label": t("editorBlocks.emoji.pickerTitle") } }}
      >
        <Suspense
          fallback={
            <Box sx={{ width: 352, height: 300, display: "grid", placeItems: "center" }}>
              <CircularProgress size={28} aria-label={t("editorBlocks.emoji.loading")} />
            </Box>
          }
        >
          <EmojiMartPicker theme={theme.palette.mode} locale={i18n.language} onPick={pick} />
        </Suspense>
      </Popover>
    </NodeViewWrapper>
  );
}
