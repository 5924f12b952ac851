import type { ChecklistItem } from "@bearish/shared/tasks/task-custom-elements";
import type { CustomField } from "@bearish/shared/workspaces/custom-fields";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutline";
import ThumbUpIcon from "@mui/icons-material/ThumbUp";
import ThumbUpAltOutlinedIcon from "@mui/icons-material/ThumbUpAltOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import Slider from "@mui/material/Slider";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpdateCustomField } from "../../workspaces/hooks/use-workspace-settings";
import { type FieldEditorProps, type FieldValue, readNumber } from "./field-props";

/** PROGRESS: a manual slider 0-100, or in auto mode the server's `progressAuto` (from sub-tasks) as a bar. */
export function ProgressFieldEditor({
  field,
  value,
  onSave,
  disabled,
}: FieldEditorProps<Extract<CustomField, { type: "PROGRESS" }>>) {
  const { t } = useTranslation();
  const stored = readNumber(value, "progressManual") ?? 0;
  const [draft, setDraft] = useState<number | null>(null);
  if (field.options.mode === "auto") {
    const auto = readNumber(value, "progressAuto") ?? 0;
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1 }} title={t("taskCard.editors.progressAuto")}>
        <LinearProgress
          variant="determinate"
          value={auto}
          sx={{ flex: 1, height: 8, borderRadius: 4 }}
          aria-label={field.name}
        />
        <Typography variant="body2">{Math.round(auto)}%</Typography>
      </Box>
    );
  }
  const shown = draft ?? stored;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, px: 1 }}>
      <Slider
        value={shown}
        min={0}
        max={100}
        step={1}
        disabled={disabled}
        valueLabelDisplay="auto"
        aria-label={field.name}
        onChange={(_e, next) => setDraft(next as number)}
        onChangeCommitted={(_e, next) => {
          setDraft(null);
          onSave({ progressManual: next as number });
        }}
      />
      <Typography variant="body2" sx={{ minWidth: 40 }}>
        {shown}%
      </Typography>
    </Box>
  );
}

/** FORMULA: the server's computed value (read-only); editors can change the expression in the definition. */
export function FormulaFieldEditor({
  field,
  value,
  workspaceId,
  canEditDefinition,
}: FieldEditorProps<Extract<CustomField, { type: "FORMULA" }>>) {
  const { t } = useTranslation();
  const update = useUpdateCustomField(workspaceId);
  const [editing, setEditing] = useState(false);
  const [expression, setExpression] = useState(field.options.expression);
  const computed = value?.formula;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
      <Typography aria-label={field.name} sx={{ fontVariantNumeric: "tabular-nums" }}>
        {typeof computed === "number" || typeof computed === "string"
          ? String(computed)
          : t("taskCard.editors.formulaNoValue")}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        = {field.options.expression}
      </Typography>
      {canEditDefinition && !editing ? (
        <Button size="small" onClick={() => setEditing(true)}>
          {t("taskCard.editors.formulaExpression")}
        </Button>
      ) : null}
      {editing ? (
        <Box sx={{ display: "flex", gap: 1, width: "100%" }}>
          <TextField
            size="small"
            fullWidth
            label={t("taskCard.editors.formulaExpression")}
            value={expression}
            onChange={(e) => setExpression(e.target.value)}
          />
          <Button
            size="small"
            disabled={!expression.trim() || update.isPending}
            onClick={() =>
              update.mutate(
                {
                  fieldId: field.id,
                  body: { type: "FORMULA", name: field.name, options: { expression: expression.trim() } },
                },
                { onSuccess: () => setEditing(false) },
              )
            }
          >
            {t("taskCard.editors.save")}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

/** VOTING: the caller votes or takes the vote back; the count is the server's. */
export function VotingFieldEditor({ field, value, onSave, disabled }: FieldEditorProps) {
  const { t } = useTranslation();
  const voted = value?.voted === true;
  const votes = readNumber(value, "votes") ?? 0;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1 }} role="group" aria-label={field.name}>
      <Button
        size="small"
        variant={voted ? "contained" : "outlined"}
        startIcon={voted ? <ThumbUpIcon /> : <ThumbUpAltOutlinedIcon />}
        disabled={disabled}
        aria-pressed={voted}
        onClick={() => onSave({ voted: !voted })}
      >
        {voted ? t("taskCard.editors.unvote") : t("taskCard.editors.vote")}
      </Button>
      <Typography variant="body2">{t("taskCard.editors.votes", { count: votes })}</Typography>
    </Box>
  );
}

function readChecklist(value: FieldValue): ChecklistItem[] {
  const raw = value?.checklist;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (item): item is ChecklistItem =>
      typeof item === "object" && item !== null && typeof item.id === "string" && typeof item.text === "string",
  );
}

const newItemId = () => Math.random().toString(36).slice(2, 10);

/** CHECKLIST: items to add (Enter), toggle and remove; each change saves the whole list. */
export function ChecklistFieldEditor({ field, value, onSave, disabled }: FieldEditorProps) {
  const { t } = useTranslation();
  const items = readChecklist(value);
  const [text, setText] = useState("");
  const save = (next: ChecklistItem[]) => onSave({ checklist: next });
  return (
    <Box role="group" aria-label={field.name}>
      {items.map((item) => (
        <Box key={item.id} sx={{ display: "flex", alignItems: "center" }}>
          <Checkbox
            size="small"
            checked={item.done}
            disabled={disabled}
            slotProps={{ input: { "aria-label": item.text } }}
            onChange={() => save(items.map((i) => (i.id === item.id ? { ...i, done: !i.done } : i)))}
          />
          <Typography sx={{ flex: 1, textDecoration: item.done ? "line-through" : "none" }}>{item.text}</Typography>
          {disabled ? null : (
            <IconButton
              size="small"
              aria-label={t("taskCard.editors.checklistRemove", { text: item.text })}
              onClick={() => save(items.filter((i) => i.id !== item.id))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
      {disabled ? null : (
        <TextField
          size="small"
          fullWidth
          placeholder={t("taskCard.editors.checklistAdd")}
          slotProps={{ htmlInput: { "aria-label": t("taskCard.editors.checklistAdd") } }}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            const trimmed = text.trim();
            if (!trimmed) return;
            setText("");
            save([...items, { id: newItemId(), text: trimmed, done: false }]);
          }}
        />
      )}
    </Box>
  );
}
