import {
  type CreateTaskBody,
  type ShowCompleted,
  TASK_STATUSES,
  TASK_TYPES,
  type Task,
  type TaskPriority,
  type TaskSort,
  type TaskStatus,
  type UpdateTaskBody,
} from "@bearish/shared/tasks/task";
import { groupDropChange, isClosedStatus, orderBetween, type TaskGrouping } from "@bearish/shared/tasks/task-rules";

/**
 * The client half of the view settings (pure, unit tested): the server answers in the chosen order
 * with completed tasks filtered, but realtime events and optimistic writes change the cached list
 * afterwards, so the views sort, filter and group the cache themselves with the same rules.
 */

/** Board columns and list sections of priority: most urgent first, "no priority" last. */
export const PRIORITY_ORDER: readonly TaskPriority[] = ["urgent", "high", "medium", "low", "noPriority"];

/** The key of the single group of the numbered and none groupings. */
export const ALL_GROUP_KEY = "all";
/** The key of "Unassigned" (assignee grouping) and "No tag" (tag grouping); dropping there clears them. */
export const EMPTY_GROUP_KEY = "";

export interface TaskGroup {
  /** A status, a priority, a user id, a tag, EMPTY_GROUP_KEY or ALL_GROUP_KEY. */
  key: string;
  tasks: Task[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const COMPLETED_WINDOW_MS: Record<Exclude<ShowCompleted, "all" | "none">, number> = {
  pastDay: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** "Show completed": all, none, or only those completed within the past day, week or month. */
export function filterCompleted(tasks: readonly Task[], showCompleted: ShowCompleted, now: Date): Task[] {
  if (showCompleted === "all") return [...tasks];
  return tasks.filter((task) => {
    if (!isClosedStatus(task.status.value)) return true;
    if (showCompleted === "none") return false;
    const at = Date.parse(task.completedAt ?? task.updatedAt);
    return !Number.isNaN(at) && now.getTime() - at <= COMPLETED_WINDOW_MS[showCompleted];
  });
}

type Key = number | string | null;

function keyOf(task: Task, ordering: TaskSort, nameOf: (userId: string) => string): Key {
  switch (ordering) {
    case "manual":
      return task.order;
    case "status":
      return TASK_STATUSES.indexOf(task.status.value);
    case "priority":
      return PRIORITY_ORDER.indexOf(task.priority.value);
    case "assignee": {
      const first = task.assignedUserIds[0];
      return first === undefined ? null : nameOf(first).toLocaleLowerCase();
    }
    case "dueDate":
      return task.dueDate ? Date.parse(task.dueDate) : null;
    case "type":
      return TASK_TYPES.indexOf(task.taskType);
    case "created":
      return Date.parse(task.createdAt);
    case "name":
      return task.name.toLocaleLowerCase();
  }
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

/**
 * The view's ordering. Tasks without the value (no due date, no assignee) come last in either
 * direction; ties keep the task number order.
 */
export function sortTasks(
  tasks: readonly Task[],
  ordering: TaskSort,
  direction: "asc" | "desc",
  nameOf: (userId: string) => string = (id) => id,
): Task[] {
  const sign = direction === "desc" ? -1 : 1;
  const keyed = tasks.map((task) => ({ task, key: keyOf(task, ordering, nameOf) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) {
      if (a.key !== b.key) return a.key === null ? 1 : -1;
    } else {
      const byKey = compareKeys(a.key, b.key);
      if (byKey !== 0) return sign * byKey;
    }
    return a.task.taskIndex - b.task.taskIndex;
  });
  return keyed.map((entry) => entry.task);
}

export interface GroupOptions {
  /** Workspace members' user ids, in display order: every one gets a column in the assignee grouping. */
  memberIds?: readonly string[];
  /** Known tags (the workspace's), in display order: every one gets a column in the tag grouping. */
  tags?: readonly string[];
}

/** Groups keyed by a multi-valued field: a task shows once under each of its values, or under EMPTY_GROUP_KEY. */
function groupByMany(tasks: readonly Task[], valuesOf: (task: Task) => readonly string[], known: readonly string[]) {
  const groups = new Map<string, Task[]>([[EMPTY_GROUP_KEY, []]]);
  for (const key of known) if (!groups.has(key)) groups.set(key, []);
  const extra = new Set<string>();
  for (const task of tasks) {
    const values = valuesOf(task);
    if (values.length === 0) (groups.get(EMPTY_GROUP_KEY) as Task[]).push(task);
    for (const value of new Set(values)) {
      if (!groups.has(value)) {
        groups.set(value, []);
        extra.add(value);
      }
      (groups.get(value) as Task[]).push(task);
    }
  }
  // Values no one listed (a former member, an ad-hoc tag) come after the known ones, alphabetically.
  const knownKeys = [
    EMPTY_GROUP_KEY,
    ...known.filter((key, index) => key !== EMPTY_GROUP_KEY && known.indexOf(key) === index),
  ];
  const order = [...knownKeys, ...[...extra].sort((a, b) => a.localeCompare(b))];
  return order.map((key) => ({ key, tasks: groups.get(key) as Task[] }));
}

/**
 * Splits already sorted tasks into the grouping's groups, keeping their order inside each. Status and
 * priority always show every value (so there is a column to drop on); assignee and tag add an
 * "Unassigned"/"No tag" group first; numbered and none are one group.
 */
export function groupTasks(tasks: readonly Task[], grouping: TaskGrouping, options: GroupOptions = {}): TaskGroup[] {
  switch (grouping) {
    case "status":
      return TASK_STATUSES.map((status) => ({ key: status, tasks: tasks.filter((t) => t.status.value === status) }));
    case "priority":
      return PRIORITY_ORDER.map((priority) => ({
        key: priority,
        tasks: tasks.filter((t) => t.priority.value === priority),
      }));
    case "assignee":
      return groupByMany(tasks, (t) => t.assignedUserIds, options.memberIds ?? []);
    case "tag":
      return groupByMany(tasks, (t) => t.tags, options.tags ?? []);
    case "numbered":
    case "none":
      return [{ key: ALL_GROUP_KEY, tasks: [...tasks] }];
  }
}

export type GroupDefaults = Pick<CreateTaskBody, "status" | "priority" | "assignedUserIds" | "tags">;

/** The fields a task created in a group starts with (the column's "+" and the list's "Add task"). */
export function groupDefaults(grouping: TaskGrouping, key: string): GroupDefaults {
  if (key === ALL_GROUP_KEY || key === EMPTY_GROUP_KEY) return {};
  switch (grouping) {
    case "status":
      return (TASK_STATUSES as readonly string[]).includes(key) ? { status: key as TaskStatus } : {};
    case "priority":
      return (PRIORITY_ORDER as readonly string[]).includes(key) ? { priority: key as TaskPriority } : {};
    case "assignee":
      return { assignedUserIds: [key] };
    case "tag":
      return { tags: [key] };
    default:
      return {};
  }
}

/** Sorted, filtered and grouped: what a view shows. */
export function arrangeTasks(
  tasks: readonly Task[],
  settings: { grouping: TaskGrouping; ordering: TaskSort; direction: "asc" | "desc"; showCompleted: ShowCompleted },
  options: GroupOptions & { now: Date; nameOf?: (userId: string) => string },
): TaskGroup[] {
  const visible = filterCompleted(tasks, settings.showCompleted, options.now);
  return groupTasks(
    sortTasks(visible, settings.ordering, settings.direction, options.nameOf),
    settings.grouping,
    options,
  );
}

export interface DropPlan {
  task: Task;
  grouping: TaskGrouping;
  /** Manual ordering: the drop also places the task between its new neighbours. */
  manual: boolean;
  fromKey: string;
  toKey: string;
  /** The target group's tasks as shown (the dragged task included when it is the same group). */
  targetTasks: readonly Task[];
  /** The task dropped on, or null for the group's end. */
  overTaskId: string | null;
}

/**
 * The update a drop sends (spec §4): the grouping field (groupDropChange) and, with manual ordering,
 * an `order` between the new neighbours. Null when the drop changes nothing.
 */
export function planDrop({
  task,
  grouping,
  manual,
  fromKey,
  toKey,
  targetTasks,
  overTaskId,
}: DropPlan): UpdateTaskBody | null {
  const sameGroup = fromKey === toKey;
  const others = targetTasks.filter((t) => t.id !== task.id);
  let index = others.length;
  if (overTaskId !== null && overTaskId !== task.id) {
    const overIndex = others.findIndex((t) => t.id === overTaskId);
    if (overIndex >= 0) {
      const movingDown =
        sameGroup && targetTasks.findIndex((t) => t.id === task.id) < targetTasks.findIndex((t) => t.id === overTaskId);
      index = movingDown ? overIndex + 1 : overIndex;
    }
  } else if (overTaskId === task.id && sameGroup) {
    return null;
  }
  const body: UpdateTaskBody = {
    ...groupDropChange(
      grouping,
      {
        status: task.status.value,
        priority: task.priority.value,
        assignedUserIds: task.assignedUserIds,
        tags: task.tags,
      },
      fromKey,
      toKey,
    ),
  };
  if (manual) {
    const prev = others[index - 1] ?? null;
    const next = others[index] ?? null;
    const oldIndex = targetTasks.findIndex((t) => t.id === task.id);
    const unchanged = sameGroup && oldIndex === index;
    if (!unchanged) body.order = orderBetween(prev?.order ?? null, next?.order ?? null);
  }
  return Object.keys(body).length > 0 ? body : null;
}
