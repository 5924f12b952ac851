import type { PublicPage } from "@bearish/shared/pages/page-state";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useLocale } from "../../../app/locale/use-locale";
import { safeEditorHtml } from "../../../lib/safe-html";
import { fetchPublicPage, PublicPageError } from "../api";
import { PageHtml } from "../components/page-html";
import { PageFileResolverContext, publicPageFileResolver } from "../hooks/use-page-file-url";
import { pageKeys } from "../page-target";

/** `/{locale}/p/{token}`: a published page, read-only, without signing in (asks for its password when it has one). */
export function PublishedPage() {
  const { token = "" } = useParams();
  const [password, setPassword] = useState<string | null>(null);
  const page = useQuery({
    queryKey: [...pageKeys.all, "public", token, password],
    queryFn: ({ signal }) => fetchPublicPage(token, password, signal),
    retry: false,
    staleTime: 60_000,
  });
  const resolver = useMemo(() => publicPageFileResolver(token, password), [token, password]);
  const reason = page.error instanceof PublicPageError ? page.error.reason : page.error ? "failed" : null;

  return (
    <Paper variant="outlined" sx={{ width: "100%", maxWidth: 860, p: { xs: 2, sm: 4 } }}>
      {page.isPending ? (
        <Box sx={{ display: "flex", justifyContent: "center", p: 4 }}>
          <CircularProgress aria-label="…" />
        </Box>
      ) : null}
      {page.data ? (
        // Its images are files of this page: read through the public link, with its password.
        <PageFileResolverContext.Provider value={resolver}>
          <PublishedContent page={page.data} />
        </PageFileResolverContext.Provider>
      ) : null}
      {reason === "password_required" || reason === "password_incorrect" ? (
        <PasswordForm incorrect={reason === "password_incorrect"} onSubmit={setPassword} />
      ) : null}
      {reason === "not_found" ? <NotAvailable /> : null}
      {reason === "failed" ? <LoadFailed onRetry={() => void page.refetch()} /> : null}
    </Paper>
  );
}

function PublishedContent({ page }: { page: PublicPage }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const html = useMemo(() => safeEditorHtml(page.content), [page.content]);
  return (
    <Box component="article">
      <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: "anywhere" }}>
        {page.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 3 }}>
        {t("pages.published.updated", { date: new Date(page.updatedAt).toLocaleDateString(locale) })}
      </Typography>
      <PageHtml html={html} />
    </Box>
  );
}

function PasswordForm({ incorrect, onSubmit }: { incorrect: boolean; onSubmit: (password: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState("");
  return (
    <Stack
      component="form"
      spacing={2}
      aria-labelledby="published-password-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) onSubmit(value);
      }}
      sx={{ maxWidth: 400, mx: "auto", textAlign: "center", alignItems: "stretch" }}
    >
      <LockOutlinedIcon color="action" sx={{ fontSize: 40, alignSelf: "center" }} />
      <Typography id="published-password-title" variant="h5" component="h1">
        {t("pages.published.passwordTitle")}
      </Typography>
      <Typography color="text.secondary">{t("pages.published.passwordText")}</Typography>
      {incorrect ? <Alert severity="error">{t("pages.published.incorrect")}</Alert> : null}
      <TextField
        type="password"
        label={t("common.password")}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        autoFocus
        autoComplete="off"
      />
      <Button type="submit" variant="contained" disabled={!value}>
        {t("pages.published.open")}
      </Button>
    </Stack>
  );
}

function NotAvailable() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: "center", py: 4 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t("pages.published.notAvailable")}
      </Typography>
      <Typography color="text.secondary">{t("pages.published.notAvailableText")}</Typography>
    </Box>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t("pages.published.retry")}
        </Button>
      }
    >
      {t("pages.published.failed")}
    </Alert>
  );
}
