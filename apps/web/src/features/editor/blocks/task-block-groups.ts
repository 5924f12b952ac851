import type { BoardTask } from "@bearish/shared/editor/blocks/board";
import type { ChecklistTask } from "@bearish/shared/editor/blocks/checklist";
import {
  defaultStatusGroupOptions,
  type GroupOption,
  type TaskBlockGrouping,
} from "@bearish/shared/editor/blocks/task-groups";
import { TASK_PRIORITIES, TASK_STATUSES, type Task } from "@bearish/shared/tasks/task";
import { EMPTY_GROUP_KEY, PRIORITY_ORDER, sortTasks, type TaskGroup } from "../../tasks/views/group-tasks";
import { hashColor, PRIORITY_COLORS, STATUS_COLORS } from "../../tasks/views/task-view-common";

/**
 * The board and checklist blocks' groups (pure, unit tested). A block stores its group options
 * (value, label, colour) and a last-seen snapshot of its tasks; the live tasks are grouped with the
 * options, and values no option names (a `backlog` task in the editor's three-status set) get a group
 * of their own after them, so no task is hidden.
 */

/** The most tasks a block keeps in its snapshot (the node's limit). */
export const SNAPSHOT_MAX_TASKS = 500;

const PRIORITY_LABELS: Record<(typeof TASK_PRIORITIES)[number], string> = {
  urgent: "Urgent",
  high: "High",
  medium: "Medium",
  low: "Low",
  noPriority: "No Priority",
};

/** The labels a new block starts with (stored in English, shown translated while unchanged). */
export function defaultOptionLabel(grouping: TaskBlockGrouping, value: string): string | null {
  if (grouping === "status") return defaultStatusGroupOptions().find((o) => o.value === value)?.label ?? null;
  if (grouping === "priority") return PRIORITY_LABELS[value as keyof typeof PRIORITY_LABELS] ?? null;
  return null;
}

export interface BlockMember {
  userId: string;
  name: string;
}

/** The options a block gets when its grouping is chosen: statuses, priorities, or the members. */
export function defaultGroupOptions(grouping: TaskBlockGrouping, members: readonly BlockMember[] = []): GroupOption[] {
  switch (grouping) {
    case "status":
      return defaultStatusGroupOptions();
    case "priority":
      return PRIORITY_ORDER.map((value) => ({ value, label: PRIORITY_LABELS[value], color: PRIORITY_COLORS[value] }));
    case "assignee":
      return members.map((m) => ({ value: m.userId, label: m.name, color: hashColor(m.userId).toUpperCase() }));
  }
}

/** Whether a stored option can be a group of this grouping (options of another grouping are ignored). */
export function optionFits(grouping: TaskBlockGrouping, value: string): boolean {
  if (grouping === "status") return (TASK_STATUSES as readonly string[]).includes(value);
  if (grouping === "priority") return (TASK_PRIORITIES as readonly string[]).includes(value);
  return value !== EMPTY_GROUP_KEY;
}

/** A group's look before its translated label: the option, or a derived one for a value no option names. */
export interface BlockGroup extends TaskGroup {
  /** The stored label, or null when the label is the translated name of the value. */
  label: string | null;
  color: string;
}

function fallbackColor(grouping: TaskBlockGrouping, value: string): string {
  if (grouping === "status" && value in STATUS_COLORS) return STATUS_COLORS[value as keyof typeof STATUS_COLORS];
  if (grouping === "priority" && value in PRIORITY_COLORS)
    return PRIORITY_COLORS[value as keyof typeof PRIORITY_COLORS];
  if (value === EMPTY_GROUP_KEY) return "#8A94A6";
  return hashColor(value);
}

/** The grouping's value(s) of a task: one status or priority, or every assignee (none: the empty group). */
export function valuesOf(
  grouping: TaskBlockGrouping,
  task: { status: { value: string }; priority: { value: string }; assignedUserIds: readonly string[] },
): string[] {
  if (grouping === "status") return [task.status.value];
  if (grouping === "priority") return [task.priority.value];
  return task.assignedUserIds.length === 0 ? [EMPTY_GROUP_KEY] : [...new Set(task.assignedUserIds)];
}

/**
 * The live tasks in the block's groups, in manual order: the fitting options first (in their order),
 * then "Unassigned" for the assignee grouping, then values no option names.
 */
export function blockGroups(
  tasks: readonly Task[],
  grouping: TaskBlockGrouping,
  options: readonly GroupOption[],
): BlockGroup[] {
  const fitting = options.filter((o, i) => optionFits(grouping, o.value) && options.indexOf(o) === i);
  const seen = new Set(fitting.map((o) => o.value));
  const groups: BlockGroup[] = fitting.map((o) => ({
    key: o.value,
    tasks: [],
    label: o.label === defaultOptionLabel(grouping, o.value) ? null : o.label,
    color: o.color,
  }));
  const byKey = new Map(groups.map((g) => [g.key, g]));
  const extra = (value: string) => {
    const group: BlockGroup = { key: value, tasks: [], label: null, color: fallbackColor(grouping, value) };
    byKey.set(value, group);
    groups.push(group);
    return group;
  };
  if (grouping === "assignee") extra(EMPTY_GROUP_KEY);
  for (const task of sortTasks(tasks, "manual", "asc")) {
    for (const value of valuesOf(grouping, task)) {
      const group = byKey.get(value) ?? extra(value);
      group.tasks.push(task);
    }
  }
  // Only options keep their place when empty; derived groups exist because a task is in them.
  return groups.filter((g) => seen.has(g.key) || g.tasks.length > 0 || g.key === EMPTY_GROUP_KEY);
}

/** The board block's snapshot of a task (status and priority as value objects, spec §3). */
export function boardSnapshotOf(task: Task): BoardTask {
  return {
    id: task.id,
    name: task.name,
    taskIndex: task.taskIndex,
    createdAt: task.createdAt,
    status: { value: task.status.value },
    priority: { value: task.priority.value },
    assignedUsers: [...task.assignedUserIds],
  };
}

/** The checklist block's snapshot of a task (plain values, spec §3; its first tag). */
export function checklistSnapshotOf(task: Task): ChecklistTask {
  return {
    id: task.id,
    name: task.name,
    taskIndex: task.taskIndex,
    createdAt: task.createdAt,
    status: task.status.value,
    priority: task.priority.value,
    assignUsers: [...task.assignedUserIds],
    tag: task.tags[0] ?? "",
  };
}

/** The snapshot to store: the tasks in manual order, at most SNAPSHOT_MAX_TASKS. */
export function snapshotOf<T>(tasks: readonly Task[], of: (task: Task) => T): T[] {
  return sortTasks(tasks, "manual", "asc").slice(0, SNAPSHOT_MAX_TASKS).map(of);
}

/** A snapshot task as grouping needs it (board and checklist snapshots store the fields differently). */
export interface SnapshotRow {
  id: string;
  name: string;
  taskIndex: number;
  status: string;
  priority: string;
  assignees: string[];
}

export const rowOfBoardTask = (t: BoardTask): SnapshotRow => ({
  id: t.id,
  name: t.name,
  taskIndex: t.taskIndex,
  status: t.status.value,
  priority: t.priority.value,
  assignees: t.assignedUsers,
});

export const rowOfChecklistTask = (t: ChecklistTask): SnapshotRow => ({
  id: t.id,
  name: t.name,
  taskIndex: t.taskIndex,
  status: t.status,
  priority: t.priority,
  assignees: t.assignUsers,
});

/** The snapshot in the block's groups, for the read-only view shown when the live tasks cannot be read. */
export function snapshotGroups(
  rows: readonly SnapshotRow[],
  grouping: TaskBlockGrouping,
  options: readonly GroupOption[],
): { key: string; label: string | null; color: string; rows: SnapshotRow[] }[] {
  const asTasks = rows.map((row) => ({
    row,
    status: { value: row.status },
    priority: { value: row.priority },
    assignedUserIds: row.assignees,
  }));
  const fitting = options.filter((o) => optionFits(grouping, o.value));
  const groups = fitting.map((o) => ({
    key: o.value,
    label: o.label === defaultOptionLabel(grouping, o.value) ? null : o.label,
    color: o.color,
    rows: [] as SnapshotRow[],
  }));
  const byKey = new Map(groups.map((g) => [g.key, g]));
  for (const entry of asTasks) {
    for (const value of valuesOf(grouping, entry)) {
      let group = byKey.get(value);
      if (!group) {
        group = { key: value, label: null, color: fallbackColor(grouping, value), rows: [] };
        byKey.set(value, group);
        groups.push(group);
      }
      group.rows.push(entry.row);
    }
  }
  return groups;
}
