import {
  CUSTOM_FIELD_TYPES,
  type CustomFieldBody,
  type CustomFieldType,
} from "@bearish/shared/workspaces/custom-fields";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSnackbar } from "../../../lib/snackbar";
import { useCreateCustomField } from "../../workspaces/hooks/use-workspace-settings";

/** A new field's definition with each type's starting options. */
export function newFieldBody(type: CustomFieldType, name: string): CustomFieldBody {
  switch (type) {
    case "SINGLE_SELECT":
    case "MULTI_SELECT":
      return { type, name, options: { options: [{ value: "Option 1" }] } };
    case "NUMBER":
    case "PERCENTAGE":
      return { type, name, options: { decimals: 0 } };
    case "PROGRESS":
      return { type, name, options: { mode: "manual" } };
    case "RATING":
      return { type, name, options: { max: 5 } };
    case "MONEY":
      return { type, name, options: { currency: "USD" } };
    case "FORMULA":
      return { type, name, options: { expression: "0" } };
    default:
      return { type, name, options: {} };
  }
}

/** "Add field": the 17 custom field types; picking one and naming it adds the field to the workspace. */
export function CustomFieldPalette({ workspaceId }: { workspaceId: string }) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const create = useCreateCustomField(workspaceId);
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<CustomFieldType | null>(null);
  const [name, setName] = useState("");
  const submit = () => {
    if (!type || !name.trim()) return;
    create.mutate(newFieldBody(type, name.trim()), {
      onSuccess: () => {
        showSnackbar(t("taskCard.customFields.created"), { severity: "success" });
        setType(null);
        setName("");
        setOpen(false);
      },
    });
  };
  if (!open) {
    return (
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t("taskCard.customFields.add")}
      </Button>
    );
  }
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, p: 1.5 }}>
      <Typography variant="caption" color="text.secondary">
        {t("taskCard.customFields.palette")}
      </Typography>
      <Box
        sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, my: 1 }}
        role="listbox"
        aria-label={t("taskCard.customFields.palette")}
      >
        {CUSTOM_FIELD_TYPES.map((value) => (
          <Chip
            key={value}
            role="option"
            aria-selected={type === value}
            size="small"
            label={t(`taskCard.customFields.types.${value}`)}
            color={type === value ? "primary" : "default"}
            variant={type === value ? "filled" : "outlined"}
            onClick={() => {
              setType(value);
              if (!name.trim()) setName(t(`taskCard.customFields.types.${value}`));
            }}
          />
        ))}
      </Box>
      {type ? (
        <Box sx={{ display: "flex", gap: 1 }}>
          <TextField
            size="small"
            autoFocus
            label={t("taskCard.customFields.name")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                submit();
              }
            }}
          />
          <Button variant="contained" size="small" disabled={!name.trim() || create.isPending} onClick={submit}>
            {t("taskCard.customFields.create")}
          </Button>
        </Box>
      ) : null}
      <Button size="small" sx={{ mt: 1 }} onClick={() => setOpen(false)}>
        {t("taskCard.customFields.cancel")}
      </Button>
    </Box>
  );
}
