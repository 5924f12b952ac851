import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TYPES,
  type TaskPriority,
  type TaskStatus,
  type TaskType,
} from "@bearish/shared/tasks/task";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useTranslation } from "react-i18next";

interface SelectProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

function EnumSelect<T extends string>({
  label,
  values,
  labelOf,
  value,
  onChange,
  disabled,
}: SelectProps<T> & { label: string; values: readonly T[]; labelOf: (value: T) => string }) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as T)}
      sx={{ minWidth: 150 }}
    >
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {labelOf(v)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function StatusSelect(props: SelectProps<TaskStatus>) {
  const { t } = useTranslation();
  return (
    <EnumSelect
      {...props}
      label={t("taskCard.fields.status")}
      values={TASK_STATUSES}
      labelOf={(v) => t(`taskCard.status.${v}`)}
    />
  );
}

export function PrioritySelect(props: SelectProps<TaskPriority>) {
  const { t } = useTranslation();
  return (
    <EnumSelect
      {...props}
      label={t("taskCard.fields.priority")}
      values={TASK_PRIORITIES}
      labelOf={(v) => t(`taskCard.priority.${v}`)}
    />
  );
}

export function TaskTypeSelect(props: SelectProps<TaskType>) {
  const { t } = useTranslation();
  return (
    <EnumSelect
      {...props}
      label={t("taskCard.fields.taskType")}
      values={TASK_TYPES}
      labelOf={(v) => t(`taskCard.taskType.${v}`)}
    />
  );
}

/** A date picked as YYYY-MM-DD (spec §9); empty means none. */
export function DateInput({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { "aria-label": label } }}
      sx={{ minWidth: 160 }}
    />
  );
}

/** An ISO date-time as the YYYY-MM-DD a date input shows (its calendar day in UTC, as stored). */
export const toDateInput = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : "");
