import type { Task } from "@bearish/shared/tasks/task";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useUpdateTask } from "../hooks/use-task-mutations";
import { GanttBar } from "./gantt-bar";
import { type GanttSpan, isoDay, scheduleChange, spanOf, todayDay } from "./gantt-rules";
import { EmptyState, observeWithFallback, useTaskViewEnv } from "./task-view-common";

const NAME_WIDTH = 220;
const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
const DAY_WIDTH = { day: 36, week: 12 } as const;
type Zoom = keyof typeof DAY_WIDTH;
const observeGantt = observeWithFallback({ width: 1200, height: 700 });

interface Scheduled {
  task: Task;
  span: GanttSpan;
}

function TimelineHeader({
  origin,
  days,
  dayWidth,
  zoom,
}: {
  origin: number;
  days: number;
  dayWidth: number;
  zoom: Zoom;
}) {
  const labels: { day: number; text: string }[] = [];
  for (let day = origin; day < origin + days; day += 1) {
    const date = isoDay(day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (zoom === "day") labels.push({ day, text: date.slice(8, 10) });
    else if (weekday === 1) labels.push({ day, text: `${date.slice(5, 7)}/${date.slice(8, 10)}` });
  }
  return (
    <Box
      sx={{
        position: "relative",
        height: HEADER_HEIGHT,
        width: days * dayWidth,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      {labels.map((label) => (
        <Typography
          key={label.day}
          variant="caption"
          color="text.secondary"
          sx={{
            position: "absolute",
            top: 12,
            insetInlineStart: (label.day - origin) * dayWidth,
            width: zoom === "day" ? dayWidth : 7 * dayWidth,
            textAlign: "center",
            borderInlineStart: 1,
            borderColor: "divider",
          }}
        >
          {label.text}
        </Typography>
      ))}
    </Box>
  );
}

/** Tasks on a timeline by day or week, with a today line; undated tasks wait under "Unscheduled". */
export function GanttView({ tasks }: { tasks: Task[] }) {
  const { t } = useTranslation();
  const { canEdit, taskPath } = useTaskViewEnv();
  const update = useUpdateTask();
  const [zoom, setZoom] = useState<Zoom>("day");
  const dayWidth = DAY_WIDTH[zoom];
  const today = todayDay();
  const { scheduled, unscheduled } = useMemo(() => {
    const rows: Scheduled[] = [];
    const rest: Task[] = [];
    for (const task of tasks) {
      const span = spanOf(task);
      if (span) rows.push({ task, span });
      else rest.push(task);
    }
    return { scheduled: rows, unscheduled: rest };
  }, [tasks]);
  const { origin, days } = useMemo(() => {
    let min = today;
    let max = today;
    for (const row of scheduled) {
      min = Math.min(min, row.span.start);
      max = Math.max(max, row.span.end);
    }
    const first = min - 7;
    return { origin: first, days: max + 21 - first };
  }, [scheduled, today]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: scheduled.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: HEADER_HEIGHT,
    observeElementRect: observeGantt,
  });

  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {t("taskBoard.gantt.zoom")}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={zoom}
          onChange={(_event, next: Zoom | null) => next && setZoom(next)}
          aria-label={t("taskBoard.gantt.zoom")}
        >
          <ToggleButton value="day">{t("taskBoard.gantt.day")}</ToggleButton>
          <ToggleButton value="week">{t("taskBoard.gantt.week")}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {tasks.length === 0 ? <EmptyState /> : null}
      {tasks.length > 0 && scheduled.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t("taskBoard.gantt.noneScheduled")}
        </Typography>
      ) : null}
      {scheduled.length > 0 ? (
        <Paper
          variant="outlined"
          ref={scrollRef}
          sx={{ overflow: "auto", maxHeight: "calc(100vh - 360px)", minHeight: 200 }}
          data-testid="gantt"
        >
          <Box
            sx={{
              position: "relative",
              width: NAME_WIDTH + days * dayWidth,
              height: HEADER_HEIGHT + virtualizer.getTotalSize(),
            }}
          >
            <Box sx={{ position: "sticky", top: 0, zIndex: 2, display: "flex", bgcolor: "background.paper" }}>
              <Box
                sx={{
                  width: NAME_WIDTH,
                  flexShrink: 0,
                  position: "sticky",
                  insetInlineStart: 0,
                  bgcolor: "background.paper",
                  borderInlineEnd: 1,
                  borderColor: "divider",
                }}
              />
              <TimelineHeader origin={origin} days={days} dayWidth={dayWidth} zoom={zoom} />
            </Box>
            <Box
              aria-label={t("taskBoard.gantt.today")}
              title={t("taskBoard.gantt.today")}
              sx={{
                position: "absolute",
                top: 0,
                bottom: 0,
                zIndex: 1,
                width: 2,
                bgcolor: "error.main",
                insetInlineStart: NAME_WIDTH + (today - origin) * dayWidth + dayWidth / 2,
              }}
            />
            {virtualizer.getVirtualItems().map((item) => {
              const row = scheduled[item.index] as Scheduled;
              return (
                <Box
                  key={row.task.id}
                  sx={{
                    position: "absolute",
                    top: 0,
                    insetInlineStart: 0,
                    display: "flex",
                    height: ROW_HEIGHT,
                    width: "100%",
                    borderBottom: 1,
                    borderColor: "divider",
                  }}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <Box
                    sx={{
                      width: NAME_WIDTH,
                      flexShrink: 0,
                      position: "sticky",
                      insetInlineStart: 0,
                      zIndex: 1,
                      bgcolor: "background.paper",
                      px: 1,
                      display: "flex",
                      alignItems: "center",
                      borderInlineEnd: 1,
                      borderColor: "divider",
                    }}
                  >
                    <Link
                      component={RouterLink}
                      to={taskPath(row.task.id)}
                      underline="hover"
                      color="text.primary"
                      noWrap
                      variant="body2"
                    >
                      {row.task.name}
                    </Link>
                  </Box>
                  <Box sx={{ position: "relative", flex: 1 }}>
                    <GanttBar task={row.task} span={row.span} origin={origin} dayWidth={dayWidth} canEdit={canEdit} />
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Paper>
      ) : null}
      {unscheduled.length > 0 ? (
        <Box component="section" aria-label={t("taskBoard.gantt.unscheduled")} sx={{ mt: 2 }}>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1, fontWeight: 600 }}>
            {t("taskBoard.gantt.unscheduled")} ({unscheduled.length})
          </Typography>
          <Paper variant="outlined" sx={{ maxHeight: 320, overflowY: "auto" }}>
            {unscheduled.slice(0, 500).map((task) => (
              <Box
                key={task.id}
                sx={{
                  display: "flex",
                  alignItems: "center",
                  gap: 1,
                  px: 1.5,
                  py: 0.75,
                  borderBottom: 1,
                  borderColor: "divider",
                }}
              >
                <Link
                  component={RouterLink}
                  to={taskPath(task.id)}
                  underline="hover"
                  color="text.primary"
                  sx={{ flex: 1 }}
                  noWrap
                >
                  {task.name}
                </Link>
                {canEdit ? (
                  <Button size="small" onClick={() => update.mutate({ taskId: task.id, body: scheduleChange(today) })}>
                    {t("taskBoard.gantt.schedule")}
                  </Button>
                ) : null}
              </Box>
            ))}
          </Paper>
        </Box>
      ) : null}
    </Box>
  );
}
