import ArrowRightIcon from "@mui/icons-material/ArrowRight";
import Button from "@mui/material/Button";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useWorkspaceItems } from "../hooks/use-items";
import { type ItemEntry, itemEntries, itemPath } from "../item-paths";

/** The workspace's items; a wiki opens a submenu of its pages. */
export function ItemsMenu({ workspaceId, workspaceBase }: { workspaceId: string; workspaceBase: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [wiki, setWiki] = useState<{ entry: ItemEntry; anchor: HTMLElement } | null>(null);
  const items = useWorkspaceItems(workspaceId);
  const entries = items.data ? itemEntries(items.data) : [];
  const go = (path: string) => {
    setOpen(false);
    setWiki(null);
    navigate(path);
  };
  return (
    <>
      <Button ref={button} variant="outlined" onClick={() => setOpen(true)} aria-haspopup="menu">
        {t("workspace.items.menu", { count: entries.length })}
      </Button>
      <Menu anchorEl={button.current} open={open} onClose={() => setOpen(false)}>
        {items.isPending ? <MenuItem disabled>{t("common.loading")}</MenuItem> : null}
        {!items.isPending && entries.length === 0 ? <MenuItem disabled>{t("workspace.items.none")}</MenuItem> : null}
        {entries.map((entry) => (
          <MenuItem
            key={entry.id}
            onClick={(e) =>
              entry.type === "Wiki" && entry.pages.length > 0
                ? setWiki({ entry, anchor: e.currentTarget })
                : go(itemPath(workspaceBase, entry.type, entry.id))
            }
          >
            <ListItemText primary={entry.name} secondary={t(`workspace.itemTypes.${entry.type}`)} />
            {entry.type === "Wiki" && entry.pages.length > 0 ? <ArrowRightIcon fontSize="small" /> : null}
          </MenuItem>
        ))}
      </Menu>
      <Menu
        anchorEl={wiki?.anchor ?? null}
        open={wiki !== null}
        onClose={() => setWiki(null)}
        anchorOrigin={{ vertical: "top", horizontal: "right" }}
      >
        {wiki ? (
          <MenuItem onClick={() => go(itemPath(workspaceBase, "Wiki", wiki.entry.id))}>
            {t("workspace.items.wikiHome", { name: wiki.entry.name })}
          </MenuItem>
        ) : null}
        {wiki?.entry.pages.map((page) => (
          <MenuItem key={page.id} onClick={() => go(`${workspaceBase}/wiki/${wiki.entry.id}/page/${page.id}`)}>
            {page.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
