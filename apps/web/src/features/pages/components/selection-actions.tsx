import { COMMENT_BODY_MAX, type PageAnchor } from "@bearish/shared/pages/page-comments";
import ChatBubbleOutlineIcon from "@mui/icons-material/ChatBubbleOutline";
import RateReviewOutlinedIcon from "@mui/icons-material/RateReviewOutlined";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { BubbleMenuPlugin } from "@tiptap/extension-bubble-menu";
import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { anchorFromSelection } from "../editor/anchors";
import { useCommentActions, useSuggestionActions } from "../hooks/use-page-comments";
import type { PageTarget } from "../page-target";

type Mode = "comment" | "suggest";

interface SelectionActionsProps {
  editor: Editor;
  target: PageTarget;
  canComment: boolean;
  suggesting: boolean;
  onCommented: () => void;
}

/** The bubble on a text selection: Comment (commenters and editors) and, in suggest mode, Suggest edit. */
export function SelectionActions({ editor, target, canComment, suggesting, onCommented }: SelectionActionsProps) {
  const [draft, setDraft] = useState<{ mode: Mode; anchor: PageAnchor } | null>(null);
  if (!canComment) return null;
  const start = (mode: Mode) => {
    const anchor = anchorFromSelection(editor);
    if (anchor) setDraft({ mode, anchor });
  };
  return (
    <>
      <SelectionBubble editor={editor}>
        <SelectionButtons suggesting={suggesting} onStart={start} />
      </SelectionBubble>
      {draft ? (
        <SelectionComposeDialog
          target={target}
          mode={draft.mode}
          anchor={draft.anchor}
          onClose={() => setDraft(null)}
          onSent={() => {
            if (draft.mode === "comment") onCommented();
            setDraft(null);
          }}
        />
      ) : null}
    </>
  );
}

const BUBBLE_KEY = "bearishPageSelection";

/**
 * Floats its children above a non-empty text selection (TipTap's bubble-menu plugin, also in a
 * read-only editor). The children render through a portal into the plugin's element.
 */
function SelectionBubble({ editor, children }: { editor: Editor; children: ReactNode }) {
  const [element] = useState(() => {
    const div = document.createElement("div");
    div.style.visibility = "hidden";
    div.style.zIndex = "1200";
    return div;
  });
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.registerPlugin(
      BubbleMenuPlugin({
        editor,
        element,
        pluginKey: BUBBLE_KEY,
        shouldShow: ({ state }) => !state.selection.empty,
        options: { placement: "top" },
      }),
    );
    return () => {
      if (!editor.isDestroyed) editor.unregisterPlugin(BUBBLE_KEY);
    };
  }, [editor, element]);
  return createPortal(children, element);
}

export function SelectionButtons({ suggesting, onStart }: { suggesting: boolean; onStart: (mode: Mode) => void }) {
  const { t } = useTranslation();
  return (
    <Paper
      elevation={4}
      role="toolbar"
      aria-label={t("pages.selection.label")}
      sx={{ display: "flex", p: 0.5, gap: 0.5 }}
    >
      <Button size="small" startIcon={<ChatBubbleOutlineIcon />} onClick={() => onStart("comment")}>
        {t("pages.selection.comment")}
      </Button>
      {suggesting ? (
        <Button size="small" startIcon={<RateReviewOutlinedIcon />} onClick={() => onStart("suggest")}>
          {t("pages.selection.suggest")}
        </Button>
      ) : null}
    </Paper>
  );
}

interface ComposeProps {
  target: PageTarget;
  mode: Mode;
  anchor: PageAnchor;
  onClose: () => void;
  onSent: () => void;
}

/** Writes a comment on, or a replacement for, the selected text. */
export function SelectionComposeDialog({ target, mode, anchor, onClose, onSent }: ComposeProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const comments = useCommentActions(target);
  const suggestions = useSuggestionActions(target);
  const [text, setText] = useState(mode === "suggest" ? anchor.quote : "");
  const busy = comments.create.isPending || suggestions.create.isPending;
  const title = mode === "comment" ? t("pages.selection.commentTitle") : t("pages.selection.suggestTitle");
  const canSend = mode === "comment" ? text.trim().length > 0 : text !== anchor.quote;
  const onError = (error: unknown) =>
    showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) });

  const send = () => {
    if (!canSend || busy) return;
    if (mode === "comment") {
      comments.create.mutate(
        { body: text.trim(), anchor },
        {
          onSuccess: () => {
            showSnackbar(t("pages.toast.commentAdded"), { severity: "success" });
            onSent();
          },
          onError,
        },
      );
    } else {
      suggestions.create.mutate(
        { anchor, quote: anchor.quote, replacement: text },
        {
          onSuccess: () => {
            showSnackbar(t("pages.toast.suggestionSent"), { severity: "success" });
            onSent();
          },
          onError,
        },
      );
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="page-selection-compose">
      <DialogTitle id="page-selection-compose">{title}</DialogTitle>
      <DialogContent>
        <Typography
          component="blockquote"
          variant="body2"
          color="text.secondary"
          sx={{
            m: 0,
            mb: 2,
            paddingInlineStart: 1.5,
            borderInlineStart: 3,
            borderColor: "divider",
            whiteSpace: "pre-wrap",
          }}
        >
          {anchor.quote}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          label={mode === "comment" ? t("pages.comments.new") : t("pages.selection.replacement")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: COMMENT_BODY_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("pages.cancel")}</Button>
        <Button variant="contained" onClick={send} disabled={!canSend || busy}>
          {t("pages.selection.send")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
