import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import CloudUploadOutlined from "@mui/icons-material/CloudUploadOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import RestoreOutlined from "@mui/icons-material/RestoreOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import {
  useDownloadFile,
  useFileVersions,
  useRestoreVersion,
  useUploadVersion,
} from "../../hooks/details/use-file-versions";
import type { FileAbilities } from "./file-abilities";
import { formatWhen, personName } from "./format-when";

/** Upload a new version with a progress bar (editors, unless someone else locked the file). */
function UploadVersion({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { upload, isUploading, progress } = useUploadVersion(fileId);
  return (
    <Box>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="version-file-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) upload(file);
          e.target.value = "";
        }}
      />
      <Button
        variant="outlined"
        size="small"
        startIcon={<CloudUploadOutlined />}
        disabled={isUploading}
        onClick={() => input.current?.click()}
      >
        {t("cloudDetails.versions.upload")}
      </Button>
      {progress ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" noWrap display="block">
            {t("cloudDetails.versions.uploading", { name: progress.name, percent: progress.percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.percent}
            aria-label={t("cloudDetails.versions.uploading", { name: progress.name, percent: progress.percent })}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** The versions of a file, newest first: who added each and when, download any, restore an older one. */
export function FileVersions({ file, abilities }: { file: CloudFile; abilities: FileAbilities }) {
  const { t, i18n } = useTranslation();
  const versions = useFileVersions(file.id);
  const restore = useRestoreVersion(file.id);
  const download = useDownloadFile(file.id);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
      {abilities.canEdit ? <UploadVersion fileId={file.id} /> : null}
      {versions.isPending ? <CircularProgress size={24} sx={{ alignSelf: "center" }} /> : null}
      {versions.isError ? <Alert severity="error">{t("cloudDetails.versions.loadFailed")}</Alert> : null}
      {versions.data && versions.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("cloudDetails.versions.empty")}
        </Typography>
      ) : null}
      <List dense disablePadding aria-label={t("cloudDetails.tabs.versions")}>
        {(versions.data ?? []).map((version) => {
          const number = version.version;
          return (
            <ListItem
              key={version.id}
              disableGutters
              aria-label={t("cloudDetails.versions.version", { number })}
              secondaryAction={
                <Box sx={{ display: "flex" }}>
                  <Tooltip title={t("cloudDetails.versions.download")}>
                    <IconButton
                      size="small"
                      aria-label={t("cloudDetails.versions.downloadLabel", { number })}
                      disabled={download.isPending}
                      onClick={() => download.mutate({ versionId: version.id, name: version.name })}
                    >
                      <DownloadOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {abilities.canEdit && !version.isCurrent ? (
                    <Tooltip title={t("cloudDetails.versions.restore")}>
                      <IconButton
                        size="small"
                        aria-label={t("cloudDetails.versions.restoreLabel", { number })}
                        disabled={restore.isPending}
                        onClick={() => restore.mutate({ versionId: version.id, number })}
                      >
                        <RestoreOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  ) : null}
                </Box>
              }
            >
              <ListItemText
                sx={{ pe: 8 }}
                primary={
                  <Box component="span" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                    {t("cloudDetails.versions.version", { number })}
                    {version.isCurrent ? (
                      <Chip size="small" color="primary" label={t("cloudDetails.versions.current")} />
                    ) : null}
                  </Box>
                }
                secondary={t("cloudDetails.versions.by", {
                  name: personName(version.createdBy) || t("cloudDetails.info.unknownUser"),
                  date: formatWhen(version.createdAt, i18n.language),
                  size: formatFileSize(version.size),
                })}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
