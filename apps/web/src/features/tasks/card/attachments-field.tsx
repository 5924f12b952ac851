import type { TaskAttachment } from "@bearish/shared/tasks/task";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import CancelIcon from "@mui/icons-material/Cancel";
import CloudOutlined from "@mui/icons-material/CloudOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { CloudFilePicker } from "../../cloud-storage/components/picker/cloud-file-picker";
import { useUploadAttachments } from "../hooks/use-upload-attachments";

/** Attachments show at most 4, then +n (spec §9). */
export const ATTACHMENTS_SHOWN = 4;

export function AttachmentsField({
  attachments,
  onChange,
  disabled,
}: {
  attachments: TaskAttachment[];
  onChange: (attachments: TaskAttachment[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAttachments();
  const [expanded, setExpanded] = useState(false);
  const [cloudAnchor, setCloudAnchor] = useState<HTMLElement | null>(null);
  const shown = expanded ? attachments : attachments.slice(0, ATTACHMENTS_SHOWN);
  const rest = attachments.length - shown.length;
  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    upload.mutate([...files], {
      onSuccess: (added) => onChange([...attachments, ...added]),
      onError: (error) =>
        showSnackbar(t("taskCard.attachments.failed"), { severity: "error", detail: errorMessageOf(error) }),
    });
    if (input.current) input.current.value = "";
  };
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, alignItems: "center" }}>
      {shown.map((file) => (
        <Chip
          key={file.id}
          size="small"
          label={file.name}
          component={file.url ? "a" : "div"}
          href={file.url}
          target="_blank"
          clickable={Boolean(file.url)}
          onDelete={disabled ? undefined : () => onChange(attachments.filter((a) => a.id !== file.id))}
          deleteIcon={<CancelIcon aria-label={t("taskCard.attachments.remove", { name: file.name })} />}
        />
      ))}
      {rest > 0 ? (
        <Chip
          size="small"
          variant="outlined"
          label={t("taskCard.attachments.more", { count: rest })}
          onClick={() => setExpanded(true)}
        />
      ) : null}
      {disabled ? null : (
        <>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            data-testid="attachment-input"
            onChange={(e) => pick(e.target.files)}
          />
          <Button
            size="small"
            startIcon={<AttachFileIcon />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? t("taskCard.attachments.uploading") : t("taskCard.attachments.upload")}
          </Button>
          <Button size="small" startIcon={<CloudOutlined />} onClick={(e) => setCloudAnchor(e.currentTarget)}>
            {t("cloudDetails.picker.attachFromCloud")}
          </Button>
          <CloudFilePicker
            anchorEl={cloudAnchor}
            open={cloudAnchor !== null}
            onClose={() => setCloudAnchor(null)}
            multiple
            onPick={(files) => {
              // A cloud file already attached is not added twice.
              const fresh = files.filter((file) => !attachments.some((a) => a.id === file.id));
              onChange([
                ...attachments,
                ...fresh.map((file) => ({ id: file.id, name: file.name, fileType: file.contentType, size: file.size })),
              ]);
            }}
          />
        </>
      )}
    </Box>
  );
}
