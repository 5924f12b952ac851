import type { CustomField } from "@bearish/shared/workspaces/custom-fields";
import AddIcon from "@mui/icons-material/Add";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpdateCustomField } from "../../workspaces/hooks/use-workspace-settings";
import { type FieldEditorProps, readString, readStrings } from "./field-props";

type SelectField = Extract<CustomField, { type: "SINGLE_SELECT" | "MULTI_SELECT" }>;
type SelectOption = SelectField["options"]["options"][number];

/** What an inline option input should do with a key (spec §5 inline option rules). */
export type InlineOptionOutcome =
  | { kind: "save"; value: string }
  | { kind: "close" }
  | { kind: "remove" }
  | { kind: "none" };

/**
 * Enter saves the trimmed text when it is not blank; blank Enter closes without saving (or, when
 * renaming, removes the option); Escape cancels.
 */
export function inlineOptionKey(key: string, text: string, renaming: boolean): InlineOptionOutcome {
  if (key === "Escape") return { kind: "close" };
  if (key !== "Enter") return { kind: "none" };
  const value = text.trim();
  if (value) return { kind: "save", value };
  return renaming ? { kind: "remove" } : { kind: "close" };
}

function InlineOptionInput({
  initial,
  label,
  onDone,
}: {
  initial: string;
  label: string;
  onDone: (outcome: InlineOptionOutcome) => void;
}) {
  const [text, setText] = useState(initial);
  return (
    <TextField
      size="small"
      autoFocus
      value={text}
      placeholder={label}
      slotProps={{ htmlInput: { "aria-label": label } }}
      onChange={(e) => setText(e.target.value)}
      onBlur={() => onDone({ kind: "close" })}
      onKeyDown={(e) => {
        const outcome = inlineOptionKey(e.key, text, initial !== "");
        if (outcome.kind === "none") return;
        e.preventDefault();
        onDone(outcome);
      }}
      sx={{ width: 160 }}
    />
  );
}

const keyOf = (o: SelectOption) => o.id ?? o.value;

/** SINGLE_SELECT and MULTI_SELECT: pick options; editors add, rename and remove options inline. */
export function SelectFieldEditor({
  field,
  value,
  onSave,
  disabled,
  workspaceId,
  canEditDefinition,
}: FieldEditorProps<SelectField>) {
  const { t } = useTranslation();
  const update = useUpdateCustomField(workspaceId);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const multi = field.type === "MULTI_SELECT";
  const selected = multi
    ? readStrings(value, "multiSelectLabels")
    : [readString(value, "selectedOption")].filter(Boolean);
  const options = field.options.options;

  const saveOptions = (next: SelectOption[]) =>
    update.mutate({ fieldId: field.id, body: { type: field.type, name: field.name, options: { options: next } } });

  const toggle = (option: SelectOption) => {
    const key = keyOf(option);
    if (multi) {
      onSave({ multiSelectLabels: selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key] });
    } else {
      onSave({ selectedOption: selected.includes(key) ? null : key });
    }
  };

  return (
    <Box
      sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, alignItems: "center" }}
      role="group"
      aria-label={field.name}
    >
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("taskCard.editors.noOptions")}
        </Typography>
      ) : null}
      {options.map((option) =>
        renaming === keyOf(option) ? (
          <InlineOptionInput
            key={keyOf(option)}
            initial={option.value}
            label={t("taskCard.editors.renameOption", { name: option.value })}
            onDone={(outcome) => {
              setRenaming(null);
              if (outcome.kind === "save" && outcome.value !== option.value)
                saveOptions(options.map((o) => (keyOf(o) === keyOf(option) ? { ...o, value: outcome.value } : o)));
              if (outcome.kind === "remove") saveOptions(options.filter((o) => keyOf(o) !== keyOf(option)));
            }}
          />
        ) : (
          <Box key={keyOf(option)} sx={{ display: "inline-flex", alignItems: "center" }}>
            <Chip
              label={option.value}
              size="small"
              color={selected.includes(keyOf(option)) ? "primary" : "default"}
              variant={selected.includes(keyOf(option)) ? "filled" : "outlined"}
              aria-pressed={selected.includes(keyOf(option))}
              onClick={disabled ? undefined : () => toggle(option)}
              sx={option.color && !selected.includes(keyOf(option)) ? { borderColor: option.color } : undefined}
            />
            {canEditDefinition ? (
              <IconButton
                size="small"
                aria-label={t("taskCard.editors.renameOption", { name: option.value })}
                onClick={() => setRenaming(keyOf(option))}
              >
                <EditOutlinedIcon sx={{ fontSize: 14 }} />
              </IconButton>
            ) : null}
          </Box>
        ),
      )}
      {canEditDefinition ? (
        adding ? (
          <InlineOptionInput
            initial=""
            label={t("taskCard.editors.optionPlaceholder")}
            onDone={(outcome) => {
              setAdding(false);
              if (
                outcome.kind === "save" &&
                !options.some((o) => o.value.toLocaleLowerCase() === outcome.value.toLocaleLowerCase())
              )
                saveOptions([...options, { value: outcome.value }]);
            }}
          />
        ) : (
          <Chip
            size="small"
            variant="outlined"
            icon={<AddIcon />}
            label={t("taskCard.editors.addOption")}
            onClick={() => setAdding(true)}
          />
        )
      ) : null}
    </Box>
  );
}
