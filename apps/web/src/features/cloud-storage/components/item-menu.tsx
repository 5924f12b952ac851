import type { CloudFile, CloudFolder } from "@bearish/shared/cloud-storage/cloud-file";
import type { SvgIconComponent } from "@mui/icons-material";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import DriveFileRenameOutlineIcon from "@mui/icons-material/DriveFileRenameOutline";
import FolderOpenOutlinedIcon from "@mui/icons-material/FolderOpenOutlined";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import PersonAddAltOutlinedIcon from "@mui/icons-material/PersonAddAltOutlined";
import VisibilityOutlinedIcon from "@mui/icons-material/VisibilityOutlined";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { allowedActions, fileRef, folderRef, useCloudActions } from "./cloud-actions-context";

interface Entry {
  key: string;
  label: string;
  icon: SvgIconComponent;
  run: () => void;
  shortcut?: string;
}

function MenuButton({ label, entries }: { label: string; entries: Entry[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {entries.map(({ key, label: text, icon: Icon, run, shortcut }) => (
          <MenuItem
            key={key}
            onClick={() => {
              setAnchor(null);
              run();
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={text} secondary={shortcut} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The actions of a file row (spec: preview, details, share, download, rename, trash), as access allows. */
export function FileMenu({ file }: { file: CloudFile }) {
  const { t } = useTranslation();
  const actions = useCloudActions();
  const allowed = allowedActions(file.access);
  const entries: Entry[] = [
    {
      key: "preview",
      label: t("cloudStorage.actions.preview"),
      icon: VisibilityOutlinedIcon,
      run: () => actions.preview(file),
      shortcut: "Enter",
    },
    {
      key: "details",
      label: t("cloudStorage.actions.details"),
      icon: InfoOutlinedIcon,
      run: () => actions.details(file),
    },
  ];
  if (allowed.share) {
    entries.push({
      key: "share",
      label: t("cloudStorage.actions.share"),
      icon: PersonAddAltOutlinedIcon,
      run: () => actions.share(fileRef(file)),
    });
  }
  entries.push({
    key: "download",
    label: t("cloudStorage.actions.download"),
    icon: DownloadOutlinedIcon,
    run: () => actions.download(file),
  });
  if (allowed.rename) {
    entries.push({
      key: "rename",
      label: t("cloudStorage.actions.rename"),
      icon: DriveFileRenameOutlineIcon,
      run: () => actions.rename(fileRef(file)),
      shortcut: "F2",
    });
  }
  if (allowed.trash) {
    entries.push({
      key: "trash",
      label: t("cloudStorage.actions.trash"),
      icon: DeleteOutlineIcon,
      run: () => actions.trash(fileRef(file)),
      shortcut: "Delete",
    });
  }
  return <MenuButton label={t("cloudStorage.files.actions", { name: file.name })} entries={entries} />;
}

/** The actions of a folder tile: open, rename, share, trash, as access allows. */
export function FolderMenu({ folder }: { folder: CloudFolder }) {
  const { t } = useTranslation();
  const actions = useCloudActions();
  const allowed = allowedActions(folder.access);
  const entries: Entry[] = [
    {
      key: "open",
      label: t("cloudStorage.actions.open"),
      icon: FolderOpenOutlinedIcon,
      run: () => actions.openFolder(folder),
      shortcut: "Enter",
    },
  ];
  if (allowed.rename) {
    entries.push({
      key: "rename",
      label: t("cloudStorage.actions.rename"),
      icon: DriveFileRenameOutlineIcon,
      run: () => actions.rename(folderRef(folder)),
      shortcut: "F2",
    });
  }
  if (allowed.share) {
    entries.push({
      key: "share",
      label: t("cloudStorage.actions.share"),
      icon: PersonAddAltOutlinedIcon,
      run: () => actions.share(folderRef(folder)),
    });
  }
  if (allowed.trash) {
    entries.push({
      key: "trash",
      label: t("cloudStorage.actions.trash"),
      icon: DeleteOutlineIcon,
      run: () => actions.trash(folderRef(folder)),
      shortcut: "Delete",
    });
  }
  return <MenuButton label={t("cloudStorage.folders.actions", { name: folder.folderName })} entries={entries} />;
}
