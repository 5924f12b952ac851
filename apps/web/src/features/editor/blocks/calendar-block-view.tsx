import { CALENDAR_VIEWS, type CalendarView, calendarAttrs } from "@bearish/shared/editor/blocks/calendar";
import { parseBlockAttrs } from "@bearish/shared/editor/define-block";
import type { Task } from "@bearish/shared/tasks/task";
import { isClosedStatus } from "@bearish/shared/tasks/task-rules";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import LinearProgress from "@mui/material/LinearProgress";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type NodeViewProps, NodeViewWrapper } from "@tiptap/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useTaskRealtime } from "../../tasks/hooks/use-task-realtime";
import { PRIORITY_COLORS } from "../../tasks/views/task-view-common";
import { byDueDay, dayKey, dueRange, fromDayKey, shiftAnchor, visibleDays } from "./calendar-grid";
import { useCalendarTasks } from "./calendar-tasks";

/** Tasks listed in a month cell before "+n more" (the day view lists all). */
const CELL_TASKS = 3;

function TaskChip({ task, href }: { task: Task; href: string }) {
  const closed = isClosedStatus(task.status.value);
  return (
    <Box
      component={RouterLink}
      to={href}
      title={`${task.displayId} ${task.name}`}
      sx={{
        display: "block",
        typography: "caption",
        px: 0.75,
        mb: 0.25,
        borderRadius: 0.5,
        borderInlineStart: 3,
        borderInlineStartStyle: "solid",
        borderColor: PRIORITY_COLORS[task.priority.value],
        bgcolor: "action.hover",
        color: closed ? "text.secondary" : "text.primary",
        textDecoration: closed ? "line-through" : "none",
        whiteSpace: "nowrap",
        overflow: "hidden",
        textOverflow: "ellipsis",
        "&:hover, &:focus-visible": { bgcolor: "action.selected" },
      }}
    >
      {task.name}
    </Box>
  );
}

function DayCell({
  day,
  tasks,
  inMonth,
  today,
  full,
  taskHref,
}: {
  day: string;
  tasks: readonly Task[];
  inMonth: boolean;
  today: boolean;
  full: boolean;
  taskHref: (task: Task) => string;
}) {
  const { t, i18n } = useTranslation();
  const date = fromDayKey(day);
  const shown = full ? tasks : tasks.slice(0, CELL_TASKS);
  const label = new Intl.DateTimeFormat(i18n.language, { dateStyle: "full" }).format(date);
  return (
    <Box
      role="listitem"
      aria-label={t("editorTaskBlocks.calendar.dayLabel", { date: label, count: tasks.length })}
      aria-current={today ? "date" : undefined}
      sx={{
        minHeight: full ? 160 : 92,
        p: 0.5,
        borderInlineEnd: 1,
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: inMonth ? "background.paper" : "action.hover",
        minWidth: 0,
      }}
    >
      <Typography
        variant="caption"
        sx={{
          display: "inline-flex",
          justifyContent: "center",
          minWidth: 22,
          borderRadius: 11,
          mb: 0.25,
          fontWeight: today ? 700 : 400,
          color: today ? "primary.contrastText" : inMonth ? "text.primary" : "text.disabled",
          bgcolor: today ? "primary.main" : "transparent",
        }}
      >
        {date.getDate()}
      </Typography>
      {shown.map((task) => (
        <TaskChip key={task.id} task={task} href={taskHref(task)} />
      ))}
      {tasks.length > shown.length ? (
        <Typography variant="caption" color="text.secondary">
          {t("editorTaskBlocks.calendar.more", { count: tasks.length - shown.length })}
        </Typography>
      ) : null}
    </Box>
  );
}

/** The period's title: the month and year, the week's first day, or the day. */
function periodTitle(view: CalendarView, anchor: Date, days: readonly string[], locale: string): string {
  if (view === "dayGridMonth")
    return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric" }).format(anchor);
  if (view === "timeGridDay") return new Intl.DateTimeFormat(locale, { dateStyle: "full" }).format(anchor);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
  return format.formatRange(fromDayKey(days[0] ?? dayKey(anchor)), fromDayKey(days.at(-1) ?? dayKey(anchor)));
}

function LiveCalendar({ workspaceId, view }: { workspaceId: string; view: CalendarView }) {
  const { t, i18n } = useTranslation();
  const to = useLocalePath();
  const { source = "bearish" } = useParams();
  const [anchor, setAnchor] = useState(() => new Date());
  useTaskRealtime(workspaceId);
  const days = useMemo(() => visibleDays(view, anchor), [view, anchor]);
  const range = dueRange(days);
  const tasks = useCalendarTasks(workspaceId, range.dueFrom, range.dueTo);
  const due = useMemo(() => byDueDay(tasks.data ?? []), [tasks.data]);
  const today = dayKey(new Date());
  const month = anchor.getMonth();
  const weekdays = days
    .slice(0, 7)
    .map((day) => new Intl.DateTimeFormat(i18n.language, { weekday: "short" }).format(fromDayKey(day)));
  const taskHref = (task: Task) =>
    to(`/workspace/${source}/${workspaceId}/item/${task.componentId ?? "none"}/task/${task.id}`);
  const isRtl = i18n.dir() === "rtl";

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 1.5, py: 1, flexWrap: "wrap" }}>
        <IconButton
          size="small"
          aria-label={t("editorTaskBlocks.calendar.previous")}
          onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
        >
          {isRtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
        <IconButton
          size="small"
          aria-label={t("editorTaskBlocks.calendar.next")}
          onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
        >
          {isRtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
        <Button size="small" variant="outlined" onClick={() => setAnchor(new Date())}>
          {t("editorTaskBlocks.calendar.today")}
        </Button>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }} aria-live="polite">
          {periodTitle(view, anchor, days, i18n.language)}
        </Typography>
      </Box>
      {tasks.isFetching ? <LinearProgress aria-label={t("common.loading")} sx={{ height: 2 }} /> : null}
      {tasks.isError ? (
        <Alert severity="error" sx={{ mx: 1.5, mb: 1 }}>
          {t("editorTaskBlocks.calendar.failed")}
        </Alert>
      ) : null}
      <Box
        role="list"
        aria-label={periodTitle(view, anchor, days, i18n.language)}
        sx={{
          display: "grid",
          gridTemplateColumns: `repeat(${Math.min(days.length, 7)}, minmax(0, 1fr))`,
          borderTop: 1,
          borderInlineStart: 1,
          borderColor: "divider",
        }}
      >
        {view !== "timeGridDay"
          ? weekdays.map((name) => (
              <Typography
                key={name}
                aria-hidden
                variant="caption"
                color="text.secondary"
                sx={{ textAlign: "center", py: 0.5, borderInlineEnd: 1, borderBottom: 1, borderColor: "divider" }}
              >
                {name}
              </Typography>
            ))
          : null}
        {days.map((day) => (
          <DayCell
            key={day}
            day={day}
            tasks={due.get(day) ?? []}
            inMonth={view !== "dayGridMonth" || fromDayKey(day).getMonth() === month}
            today={day === today}
            full={view !== "dayGridMonth"}
            taskHref={taskHref}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The editor's calendar block (spec §3 other blocks): the workspace's tasks by due date in a month
 * (6 weeks fixed), week or day view; previous, next and today; a task opens its full card. There is
 * no calendar area yet, so the caption says it shows task due dates. Editors choose the view.
 */
export function CalendarBlockView({ node, editor, updateAttributes, selected }: NodeViewProps) {
  const { t } = useTranslation();
  const { workspaceId = "" } = useParams();
  const { view } = parseBlockAttrs(calendarAttrs, node.attrs);
  return (
    <NodeViewWrapper data-type="calendar">
      <Box
        role="group"
        aria-label={t("editorTaskBlocks.calendar.label")}
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
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 1.5, pt: 1, flexWrap: "wrap" }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
            {t("editorTaskBlocks.calendar.caption")}
          </Typography>
          {editor.isEditable ? (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={view}
              aria-label={t("editorTaskBlocks.calendar.viewLabel")}
              onChange={(_event, next: CalendarView | null) => {
                if (next) updateAttributes({ view: next });
              }}
            >
              {CALENDAR_VIEWS.map((option) => (
                <ToggleButton key={option} value={option}>
                  {t(`editorTaskBlocks.calendar.views.${option}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          ) : null}
        </Box>
        {workspaceId ? (
          <LiveCalendar workspaceId={workspaceId} view={view} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t("editorTaskBlocks.calendar.outside")}
          </Typography>
        )}
      </Box>
    </NodeViewWrapper>
  );
}
