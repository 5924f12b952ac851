import type { Task } from "@bearish/shared/tasks/task";
import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpdateTask } from "../hooks/use-task-mutations";
import { type GanttSpan, isoDay, spanChange } from "./gantt-rules";
import { formatDue, STATUS_COLORS } from "./task-view-common";

interface Drag {
  mode: "move" | "resize";
  x: number;
}

/** A draggable bar: drag to move, drag the end edge to resize, arrows move it by a day (Shift: the end). */
export function GanttBar({
  task,
  span,
  origin,
  dayWidth,
  canEdit,
}: {
  task: Task;
  span: GanttSpan;
  origin: number;
  dayWidth: number;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const rtl = useTheme().direction === "rtl";
  const update = useUpdateTask();
  const drag = useRef<Drag | null>(null);
  const [delta, setDelta] = useState({ move: 0, resize: 0 });
  const sign = rtl ? -1 : 1;

  const save = (move: number, resize: number) => {
    const body = spanChange(span, move, resize);
    if (body) update.mutate({ taskId: task.id, body });
  };
  const onPointerDown = (mode: Drag["mode"]) => (event: PointerEvent<HTMLElement>) => {
    if (!canEdit || event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { mode, x: event.clientX };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!drag.current) return;
    const days = Math.round((sign * (event.clientX - drag.current.x)) / dayWidth);
    setDelta(
      drag.current.mode === "move"
        ? { move: days, resize: 0 }
        : { move: 0, resize: Math.max(days, span.start - span.end) },
    );
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    save(delta.move, delta.resize);
    setDelta({ move: 0, resize: 0 });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!canEdit || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    event.preventDefault();
    // Time runs with the writing direction: in RTL, ArrowLeft is later.
    const step = (event.key === "ArrowRight" ? 1 : -1) * sign;
    if (event.shiftKey) save(0, Math.max(step, span.start - span.end));
    else save(step, 0);
  };

  const start = span.start + delta.move;
  const end = Math.max(start, span.end + delta.move + delta.resize);
  const startLabel = formatDue(isoDay(start));
  const endLabel = formatDue(isoDay(end));
  return (
    <Box
      role="slider"
      tabIndex={0}
      aria-label={t("taskBoard.gantt.bar", { name: task.name, start: startLabel, end: endLabel })}
      aria-valuenow={start}
      aria-valuetext={`${startLabel} – ${endLabel}`}
      aria-readonly={!canEdit}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown("move")}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
        setDelta({ move: 0, resize: 0 });
      }}
      title={`${task.name}: ${startLabel} – ${endLabel}`}
      sx={{
        position: "absolute",
        top: 6,
        height: 24,
        insetInlineStart: (start - origin) * dayWidth,
        width: (end - start + 1) * dayWidth - 2,
        bgcolor: task.taskColor ?? STATUS_COLORS[task.status.value],
        borderRadius: 1,
        color: "#fff",
        fontSize: 12,
        px: 1,
        overflow: "hidden",
        whiteSpace: "nowrap",
        lineHeight: "24px",
        cursor: canEdit ? "grab" : "default",
        touchAction: "none",
        userSelect: "none",
        "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: 2 },
      }}
    >
      {task.name}
      {canEdit ? (
        <Box
          aria-label={t("taskBoard.gantt.resize", { name: task.name })}
          onPointerDown={onPointerDown("resize")}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          sx={{
            position: "absolute",
            top: 0,
            bottom: 0,
            insetInlineEnd: 0,
            width: 8,
            cursor: "ew-resize",
            bgcolor: "rgba(0,0,0,0.15)",
          }}
        />
      ) : null}
    </Box>
  );
}
