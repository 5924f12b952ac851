import { SHOW_COMPLETED, TASK_SORTS } from "@bearish/shared/tasks/task";
import { TASK_GROUPINGS } from "@bearish/shared/tasks/task-rules";
import TuneIcon from "@mui/icons-material/Tune";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import InputLabel from "@mui/material/InputLabel";
import MenuItem from "@mui/material/MenuItem";
import Popover from "@mui/material/Popover";
import Select from "@mui/material/Select";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ViewSettings } from "../hooks/use-view-settings";

export interface ViewSettingsPanelProps {
  settings: ViewSettings;
  onChange: (change: Partial<ViewSettings>) => void;
  /** Checklist and gantt are flat: no grouping choice. */
  groupable: boolean;
}

function SettingSelect<T extends string>({
  label,
  value,
  values,
  labelOf,
  onChange,
}: {
  label: string;
  value: T;
  values: readonly T[];
  labelOf: (value: T) => string;
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {values.map((option) => (
          <MenuItem key={option} value={option}>
            {labelOf(option)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** Grouping, ordering with its direction, and "show completed" (spec §2 view settings). */
export function ViewSettingsPanel({ settings, onChange, groupable }: ViewSettingsPanelProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<TuneIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
      >
        {t("taskBoard.settings.open")}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { role: "dialog", "aria-labelledby": titleId, sx: { p: 2, width: 300 } } }}
      >
        <Typography id={titleId} variant="subtitle1" sx={{ mb: 2, fontWeight: 600 }}>
          {t("taskBoard.settings.title")}
        </Typography>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
          {groupable ? (
            <SettingSelect
              label={t("taskBoard.settings.grouping")}
              value={settings.grouping}
              values={TASK_GROUPINGS}
              labelOf={(value) => t(`taskBoard.settings.groupings.${value}`)}
              onChange={(grouping) => onChange({ grouping })}
            />
          ) : null}
          <SettingSelect
            label={t("taskBoard.settings.ordering")}
            value={settings.ordering}
            values={TASK_SORTS}
            labelOf={(value) => t(`taskBoard.settings.orderings.${value}`)}
            onChange={(ordering) => onChange({ ordering })}
          />
          <ToggleButtonGroup
            exclusive
            size="small"
            fullWidth
            value={settings.direction}
            aria-label={t("taskBoard.settings.direction")}
            onChange={(_event, direction: "asc" | "desc" | null) => direction && onChange({ direction })}
          >
            <ToggleButton value="asc">{t("taskBoard.settings.asc")}</ToggleButton>
            <ToggleButton value="desc">{t("taskBoard.settings.desc")}</ToggleButton>
          </ToggleButtonGroup>
          <SettingSelect
            label={t("taskBoard.settings.showCompleted")}
            value={settings.showCompleted}
            values={SHOW_COMPLETED}
            labelOf={(value) => t(`taskBoard.settings.completed.${value}`)}
            onChange={(showCompleted) => onChange({ showCompleted })}
          />
        </Box>
      </Popover>
    </>
  );
}
