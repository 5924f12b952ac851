import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import CloseRounded from "@mui/icons-material/CloseRounded";
import DownloadRounded from "@mui/icons-material/DownloadRounded";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { WaveformPlayer } from "../audio/waveform-player";
import { type PreviewKind, previewKindOf } from "./preview-kind";
import { VideoPreview } from "./video-preview";

export interface PreviewFile {
  fileName: string;
  fileType: string;
  fileSize: number;
  fileUrl: string;
  kind: string;
}

export interface FilePreviewSidebarProps {
  file: PreviewFile;
  onClose: () => void;
}

/** The right sidebar that previews one file of a conversation, with its details and a download. */
export function FilePreviewSidebar({ file, onClose }: FilePreviewSidebarProps) {
  const { t } = useTranslation();
  const kind = previewKindOf(file);
  return (
    <Paper
      component="aside"
      square
      elevation={0}
      aria-label={t("messagingExtras.preview.title")}
      sx={{
        // Fills the side panel the conversation gives it (which draws the border).
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        overflow: "hidden",
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", px: 2, py: 1, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {t("messagingExtras.preview.title")}
        </Typography>
        <IconButton aria-label={t("messagingExtras.preview.close")} onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, overflowY: "auto", flex: 1 }}>
        {/* A new file starts a fresh preview (load errors, player state). */}
        <PreviewBody key={file.fileUrl} file={file} kind={kind} />
        <Stack component="dl" sx={{ mt: 2, gap: 1, "& dd": { m: 0, overflowWrap: "anywhere" } }}>
          <Detail label={t("messagingExtras.preview.name")} value={file.fileName} />
          <Detail label={t("messagingExtras.preview.size")} value={formatFileSize(file.fileSize)} />
          <Detail
            label={t("messagingExtras.preview.type")}
            value={file.fileType || t("messagingExtras.preview.unknownType")}
          />
        </Stack>
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <DownloadButton file={file} fullWidth />
      </Box>
    </Paper>
  );
}

function PreviewBody({ file, kind }: { file: PreviewFile; kind: PreviewKind }) {
  const { t } = useTranslation();
  const [imageFailed, setImageFailed] = useState(false);
  if (kind === "image") {
    return imageFailed ? (
      <Alert severity="warning">{t("messagingExtras.preview.imageFailed")}</Alert>
    ) : (
      <Box
        component="img"
        src={file.fileUrl}
        alt={file.fileName}
        onError={() => setImageFailed(true)}
        sx={{ display: "block", maxWidth: "100%", maxHeight: 420, mx: "auto", borderRadius: 1 }}
      />
    );
  }
  if (kind === "video") return <VideoPreview src={file.fileUrl} fileName={file.fileName} />;
  if (kind === "audio") return <WaveformPlayer src={file.fileUrl} fileName={file.fileName} />;
  return (
    <Stack
      data-testid="file-card"
      sx={{ alignItems: "center", gap: 1, p: 3, border: 1, borderColor: "divider", borderRadius: 2 }}
    >
      <InsertDriveFileOutlined sx={{ fontSize: 48, color: "text.secondary" }} aria-hidden />
      <Typography sx={{ fontWeight: 600, textAlign: "center", overflowWrap: "anywhere" }}>{file.fileName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t("messagingExtras.preview.noPreview")}
      </Typography>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {value}
      </Typography>
    </Box>
  );
}

/** A link that saves the file rather than opening it in the app's origin. */
export function DownloadButton({ file, fullWidth }: { file: PreviewFile; fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={file.fileUrl}
      download={file.fileName}
      rel="noopener noreferrer"
      variant="contained"
      startIcon={<DownloadRounded />}
      fullWidth={fullWidth}
    >
      {t("messagingExtras.preview.download")}
    </Button>
  );
}
