import type { Workspace } from "@bearish/shared/workspaces/workspace";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import SearchIcon from "@mui/icons-material/Search";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import InputAdornment from "@mui/material/InputAdornment";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Popover from "@mui/material/Popover";
import { useTheme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDebouncedValue } from "../../../lib/use-debounced-value";
import { useWorkspaceItems } from "../../workspaces/hooks/use-items";
import type { QuickView, TaskFilterState } from "./filter-params";

export const FILTER_POPOVER_WIDTH = 320;

interface TaskFilterPopoverProps {
  filters: TaskFilterState;
  workspaces: readonly Workspace[];
  onChange: (change: Partial<TaskFilterState>) => void;
  onClearAll: () => void;
}

const VIEWS: readonly { view: QuickView; hint: "inboxHint" | "createdTodayHint" | "tasksHint" }[] = [
  { view: "inbox", hint: "inboxHint" },
  { view: "createdToday", hint: "createdTodayHint" },
  { view: "tasks", hint: "tasksHint" },
];

/**
 * The task filter popover (spec §2): All (clears every filter), Inbox, Created today, Tasks, the
 * workspaces to list, the projects (boards, lists, checklists) of those workspaces, and a search box.
 */
export function TaskFilterPopover({ filters, workspaces, onChange, onClearAll }: TaskFilterPopoverProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Open towards the reading direction: under the button's start edge.
  const start = useTheme().direction === "rtl" ? "right" : "left";
  const viewLabel = t(`taskFilters.popover.${filters.view}`);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {`${t("taskFilters.popover.button")}: ${viewLabel}`}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: start }}
        transformOrigin={{ vertical: "top", horizontal: start }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-label": t("taskFilters.popover.label"),
            sx: { width: FILTER_POPOVER_WIDTH, maxHeight: 560 },
          },
        }}
      >
        <SearchBox value={filters.search} onSearch={(search) => onChange({ search })} />
        <List dense disablePadding aria-label={t("taskFilters.popover.label")}>
          <ListItemButton onClick={onClearAll}>
            <ListItemText primary={t("taskFilters.popover.all")} secondary={t("taskFilters.popover.allHint")} />
          </ListItemButton>
          {VIEWS.map(({ view, hint }) => (
            <ListItemButton
              key={view}
              selected={filters.view === view}
              aria-current={filters.view === view ? "true" : undefined}
              onClick={() => onChange({ view })}
            >
              <ListItemText primary={t(`taskFilters.popover.${view}`)} secondary={t(`taskFilters.popover.${hint}`)} />
            </ListItemButton>
          ))}
        </List>
        <Divider />
        <WorkspaceChoices
          workspaces={workspaces}
          chosen={filters.workspaceIds}
          // Projects belong to the chosen workspaces: a new choice of workspaces starts them afresh.
          onChange={(workspaceIds) => onChange({ workspaceIds, componentIds: [] })}
        />
        <Divider />
        <List dense disablePadding subheader={<ListSubheader>{t("taskFilters.popover.projects")}</ListSubheader>}>
          {filters.workspaceIds.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1.5 }}>
              {t("taskFilters.popover.chooseWorkspacesFirst")}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
              {t("taskFilters.popover.projectsHint")}
            </Typography>
          )}
          {workspaces
            .filter((workspace) => filters.workspaceIds.includes(workspace.id))
            .map((workspace) => (
              <WorkspaceProjects
                key={workspace.id}
                workspace={workspace}
                chosen={filters.componentIds}
                onChange={(componentIds) => onChange({ componentIds })}
              />
            ))}
        </List>
      </Popover>
    </>
  );
}

/** The search box: sends its text once typing pauses, and follows outside changes (Clear all). */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, 300);
  const sent = useRef(value);
  useEffect(() => {
    if (debounced === sent.current) return;
    sent.current = debounced;
    onSearch(debounced);
  }, [debounced, onSearch]);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  return (
    <TextField
      size="small"
      fullWidth
      autoFocus
      label={t("taskFilters.popover.searchLabel")}
      placeholder={t("taskFilters.popover.searchPlaceholder")}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ p: 1.5 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function WorkspaceChoices({
  workspaces,
  chosen,
  onChange,
}: {
  workspaces: readonly Workspace[];
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <List dense disablePadding subheader={<ListSubheader>{t("taskFilters.popover.workspaces")}</ListSubheader>}>
      <ListItemButton selected={chosen.length === 0} onClick={() => onChange([])}>
        <ListItemText primary={t("taskFilters.popover.allWorkspaces")} />
      </ListItemButton>
      {workspaces.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {t("taskFilters.popover.noWorkspaces")}
        </Typography>
      ) : null}
      {workspaces.map((workspace) => {
        const checked = chosen.includes(workspace.id);
        return (
          <ListItemButton
            key={workspace.id}
            role="checkbox"
            aria-checked={checked}
            onClick={() => onChange(checked ? chosen.filter((id) => id !== workspace.id) : [...chosen, workspace.id])}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple />
            </ListItemIcon>
            <ListItemText primary={workspace.name} />
          </ListItemButton>
        );
      })}
    </List>
  );
}

/** One chosen workspace's boards, lists and checklists, each opening its view. */
/** A workspace's boards, lists and checklists as choices: the list narrows to the chosen ones. */
function WorkspaceProjects({
  workspace,
  chosen,
  onChange,
}: {
  workspace: Workspace;
  chosen: readonly string[];
  onChange: (componentIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const { data, isPending } = useWorkspaceItems(workspace.id);
  const components = data?.components ?? [];
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ px: 2, pt: 0.5 }}>
        {workspace.name}
      </Typography>
      {isPending ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {t("taskFilters.popover.loadingProjects")}
        </Typography>
      ) : components.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {t("taskFilters.popover.noProjects")}
        </Typography>
      ) : (
        components.map((component) => {
          const checked = chosen.includes(component.id);
          return (
            <ListItemButton
              key={component.id}
              role="checkbox"
              aria-checked={checked}
              onClick={() => onChange(checked ? chosen.filter((id) => id !== component.id) : [...chosen, component.id])}
            >
              <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple />
              <ListItemText primary={component.name} secondary={t(`workspace.itemTypes.${component.componentType}`)} />
            </ListItemButton>
          );
        })
      )}
    </>
  );
}
