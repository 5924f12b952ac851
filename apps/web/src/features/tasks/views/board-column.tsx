import type { Task } from "@bearish/shared/tasks/task";
import type { TaskGrouping } from "@bearish/shared/tasks/task-rules";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { defaultRangeExtractor, useVirtualizer } from "@tanstack/react-virtual";
import { memo, useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { BoardCard } from "./board-card";
import type { TaskGroup } from "./group-tasks";
import { measureWithFallback, observeWithFallback, useTaskViewEnv } from "./task-view-common";

export const BOARD_COLUMN_WIDTH = 288;
const CARD_ESTIMATE = 124;
const observeColumn = observeWithFallback({ width: BOARD_COLUMN_WIDTH, height: 900 });
const measureCard = measureWithFallback(() => CARD_ESTIMATE);

/** Ids of the drag system: a task can sit in several columns (assignee, tag), so ids name the column too. */
export const cardDragId = (groupKey: string, taskId: string) => `card\u001f${groupKey}\u001f${taskId}`;
export const columnDragId = (groupKey: string) => `column\u001f${groupKey}`;

export interface CardDragData {
  type: "card";
  groupKey: string;
  taskId: string;
}
export interface ColumnDragData {
  type: "column";
  groupKey: string;
}

interface SortableCardProps {
  id: string;
  task: Task;
  groupKey: string;
  number: number | undefined;
  disabled: boolean;
}

const SortableCard = memo(function SortableCard({ id, task, groupKey, number, disabled }: SortableCardProps) {
  const { taskPath } = useTaskViewEnv();
  const navigate = useNavigate();
  const data: CardDragData = { type: "card", groupKey, taskId: task.id };
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id, data, disabled });
  // A plain element styled by the column's classes: a screenful of these mounts on every jump
  // through a long column, and per-card `sx` made each one cost a style computation.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes give it role="button" and tabIndex 0.
    <div
      ref={setNodeRef}
      className="board-card-handle"
      {...attributes}
      {...listeners}
      data-task-id={task.id}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest("a")) navigate(taskPath(task.id));
      }}
      onKeyDown={(event) => {
        listeners?.onKeyDown?.(event);
        if (event.key === "Enter" && !event.defaultPrevented && event.target === event.currentTarget)
          navigate(taskPath(task.id));
      }}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        cursor: disabled ? "pointer" : "grab",
        opacity: isDragging ? 0.4 : 1,
      }}
    >
      <BoardCard task={task} number={number} />
    </div>
  );
});

export interface BoardColumnProps {
  group: TaskGroup;
  grouping: TaskGrouping;
  label: string;
  color: string;
  canEdit: boolean;
  /** The card being dragged (kept rendered while it is scrolled out of view). */
  activeId: string | null;
  onAdd: (groupKey: string) => void;
}

/** One column: header (name, count, colour, +) and its cards, virtualized. */
export const BoardColumn = memo(function BoardColumn({
  group,
  grouping,
  label,
  color,
  canEdit,
  activeId,
  onAdd,
}: BoardColumnProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const ids = useMemo(() => group.tasks.map((task) => cardDragId(group.key, task.id)), [group]);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) return [...indexes, activeIndex].sort((a, b) => a - b);
      return indexes;
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: group.tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ESTIMATE,
    overscan: 6,
    getItemKey: (index) => ids[index] ?? index,
    observeElementRect: observeColumn,
    measureElement: measureCard,
    rangeExtractor,
  });
  const columnData: ColumnDragData = { type: "column", groupKey: group.key };
  const { setNodeRef, isOver } = useDroppable({ id: columnDragId(group.key), data: columnData, disabled: !canEdit });
  const numbered = grouping === "numbered";

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-label={label}
      variant="outlined"
      sx={{
        width: BOARD_COLUMN_WIDTH,
        flexShrink: 0,
        display: "flex",
        flexDirection: "column",
        maxHeight: "100%",
        bgcolor: (theme) => (theme.palette.mode === "dark" ? "background.default" : "grey.50"),
        borderTop: 3,
        borderTopColor: color,
        outline: isOver ? 2 : 0,
        outlineColor: "primary.main",
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 1.5, py: 1 }}>
        <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: color, flexShrink: 0 }} />
        <Typography component="h3" variant="subtitle2" noWrap sx={{ flex: 1, fontWeight: 600 }} title={label}>
          {label}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          aria-label={t("taskBoard.column.count", { count: group.tasks.length })}
        >
          {group.tasks.length}
        </Typography>
        {canEdit ? (
          <Tooltip title={t("taskBoard.column.add", { name: label })}>
            <IconButton
              size="small"
              aria-label={t("taskBoard.column.add", { name: label })}
              onClick={() => onAdd(group.key)}
            >
              <AddIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Box>
      <Box
        ref={scrollRef}
        sx={{
          overflowY: "auto",
          flex: 1,
          px: 1,
          pb: 1,
          minHeight: 80,
          "& .board-card-slot": { position: "absolute", top: 0, insetInlineStart: 0, width: "100%", pb: 1 },
          "& .board-card-handle": {
            borderRadius: 1.5,
            outline: "none",
            "&:focus-visible": { boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
          },
        }}
        data-testid={`board-column-${group.key}`}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!canEdit}>
          <Box sx={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
            {virtualizer.getVirtualItems().map((item) => {
              const task = group.tasks[item.index] as Task;
              return (
                <div
                  key={item.key}
                  className="board-card-slot"
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <SortableCard
                    id={ids[item.index] as string}
                    task={task}
                    groupKey={group.key}
                    number={numbered ? item.index + 1 : undefined}
                    disabled={!canEdit}
                  />
                </div>
              );
            })}
          </Box>
        </SortableContext>
      </Box>
    </Paper>
  );
});
