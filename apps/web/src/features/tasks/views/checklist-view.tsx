import type { Task } from "@bearish/shared/tasks/task";
import { closestCenter, DndContext, DragOverlay } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useCallback, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cardDragId } from "./board-column";
import { ALL_GROUP_KEY, type TaskGroup } from "./group-tasks";
import { InlineAddTask } from "./inline-add-task";
import { TaskRowCard } from "./task-row-card";
import {
  EmptyState,
  measureWithFallback,
  observeWithFallback,
  useNewTaskShortcut,
  useTaskViewEnv,
} from "./task-view-common";
import { useTaskDnd } from "./use-task-dnd";

const observeChecklist = observeWithFallback({ width: 800, height: 900 });
const measureRow = measureWithFallback(() => 45);
const noop = () => {};

/** A flat checklist: tick to finish (struck through), drag to reorder, type at the bottom and Enter to add. */
export function ChecklistView({ tasks, manual }: { tasks: Task[]; manual: boolean }) {
  const { t } = useTranslation();
  const { canEdit } = useTaskViewEnv();
  const groups = useMemo<TaskGroup[]>(() => [{ key: ALL_GROUP_KEY, tasks }], [tasks]);
  const dnd = useTaskDnd(groups, "none", manual);
  const ids = useMemo(() => tasks.map((task) => cardDragId(ALL_GROUP_KEY, task.id)), [tasks]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLInputElement>(null);
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 45,
    getItemKey: (index) => ids[index] ?? index,
    overscan: 10,
    observeElementRect: observeChecklist,
    measureElement: measureRow,
  });
  const focusAdd = useCallback(() => addRef.current?.focus(), []);
  useNewTaskShortcut(focusAdd, canEdit);

  return (
    <Box>
      {tasks.length === 0 ? (
        <Box sx={{ mb: 2 }}>
          <EmptyState />
        </Box>
      ) : null}
      <Paper variant="outlined">
        <DndContext
          sensors={dnd.sensors}
          collisionDetection={closestCenter}
          onDragStart={dnd.onDragStart}
          onDragEnd={dnd.onDragEnd}
          onDragCancel={dnd.onDragCancel}
          accessibility={dnd.accessibility}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Box ref={scrollRef} sx={{ maxHeight: "calc(100vh - 320px)", overflowY: "auto" }} data-testid="checklist">
              <Box sx={{ height: virtualizer.getTotalSize(), position: "relative" }}>
                {virtualizer.getVirtualItems().map((item) => (
                  <Box
                    key={item.key}
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    sx={{ position: "absolute", top: 0, insetInlineStart: 0, width: "100%" }}
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    <TaskRowCard
                      dragId={ids[item.index] as string}
                      groupKey={ALL_GROUP_KEY}
                      task={tasks[item.index] as Task}
                      expanded={false}
                      onToggleExpanded={noop}
                      variant="checklist"
                    />
                  </Box>
                ))}
              </Box>
            </Box>
          </SortableContext>
          <DragOverlay>
            {dnd.active ? (
              <Paper elevation={6} sx={{ px: 2, py: 1.25 }}>
                <Typography>{dnd.active.task.name}</Typography>
              </Paper>
            ) : null}
          </DragOverlay>
        </DndContext>
        {canEdit ? <InlineAddTask defaults={{}} label={t("taskBoard.add.addItem")} inputRef={addRef} /> : null}
      </Paper>
    </Box>
  );
}
