import {
  DEFAULT_TASK_TAGS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from "@bearish/shared/tasks/task";
import FilterListIcon from "@mui/icons-material/FilterList";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChipToggles, DateFilterField, FilterSection, SwitchField, TagToggles } from "./filter-fields";
import {
  DATE_FIELDS,
  EMPTY_PANEL_FILTERS,
  SUB_ISSUE_OPTIONS,
  type SubIssues,
  type TaskPanelFilters,
} from "./filter-params";
import { PeoplePicker } from "./people-picker";
import { usePeopleDirectory } from "./use-filter-people";

export const FILTER_PANEL_WIDTH = 380;

/** The panel's button, with the number of active filters on it. */
export function GlobalFilterButton({ count, onClick }: { count: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      onClick={onClick}
      aria-label={count > 0 ? t("taskFilters.panel.buttonActive", { count }) : t("taskFilters.panel.button")}
      startIcon={
        <Badge badgeContent={count} color="primary" invisible={count === 0}>
          <FilterListIcon />
        </Badge>
      }
    >
      {t("taskFilters.panel.button")}
    </Button>
  );
}

interface GlobalFilterPanelProps {
  open: boolean;
  onClose: () => void;
  /** The filters in force; the panel edits a copy until Apply. */
  value: TaskPanelFilters;
  onApply: (next: TaskPanelFilters) => void;
  /** Tags offered besides the default ones (e.g. the workspaces' own tags). */
  tagOptions?: readonly string[];
}

/**
 * The global filter panel (spec §2): every filter field of the task lists in a drawer. Edits stay a
 * draft until Apply; Clear all empties the filters at once. Reused by the board views.
 */
export function GlobalFilterPanel({ open, onClose, value, onApply, tagOptions = [] }: GlobalFilterPanelProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "100%", sm: FILTER_PANEL_WIDTH } } } }}
    >
      <Box role="dialog" aria-label={t("taskFilters.panel.title")} sx={{ display: "contents" }}>
        {/* Mounted only while open, so each opening starts from the filters in force. */}
        {open ? <PanelBody value={value} onApply={onApply} onClose={onClose} tagOptions={tagOptions} /> : null}
      </Box>
    </Drawer>
  );
}

function PanelBody({ value, onApply, onClose, tagOptions = [] }: Omit<GlobalFilterPanelProps, "open">) {
  const { t } = useTranslation();
  const directory = usePeopleDirectory();
  const [draft, setDraft] = useState(value);
  const set = <K extends keyof TaskPanelFilters>(key: K, next: TaskPanelFilters[K]) =>
    setDraft((current) => ({ ...current, [key]: next }));
  const field = (name: keyof typeof EMPTY_PANEL_FILTERS) => t(`taskFilters.panel.fields.${name}`);
  const tagLabel = (tag: string) =>
    (DEFAULT_TASK_TAGS as readonly string[]).includes(tag)
      ? t(`taskFilters.tags.${tag as (typeof DEFAULT_TASK_TAGS)[number]}`)
      : tag;

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ px: 2.5, pt: 2, pb: 1 }}>
        {t("taskFilters.panel.title")}
      </Typography>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2.5, overflowY: "auto", flex: 1 }}>
        <FilterSection label={field("status")}>
          <ChipToggles<TaskStatus>
            options={TASK_STATUSES}
            value={draft.status}
            onChange={(next) => set("status", next)}
            labelOf={(status) => t(`taskFilters.status.${status}`)}
          />
        </FilterSection>
        <FilterSection label={field("assignee")}>
          <PeoplePicker
            label={field("assignee")}
            value={draft.assignee}
            onChange={(next) => set("assignee", next)}
            specials={["me", "none"]}
            directory={directory}
          />
        </FilterSection>
        <FilterSection label={field("creator")}>
          <PeoplePicker
            label={field("creator")}
            value={draft.creator}
            onChange={(next) => set("creator", next)}
            specials={["me"]}
            directory={directory}
          />
        </FilterSection>
        <FilterSection label={field("priority")}>
          <ChipToggles<TaskPriority>
            options={TASK_PRIORITIES}
            value={draft.priority}
            onChange={(next) => set("priority", next)}
            labelOf={(priority) => t(`taskFilters.priority.${priority}`)}
          />
        </FilterSection>
        <FilterSection label={field("tag")}>
          <TagToggles
            defaults={[...new Set([...DEFAULT_TASK_TAGS, ...tagOptions])]}
            value={draft.tag}
            onChange={(next) => set("tag", next)}
            labelOf={tagLabel}
          />
        </FilterSection>
        <TextField
          select
          size="small"
          label={field("subIssues")}
          value={draft.subIssues ?? "any"}
          onChange={(event) =>
            set("subIssues", event.target.value === "any" ? null : (event.target.value as SubIssues))
          }
        >
          <MenuItem value="any">{t("taskFilters.panel.subIssues.any")}</MenuItem>
          {SUB_ISSUE_OPTIONS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`taskFilters.panel.subIssues.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Stack spacing={1}>
          {(["duplicates", "atRisk", "delayed"] as const).map((flag) => (
            <SwitchField
              key={flag}
              label={field(flag)}
              hint={t(`taskFilters.panel.hints.${flag}`)}
              checked={draft[flag]}
              onChange={(checked) => set(flag, checked)}
            />
          ))}
        </Stack>
        {DATE_FIELDS.map((name) => (
          <DateFilterField key={name} field={name} value={draft[name]} onChange={(next) => set(name, next)} />
        ))}
      </Stack>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: "flex-end" }}>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          onClick={() => {
            setDraft(EMPTY_PANEL_FILTERS);
            onApply(EMPTY_PANEL_FILTERS);
          }}
        >
          {t("taskFilters.panel.clearAll")}
        </Button>
        <Button
          variant="contained"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t("taskFilters.panel.apply")}
        </Button>
      </Stack>
    </>
  );
}
