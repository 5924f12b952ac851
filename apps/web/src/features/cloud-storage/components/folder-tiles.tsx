import type { CloudFolder } from "@bearish/shared/cloud-storage/cloud-file";
import FolderIcon from "@mui/icons-material/Folder";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { startItemDrag } from "../cloud-drag";
import { allowedActions, folderRef, useCloudActions } from "./cloud-actions-context";
import { FolderMenu } from "./item-menu";
import { dropHighlight, useMoveDropTarget } from "./use-move-drop-target";

/** Spec §9: thumbnails are 156 px wide; folder tiles line up with them. */
export const TILE_WIDTH = 156;

function FolderTile({
  folder,
  dropEnabled,
  subtitle,
}: {
  folder: CloudFolder;
  dropEnabled: boolean;
  subtitle?: string;
}) {
  const { t } = useTranslation();
  const actions = useCloudActions();
  const allowed = allowedActions(folder.access);
  const { over, handlers } = useMoveDropTarget(folder.path, dropEnabled);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "F2" && allowed.rename) {
      event.preventDefault();
      actions.rename(folderRef(folder));
    } else if (event.key === "Delete" && allowed.trash) {
      event.preventDefault();
      actions.trash(folderRef(folder));
    }
  };
  return (
    <Box
      component="li"
      {...handlers}
      data-drop-over={over ? "true" : undefined}
      draggable={allowed.move}
      onDragStart={(event) =>
        startItemDrag(event, { kind: "folder", id: folder.id, name: folder.folderName, path: folder.path })
      }
      sx={{
        display: "flex",
        alignItems: "center",
        border: 1,
        borderColor: "divider",
        borderRadius: 2,
        bgcolor: "background.paper",
        minWidth: 0,
        ...dropHighlight(over),
      }}
    >
      <ButtonBase
        onClick={() => actions.openFolder(folder)}
        onKeyDown={onKeyDown}
        aria-label={t("cloudStorage.folders.open", { name: folder.folderName })}
        sx={{
          flex: 1,
          minWidth: 0,
          justifyContent: "flex-start",
          gap: 1,
          px: 1.5,
          py: 1.25,
          borderRadius: 2,
          textAlign: "start",
          "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main" },
        }}
      >
        <FolderIcon color="primary" aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            {folder.folderName}
          </Typography>
          {subtitle ? (
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {subtitle}
            </Typography>
          ) : null}
        </Box>
      </ButtonBase>
      <FolderMenu folder={folder} />
    </Box>
  );
}

/** The folders of the current folder as tiles; each opens on click and takes dropped items. */
export function FolderTiles({
  folders,
  loading,
  dropEnabled,
  hasMore,
  onLoadMore,
  label,
  subtitleOf,
}: {
  folders: CloudFolder[];
  loading: boolean;
  dropEnabled: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  label: string;
  subtitleOf?: (folder: CloudFolder) => string;
}) {
  const { t } = useTranslation();
  const grid = {
    listStyle: "none",
    m: 0,
    p: 0,
    display: "grid",
    gap: 1.5,
    gridTemplateColumns: `repeat(auto-fill, minmax(${TILE_WIDTH + 64}px, 1fr))`,
  } as const;
  if (loading) {
    return (
      <Box component="ul" aria-busy="true" aria-label={label} sx={grid}>
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton component="li" key={i} variant="rounded" height={52} />
        ))}
      </Box>
    );
  }
  if (folders.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Box component="ul" aria-label={label} sx={grid}>
        {folders.map((folder) => (
          <FolderTile key={folder.id} folder={folder} dropEnabled={dropEnabled} subtitle={subtitleOf?.(folder)} />
        ))}
      </Box>
      {hasMore && onLoadMore ? (
        <Button size="small" onClick={onLoadMore} sx={{ mt: 1 }}>
          {t("cloudStorage.folders.loadMore")}
        </Button>
      ) : null}
    </Box>
  );
}
