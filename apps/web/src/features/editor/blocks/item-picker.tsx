import { ITEM_NAME_MAX_LENGTH, type ItemType, type WorkspaceItems } from "@bearish/shared/workspaces/workspace-items";
import AddIcon from "@mui/icons-material/Add";
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
import { type FormEvent, type ReactNode, useState } from "react";
import { errorMessageOf } from "../../../lib/http";
import { useAddItem, useWorkspaceItems } from "../../workspaces/hooks/use-items";

/** One workspace item the picker offers. */
export interface ItemPickerOption {
  id: string;
  icon: ReactNode;
  primary: string;
  secondary?: string | null;
}

/** The picker's texts, already translated. */
export interface ItemPickerTexts {
  title: string;
  hint: string;
  none: string;
  nameLabel: string;
  /** The name field's first value. */
  defaultName: string;
  create: string;
  createFailed: string;
  /** Shown when the workspace's items fail to load; without it the picker shows no error then. */
  loadFailed?: string;
}

export interface ItemPickerProps {
  workspaceId: string;
  /** The kind of item the create form adds. */
  createType: ItemType;
  /** The items of the workspace this picker lists. */
  options: (items: WorkspaceItems) => ItemPickerOption[];
  texts: ItemPickerTexts;
  onPick: (id: string) => void;
}

/**
 * An editor chooses which item of the workspace a block shows, or creates a new one (which is then
 * picked). The board, checklist and whiteboard blocks share it.
 */
export function ItemPicker({ workspaceId, createType, options, texts, onPick }: ItemPickerProps) {
  const items = useWorkspaceItems(workspaceId);
  const add = useAddItem(workspaceId);
  const [name, setName] = useState(texts.defaultName);
  const listed = items.data ? options(items.data) : [];

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || add.isPending) return;
    add.mutate({ name, type: createType }, { onSuccess: (item) => onPick(item.id) });
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p">
        {texts.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.hint}
      </Typography>
      {items.isPending ? <Skeleton variant="rounded" height={72} /> : null}
      {items.isError && texts.loadFailed ? <Alert severity="error">{texts.loadFailed}</Alert> : null}
      {items.isSuccess && listed.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {texts.none}
        </Typography>
      ) : null}
      {listed.length > 0 ? (
        <List dense aria-label={texts.title} sx={{ maxHeight: 220, overflow: "auto" }}>
          {listed.map((option) => (
            <ListItemButton key={option.id} onClick={() => onPick(option.id)}>
              <ListItemIcon sx={{ minWidth: 32 }}>{option.icon}</ListItemIcon>
              <ListItemText primary={option.primary} secondary={option.secondary} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
      <Box component="form" onSubmit={create} sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 1 }}>
        <TextField
          size="small"
          label={texts.nameLabel}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ITEM_NAME_MAX_LENGTH } }}
        />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={!name.trim() || add.isPending}>
          {texts.create}
        </Button>
      </Box>
      {add.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessageOf(add.error) ?? texts.createFailed}
        </Alert>
      ) : null}
    </Box>
  );
}
