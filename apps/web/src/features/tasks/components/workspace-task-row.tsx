import {
  CLOSED_TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
  type WorkspaceTask,
} from "@bearish/shared/tasks/task";
import FlagIcon from "@mui/icons-material/Flag";
import Box from "@mui/material/Box";
import Chip, { type ChipProps } from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import dayjs from "dayjs";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { UserAvatar } from "../../../lib/ui/user-avatar";
import type { Person } from "../filters/use-filter-people";

/** Row height of the virtualized list. */
export const TASK_ROW_HEIGHT = 64;
/** Avatar stacks show up to 4, then +n (spec §9). */
export const MAX_ROW_AVATARS = 4;

const GRID = {
  display: "grid",
  alignItems: "center",
  columnGap: 1.5,
  px: 2,
  gridTemplateColumns: {
    xs: "minmax(0, 1fr) auto",
    md: "80px minmax(0, 1fr) 170px 120px 110px 80px 116px",
  },
} as const;
const WIDE_ONLY = { display: { xs: "none", md: "flex" } } as const;

const STATUS_COLORS: Record<TaskStatus, ChipProps["color"]> = {
  backlog: "default",
  todo: "default",
  inProgress: "info",
  done: "success",
  canceled: "default",
};
const PRIORITY_COLORS: Record<TaskPriority, string> = {
  urgent: "error.main",
  high: "warning.main",
  medium: "info.main",
  low: "success.main",
  noPriority: "text.disabled",
};

/** The full task card of a task (spec §2): `item/none` when it sits in no board or list. */
export const taskCardPath = (task: Pick<WorkspaceTask, "id" | "workspaceId" | "componentId">) =>
  `/workspace/bearish/${task.workspaceId}/item/${task.componentId ?? "none"}/task/${task.id}`;

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** One task of the cross-workspace list; clicking anywhere on it opens the full task card. */
export function WorkspaceTaskRow({ task, people }: { task: WorkspaceTask; people: Map<string, Person> }) {
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const cardPath = to(taskCardPath(task));
  const closed = (CLOSED_TASK_STATUSES as readonly string[]).includes(task.status.value);
  const overdue = task.dueDate !== null && !closed && dayjs(task.dueDate).isBefore(dayjs(), "day");
  const assignees = task.assignedUserIds;
  const extra = assignees.length - MAX_ROW_AVATARS;
  const openCard = (event: MouseEvent) => {
    // Links and buttons inside the row do their own thing.
    if ((event.target as HTMLElement).closest("a, button")) return;
    navigate(cardPath);
  };

  return (
    <Box
      onClick={openCard}
      sx={{
        ...GRID,
        height: TASK_ROW_HEIGHT,
        borderBottom: 1,
        borderColor: "divider",
        cursor: "pointer",
        "&:hover": { bgcolor: "action.hover" },
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: "monospace", ...WIDE_ONLY }}>
        {task.displayId}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={cardPath} color="inherit" underline="hover" noWrap sx={{ display: "block" }}>
          {task.name}
        </Link>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ display: { xs: "block", md: "none" } }}>
          {`${task.displayId} · ${task.workspaceName}`}
        </Typography>
      </Box>
      <Box sx={{ minWidth: 0, ...WIDE_ONLY }}>
        <Chip
          size="small"
          variant="outlined"
          clickable
          component={RouterLink}
          to={to(`/workspace/bearish/${task.workspaceId}`)}
          label={task.workspaceName}
          aria-label={t("taskFilters.page.openWorkspace", { name: task.workspaceName })}
          sx={{ maxWidth: "100%" }}
        />
      </Box>
      <Box sx={WIDE_ONLY}>
        <Chip
          size="small"
          color={STATUS_COLORS[task.status.value]}
          label={t(`taskFilters.status.${task.status.value}`)}
        />
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", ...WIDE_ONLY }}>
        <FlagIcon fontSize="small" sx={{ color: PRIORITY_COLORS[task.priority.value] }} />
        <Typography variant="body2" noWrap>
          {t(`taskFilters.priority.${task.priority.value}`)}
        </Typography>
      </Stack>
      <Typography
        variant="body2"
        color={overdue ? "error" : task.dueDate ? "text.primary" : "text.disabled"}
        sx={WIDE_ONLY}
        aria-label={task.dueDate ? undefined : t("taskFilters.page.noDueDate")}
      >
        {task.dueDate ? dayjs(task.dueDate).format("MM/DD/YY") : "—"}
      </Typography>
      <Stack
        direction="row"
        aria-label={t("taskFilters.page.assignees")}
        sx={{ alignItems: "center", justifyContent: "flex-end", "& > *:not(:first-of-type)": { ms: -0.75 } }}
      >
        {assignees.length === 0 ? (
          <Typography variant="caption" color="text.disabled">
            {t("taskFilters.page.unassigned")}
          </Typography>
        ) : null}
        {assignees.slice(0, MAX_ROW_AVATARS).map((id) => {
          const person = people.get(id);
          const name = person ? fullName(person) : t("taskFilters.page.unknownUser");
          return (
            <Tooltip key={id} title={name}>
              <Box sx={{ borderRadius: "50%", border: 2, borderColor: "background.paper", display: "flex" }}>
                <UserAvatar
                  avatar={person?.avatar ?? null}
                  fallback={person?.avatar_fallBack ?? "?"}
                  name={name}
                  size={26}
                />
              </Box>
            </Tooltip>
          );
        })}
        {extra > 0 ? (
          <Typography variant="caption" sx={{ ms: 0.75 }} color="text.secondary">
            {t("taskFilters.page.moreAssignees", { count: extra })}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

/** The column titles above the rows (wide screens). */
export function WorkspaceTaskHeader() {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden
      sx={{ ...GRID, display: { xs: "none", md: "grid" }, py: 1, borderBottom: 1, borderColor: "divider" }}
    >
      {[
        t("taskFilters.page.columns.id"),
        t("taskFilters.page.columns.name"),
        t("taskFilters.page.columns.workspace"),
        t("taskFilters.panel.fields.status"),
        t("taskFilters.panel.fields.priority"),
        t("taskFilters.panel.fields.dueDate"),
        t("taskFilters.page.assignees"),
      ].map((label, index) => (
        <Typography
          key={label}
          variant="caption"
          color="text.secondary"
          sx={{ fontWeight: 600, textAlign: index === 6 ? "end" : "start" }}
        >
          {label}
        </Typography>
      ))}
    </Box>
  );
}

/** Five placeholder rows while the first page loads (spec §9: skeleton rows 5). */
export function WorkspaceTaskSkeletonRows() {
  return (
    <Box aria-busy="true">
      {["a", "b", "c", "d", "e"].map((key) => (
        <Box key={key} data-testid="task-row-skeleton" sx={{ ...GRID, height: TASK_ROW_HEIGHT }}>
          <Skeleton sx={WIDE_ONLY} />
          <Skeleton />
          <Skeleton sx={WIDE_ONLY} />
          <Skeleton sx={WIDE_ONLY} />
          <Skeleton sx={WIDE_ONLY} />
          <Skeleton sx={WIDE_ONLY} />
          <Skeleton variant="circular" width={26} height={26} sx={{ justifySelf: "end" }} />
        </Box>
      ))}
    </Box>
  );
}
