import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatWhen, personName } from "./format-when";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: "flex", gap: 1, py: 0.25 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ width: 110, flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </Box>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ flex: 1, textAlign: "center" }} role="group" aria-label={`${label}: ${value}`}>
      <Typography variant="h6">{value}</Typography>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Name, type, size, location, owner, upload and access times, and the view/download/share counters. */
export function FileFacts({ file, meId }: { file: CloudFile; meId: string }) {
  const { t, i18n } = useTranslation();
  const uploader = personName(file.uploadedBy) || t("cloudDetails.info.unknownUser");
  // The file carries its uploader as a person; its owner only as an id.
  const owner =
    file.ownerId === meId
      ? t("cloudDetails.info.you")
      : file.ownerId === file.uploadedBy.id
        ? uploader
        : t("cloudDetails.info.unknownUser");
  return (
    <Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Fact label={t("cloudDetails.info.type")} value={file.contentType} />
        <Fact label={t("cloudDetails.info.size")} value={formatFileSize(file.size)} />
        <Fact label={t("cloudDetails.info.location")} value={file.directory} />
        <Fact label={t("cloudDetails.info.owner")} value={owner} />
        <Fact
          label={t("cloudDetails.info.uploaded")}
          value={t("cloudDetails.info.uploadedBy", {
            date: formatWhen(file.uploadDate, i18n.language),
            name: uploader,
          })}
        />
        <Fact
          label={t("cloudDetails.info.lastAccessed")}
          value={file.lastAccessed ? formatWhen(file.lastAccessed, i18n.language) : t("cloudDetails.info.never")}
        />
      </Box>
      <Box sx={{ display: "flex", mt: 1.5, py: 1, borderTop: 1, borderBottom: 1, borderColor: "divider" }}>
        <Counter label={t("cloudDetails.info.views")} value={file.totalViews} />
        <Counter label={t("cloudDetails.info.downloads")} value={file.downloads} />
        <Counter label={t("cloudDetails.info.shares")} value={file.totalShares} />
      </Box>
    </Box>
  );
}
