import type { GroupOption, TaskBlockGrouping } from "@bearish/shared/editor/blocks/task-groups";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { HexColourField } from "./hex-colour-field";
import { type BlockMember, defaultGroupOptions, defaultOptionLabel, optionFits } from "./task-block-groups";

export interface GroupSettingsDialogProps {
  grouping: TaskBlockGrouping;
  options: readonly GroupOption[];
  members: readonly BlockMember[];
  /** The name a group shows when its label is left as it was. */
  labelOf: (key: string, label: string | null) => string;
  onClose: () => void;
  onSave: (options: GroupOption[]) => void;
}

/** Editors rename the block's groups and change their colours (spec §3 group option: value, label, colour). */
export function GroupSettingsDialog({
  grouping,
  options,
  members,
  labelOf,
  onClose,
  onSave,
}: GroupSettingsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fitting = options.filter((o) => optionFits(grouping, o.value));
  const [draft, setDraft] = useState<GroupOption[]>(() =>
    (fitting.length > 0 ? fitting : defaultGroupOptions(grouping, members)).map((o) => ({
      ...o,
      label: labelOf(o.value, o.label),
    })),
  );
  const change = (index: number, patch: Partial<GroupOption>) =>
    setDraft((list) => list.map((o, i) => (i === index ? { ...o, ...patch } : o)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A label left empty or as the value's own name keeps the default, which is shown translated.
    onSave(
      draft.map((o) => {
        const label = o.label.trim();
        const own = labelOf(o.value, null);
        return { ...o, label: !label || label === own ? (defaultOptionLabel(grouping, o.value) ?? own) : label };
      }),
    );
    onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit}>
        <DialogTitle id={titleId}>{t("editorTaskBlocks.groupSettings.title")}</DialogTitle>
        <DialogContent>
          {draft.length === 0 ? (
            <Typography color="text.secondary">{t("editorTaskBlocks.groupSettings.none")}</Typography>
          ) : null}
          {draft.map((option, index) => (
            <Box key={option.value} sx={{ display: "flex", gap: 1, alignItems: "flex-start", mt: 1 }}>
              <TextField
                size="small"
                label={t("editorTaskBlocks.groupSettings.label", { name: labelOf(option.value, null) })}
                value={option.label}
                onChange={(e) => change(index, { label: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 200 } }}
                sx={{ flex: 1 }}
              />
              <Box sx={{ width: 150 }}>
                <HexColourField
                  label={t("editorTaskBlocks.groupSettings.colour")}
                  value={option.color}
                  onChange={(color) => change(index, { color })}
                />
              </Box>
            </Box>
          ))}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() =>
              setDraft(defaultGroupOptions(grouping, members).map((o) => ({ ...o, label: labelOf(o.value, null) })))
            }
          >
            {t("editorTaskBlocks.groupSettings.reset")}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button onClick={onClose}>{t("editorTaskBlocks.cancel")}</Button>
          <Button type="submit" variant="contained">
            {t("editorTaskBlocks.groupSettings.save")}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
