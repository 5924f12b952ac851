import { ITEM_NAME_MAX_LENGTH } from "@bearish/shared/workspaces/workspace-items";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { ConfirmDialog } from "../../../lib/ui/confirm-dialog";
import { useItemActions } from "../hooks/use-items";
import type { ItemEntry } from "../item-paths";

function RenameItemDialog({
  entry,
  busy,
  onRename,
  onClose,
}: {
  entry: ItemEntry;
  busy: boolean;
  onRename: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(entry.name);
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && trimmed !== entry.name) onRename(trimmed);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t("workspace.itemMenu.renameTitle", { name: entry.name })}</DialogTitle>
        <DialogContent>
          <TextField
            label={t("workspace.addItem.name")}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: ITEM_NAME_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed || trimmed === entry.name || busy}>
            {t("workspace.itemMenu.rename")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** An item's menu in the overview, for editors: Rename, and Delete after a confirmation. */
export function ItemRowMenu({ workspaceId, entry }: { workspaceId: string; entry: ItemEntry }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const button = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<"rename" | "delete" | null>(null);
  const { rename, remove } = useItemActions(workspaceId);
  const onError = (error: Error) =>
    showSnackbar(errorMessageOf(error) ?? t("workspace.toast.actionFailed"), { severity: "error" });
  const choose = (next: "rename" | "delete") => () => {
    setMenuOpen(false);
    setPanel(next);
  };
  return (
    <>
      <IconButton
        ref={button}
        size="small"
        aria-label={t("workspace.menu.more", { name: entry.name })}
        onClick={() => setMenuOpen(true)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={button.current} open={menuOpen} onClose={() => setMenuOpen(false)}>
        <MenuItem onClick={choose("rename")}>{t("workspace.itemMenu.rename")}</MenuItem>
        <MenuItem onClick={choose("delete")} sx={{ color: "error.main" }}>
          {t("workspace.menu.delete")}
        </MenuItem>
      </Menu>
      {panel === "rename" ? (
        <RenameItemDialog
          entry={entry}
          busy={rename.isPending}
          onClose={() => setPanel(null)}
          onRename={(name) =>
            rename.mutate({ type: entry.type, id: entry.id, name }, { onSuccess: () => setPanel(null), onError })
          }
        />
      ) : null}
      <ConfirmDialog
        open={panel === "delete"}
        title={t("workspace.itemMenu.deleteTitle")}
        text={t("workspace.itemMenu.deleteText", { name: entry.name })}
        confirmLabel={t("workspace.menu.delete")}
        busy={remove.isPending}
        onClose={() => setPanel(null)}
        onConfirm={() =>
          remove.mutate(
            { type: entry.type, id: entry.id },
            {
              onSuccess: () => {
                setPanel(null);
                showSnackbar(t("workspace.itemMenu.deleted"));
              },
              onError,
            },
          )
        }
      />
    </>
  );
}
