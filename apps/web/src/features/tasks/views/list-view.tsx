import type { Task } from "@bearish/shared/tasks/task";
import type { TaskGrouping } from "@bearish/shared/tasks/task-rules";
import { closestCenter, DndContext, DragOverlay, useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { defaultRangeExtractor, useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AddTaskDialog } from "./add-task-dialog";
import { cardDragId, columnDragId } from "./board-column";
import { groupDefaults, type TaskGroup } from "./group-tasks";
import { InlineAddTask } from "./inline-add-task";
import { TaskRowCard } from "./task-row-card";
import {
  EmptyState,
  groupColor,
  measureWithFallback,
  observeWithFallback,
  useGroupLabel,
  useNewTaskShortcut,
  useTaskViewEnv,
} from "./task-view-common";
import { useTaskDnd } from "./use-task-dnd";

type Row =
  | { kind: "header"; key: string; group: TaskGroup }
  | { kind: "task"; key: string; group: TaskGroup; task: Task }
  | { kind: "add"; key: string; group: TaskGroup };

const observeList = observeWithFallback({ width: 900, height: 900 });
const measureRow = measureWithFallback((element) => (element.querySelector("h3") ? 48 : 45));

/** A copy of a set with the key added or removed. */
function toggled(set: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(set);
  if (!next.delete(key)) next.add(key);
  return next;
}

function GroupHeader({
  group,
  grouping,
  collapsed,
  onToggle,
}: {
  group: TaskGroup;
  grouping: TaskGrouping;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const { canEdit } = useTaskViewEnv();
  const label = useGroupLabel()(grouping, group.key);
  const { setNodeRef, isOver } = useDroppable({
    id: columnDragId(group.key),
    data: { type: "column", groupKey: group.key },
    disabled: !canEdit,
  });
  return (
    <Box ref={setNodeRef} sx={{ pt: 1.5, outline: isOver ? 2 : 0, outlineColor: "primary.main" }}>
      <ButtonBase
        onClick={onToggle}
        aria-expanded={!collapsed}
        aria-label={t("taskBoard.list.toggleGroup", { name: label })}
        sx={{
          display: "flex",
          gap: 1,
          alignItems: "center",
          px: 1,
          py: 0.5,
          borderRadius: 1,
          width: "100%",
          justifyContent: "flex-start",
        }}
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={{
            transform: collapsed ? "rotate(-90deg)" : "none",
            transition: "transform 120ms",
            "[dir=rtl] &": { transform: collapsed ? "rotate(90deg)" : "none" },
          }}
        />
        <Box
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: groupColor(grouping, group.key) }}
        />
        <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          aria-label={t("taskBoard.column.count", { count: group.tasks.length })}
        >
          {group.tasks.length}
        </Typography>
      </ButtonBase>
    </Box>
  );
}

export interface ListViewProps {
  groups: TaskGroup[];
  grouping: TaskGrouping;
  manual: boolean;
  total: number;
}

/** Collapsible sections of task rows, virtualized as one list; rows drag within and between sections. */
export function ListView({ groups, grouping, manual, total }: ListViewProps) {
  const { t } = useTranslation();
  const { canEdit } = useTaskViewEnv();
  const labelOf = useGroupLabel();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [addKey, setAddKey] = useState<string | null>(null);
  const dnd = useTaskDnd(groups, grouping, manual);
  const scrollRef = useRef<HTMLDivElement>(null);

  const rows = useMemo(() => {
    const out: Row[] = [];
    for (const group of groups) {
      out.push({ kind: "header", key: `h\u001f${group.key}`, group });
      if (collapsed.has(group.key)) continue;
      for (const task of group.tasks) out.push({ kind: "task", key: cardDragId(group.key, task.id), group, task });
      if (canEdit) out.push({ kind: "add", key: `a\u001f${group.key}`, group });
    }
    return out;
  }, [groups, collapsed, canEdit]);
  const ids = useMemo(() => rows.filter((row) => row.kind === "task").map((row) => row.key), [rows]);
  const activeIndex = dnd.active ? rows.findIndex((row) => row.key === dnd.active?.id) : -1;
  const rangeExtractor = useCallback(
    (range: Parameters<typeof defaultRangeExtractor>[0]) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex >= 0 && !indexes.includes(activeIndex)
        ? [...indexes, activeIndex].sort((a, b) => a - b)
        : indexes;
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === "header" ? 48 : 45),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 10,
    observeElementRect: observeList,
    measureElement: measureRow,
    rangeExtractor,
  });
  const toggleExpanded = useCallback((taskId: string) => setExpanded((previous) => toggled(previous, taskId)), []);
  const openFirst = useCallback(() => setAddKey(groups[0]?.key ?? null), [groups]);
  useNewTaskShortcut(openFirst, canEdit && groups.length > 0);

  return (
    <Box>
      {total === 0 ? (
        <Box sx={{ mb: 2 }}>
          <EmptyState />
        </Box>
      ) : null}
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={closestCenter}
        onDragStart={dnd.onDragStart}
        onDragEnd={dnd.onDragEnd}
        onDragCancel={dnd.onDragCancel}
        accessibility={dnd.accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Paper
            variant="outlined"
            ref={scrollRef}
            sx={{ height: "calc(100vh - 260px)", minHeight: 360, overflowY: "auto" }}
            data-testid="task-list"
          >
            <Box sx={{ height: virtualizer.getTotalSize(), position: "relative" }}>
              {virtualizer.getVirtualItems().map((item) => {
                const row = rows[item.index] as Row;
                return (
                  <Box
                    key={item.key}
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    sx={{ position: "absolute", top: 0, insetInlineStart: 0, width: "100%" }}
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    {row.kind === "header" ? (
                      <GroupHeader
                        group={row.group}
                        grouping={grouping}
                        collapsed={collapsed.has(row.group.key)}
                        onToggle={() => setCollapsed((previous) => toggled(previous, row.group.key))}
                      />
                    ) : row.kind === "task" ? (
                      <TaskRowCard
                        dragId={row.key}
                        groupKey={row.group.key}
                        task={row.task}
                        expanded={expanded.has(row.task.id)}
                        onToggleExpanded={toggleExpanded}
                      />
                    ) : (
                      <InlineAddTask
                        defaults={groupDefaults(grouping, row.group.key)}
                        label={t("taskBoard.add.addTask")}
                        ariaLabel={t("taskBoard.column.add", { name: labelOf(grouping, row.group.key) })}
                      />
                    )}
                  </Box>
                );
              })}
            </Box>
          </Paper>
        </SortableContext>
        <DragOverlay>
          {dnd.active ? (
            <Paper elevation={6} sx={{ px: 2, py: 1.25 }}>
              <Typography>{dnd.active.task.name}</Typography>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
      <AddTaskDialog
        open={addKey !== null}
        onClose={() => setAddKey(null)}
        groupName={addKey !== null ? labelOf(grouping, addKey) : null}
        defaults={addKey !== null ? groupDefaults(grouping, addKey) : {}}
      />
    </Box>
  );
}
