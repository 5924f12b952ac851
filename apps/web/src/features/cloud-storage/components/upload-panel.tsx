import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutline";
import CloseIcon from "@mui/icons-material/Close";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutline";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { UploadEntry } from "../hooks/use-upload-queue";

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  const status =
    entry.status === "done"
      ? t("cloudStorage.upload.done")
      : entry.status === "failed"
        ? t("cloudStorage.upload.failed")
        : entry.status === "waiting"
          ? t("cloudStorage.upload.waiting")
          : t("cloudStorage.upload.uploading", { progress: entry.progress });
  return (
    <Box component="li" data-status={entry.status} sx={{ py: 1, borderBottom: 1, borderColor: "divider" }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        {entry.status === "done" ? <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden /> : null}
        {entry.status === "failed" ? <ErrorOutlineIcon fontSize="small" color="error" aria-hidden /> : null}
        <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {entry.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(entry.size)}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={entry.status === "failed" ? 100 : entry.progress}
        color={entry.status === "failed" ? "error" : entry.status === "done" ? "success" : "primary"}
        aria-label={t("cloudStorage.upload.progress", { name: entry.name })}
        sx={{ my: 0.5, borderRadius: 1 }}
      />
      <Typography variant="caption" color={entry.status === "failed" ? "error" : "text.secondary"} role="status">
        {status}
        {entry.error ? `: ${entry.error}` : ""}
      </Typography>
    </Box>
  );
}

/** Every upload of this visit with its own progress bar, state and (for a failure) the server's reason. */
export function UploadPanel({ entries, onClear }: { entries: UploadEntry[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (entries.length === 0) return null;
  const busy = entries.some((entry) => entry.status === "waiting" || entry.status === "uploading");
  return (
    <Paper
      elevation={8}
      role="region"
      aria-label={t("cloudStorage.upload.panelTitle")}
      sx={{
        position: "fixed",
        bottom: 16,
        insetInlineEnd: 16,
        width: { xs: "calc(100% - 32px)", sm: 360 },
        maxHeight: 360,
        display: "flex",
        flexDirection: "column",
        zIndex: (theme) => theme.zIndex.snackbar - 1,
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", px: 2, py: 1, borderBottom: 1, borderColor: "divider" }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t("cloudStorage.upload.panelTitle")}
        </Typography>
        {busy ? (
          <Button size="small" onClick={onClear}>
            {t("cloudStorage.upload.clear")}
          </Button>
        ) : (
          <IconButton size="small" aria-label={t("cloudStorage.upload.close")} onClick={onClear}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box component="ul" sx={{ listStyle: "none", m: 0, px: 2, py: 0, overflowY: "auto" }}>
        {entries.map((entry) => (
          <UploadRow key={entry.key} entry={entry} />
        ))}
      </Box>
    </Paper>
  );
}
