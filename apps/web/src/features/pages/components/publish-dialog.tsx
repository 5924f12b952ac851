import { type PageState, PUBLISH_PASSWORD_MAX } from "@bearish/shared/pages/page-state";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import type { PublishOptions } from "../api";
import type { usePageMenuActions } from "../hooks/use-page-menu";
import type { PageTarget } from "../page-target";

interface PublishDialogProps {
  target: PageTarget;
  state: PageState;
  actions: ReturnType<typeof usePageMenuActions>;
  onClose: () => void;
}

/** `YYYY-MM-DD` of an ISO time in the reader's time zone (a date input's value). */
function dateInputValue(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A chosen expiry day ends at the last second of that day, the reader's time. */
export function expiryFromDate(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const end = new Date(`${value}T23:59:59`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The public address of a published page: `/{locale}/p/{token}` on this host. */
export function publicPageUrl(locale: string, token: string): string {
  return `${window.location.origin}/${locale}/p/${encodeURIComponent(token)}`;
}

/** Publish or unpublish a page, with an optional password and expiry day; shows and copies the link. */
export function PublishDialog({ state, actions, onClose }: PublishDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { showSnackbar } = useSnackbar();
  const published = state.published;
  const [password, setPassword] = useState("");
  const [removePassword, setRemovePassword] = useState(false);
  const [expiry, setExpiry] = useState(dateInputValue(published?.expiresAt ?? null));
  const busy = actions.publish.isPending || actions.unpublish.isPending;
  const link = published ? publicPageUrl(locale, published.token) : null;
  const today = dateInputValue(new Date().toISOString());
  const onError = (error: unknown) =>
    showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) });

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      showSnackbar(t("pages.toast.linkCopied"), { severity: "success" });
    } catch {
      showSnackbar(t("pages.toast.copyFailed"), { severity: "error" });
    }
  };

  const publish = () => {
    const options: PublishOptions = { expiresAt: expiryFromDate(expiry) };
    // An empty field keeps a password already set; removing it or a first publish without one sends null.
    if (password) options.password = password;
    else if (removePassword || !published?.hasPassword) options.password = null;
    actions.publish.mutate(options, {
      onSuccess: () => {
        setPassword("");
        setRemovePassword(false);
        showSnackbar(t("pages.toast.published"), { severity: "success" });
      },
      onError,
    });
  };
  const unpublish = () =>
    actions.unpublish.mutate(undefined, {
      onSuccess: () => showSnackbar(t("pages.toast.unpublished"), { severity: "success" }),
      onError,
    });

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="page-publish-title">
      <DialogTitle id="page-publish-title">{t("pages.publish.title")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t("pages.publish.intro")}</DialogContentText>
        <Stack spacing={2}>
          {link ? (
            <TextField
              label={t("pages.publish.link")}
              value={link}
              fullWidth
              slotProps={{
                htmlInput: { readOnly: true, dir: "ltr" },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={t("pages.publish.copy")} onClick={() => void copy()} edge="end">
                        <ContentCopyIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : null}
          <TextField
            type="password"
            label={t("pages.publish.password")}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            helperText={published?.hasPassword ? t("pages.publish.passwordSet") : undefined}
            autoComplete="new-password"
            disabled={removePassword}
            slotProps={{ htmlInput: { maxLength: PUBLISH_PASSWORD_MAX } }}
          />
          {published?.hasPassword ? (
            <FormControlLabel
              control={<Checkbox checked={removePassword} onChange={(e) => setRemovePassword(e.target.checked)} />}
              label={t("pages.publish.removePassword")}
            />
          ) : null}
          <TextField
            type="date"
            label={t("pages.publish.expiry")}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("pages.close")}</Button>
        {published ? (
          <Button color="error" onClick={unpublish} disabled={busy}>
            {t("pages.publish.unpublish")}
          </Button>
        ) : null}
        <Button variant="contained" onClick={publish} disabled={busy}>
          {published ? t("pages.publish.update") : t("pages.publish.publish")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
