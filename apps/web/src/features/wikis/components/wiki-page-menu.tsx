import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export type WikiPageAction = "newChild" | "rename" | "delete";

/** A tree row's menu (editors): new sub-page, rename, delete (never for the home page). */
export function WikiPageMenu({
  title,
  isHome,
  tabbable,
  onAction,
}: {
  title: string;
  isHome: boolean;
  /** Only the focused row's button is in the Tab order. */
  tabbable: boolean;
  onAction: (action: WikiPageAction) => void;
}) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const choose = (action: WikiPageAction) => () => {
    setOpen(false);
    onAction(action);
  };
  return (
    <>
      <IconButton
        ref={button}
        size="small"
        tabIndex={tabbable ? 0 : -1}
        aria-label={t("wikis.rowMenu", { title })}
        aria-haspopup="menu"
        onClick={() => setOpen(true)}
        onPointerDown={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        sx={{ p: 0.25 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={button.current} open={open} onClose={() => setOpen(false)}>
        <MenuItem onClick={choose("newChild")}>
          <ListItemIcon>
            <AddIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("wikis.newSubPage")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose("rename")}>
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t("wikis.rename")}</ListItemText>
        </MenuItem>
        <MenuItem onClick={choose("delete")} disabled={isHome}>
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t("wikis.delete")} secondary={isHome ? t("wikis.homeCannotDelete") : undefined} />
        </MenuItem>
      </Menu>
    </>
  );
}
