import type { PageSuggestion } from "@bearish/shared/pages/page-comments";
import type { PageState } from "@bearish/shared/pages/page-state";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Editor } from "@tiptap/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import { relativeTime } from "../../workspaces/relative-time";
import { type AnchoredRange, HIGHLIGHT_STYLES, useAnchorHighlights } from "../editor/anchor-highlights";
import { applyReplacement, revealAnchor } from "../editor/anchors";
import { usePageSuggestions, useSuggestionActions } from "../hooks/use-page-comments";
import type { PageTarget } from "../page-target";
import { personName } from "./person-name";
import { PanelLoading, SidePanel } from "./side-panel";

interface SuggestionsPanelProps {
  open: boolean;
  onClose: () => void;
  target: PageTarget;
  editor: Editor;
  state: PageState;
}

/** Pending suggested edits: who suggested what; editors accept (applied to the live page) or reject. */
export function SuggestionsPanel({ open, onClose, ...rest }: SuggestionsPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel open={open} onClose={onClose} title={t("pages.suggestions.title")}>
      <SuggestionsContent {...rest} />
    </SidePanel>
  );
}

export function SuggestionsContent({ target, editor, state }: Omit<SuggestionsPanelProps, "open" | "onClose">) {
  const { t } = useTranslation();
  const suggestions = usePageSuggestions(target, "pending");
  const ranges = useMemo<AnchoredRange[]>(
    () => (suggestions.data ?? []).map((s) => ({ id: s.id, anchor: s.anchor })),
    [suggestions.data],
  );
  useAnchorHighlights(editor, "suggestion", ranges);
  return (
    <Stack spacing={2}>
      <GlobalStyles styles={HIGHLIGHT_STYLES} />
      {suggestions.isPending ? <PanelLoading /> : null}
      {suggestions.isError ? <Alert severity="error">{t("pages.loadFailed")}</Alert> : null}
      {suggestions.data?.length === 0 ? (
        <Typography color="text.secondary">{t("pages.suggestions.empty")}</Typography>
      ) : null}
      {suggestions.data?.map((s) => (
        <SuggestionCard key={s.id} suggestion={s} target={target} editor={editor} canDecide={state.canEdit} />
      ))}
    </Stack>
  );
}

interface SuggestionCardProps {
  suggestion: PageSuggestion;
  target: PageTarget;
  editor: Editor;
  canDecide: boolean;
}

function SuggestionCard({ suggestion, target, editor, canDecide }: SuggestionCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { showSnackbar } = useSnackbar();
  const { decide } = useSuggestionActions(target);
  const name = personName(suggestion.author, t("pages.someone"));
  const onError = (error: unknown) =>
    showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) });

  const accept = () => {
    // The replacement goes into the live document first (it syncs to everyone), then is recorded.
    if (!applyReplacement(editor, suggestion.anchor, suggestion.replacement)) {
      showSnackbar(t("pages.toast.anchorGone"), { severity: "warning" });
      return;
    }
    decide.mutate(
      { suggestionId: suggestion.id, decision: "accept" },
      { onSuccess: () => showSnackbar(t("pages.toast.accepted"), { severity: "success" }), onError },
    );
  };
  const reject = () =>
    decide.mutate(
      { suggestionId: suggestion.id, decision: "reject" },
      { onSuccess: () => showSnackbar(t("pages.toast.rejected"), { severity: "info" }), onError },
    );

  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 1.5 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <UserAvatar
          avatar={suggestion.author?.avatar ?? null}
          fallback={suggestion.author?.avatar_fallBack ?? "?"}
          name={name}
          size={24}
        />
        <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {relativeTime(suggestion.createdAt, locale)}
        </Typography>
      </Box>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => {
          if (!revealAnchor(editor, suggestion.anchor))
            showSnackbar(t("pages.toast.anchorGone"), { severity: "warning" });
        }}
        sx={{ display: "block", textAlign: "start", textDecoration: "line-through", color: "error.main" }}
      >
        {suggestion.quote}
      </Link>
      <Typography variant="caption" color="text.secondary">
        {suggestion.replacement ? t("pages.suggestions.replaceWith") : t("pages.suggestions.deleteText")}
      </Typography>
      {suggestion.replacement ? (
        <Typography variant="body2" sx={{ color: "success.main", whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {suggestion.replacement}
        </Typography>
      ) : null}
      {canDecide ? (
        <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", mt: 1 }}>
          <Button size="small" onClick={reject} disabled={decide.isPending}>
            {t("pages.suggestions.reject")}
          </Button>
          <Button size="small" variant="contained" onClick={accept} disabled={decide.isPending}>
            {t("pages.suggestions.accept")}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
