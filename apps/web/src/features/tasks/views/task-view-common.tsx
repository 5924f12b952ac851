import type { Task, TaskPriority, TaskStatus } from "@bearish/shared/tasks/task";
import type { TaskGrouping } from "@bearish/shared/tasks/task-rules";
import type { WorkspaceMember } from "@bearish/shared/workspaces/workspace-members";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { measureElement, observeElementRect, type Virtualizer } from "@tanstack/react-virtual";
import { createContext, useContext, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { ALL_GROUP_KEY, EMPTY_GROUP_KEY } from "./group-tasks";

/** What every view needs besides its tasks, given once by the page. */
export interface TaskViewEnv {
  workspaceId: string;
  componentId: string;
  canEdit: boolean;
  members: ReadonlyMap<string, WorkspaceMember>;
  /** The full card's path of a task. */
  taskPath: (taskId: string) => string;
}

export const TaskViewContext = createContext<TaskViewEnv | null>(null);

export function useTaskViewEnv(): TaskViewEnv {
  const env = useContext(TaskViewContext);
  if (!env) throw new Error("useTaskViewEnv outside a task view");
  return env;
}

export const STATUS_COLORS: Record<TaskStatus, string> = {
  backlog: "#8a94a6",
  todo: "#4f8ef7",
  inProgress: "#f2a93b",
  done: "#3bb273",
  canceled: "#e0605e",
};

export const PRIORITY_COLORS: Record<TaskPriority, string> = {
  urgent: "#e5484d",
  high: "#f76b15",
  medium: "#f5b700",
  low: "#4f8ef7",
  noPriority: "#8a94a6",
};

const HASH_PALETTE = ["#7c5cff", "#0ea5a4", "#e8590c", "#2f9e44", "#d6336c", "#1c7ed6", "#ae3ec9", "#f08c00"];

/** A stable colour for a person or tag column, from its key. */
export function hashColor(key: string): string {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) | 0;
  return HASH_PALETTE[Math.abs(hash) % HASH_PALETTE.length] as string;
}

export function groupColor(grouping: TaskGrouping, key: string): string {
  if (grouping === "status" && key in STATUS_COLORS) return STATUS_COLORS[key as TaskStatus];
  if (grouping === "priority" && key in PRIORITY_COLORS) return PRIORITY_COLORS[key as TaskPriority];
  if (key === EMPTY_GROUP_KEY || key === ALL_GROUP_KEY) return "#8a94a6";
  return hashColor(key);
}

export const memberName = (member: WorkspaceMember) => `${member.firstName} ${member.lastName}`.trim();

/** The label of a group of the given grouping (a status, a priority, a person, a tag). */
export function useGroupLabel() {
  const { t } = useTranslation();
  const { members } = useTaskViewEnv();
  return (grouping: TaskGrouping, key: string): string => {
    if (key === ALL_GROUP_KEY) return t("taskBoard.groups.all");
    switch (grouping) {
      case "status":
        return key in STATUS_COLORS ? t(`taskBoard.status.${key as TaskStatus}`) : key;
      case "priority":
        return key in PRIORITY_COLORS ? t(`taskBoard.priority.${key as TaskPriority}`) : key;
      case "assignee": {
        if (key === EMPTY_GROUP_KEY) return t("taskBoard.groups.unassigned");
        const member = members.get(key);
        return member ? memberName(member) : t("taskBoard.groups.unknownUser");
      }
      case "tag":
        return key === EMPTY_GROUP_KEY ? t("taskBoard.groups.noTag") : key;
      default:
        return t("taskBoard.groups.all");
    }
  };
}

/** Due dates are calendar days stored at midnight UTC: shown as that day, MM/DD/YY (spec §9). */
export function formatDue(iso: string): string {
  const [year = "", month = "", day = ""] = iso.slice(0, 10).split("-");
  return `${month}/${day}/${year.slice(2)}`;
}

/** The caller's today as YYYY-MM-DD (their own calendar). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Past its due day and not finished. */
export function isOverdue(task: Pick<Task, "dueDate" | "status">, today = localToday()): boolean {
  if (!task.dueDate) return false;
  if (task.status.value === "done" || task.status.value === "canceled") return false;
  return task.dueDate.slice(0, 10) < today;
}

/** Five skeleton rows while the tasks load (spec §9). */
export function SkeletonRows({ height = 56 }: { height?: number }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t("common.loading")}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={height} sx={{ mb: 1 }} data-testid="task-skeleton" />
      ))}
    </Box>
  );
}

export function EmptyState() {
  const { t } = useTranslation();
  const { canEdit } = useTaskViewEnv();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: "center", borderStyle: "dashed" }}>
      <Typography color="text.secondary">{canEdit ? t("taskBoard.empty") : t("taskBoard.emptyReadOnly")}</Typography>
    </Paper>
  );
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName) ||
    target.closest("[role=dialog]") !== null
  );
}

/** N (outside text fields and dialogs) adds a task to the first column or group. */
export function useNewTaskShortcut(onAdd: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "n" || event.metaKey || event.ctrlKey || event.altKey) return;
      if (isTyping(event.target)) return;
      event.preventDefault();
      onAdd();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onAdd, enabled]);
}

/**
 * The virtualizers' size observer, reporting a fallback size while the element has none (before
 * layout, and always in jsdom), so the first rows render instead of none.
 */
export function observeWithFallback(fallback: { width: number; height: number }) {
  return <T extends Element>(
    instance: Virtualizer<T, Element>,
    cb: (rect: { width: number; height: number }) => void,
  ): undefined | (() => void) =>
    observeElementRect(instance as unknown as Virtualizer<Element, Element>, (rect) =>
      cb({ width: rect.width || fallback.width, height: rect.height || fallback.height }),
    );
}

/** Measures a row, keeping the estimate while it has no layout (jsdom, a hidden tab) instead of 0. */
export function measureWithFallback(estimate: (element: Element) => number) {
  return <T extends Element>(
    element: Element,
    entry: ResizeObserverEntry | undefined,
    instance: Virtualizer<T, Element>,
  ) => measureElement(element, entry, instance as unknown as Virtualizer<Element, Element>) || estimate(element);
}
