import { ITEM_TYPES, type ItemType } from "@bearish/shared/workspaces/workspace-items";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessageOf } from "../../../lib/http";
import { useAddItem } from "../hooks/use-items";
import { itemPath } from "../item-paths";

/** The Add-an-item card: Create stays disabled until a name and a type are given (spec §5). */
export function AddItemCard({
  open,
  onClose,
  workspaceId,
  workspaceBase,
}: {
  open: boolean;
  onClose: () => void;
  workspaceId: string;
  /** The workspace's path under the locale, to open the new item. */
  workspaceBase: string;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      {open ? <AddItemForm workspaceId={workspaceId} workspaceBase={workspaceBase} onClose={onClose} /> : null}
    </Dialog>
  );
}

function AddItemForm({
  workspaceId,
  workspaceBase,
  onClose,
}: {
  workspaceId: string;
  workspaceBase: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddItem(workspaceId);
  const [name, setName] = useState("");
  const [type, setType] = useState<ItemType | "">("");
  const ready = name.trim() !== "" && type !== "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    add.mutate(
      { name, type },
      {
        onSuccess: (item) => {
          onClose();
          navigate(itemPath(workspaceBase, item.type, item.id));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t("workspace.addItem.title")}>
      <DialogTitle>{t("workspace.addItem.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            autoFocus
            size="small"
            label={t("workspace.addItem.name")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            select
            size="small"
            label={t("workspace.addItem.type")}
            value={type}
            onChange={(e) => setType(e.target.value as ItemType)}
          >
            {ITEM_TYPES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`workspace.itemTypes.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          {add.isError ? (
            <Typography color="error" variant="body2" role="alert">
              {errorMessageOf(add.error)}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button type="submit" variant="contained" disabled={!ready || add.isPending}>
          {t("workspace.addItem.create")}
        </Button>
      </DialogActions>
    </form>
  );
}
