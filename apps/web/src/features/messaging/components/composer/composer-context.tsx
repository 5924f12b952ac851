import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import type { Message } from "@bearish/shared/messaging/message";
import CloseRounded from "@mui/icons-material/CloseRounded";
import EditOutlined from "@mui/icons-material/EditOutlined";
import ReplyOutlined from "@mui/icons-material/ReplyOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { senderName } from "../conversation/format";
import { messageSummary } from "../preview/message-plain-text";

/** What the composer is doing: a new message, a reply to one (quoted above), or an edit of mine. */
export type ComposerMode = { kind: "new" } | { kind: "reply"; message: Message } | { kind: "edit"; message: Message };

export const NEW_MESSAGE: ComposerMode = { kind: "new" };

/** The removable quote of the message being replied to, or the "Editing message" bar. */
export function ComposerModeBar({ mode, onCancel }: { mode: ComposerMode; onCancel: () => void }) {
  const { t } = useTranslation();
  if (mode.kind === "new") return null;
  const reply = mode.kind === "reply";
  const name = senderName(mode.message);
  return (
    <Box
      role="group"
      aria-label={
        reply ? t("messagingConversation.composer.replyingTo", { name }) : t("messagingConversation.composer.editing")
      }
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 1.5,
        py: 0.75,
        borderLeft: 3,
        borderColor: reply ? "primary.main" : "warning.main",
        bgcolor: "action.hover",
        borderRadius: 1,
      }}
    >
      {reply ? <ReplyOutlined fontSize="small" color="primary" /> : <EditOutlined fontSize="small" color="warning" />}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="caption" fontWeight={600} display="block">
          {reply
            ? t("messagingConversation.composer.replyingTo", { name })
            : t("messagingConversation.composer.editing")}
        </Typography>
        <Typography variant="caption" color="text.secondary" display="block" noWrap>
          {messageSummary(mode.message)}
        </Typography>
      </Box>
      <IconButton
        size="small"
        onClick={onCancel}
        aria-label={
          reply ? t("messagingConversation.composer.cancelReply") : t("messagingConversation.composer.cancel")
        }
      >
        <CloseRounded fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * A file chosen for the next message: one from the device, or one already in the cloud (sent by its
 * upload id). The key tells apart two files of the same name.
 */
export type PickedFile = { key: string; file: File } | { key: string; cloud: CloudFile };

const pickedName = (picked: PickedFile) => ("file" in picked ? picked.file.name : picked.cloud.name);
const pickedSize = (picked: PickedFile) => ("file" in picked ? picked.file.size : picked.cloud.size);

/** The files chosen for the next message, each removable. */
export function AttachmentChips({ files, onRemove }: { files: PickedFile[]; onRemove: (key: string) => void }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.75 }}>
      {files.map((picked) => (
        <Chip
          key={picked.key}
          label={`${pickedName(picked)} · ${formatFileSize(pickedSize(picked))}`}
          onDelete={() => onRemove(picked.key)}
          deleteIcon={
            <CloseRounded aria-label={t("messagingConversation.composer.removeFile", { name: pickedName(picked) })} />
          }
          sx={{ maxWidth: 280 }}
        />
      ))}
    </Box>
  );
}
