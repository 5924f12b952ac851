import {
  CUSTOM_FIELD_TYPES,
  type CustomField,
  type CustomFieldBody,
  type CustomFieldType,
} from "@bearish/shared/workspaces/custom-fields";
import type { Workspace } from "@bearish/shared/workspaces/workspace";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  useCreateCustomField,
  useDeleteCustomField,
  useSaveTags,
  useUpdateCustomField,
} from "../hooks/use-workspace-settings";
import { TagsEditor } from "./tags-editor";

/** The body of a field from its form values; select and formula types need their options. */
function fieldBody(type: CustomFieldType, name: string, extra: string): CustomFieldBody | null {
  if (type === "SINGLE_SELECT" || type === "MULTI_SELECT") {
    const values = extra
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length === 0) return null;
    return { type, name, options: { options: values.map((value) => ({ value })) } };
  }
  if (type === "FORMULA") {
    if (!extra.trim()) return null;
    return { type, name, options: { expression: extra.trim() } };
  }
  return { type, name } as CustomFieldBody;
}

/** Tools: the workspace's tags and custom fields (spec §3, §5). */
export function WorkspaceToolsDialog({
  open,
  onClose,
  workspace,
}: {
  open: boolean;
  onClose: () => void;
  workspace: Workspace;
}) {
  const { t } = useTranslation();
  const saveTags = useSaveTags(workspace.id);
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{t("workspace.tools.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t("workspace.tools.tags")}
        </Typography>
        <TagsEditor tags={workspace.tags} onChange={(tags) => saveTags.mutate(tags)} disabled={saveTags.isPending} />
        <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
          {t("workspace.tools.customFields")}
        </Typography>
        {open ? <CustomFields workspace={workspace} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("workspace.share.done")}</Button>
      </DialogActions>
    </Dialog>
  );
}

function CustomFields({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const create = useCreateCustomField(workspace.id);
  const [name, setName] = useState("");
  const [type, setType] = useState<CustomFieldType>("TEXT");
  const [extra, setExtra] = useState("");
  const needsExtra = type === "SINGLE_SELECT" || type === "MULTI_SELECT" || type === "FORMULA";
  const body = name.trim() ? fieldBody(type, name.trim(), extra) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body) return;
    create.mutate(body, {
      onSuccess: () => {
        setName("");
        setExtra("");
      },
    });
  };
  return (
    <>
      {workspace.customFields.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("workspace.tools.noFields")}
        </Typography>
      ) : (
        <List dense aria-label={t("workspace.tools.customFields")}>
          {workspace.customFields.map((field) => (
            <FieldRow key={field.id} workspaceId={workspace.id} field={field} />
          ))}
        </List>
      )}
      <Stack component="form" onSubmit={submit} direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ mt: 1 }}>
        <TextField
          size="small"
          label={t("workspace.tools.fieldName")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          select
          size="small"
          label={t("workspace.tools.fieldType")}
          value={type}
          onChange={(e) => setType(e.target.value as CustomFieldType)}
          sx={{ minWidth: 160 }}
        >
          {CUSTOM_FIELD_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`workspace.fieldTypes.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        {needsExtra ? (
          <TextField
            size="small"
            label={type === "FORMULA" ? t("workspace.tools.expression") : t("workspace.tools.options")}
            value={extra}
            onChange={(e) => setExtra(e.target.value)}
          />
        ) : null}
        <Button type="submit" variant="contained" disabled={!body || create.isPending}>
          {t("workspace.tools.addField")}
        </Button>
      </Stack>
    </>
  );
}

function FieldRow({ workspaceId, field }: { workspaceId: string; field: CustomField }) {
  const { t } = useTranslation();
  const update = useUpdateCustomField(workspaceId);
  const remove = useDeleteCustomField(workspaceId);
  const [name, setName] = useState(field.name);
  const rename = () => {
    const trimmed = name.trim();
    if (!trimmed || trimmed === field.name) {
      setName(field.name);
      return;
    }
    update.mutate({
      fieldId: field.id,
      body: { type: field.type, name: trimmed, options: field.options } as CustomFieldBody,
    });
  };
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t("workspace.tools.deleteField", { name: field.name })}
          onClick={() => remove.mutate(field.id)}
          disabled={remove.isPending}
        >
          <DeleteOutlineIcon />
        </IconButton>
      }
    >
      <TextField
        size="small"
        variant="standard"
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={rename}
        onKeyDown={(e) => {
          if (e.key === "Enter") (e.target as HTMLInputElement).blur();
          if (e.key === "Escape") setName(field.name);
        }}
        slotProps={{ htmlInput: { "aria-label": t("workspace.tools.renameField", { name: field.name }) } }}
        sx={{ flex: 1, me: 1 }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ me: 6 }}>
        {t(`workspace.fieldTypes.${field.type}`)}
      </Typography>
    </ListItem>
  );
}
