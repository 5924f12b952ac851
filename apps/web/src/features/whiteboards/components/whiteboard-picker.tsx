import { ITEM_NAME_MAX_LENGTH } from "@bearish/shared/workspaces/workspace-items";
import AddIcon from "@mui/icons-material/Add";
import DrawOutlinedIcon from "@mui/icons-material/DrawOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useAddItem, useWorkspaceItems } from "../../workspaces/hooks/use-items";

/** Editors choose one of the workspace's whiteboards for a block, or create a new one. */
export function WhiteboardPicker({ workspaceId, onPick }: { workspaceId: string; onPick: (id: string) => void }) {
  const { t } = useTranslation();
  const items = useWorkspaceItems(workspaceId);
  const add = useAddItem(workspaceId);
  const [name, setName] = useState(t("whiteboards.block.defaultName"));
  const boards = items.data?.whiteboard ?? [];

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    add.mutate({ name, type: "Whiteboard" }, { onSuccess: (item) => onPick(item.id) });
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p">
        {t("whiteboards.block.choose")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("whiteboards.block.chooseHint")}
      </Typography>
      {items.isPending ? <Skeleton variant="rounded" height={72} /> : null}
      {items.isSuccess && boards.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("whiteboards.block.none")}
        </Typography>
      ) : null}
      {boards.length > 0 ? (
        <List dense aria-label={t("whiteboards.block.choose")} sx={{ maxHeight: 200, overflow: "auto" }}>
          {boards.map((board) => (
            <ListItemButton key={board.id} onClick={() => onPick(board.id)}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <DrawOutlinedIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={board.title} secondary={board.description} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
      <Box component="form" onSubmit={create} sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 1 }}>
        <TextField
          size="small"
          label={t("whiteboards.block.nameLabel")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ITEM_NAME_MAX_LENGTH } }}
        />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={!name.trim() || add.isPending}>
          {t("whiteboards.block.create")}
        </Button>
      </Box>
      {add.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessageOf(add.error) ?? t("whiteboards.block.createFailed")}
        </Alert>
      ) : null}
    </Box>
  );
}
