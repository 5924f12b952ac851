import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { type DateField, type DateFilter, type DatePreset, PRESETS_OF } from "./filter-params";

/** A labelled block of the panel. */
export function FilterSection({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={label} spacing={1}>
      <Typography variant="subtitle2">{label}</Typography>
      {children}
    </Stack>
  );
}

/** Multi-select as toggle chips: each chip is a button that is pressed while chosen. */
export function ChipToggles<T extends string>({
  options,
  value,
  onChange,
  labelOf,
}: {
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
  labelOf: (option: T) => string;
}) {
  return (
    <Stack direction="row" sx={{ flexWrap: "wrap", gap: 0.75 }}>
      {options.map((option) => {
        const chosen = value.includes(option);
        return (
          <Chip
            key={option}
            label={labelOf(option)}
            color={chosen ? "primary" : "default"}
            variant={chosen ? "filled" : "outlined"}
            aria-pressed={chosen}
            onClick={() => onChange(chosen ? value.filter((v) => v !== option) : [...value, option])}
          />
        );
      })}
    </Stack>
  );
}

/** Tags: the default ones and any already chosen as toggle chips, plus a box to add another. */
export function TagToggles({
  defaults,
  value,
  onChange,
  labelOf,
}: {
  defaults: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
  labelOf: (tag: string) => string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState("");
  const options = [...defaults, ...value.filter((tag) => !defaults.includes(tag))];
  return (
    <>
      <ChipToggles options={options} value={value} onChange={onChange} labelOf={labelOf} />
      <TextField
        size="small"
        label={t("taskFilters.panel.fields.tag")}
        helperText={t("taskFilters.panel.hints.tag")}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          const tag = draft.trim();
          if (tag && !value.includes(tag)) onChange([...value, tag]);
          setDraft("");
        }}
      />
    </>
  );
}

/** A yes/no filter with its explanation. */
export function SwitchField({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={
        <Stack>
          <Typography variant="body2">{label}</Typography>
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        </Stack>
      }
      sx={{ alignItems: "flex-start", ".MuiSwitch-root": { mt: -0.5 } }}
    />
  );
}

const ANY = "any";

/** A date filter: a preset (today, this week…) or a custom range of days. */
export function DateFilterField({
  field,
  value,
  onChange,
}: {
  field: DateField;
  value: DateFilter | null;
  onChange: (next: DateFilter | null) => void;
}) {
  const { t } = useTranslation();
  const label = t(`taskFilters.panel.fields.${field}`);
  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={label}
        value={value?.preset ?? ANY}
        onChange={(event) => {
          const preset = event.target.value as DatePreset | typeof ANY;
          onChange(preset === ANY ? null : { preset, from: null, to: null });
        }}
      >
        <MenuItem value={ANY}>{t("taskFilters.panel.presets.any")}</MenuItem>
        {PRESETS_OF[field].map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`taskFilters.panel.presets.${preset}`)}
          </MenuItem>
        ))}
      </TextField>
      {value?.preset === "custom" ? (
        <Stack direction="row" spacing={1}>
          {(["from", "to"] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              fullWidth
              label={`${label}: ${t(`taskFilters.panel.${end}`)}`}
              value={value[end] ?? ""}
              onChange={(event) => onChange({ ...value, [end]: event.target.value || null })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
