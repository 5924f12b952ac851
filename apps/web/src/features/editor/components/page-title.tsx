import InputBase from "@mui/material/InputBase";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { usePageMenuActions } from "../../pages/hooks/use-page-menu";
import type { PageTarget } from "../../pages/page-target";

interface PageTitleProps {
  target: PageTarget;
  title: string;
  canEdit: boolean;
}

/**
 * The page's title: a heading for readers; an inline field for editors that saves on Enter or when
 * it loses focus (`PUT .../details {title}`), Escape restores it, and an empty title is not saved.
 */
export function PageTitle({ target, title, canEdit }: PageTitleProps) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { details } = usePageMenuActions(target);
  const [draft, setDraft] = useState(title);
  useEffect(() => setDraft(title), [title]);

  if (!canEdit) {
    return (
      <Typography variant="h1" sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, fontWeight: 700 }} dir="auto">
        {title || t("editor.page.untitled")}
      </Typography>
    );
  }

  const save = () => {
    const next = draft.trim();
    if (!next || next === title) {
      setDraft(title);
      return;
    }
    details.mutate(
      { title: next },
      {
        onError: (e) => {
          setDraft(title);
          showSnackbar(errorMessageOf(e) ?? t("editor.page.renameFailed"), { severity: "error" });
        },
      },
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      (event.target as HTMLElement).blur();
    } else if (event.key === "Escape") {
      setDraft(title);
      (event.target as HTMLElement).blur();
    }
  };

  return (
    <InputBase
      fullWidth
      value={draft}
      placeholder={t("editor.page.untitled")}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={save}
      onKeyDown={onKeyDown}
      inputProps={{ "aria-label": t("editor.page.titleLabel"), dir: "auto", maxLength: 200 }}
      sx={{ fontSize: { xs: "1.75rem", sm: "2.25rem" }, fontWeight: 700, "& input": { p: 0 } }}
    />
  );
}
