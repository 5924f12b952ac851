import { SHOW_COMPLETED, type ShowCompleted, TASK_SORTS, type TaskSort } from "@bearish/shared/tasks/task";
import { TASK_GROUPINGS, type TaskGrouping } from "@bearish/shared/tasks/task-rules";
import { useCallback, useState } from "react";

export const TASK_VIEWS = ["board", "list", "checklist", "gantt"] as const;
export type TaskView = (typeof TASK_VIEWS)[number];

export interface ViewSettings {
  grouping: TaskGrouping;
  ordering: TaskSort;
  direction: "asc" | "desc";
  showCompleted: ShowCompleted;
}

/** Board and list group by status (spec §3: board grouping defaults to status); checklist and gantt are flat. */
export function defaultViewSettings(view: TaskView): ViewSettings {
  return {
    grouping: view === "board" || view === "list" ? "status" : "none",
    ordering: "manual",
    direction: "asc",
    showCompleted: "all",
  };
}

const settingsKey = (view: TaskView, componentId: string) => `bearish.taskView.${componentId}.${view}`;
const viewKey = (componentId: string) => `bearish.taskView.${componentId}.view`;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** Stored settings, each field checked; anything unreadable falls back to the view's default. */
export function readViewSettings(view: TaskView, componentId: string): ViewSettings {
  const fallback = defaultViewSettings(view);
  let stored: Record<string, unknown> = {};
  try {
    const raw = window.localStorage.getItem(settingsKey(view, componentId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === "object") stored = parsed as Record<string, unknown>;
  } catch {
    // Unreadable storage (private mode, corrupt JSON): the defaults.
  }
  return {
    grouping: oneOf(TASK_GROUPINGS, stored.grouping, fallback.grouping),
    ordering: oneOf(TASK_SORTS, stored.ordering, fallback.ordering),
    direction: oneOf(["asc", "desc"] as const, stored.direction, fallback.direction),
    showCompleted: oneOf(SHOW_COMPLETED, stored.showCompleted, fallback.showCompleted),
  };
}

function write(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the setting lasts for this page only.
  }
}

/** Grouping, ordering and "show completed" of one view of one component, remembered in localStorage. */
export function useViewSettings(view: TaskView, componentId: string) {
  const [state, setState] = useState(() => ({
    key: settingsKey(view, componentId),
    settings: readViewSettings(view, componentId),
  }));
  // Another view or component: read its own settings (during render, no effect round trip).
  const current = state.key === settingsKey(view, componentId) ? state.settings : readViewSettings(view, componentId);
  if (state.key !== settingsKey(view, componentId))
    setState({ key: settingsKey(view, componentId), settings: current });

  const update = useCallback(
    (change: Partial<ViewSettings>) => {
      setState((previous) => {
        const key = settingsKey(view, componentId);
        const base = previous.key === key ? previous.settings : readViewSettings(view, componentId);
        const settings = { ...base, ...change };
        write(key, JSON.stringify(settings));
        return { key, settings };
      });
    },
    [view, componentId],
  );
  return [current, update] as const;
}

/** The view a component opens in: the one last chosen there, else the item's own type. */
export function useRememberedView(componentId: string, fallback: TaskView) {
  const read = () => {
    try {
      return oneOf(TASK_VIEWS, window.localStorage.getItem(viewKey(componentId)), fallback);
    } catch {
      return fallback;
    }
  };
  const [state, setState] = useState(() => ({ componentId, view: read() }));
  const view = state.componentId === componentId ? state.view : read();
  if (state.componentId !== componentId) setState({ componentId, view });
  const choose = useCallback(
    (next: TaskView) => {
      write(viewKey(componentId), next);
      setState({ componentId, view: next });
    },
    [componentId],
  );
  return [view, choose] as const;
}
