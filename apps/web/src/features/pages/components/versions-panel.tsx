import type { PageState } from "@bearish/shared/pages/page-state";
import type { PageVersionSummary } from "@bearish/shared/pages/page-versions";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { relativeTime } from "../../workspaces/relative-time";
import { usePageVersions, useVersionActions } from "../hooks/use-page-history";
import type { PageTarget } from "../page-target";
import { personName } from "./person-name";
import { PanelLoading, SidePanel } from "./side-panel";
import { VersionViewDialog } from "./version-view-dialog";

interface VersionsPanelProps {
  open: boolean;
  onClose: () => void;
  target: PageTarget;
  state: PageState;
}

/** Version history: newest first, paged; editors save a version and restore one (for everyone). */
export function VersionsPanel({ open, onClose, target, state }: VersionsPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel open={open} onClose={onClose} title={t("pages.versions.title")}>
      <VersionsContent target={target} canEdit={state.canEdit} />
    </SidePanel>
  );
}

export function VersionsContent({ target, canEdit }: { target: PageTarget; canEdit: boolean }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const versions = usePageVersions(target);
  const { save, restore } = useVersionActions(target);
  const [label, setLabel] = useState("");
  const [viewing, setViewing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<PageVersionSummary | null>(null);
  const onError = (error: unknown) =>
    showSnackbar(t("pages.toast.failed"), { severity: "error", detail: errorMessageOf(error) });
  const list = versions.data?.pages.flatMap((page) => page.data) ?? [];

  const saveNow = () =>
    save.mutate(label, {
      onSuccess: () => {
        setLabel("");
        showSnackbar(t("pages.toast.versionSaved"), { severity: "success" });
      },
      onError,
    });
  const confirmRestore = () => {
    if (!restoring) return;
    restore.mutate(restoring.id, {
      onSuccess: () => {
        setRestoring(null);
        setViewing(null);
        showSnackbar(t("pages.toast.restored"), { severity: "success" });
      },
      onError,
    });
  };

  return (
    <Stack spacing={2}>
      {canEdit ? (
        <Stack
          direction="row"
          spacing={1}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            saveNow();
          }}
        >
          <TextField
            size="small"
            label={t("pages.versions.label")}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t("pages.versions.save")}
          </Button>
        </Stack>
      ) : null}
      {versions.isPending ? <PanelLoading /> : null}
      {versions.isError ? <Alert severity="error">{t("pages.loadFailed")}</Alert> : null}
      {versions.isSuccess && list.length === 0 ? (
        <Typography color="text.secondary">{t("pages.versions.empty")}</Typography>
      ) : null}
      {list.map((version) => (
        <VersionRow
          key={version.id}
          version={version}
          canEdit={canEdit}
          onView={() => setViewing(version.id)}
          onRestore={() => setRestoring(version)}
        />
      ))}
      {versions.hasNextPage ? (
        <Button onClick={() => versions.fetchNextPage()} disabled={versions.isFetchingNextPage}>
          {t("pages.loadMore")}
        </Button>
      ) : null}
      {viewing ? (
        <VersionViewDialog
          target={target}
          versionId={viewing}
          canEdit={canEdit}
          onClose={() => setViewing(null)}
          onRestore={(version) => setRestoring(version)}
        />
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        title={t("pages.versions.restoreTitle")}
        text={t("pages.versions.restoreText")}
        confirmLabel={t("pages.versions.restore")}
        busy={restore.isPending}
        onConfirm={confirmRestore}
        onClose={() => setRestoring(null)}
      />
    </Stack>
  );
}

interface VersionRowProps {
  version: PageVersionSummary;
  canEdit: boolean;
  onView: () => void;
  onRestore: () => void;
}

function VersionRow({ version, canEdit, onView, onRestore }: VersionRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const when = new Date(version.createdAt);
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 1.5 }}
      aria-label={version.label ?? when.toLocaleString(locale)}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }} title={when.toLocaleString(locale)}>
          {version.label ?? relativeTime(version.createdAt, locale)}
        </Typography>
        <Chip size="small" label={t(`pages.versions.reason.${version.reason}`)} />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
        {version.label ? `${relativeTime(version.createdAt, locale)} · ` : ""}
        {t("pages.versions.by", { name: personName(version.author, t("pages.someone")) })}
      </Typography>
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 1 }}>
        <Button size="small" onClick={onView}>
          {t("pages.versions.view")}
        </Button>
        {canEdit ? (
          <Button size="small" onClick={onRestore}>
            {t("pages.versions.restore")}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}
