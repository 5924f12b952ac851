import { TASK_BLOCK_GROUPINGS, type TaskBlockGrouping } from "@bearish/shared/editor/blocks/task-groups";
import {
  DEFAULT_TASK_NAME,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from "@bearish/shared/tasks/task";
import { taskDisplayId } from "@bearish/shared/tasks/task-rules";
import type { ComponentType } from "@bearish/shared/workspaces/workspace-items";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import PaletteIcon from "@mui/icons-material/PaletteOutlined";
import SwapHorizIcon from "@mui/icons-material/SwapHoriz";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useCreateTask } from "../../tasks/hooks/use-task-mutations";
import { EMPTY_GROUP_KEY, groupDefaults } from "../../tasks/views/group-tasks";
import { useComponent } from "../../workspaces/hooks/use-items";
import { itemPath } from "../../workspaces/item-paths";

/** The outline every board and checklist block is drawn in (selected: the primary colour). */
export function TaskBlockFrame({
  label,
  selected,
  children,
}: {
  label: string;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-label={label}
      contentEditable={false}
      sx={{
        my: 1,
        border: 1,
        borderColor: selected ? "primary.main" : "divider",
        borderRadius: 1,
        overflow: "hidden",
        bgcolor: "background.paper",
      }}
    >
      {children}
    </Box>
  );
}

const isStatus = (key: string): key is TaskStatus => (TASK_STATUSES as readonly string[]).includes(key);
const isPriority = (key: string): key is TaskPriority => (TASK_PRIORITIES as readonly string[]).includes(key);

/** A group's name: its own label, or the translated status, priority or person. */
export function useBlockGroupLabel(grouping: TaskBlockGrouping, memberNames: ReadonlyMap<string, string>) {
  const { t } = useTranslation();
  return (key: string, label: string | null): string => {
    if (label) return label;
    if (grouping === "status") return isStatus(key) ? t(`taskBoard.status.${key}`) : key;
    if (grouping === "priority") return isPriority(key) ? t(`taskBoard.priority.${key}`) : key;
    if (key === EMPTY_GROUP_KEY) return t("taskBoard.groups.unassigned");
    return memberNames.get(key) ?? t("taskBoard.groups.unknownUser");
  };
}

/** `ABC-07` when the workspace's name is known, `#7` otherwise. */
export function snapshotDisplayId(workspaceName: string | undefined, taskIndex: number): string {
  return workspaceName ? taskDisplayId(workspaceName, taskIndex) : `#${taskIndex}`;
}

/** Adds a `New Task` to a group (spec §4): the group's status, priority or assignee; due today on a board. */
export function useAddBlockTask(workspaceId: string, componentId: string, grouping: TaskBlockGrouping) {
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const create = useCreateTask();
  return (groupKey: string, fromBoardColumn: boolean) =>
    create.mutate(
      {
        workspaceId,
        componentId,
        name: DEFAULT_TASK_NAME,
        ...groupDefaults(grouping, groupKey),
        ...(fromBoardColumn ? { fromBoardColumn: true } : {}),
      },
      {
        onError: (error) =>
          showSnackbar(t("editorTaskBlocks.addFailed"), { severity: "error", detail: errorMessageOf(error) }),
      },
    );
}

export interface TaskBlockHeaderProps {
  workspaceId: string;
  workspaceBase: string;
  componentId: string;
  grouping: TaskBlockGrouping;
  /** Page editors change the grouping and the component. */
  editable: boolean;
  onGrouping: (grouping: TaskBlockGrouping) => void;
  onEditGroups: () => void;
  onChange: () => void;
}

/** The block's header: the component's name and kind, a link to open it, and the editors' settings. */
export function TaskBlockHeader({
  workspaceId,
  workspaceBase,
  componentId,
  grouping,
  editable,
  onGrouping,
  onEditGroups,
  onChange,
}: TaskBlockHeaderProps) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const component = useComponent(workspaceId, componentId);
  const type: ComponentType = component.data?.componentType ?? "Board";
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        flexWrap: "wrap",
        gap: 1,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {component.data?.name ?? (component.isError ? t("editorTaskBlocks.unavailable") : "\u00a0")}
        </Typography>
        {component.data ? (
          <Typography variant="caption" color="text.secondary">
            {t(`workspace.itemTypes.${type}`)}
          </Typography>
        ) : null}
      </Box>
      {editable ? (
        <>
          <TextField
            select
            size="small"
            label={t("editorTaskBlocks.groupBy")}
            value={grouping}
            onChange={(event) => onGrouping(event.target.value as TaskBlockGrouping)}
            sx={{ minWidth: 140 }}
          >
            {TASK_BLOCK_GROUPINGS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`editorTaskBlocks.groupings.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" startIcon={<PaletteIcon />} onClick={onEditGroups}>
            {t("editorTaskBlocks.editGroups")}
          </Button>
          <Button size="small" startIcon={<SwapHorizIcon />} onClick={onChange}>
            {t("editorTaskBlocks.change")}
          </Button>
        </>
      ) : null}
      {component.data ? (
        <Button
          size="small"
          variant="outlined"
          endIcon={<OpenInNewIcon />}
          component={RouterLink}
          to={to(itemPath(workspaceBase, type, componentId))}
        >
          {t("editorTaskBlocks.open")}
        </Button>
      ) : null}
    </Box>
  );
}
