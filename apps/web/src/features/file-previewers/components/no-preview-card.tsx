import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import DownloadRounded from "@mui/icons-material/DownloadRounded";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

export interface NoPreviewCardProps {
  name: string;
  size: number;
  onDownload: () => void;
  downloading: boolean;
}

/** What a file that is not previewed (SVG, HTML, scripts, unknown types) shows: its name and a download. */
export function NoPreviewCard({ name, size, onDownload, downloading }: NoPreviewCardProps) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ height: "100%", alignItems: "center", justifyContent: "center", p: 3 }}>
      <Paper
        variant="outlined"
        data-testid="no-preview"
        sx={{
          p: 4,
          maxWidth: 420,
          width: "100%",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: 1.5,
        }}
      >
        <InsertDriveFileOutlined sx={{ fontSize: 56, color: "text.secondary" }} aria-hidden />
        <Typography sx={{ fontWeight: 600, textAlign: "center", overflowWrap: "anywhere" }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {formatFileSize(size)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
          {t("previewers.noPreview")}
        </Typography>
        <Button variant="contained" startIcon={<DownloadRounded />} onClick={onDownload} disabled={downloading}>
          {t("previewers.download")}
        </Button>
      </Paper>
    </Stack>
  );
}
