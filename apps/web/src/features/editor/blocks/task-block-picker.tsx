import { type ComponentType, ITEM_NAME_MAX_LENGTH } from "@bearish/shared/workspaces/workspace-items";
import AddIcon from "@mui/icons-material/Add";
import ChecklistIcon from "@mui/icons-material/Checklist";
import ListIcon from "@mui/icons-material/FormatListBulleted";
import BoardIcon from "@mui/icons-material/ViewKanbanOutlined";
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

const ICONS: Record<ComponentType, typeof BoardIcon> = { Board: BoardIcon, List: ListIcon, Checklist: ChecklistIcon };

export interface TaskBlockPickerProps {
  workspaceId: string;
  /** The kind a new component gets (Board for the board block, Checklist for the checklist block). */
  createType: ComponentType;
  onPick: (componentId: string) => void;
}

/** Editors choose which board, list or checklist of the workspace a block shows, or create one. */
export function TaskBlockPicker({ workspaceId, createType, onPick }: TaskBlockPickerProps) {
  const { t } = useTranslation();
  const items = useWorkspaceItems(workspaceId);
  const add = useAddItem(workspaceId);
  const [name, setName] = useState(() => t(`editorTaskBlocks.picker.defaultName.${createType}`));
  const components = items.data?.components ?? [];

  const create = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || add.isPending) return;
    add.mutate({ name, type: createType }, { onSuccess: (item) => onPick(item.id) });
  };

  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p">
        {t("editorTaskBlocks.picker.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("editorTaskBlocks.picker.hint")}
      </Typography>
      {items.isPending ? <Skeleton variant="rounded" height={72} /> : null}
      {items.isError ? <Alert severity="error">{t("editorTaskBlocks.picker.loadFailed")}</Alert> : null}
      {items.isSuccess && components.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("editorTaskBlocks.picker.none")}
        </Typography>
      ) : null}
      {components.length > 0 ? (
        <List dense aria-label={t("editorTaskBlocks.picker.title")} sx={{ maxHeight: 220, overflow: "auto" }}>
          {components.map((component) => {
            const Icon = ICONS[component.componentType];
            return (
              <ListItemButton key={component.id} onClick={() => onPick(component.id)}>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={component.name}
                  secondary={t(`workspace.itemTypes.${component.componentType}`)}
                />
              </ListItemButton>
            );
          })}
        </List>
      ) : null}
      <Box component="form" onSubmit={create} sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 1 }}>
        <TextField
          size="small"
          label={t("editorTaskBlocks.picker.nameLabel")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: ITEM_NAME_MAX_LENGTH } }}
        />
        <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={!name.trim() || add.isPending}>
          {t(`editorTaskBlocks.picker.create.${createType}`)}
        </Button>
      </Box>
      {add.isError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errorMessageOf(add.error) ?? t("editorTaskBlocks.picker.createFailed")}
        </Alert>
      ) : null}
    </Box>
  );
}
