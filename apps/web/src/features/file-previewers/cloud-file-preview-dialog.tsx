import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import CloseRounded from "@mui/icons-material/CloseRounded";
import DownloadRounded from "@mui/icons-material/DownloadRounded";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../lib/http";
import { useMe } from "../auth/hooks/use-me";
import { AudioViewer } from "./components/audio-viewer";
import { ImageViewer } from "./components/image-viewer";
import { NoPreviewCard } from "./components/no-preview-card";
import { VideoViewer } from "./components/video-viewer";
import { WatermarkOverlay } from "./components/watermark-overlay";
import { ZoomControl } from "./components/zoom-control";
import { useFileDownload } from "./hooks/use-file-download";
import { usePreviewUrl } from "./hooks/use-preview-url";
import { type CloudPreviewKind, cloudPreviewKind, ZOOMABLE_KINDS } from "./preview-kind";
import { ZOOM_DEFAULT } from "./zoom-rules";

// The document viewers (and pdf.js, docx-preview, exceljs behind them) load only when a preview needs them.
const PdfViewer = lazy(() => import("./pdf/pdf-viewer").then((m) => ({ default: m.PdfViewer })));
const DocxViewer = lazy(() => import("./docx/docx-viewer").then((m) => ({ default: m.DocxViewer })));
const XlsxViewer = lazy(() => import("./xlsx/xlsx-viewer").then((m) => ({ default: m.XlsxViewer })));

export interface CloudFilePreviewDialogProps {
  /** The file to preview; null = closed. */
  file: CloudFile | null;
  onClose: () => void;
}

/**
 * Full-screen preview of a cloud file: PDF, DOCX, XLSX, pictures, video and audio each in their
 * viewer, anything else (and SVG/HTML/scripts, which could run in the app's origin) as a download
 * card. Esc closes; arrow keys turn PDF pages; Ctrl + `+`/`-` zoom where the zoom control shows.
 */
export function CloudFilePreviewDialog({ file, onClose }: CloudFilePreviewDialogProps) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={file !== null} onClose={onClose} aria-labelledby={titleId}>
      {file ? (
        <PreviewFrame key={`${file.id}:${file.version}`} file={file} onClose={onClose} titleId={titleId} />
      ) : null}
    </Dialog>
  );
}

function PreviewFrame({ file, onClose, titleId }: { file: CloudFile; onClose: () => void; titleId: string }) {
  const { t } = useTranslation();
  const kind = cloudPreviewKind(file);
  const url = usePreviewUrl(file.id, file.version, kind !== "none");
  const download = useFileDownload(file.id, file.name);
  const me = useMe().data;
  const [zoom, setZoom] = useState(ZOOM_DEFAULT);
  const showZoom = ZOOMABLE_KINDS.has(kind) && url.isSuccess;

  let body: ReactNode;
  if (kind === "none") {
    body = (
      <NoPreviewCard
        name={file.name}
        size={file.size}
        onDownload={() => download.mutate()}
        downloading={download.isPending}
      />
    );
  } else if (url.isError) {
    body = (
      <Box sx={{ p: 3, display: "flex", justifyContent: "center" }}>
        <Alert severity="error">
          {t("previewers.urlFailed")} {errorMessageOf(url.error)}
        </Alert>
      </Box>
    );
  } else if (!url.data || (file.enableWatermark && !me)) {
    // A watermarked file is never shown before the watermark can be drawn.
    body = <Loading />;
  } else {
    body = <Viewer kind={kind} url={url.data} file={file} zoom={zoom} onZoomChange={setZoom} />;
  }

  return (
    <Stack sx={{ height: "100%" }}>
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, px: 2, py: 1, minHeight: 56 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }} title={file.name}>
            {file.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(file.size)}
          </Typography>
        </Box>
        {showZoom ? <ZoomControl value={zoom} onChange={setZoom} /> : null}
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadRounded />}
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {t("previewers.download")}
        </Button>
        <IconButton aria-label={t("previewers.close")} onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, minHeight: 0, position: "relative", overflow: "hidden" }}>
        <Suspense fallback={<Loading />}>{body}</Suspense>
        {file.enableWatermark && me ? (
          <WatermarkOverlay name={`${me.firstName} ${me.lastName}`.trim()} email={me.email} />
        ) : null}
      </Box>
    </Stack>
  );
}

interface ViewerProps {
  kind: Exclude<CloudPreviewKind, "none">;
  url: string;
  file: CloudFile;
  zoom: number;
  onZoomChange: (zoom: number) => void;
}

function Viewer({ kind, url, file, zoom, onZoomChange }: ViewerProps) {
  switch (kind) {
    case "pdf":
      return <PdfViewer url={url} zoom={zoom} onZoomChange={onZoomChange} />;
    case "docx":
      return <DocxViewer url={url} />;
    case "xlsx":
      return <XlsxViewer url={url} />;
    case "image":
      return <ImageViewer url={url} name={file.name} zoom={zoom} onZoomChange={onZoomChange} />;
    case "video":
      return <VideoViewer url={url} name={file.name} />;
    case "audio":
      return <AudioViewer url={url} name={file.name} />;
  }
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
      <CircularProgress aria-label={t("previewers.loading")} />
    </Box>
  );
}
