import type { Task } from "@bearish/shared/tasks/task";
import type { TaskGrouping } from "@bearish/shared/tasks/task-rules";
import {
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpdateTask } from "../hooks/use-task-mutations";
import { planDrop, type TaskGroup } from "./group-tasks";

interface DragData {
  type: "card" | "column";
  groupKey: string;
  taskId?: string;
}

const dataOf = (value: unknown): DragData | null =>
  value && typeof value === "object" && "groupKey" in value ? (value as DragData) : null;

/**
 * Drag and drop of tasks between and within groups (board columns, list sections, the checklist):
 * pointer (after 5 px, so a click still opens a card) and keyboard (Space picks up and drops, arrows
 * move, Escape cancels). A drop sends planDrop's update through the optimistic useUpdateTask.
 */
export function useTaskDnd(groups: readonly TaskGroup[], grouping: TaskGrouping, manual: boolean) {
  const { t } = useTranslation();
  const update = useUpdateTask();
  const [active, setActive] = useState<{ id: string; task: Task } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Enter opens a card; Space picks it up.
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space", "Enter"] },
    }),
  );
  const byKey = useMemo(() => new Map(groups.map((group) => [group.key, group])), [groups]);
  const findTask = (taskId: string | undefined) => {
    if (!taskId) return undefined;
    for (const group of groups) {
      const task = group.tasks.find((candidate) => candidate.id === taskId);
      if (task) return task;
    }
    return undefined;
  };

  const onDragStart = (event: DragStartEvent) => {
    const task = findTask(dataOf(event.active.data.current)?.taskId);
    if (task) setActive({ id: String(event.active.id), task });
  };

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const from = dataOf(dragged.data.current);
    const to = dataOf(over?.data.current);
    const task = findTask(from?.taskId);
    if (!from || !to || !task) return;
    const target = byKey.get(to.groupKey);
    if (!target) return;
    const body = planDrop({
      task,
      grouping,
      manual,
      fromKey: from.groupKey,
      toKey: to.groupKey,
      targetTasks: target.tasks,
      overTaskId: to.type === "card" ? (to.taskId ?? null) : null,
    });
    // No `version`: a second quick move of the same card would be refused as stale; a move is last-write-wins.
    if (body) update.mutate({ taskId: task.id, body });
  };

  const nameOf = (item: { data: { current?: unknown } }) => findTask(dataOf(item.data.current)?.taskId)?.name ?? "";
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => t("taskBoard.drag.picked", { name: nameOf(a) }),
    onDragOver: ({ active: a }) => t("taskBoard.drag.moved", { name: nameOf(a) }),
    onDragEnd: ({ active: a }) => t("taskBoard.drag.dropped", { name: nameOf(a) }),
    onDragCancel: ({ active: a }) => t("taskBoard.drag.canceled", { name: nameOf(a) }),
  };

  return {
    sensors,
    active,
    onDragStart,
    onDragEnd,
    onDragCancel: () => setActive(null),
    accessibility: { announcements },
  };
}
