import ViewQuiltOutlinedIcon from "@mui/icons-material/ViewQuiltOutlined";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormLabel from "@mui/material/FormLabel";
import Popover from "@mui/material/Popover";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ViewSettings } from "../hooks/use-view-settings";

/**
 * The Displays popover (spec §2) is a second way to set the same view settings:
 *   group by  list              → grouping status (the list's own columns)
 *             scheduled work on → grouping none, ordering dueDate ascending
 *             date created      → grouping none, ordering created descending
 *             none              → grouping none
 *   sort by   manual   → ordering manual asc     title  → ordering name asc
 *             deadline → ordering dueDate asc    newest → ordering created desc
 *             oldest   → ordering created asc
 * It shows a choice as selected when the settings are exactly what that choice would set.
 */
export const DISPLAY_GROUPS = ["list", "scheduled", "created", "none"] as const;
export type DisplayGroup = (typeof DISPLAY_GROUPS)[number];
export const DISPLAY_SORTS = ["manual", "title", "deadline", "newest", "oldest"] as const;
export type DisplaySort = (typeof DISPLAY_SORTS)[number];

export const DISPLAY_GROUP_SETTINGS: Record<DisplayGroup, Partial<ViewSettings>> = {
  list: { grouping: "status" },
  scheduled: { grouping: "none", ordering: "dueDate", direction: "asc" },
  created: { grouping: "none", ordering: "created", direction: "desc" },
  none: { grouping: "none" },
};

export const DISPLAY_SORT_SETTINGS: Record<DisplaySort, Partial<ViewSettings>> = {
  manual: { ordering: "manual", direction: "asc" },
  title: { ordering: "name", direction: "asc" },
  deadline: { ordering: "dueDate", direction: "asc" },
  newest: { ordering: "created", direction: "desc" },
  oldest: { ordering: "created", direction: "asc" },
};

const matches = (settings: ViewSettings, change: Partial<ViewSettings>) =>
  Object.entries(change).every(([key, value]) => settings[key as keyof ViewSettings] === value);

export function displayGroupOf(settings: ViewSettings): DisplayGroup | "" {
  // Most specific first: "none" alone would also match the two orderings.
  const order: DisplayGroup[] = ["scheduled", "created", "list", "none"];
  return order.find((choice) => matches(settings, DISPLAY_GROUP_SETTINGS[choice])) ?? "";
}

export function displaySortOf(settings: ViewSettings): DisplaySort | "" {
  return DISPLAY_SORTS.find((choice) => matches(settings, DISPLAY_SORT_SETTINGS[choice])) ?? "";
}

export function DisplaysPopover({
  settings,
  onChange,
}: {
  settings: ViewSettings;
  onChange: (change: Partial<ViewSettings>) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const groupId = useId();
  const sortId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewQuiltOutlinedIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="dialog"
      >
        {t("taskBoard.displays.open")}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { role: "dialog", "aria-label": t("taskBoard.displays.open"), sx: { p: 2, width: 260 } } }}
      >
        <FormLabel id={groupId}>{t("taskBoard.displays.groupBy")}</FormLabel>
        <RadioGroup
          aria-labelledby={groupId}
          value={displayGroupOf(settings)}
          onChange={(_event, value) => onChange(DISPLAY_GROUP_SETTINGS[value as DisplayGroup])}
          sx={{ mb: 2 }}
        >
          {DISPLAY_GROUPS.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio size="small" />}
              label={t(`taskBoard.displays.groups.${choice}`)}
            />
          ))}
        </RadioGroup>
        <FormLabel id={sortId}>{t("taskBoard.displays.sortBy")}</FormLabel>
        <RadioGroup
          aria-labelledby={sortId}
          value={displaySortOf(settings)}
          onChange={(_event, value) => onChange(DISPLAY_SORT_SETTINGS[value as DisplaySort])}
        >
          {DISPLAY_SORTS.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio size="small" />}
              label={t(`taskBoard.displays.sorts.${choice}`)}
            />
          ))}
        </RadioGroup>
      </Popover>
    </>
  );
}
