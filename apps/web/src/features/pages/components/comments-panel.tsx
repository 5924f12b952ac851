import { COMMENT_BODY_MAX, type PageAnchor } from "@bearish/shared/pages/page-comments";
import type { PageState } from "@bearish/shared/pages/page-state";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";

import { type AnchoredRange, HIGHLIGHT_STYLES, useAnchorHighlights } from "../editor/anchor-highlights";
import { useCommentActions, usePageComments } from "../hooks/use-page-comments";
import type { PageTarget } from "../page-target";
import { CommentThread } from "./comment-thread";
import { PanelLoading, SidePanel } from "./side-panel";

/** A request (from the slash menu's /comment) to write a comment on `anchor`, or on the page when null. */
export interface CommentCompose {
  anchor: PageAnchor | null;
}

interface CommentsPanelProps {
  open: boolean;
  onClose: () => void;
  target: PageTarget;
  editor: Editor | null;
  state: PageState;
  meId: string | null;
  /** Focuses the composer, anchored to the request's text; each new request focuses it again. */
  compose?: CommentCompose | null;
  /** The requested comment was posted, or its anchor removed. */
  onComposed?: () => void;
}

/** Comment threads of the page (open or resolved), anchored to text where they were made. */
export function CommentsPanel({ open, onClose, ...rest }: CommentsPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel open={open} onClose={onClose} title={t("pages.comments.title")}>
      <CommentsContent {...rest} />
    </SidePanel>
  );
}

function CommentsContent({
  target,
  editor,
  state,
  meId,
  compose = null,
  onComposed,
}: Omit<CommentsPanelProps, "open" | "onClose">) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const [status, setStatus] = useState<"open" | "resolved">("open");
  const [draft, setDraft] = useState("");
  const input = useRef<HTMLTextAreaElement>(null);
  const threads = usePageComments(target, status);
  const actions = useCommentActions(target);
  const canComment = state.role !== "view";
  const anchor = compose?.anchor ?? null;

  useEffect(() => {
    if (!compose) return;
    setStatus("open");
    input.current?.focus();
  }, [compose]);

  const ranges = useMemo<AnchoredRange[]>(
    () =>
      status === "open"
        ? (threads.data ?? []).flatMap((thread) => (thread.anchor ? [{ id: thread.id, anchor: thread.anchor }] : []))
        : [],
    [threads.data, status],
  );
  useAnchorHighlights(editor, "comment", ranges);

  const post = () => {
    const body = draft.trim();
    if (!body) return;
    actions.create.mutate(anchor ? { body, anchor } : { body }, {
      onSuccess: () => {
        setDraft("");
        if (compose) onComposed?.();
      },
      onError: (error) => showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) }),
    });
  };

  return (
    <Stack spacing={2}>
      <GlobalStyles styles={HIGHLIGHT_STYLES} />
      <ToggleButtonGroup
        exclusive
        size="small"
        value={status}
        onChange={(_e, value: "open" | "resolved" | null) => value && setStatus(value)}
        aria-label={t("pages.comments.filter")}
      >
        <ToggleButton value="open">{t("pages.comments.open")}</ToggleButton>
        <ToggleButton value="resolved">{t("pages.comments.resolved")}</ToggleButton>
      </ToggleButtonGroup>
      {canComment ? (
        <Stack
          spacing={1}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            post();
          }}
        >
          {anchor ? <ComposeQuote quote={anchor.quote} onRemove={() => onComposed?.()} /> : null}
          <TextField
            multiline
            minRows={2}
            size="small"
            label={t("pages.comments.new")}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            inputRef={input}
            slotProps={{ htmlInput: { maxLength: COMMENT_BODY_MAX } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="small"
            disabled={!draft.trim() || actions.create.isPending}
            sx={{ alignSelf: "flex-end" }}
          >
            {t("pages.comments.post")}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t("pages.comments.readOnly")}</Alert>
      )}
      {threads.isPending ? <PanelLoading /> : null}
      {threads.isError ? <Alert severity="error">{t("pages.loadFailed")}</Alert> : null}
      {threads.data?.length === 0 ? (
        <Typography color="text.secondary">
          {status === "open" ? t("pages.comments.empty") : t("pages.comments.emptyResolved")}
        </Typography>
      ) : null}
      {threads.data?.map((thread) => (
        <CommentThread key={thread.id} thread={thread} target={target} editor={editor} role={state.role} meId={meId} />
      ))}
    </Stack>
  );
}

/** The text a /comment is about, above the composer, with a way to comment on the whole page instead. */
function ComposeQuote({ quote, onRemove }: { quote: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {t("pages.comments.onQuote")}
      </Typography>
      <Typography
        component="blockquote"
        variant="body2"
        color="text.secondary"
        sx={{
          m: 0,
          my: 0.5,
          paddingInlineStart: 1.5,
          borderInlineStart: 3,
          borderColor: "divider",
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
          maxHeight: 120,
          overflowY: "auto",
        }}
      >
        {quote}
      </Typography>
      <Button size="small" onClick={onRemove}>
        {t("pages.comments.removeQuote")}
      </Button>
    </Box>
  );
}
