import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import type { MessageFile } from "@bearish/shared/messaging/message";
import DownloadRounded from "@mui/icons-material/DownloadRounded";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { WaveformPlayer } from "../audio/waveform-player";
import { useMessageHandlers } from "./message-handlers";

/** A file as a chip: its name and size, opening the preview, and a download link once it is stored. */
function FileChip({ file }: { file: MessageFile }) {
  const { t } = useTranslation();
  const { openFile } = useMessageHandlers();
  const stored = file.fileUrl !== "";
  return (
    <Box
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.5,
        maxWidth: 320,
        border: 1,
        borderColor: "divider",
        borderRadius: 2,
        bgcolor: "background.paper",
        pr: 0.5,
      }}
    >
      <ButtonBase
        onClick={() => openFile(file)}
        disabled={!stored}
        sx={{ display: "flex", alignItems: "center", gap: 1, px: 1, py: 0.75, minWidth: 0, borderRadius: 2 }}
      >
        <InsertDriveFileOutlined fontSize="small" color="action" />
        <Box sx={{ minWidth: 0, textAlign: "start" }}>
          <Typography variant="body2" noWrap title={file.fileName}>
            {file.fileName}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatFileSize(file.fileSize)}
          </Typography>
        </Box>
      </ButtonBase>
      {stored ? (
        <IconButton
          size="small"
          component="a"
          href={file.fileUrl}
          download={file.fileName}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t("messagingConversation.files.download", { name: file.fileName })}
        >
          <DownloadRounded fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}

/** A message's files: images as thumbnails (click: preview), audio as a waveform, others as chips. */
export function MessageFiles({ files }: { files: MessageFile[] }) {
  const { t } = useTranslation();
  const { openFile } = useMessageHandlers();
  if (files.length === 0) return null;
  const images = files.filter((f) => f.kind === "image" && f.fileUrl !== "");
  const audio = files.filter((f) => f.kind === "audio" && f.fileUrl !== "");
  const others = files.filter((f) => !images.includes(f) && !audio.includes(f));
  return (
    <Stack spacing={0.75} sx={{ mt: 0.5 }}>
      {images.length > 0 ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
          {images.map((file) => (
            <ButtonBase
              key={file.fileId}
              onClick={() => openFile(file)}
              aria-label={t("messagingConversation.files.preview", { name: file.fileName })}
              sx={{ borderRadius: 2, overflow: "hidden", border: 1, borderColor: "divider" }}
            >
              <Box
                component="img"
                src={file.thumbnailUrl ?? file.fileUrl}
                alt={file.fileName}
                loading="lazy"
                sx={{ display: "block", width: 160, height: 120, objectFit: "cover" }}
              />
            </ButtonBase>
          ))}
        </Box>
      ) : null}
      {audio.map((file) => (
        <Box key={file.fileId} sx={{ maxWidth: 360 }}>
          <WaveformPlayer src={file.fileUrl} fileName={file.fileName} />
        </Box>
      ))}
      {others.length > 0 ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
          {others.map((file) => (
            <FileChip key={file.fileId} file={file} />
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
