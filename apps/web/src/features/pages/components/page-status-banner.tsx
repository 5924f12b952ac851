import type { PageState } from "@bearish/shared/pages/page-state";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { personName } from "./person-name";

interface PageStatusBannerProps {
  state: PageState;
  meId: string | null;
  suggesting: boolean;
  /** Editors may unarchive from the banner; null hides the button. */
  onUnarchive: (() => void) | null;
}

/** What a reader must know before typing: the page is locked, archived, or in suggest-edits mode. */
export function PageStatusBanner({ state, meId, suggesting, onUnarchive }: PageStatusBannerProps) {
  const { t } = useTranslation();
  const lockedBy = state.locked?.by ?? null;
  if (!state.locked && !state.archivedAt && !suggesting) return null;
  return (
    <Stack spacing={1} sx={{ width: "100%", maxWidth: 640 }}>
      {state.archivedAt ? (
        <Alert
          severity="warning"
          action={
            onUnarchive ? (
              <Button color="inherit" size="small" onClick={onUnarchive}>
                {t("pages.menu.unarchive")}
              </Button>
            ) : undefined
          }
        >
          {t("pages.banner.archived")}
        </Alert>
      ) : null}
      {state.locked ? (
        <Alert severity="info">
          {lockedBy && lockedBy.id === meId
            ? t("pages.banner.lockedByYou")
            : t("pages.banner.lockedBy", { name: personName(lockedBy, t("pages.someone")) })}
        </Alert>
      ) : null}
      {suggesting ? <Alert severity="success">{t("pages.banner.suggesting")}</Alert> : null}
    </Stack>
  );
}
