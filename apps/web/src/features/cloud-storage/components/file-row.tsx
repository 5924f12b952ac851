import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { formatFileSize } from "@bearish/shared/cloud-storage/file-size";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type KeyboardEvent, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { startItemDrag } from "../cloud-drag";
import { allowedActions, fileRef, useCloudActions } from "./cloud-actions-context";
import { FileThumbnail, THUMBNAIL_WIDTH } from "./file-thumbnail";
import { FileMenu } from "./item-menu";

export const FILE_ROW_HEIGHT = 68;
/** Thumbnail, name, owner, size, modified, actions. */
export const FILE_ROW_COLUMNS = `${THUMBNAIL_WIDTH}px minmax(0, 3fr) minmax(0, 1.5fr) 96px 168px 40px`;

/** Formats an ISO time in the page's language (one formatter per language, not per row). */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [i18n.language]);
}

/** One file of the list: drags to a crumb or folder to move it; Enter previews, Delete trashes, F2 renames. */
export function FileRow({
  file,
  formatDate,
  index,
  count,
}: {
  file: CloudFile;
  formatDate: (iso: string) => string;
  index: number;
  count: number;
}) {
  const { t } = useTranslation();
  const actions = useCloudActions();
  const allowed = allowedActions(file.access);
  const owner = `${file.uploadedBy.firstName} ${file.uploadedBy.lastName}`.trim();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter") {
      event.preventDefault();
      actions.preview(file);
    } else if (event.key === "Delete" && allowed.trash) {
      event.preventDefault();
      actions.trash(fileRef(file));
    } else if (event.key === "F2" && allowed.rename) {
      event.preventDefault();
      actions.rename(fileRef(file));
    }
  };
  return (
    <Box
      role="listitem"
      tabIndex={0}
      aria-setsize={count}
      aria-posinset={index + 1}
      aria-label={file.name}
      draggable={allowed.move}
      onDragStart={(event) =>
        startItemDrag(event, { kind: "file", id: file.id, name: file.name, path: file.directory })
      }
      onKeyDown={onKeyDown}
      onDoubleClick={() => actions.preview(file)}
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: `${THUMBNAIL_WIDTH}px minmax(0, 1fr) 40px`, md: FILE_ROW_COLUMNS },
        alignItems: "center",
        columnGap: 2,
        height: FILE_ROW_HEIGHT,
        px: 1,
        borderBottom: 1,
        borderColor: "divider",
        cursor: allowed.move ? "grab" : "default",
        "&:hover": { bgcolor: "action.hover" },
        "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 },
      }}
    >
      <FileThumbnail file={file} height={FILE_ROW_HEIGHT - 12} />
      <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}>
        <ButtonBase
          tabIndex={-1}
          onClick={() => actions.preview(file)}
          sx={{ minWidth: 0, justifyContent: "flex-start", borderRadius: 0.5 }}
        >
          <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
            {file.name}
          </Typography>
        </ButtonBase>
        {file.locking.isLocked ? (
          <Tooltip title={t("cloudStorage.files.locked")}>
            <LockOutlinedIcon fontSize="inherit" color="action" aria-label={t("cloudStorage.files.locked")} />
          </Tooltip>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: "none", md: "block" } }}>
        {owner}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: "none", md: "block" } }}>
        {formatFileSize(file.size)}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ display: { xs: "none", md: "block" } }}>
        {formatDate(file.updatedAt)}
      </Typography>
      <FileMenu file={file} />
    </Box>
  );
}
