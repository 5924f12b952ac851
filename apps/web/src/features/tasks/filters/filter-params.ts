import { TASK_PRIORITIES, TASK_STATUSES, type TaskPriority, type TaskStatus } from "@bearish/shared/tasks/task";

// ── Filter state (spec §2: task filter popover and global filter panel) ─────────────────────────

/** Date presets; `overdue` and `noDate` only make sense for due dates. */
export const DATE_PRESETS = ["today", "thisWeek", "last7Days", "thisMonth", "overdue", "noDate", "custom"] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export const DATE_FIELDS = ["dueDate", "createdOn", "startedOn", "completedOn"] as const;
export type DateField = (typeof DATE_FIELDS)[number];

/** The presets each date field offers. */
export const PRESETS_OF: Record<DateField, readonly DatePreset[]> = {
  dueDate: DATE_PRESETS,
  createdOn: ["today", "thisWeek", "last7Days", "thisMonth", "custom"],
  startedOn: ["today", "thisWeek", "last7Days", "thisMonth", "custom"],
  completedOn: ["today", "thisWeek", "last7Days", "thisMonth", "custom"],
};

/** A date filter: a preset, or a custom range of local days (`YYYY-MM-DD`, either end may be open). */
export interface DateFilter {
  preset: DatePreset;
  from: string | null;
  to: string | null;
}

export const SUB_ISSUE_OPTIONS = ["with", "without", "only", "hide"] as const;
export type SubIssues = (typeof SUB_ISSUE_OPTIONS)[number];

/**
 * The filter popover's quick views: `tasks` (every task the filters allow), `inbox` (assigned to me),
 * `createdToday`. The popover's "All" is not a view: it clears every filter.
 */
export const QUICK_VIEWS = ["tasks", "inbox", "createdToday"] as const;
export type QuickView = (typeof QUICK_VIEWS)[number];

/** The global filter panel's fields; the board views reuse this panel with their own lists. */
export interface TaskPanelFilters {
  status: TaskStatus[];
  priority: TaskPriority[];
  tag: string[];
  /** Person ids, `me`, or (assignee only) `none` for unassigned tasks. */
  assignee: string[];
  creator: string[];
  subIssues: SubIssues | null;
  duplicates: boolean;
  atRisk: boolean;
  delayed: boolean;
  dueDate: DateFilter | null;
  createdOn: DateFilter | null;
  startedOn: DateFilter | null;
  completedOn: DateFilter | null;
}

/** Everything the Tasks page filters on: the popover's choices plus the panel's. */
export interface TaskFilterState extends TaskPanelFilters {
  view: QuickView;
  workspaceIds: string[];
  /** Boards, lists and checklists chosen among the workspaces' projects. */
  componentIds: string[];
  search: string;
}

export const EMPTY_PANEL_FILTERS: TaskPanelFilters = {
  status: [],
  priority: [],
  tag: [],
  assignee: [],
  creator: [],
  subIssues: null,
  duplicates: false,
  atRisk: false,
  delayed: false,
  dueDate: null,
  createdOn: null,
  startedOn: null,
  completedOn: null,
};

export const EMPTY_TASK_FILTERS: TaskFilterState = {
  ...EMPTY_PANEL_FILTERS,
  view: "tasks",
  workspaceIds: [],
  componentIds: [],
  search: "",
};

/** The panel's fields, taken out of a larger state. */
export function panelFiltersOf(state: TaskPanelFilters): TaskPanelFilters {
  const panel = { ...EMPTY_PANEL_FILTERS };
  for (const key of Object.keys(EMPTY_PANEL_FILTERS) as (keyof TaskPanelFilters)[]) {
    (panel as Record<string, unknown>)[key] = state[key];
  }
  return panel;
}

/** How many of the panel's fields are set (the number on the filter button). */
export function countActiveFilters(panel: TaskPanelFilters): number {
  const lists = [panel.status, panel.priority, panel.tag, panel.assignee, panel.creator].filter((l) => l.length > 0);
  const flags = [panel.duplicates, panel.atRisk, panel.delayed].filter(Boolean);
  const rest = [panel.subIssues, panel.dueDate, panel.createdOn, panel.startedOn, panel.completedOn].filter(
    (value) => value !== null,
  );
  return lists.length + flags.length + rest.length;
}

// ── Local time (the server takes instants; the day boundaries are the user's) ──────────────────

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** "Now" and the user's time zone, injectable so tests are deterministic. */
export interface FilterClock {
  now: Date;
  /** Minutes east of UTC at an instant (UTC+3 → 180); defaults to the browser's zone. */
  offsetMinutes?: (instant: Date) => number;
  /** First day of the week for "this week": 0 Sunday … 6 Saturday; Monday by default. */
  weekStartsOn?: number;
}

const browserOffset = (instant: Date) => -instant.getTimezoneOffset();

/**
 * Wall-clock milliseconds: a number whose UTC fields read as the local date and time. Day arithmetic
 * is done on these, then turned back into instants, so DST days are 23 or 25 hours long as they should be.
 */
function toWall(instant: Date, clock: FilterClock): number {
  return instant.getTime() + (clock.offsetMinutes ?? browserOffset)(instant) * MINUTE_MS;
}

function fromWall(wall: number, clock: FilterClock): Date {
  const offset = clock.offsetMinutes ?? browserOffset;
  let guess = wall - offset(new Date(wall)) * MINUTE_MS;
  guess = wall - offset(new Date(guess)) * MINUTE_MS;
  return new Date(guess);
}

const startOfWallDay = (wall: number) => Math.floor(wall / DAY_MS) * DAY_MS;

function wallOfLocalDate(day: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(wall) ? null : wall;
}

/** Local midnight of today, as an ISO instant. */
export function startOfLocalToday(clock: FilterClock): string {
  return fromWall(startOfWallDay(toWall(clock.now, clock)), clock).toISOString();
}

export interface DateBounds {
  from?: string;
  to?: string;
  /** `noDate`: the task has no such date. */
  none?: true;
}

/** The ISO bounds (both inclusive, as the server reads them) of a date filter in the user's zone. */
export function dateBounds(filter: DateFilter, clock: FilterClock): DateBounds {
  const today = startOfWallDay(toWall(clock.now, clock));
  // A day's end is one millisecond before the next local midnight.
  const start = (wall: number) => fromWall(wall, clock).toISOString();
  const endBefore = (wall: number) => new Date(fromWall(wall, clock).getTime() - 1).toISOString();
  switch (filter.preset) {
    case "today":
      return { from: start(today), to: endBefore(today + DAY_MS) };
    case "thisWeek": {
      const weekday = new Date(today).getUTCDay();
      const weekStart = today - ((weekday - (clock.weekStartsOn ?? 1) + 7) % 7) * DAY_MS;
      return { from: start(weekStart), to: endBefore(weekStart + 7 * DAY_MS) };
    }
    case "last7Days":
      return { from: start(today - 6 * DAY_MS), to: endBefore(today + DAY_MS) };
    case "thisMonth": {
      const day = new Date(today);
      const first = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1);
      const next = Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1);
      return { from: start(first), to: endBefore(next) };
    }
    case "overdue":
      return { to: endBefore(today) };
    case "noDate":
      return { none: true };
    case "custom": {
      const from = filter.from ? wallOfLocalDate(filter.from) : null;
      const to = filter.to ? wallOfLocalDate(filter.to) : null;
      const bounds: DateBounds = {};
      if (from !== null) bounds.from = start(from);
      if (to !== null) bounds.to = endBefore(to + DAY_MS);
      return bounds;
    }
  }
}

// ── Query params (taskFilterSchema) ─────────────────────────────────────────────────────────────

export type TaskFilterParams = Record<string, string>;

const RANGE_PARAMS: Record<DateField, [string, string]> = {
  dueDate: ["dueFrom", "dueTo"],
  createdOn: ["createdFrom", "createdTo"],
  startedOn: ["startedFrom", "startedTo"],
  completedOn: ["completedFrom", "completedTo"],
};

/** The list endpoints' query params for the panel's filters (dates in the user's local time). */
export function buildPanelParams(panel: TaskPanelFilters, clock: FilterClock): TaskFilterParams {
  const params: TaskFilterParams = {};
  const list = (key: string, values: readonly string[]) => {
    if (values.length > 0) params[key] = values.join(",");
  };
  list("status", panel.status);
  list("priority", panel.priority);
  list("tag", panel.tag);
  list("assignee", panel.assignee);
  list("creator", panel.creator);
  if (panel.subIssues) params.subIssues = panel.subIssues;
  if (panel.duplicates) params.duplicates = "true";
  if (panel.atRisk) params.atRisk = "true";
  if (panel.delayed) params.delayed = "true";
  for (const field of DATE_FIELDS) {
    const filter = panel[field];
    if (!filter) continue;
    const bounds = dateBounds(filter, clock);
    const [fromKey, toKey] = RANGE_PARAMS[field];
    if (bounds.from) params[fromKey] = bounds.from;
    if (bounds.to) params[toKey] = bounds.to;
    if (bounds.none && field === "dueDate") params.noDueDate = "true";
  }
  return params;
}

/** The cross-workspace list's query params for the whole filter state; an empty state gives none. */
export function buildTaskFilterParams(state: TaskFilterState, clock: FilterClock): TaskFilterParams {
  const params = buildPanelParams(state, clock);
  if (state.view === "inbox") params.scope = "inbox";
  if (state.view === "createdToday") {
    const today = startOfLocalToday(clock);
    // Both "created today" and a created-on range: the later start wins.
    if (!params.createdFrom || params.createdFrom < today) params.createdFrom = today;
  }
  if (state.workspaceIds.length > 0) params.workspaceId = state.workspaceIds.join(",");
  if (state.componentIds.length > 0) params.componentId = state.componentIds.join(",");
  const search = state.search.trim();
  if (search) params.search = search;
  return params;
}

// ── The state in the URL (so a filtered view can be shared and survives reload) ─────────────────

/** URL keys of the date filters: a preset name, or `custom:<from>:<to>` with either day left empty. */
const DATE_URL_KEYS: Record<DateField, string> = {
  dueDate: "due",
  createdOn: "created",
  startedOn: "started",
  completedOn: "completed",
};

const URL_KEYS = [
  "view",
  "workspaceId",
  "componentId",
  "search",
  "status",
  "priority",
  "tag",
  "assignee",
  "creator",
  "subIssues",
  "duplicates",
  "atRisk",
  "delayed",
  ...Object.values(DATE_URL_KEYS),
] as const;

const csvOf = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

function parseDate(field: DateField, value: string | null): DateFilter | null {
  if (!value) return null;
  if (value.startsWith("custom:")) {
    const [, from = "", to = ""] = value.split(":");
    const day = (text: string) => (wallOfLocalDate(text) === null ? null : text);
    const range = { preset: "custom" as const, from: day(from), to: day(to) };
    return range.from || range.to ? range : null;
  }
  const preset = oneOf(PRESETS_OF[field], value);
  return preset && preset !== "custom" ? { preset, from: null, to: null } : null;
}

function formatDate(filter: DateFilter): string {
  return filter.preset === "custom" ? `custom:${filter.from ?? ""}:${filter.to ?? ""}` : filter.preset;
}

/** Reads the filter state from the URL; unknown values are dropped rather than sent to the server. */
export function filtersFromSearchParams(params: URLSearchParams): TaskFilterState {
  return {
    view: oneOf(QUICK_VIEWS, params.get("view")) ?? "tasks",
    workspaceIds: csvOf(params.get("workspaceId")),
    componentIds: csvOf(params.get("componentId")),
    search: params.get("search") ?? "",
    status: csvOf(params.get("status")).filter((v): v is TaskStatus => oneOf(TASK_STATUSES, v) !== null),
    priority: csvOf(params.get("priority")).filter((v): v is TaskPriority => oneOf(TASK_PRIORITIES, v) !== null),
    tag: csvOf(params.get("tag")),
    assignee: csvOf(params.get("assignee")),
    creator: csvOf(params.get("creator")).filter((v) => v !== "none"),
    subIssues: oneOf(SUB_ISSUE_OPTIONS, params.get("subIssues")),
    duplicates: params.get("duplicates") === "true",
    atRisk: params.get("atRisk") === "true",
    delayed: params.get("delayed") === "true",
    dueDate: parseDate("dueDate", params.get(DATE_URL_KEYS.dueDate)),
    createdOn: parseDate("createdOn", params.get(DATE_URL_KEYS.createdOn)),
    startedOn: parseDate("startedOn", params.get(DATE_URL_KEYS.startedOn)),
    completedOn: parseDate("completedOn", params.get(DATE_URL_KEYS.completedOn)),
  };
}

/** Writes the filter state into the URL, keeping any other search params as they are. */
export function filtersToSearchParams(state: TaskFilterState, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of URL_KEYS) next.delete(key);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
  };
  if (state.view !== "tasks") set("view", state.view);
  set("workspaceId", state.workspaceIds.join(","));
  set("componentId", state.componentIds.join(","));
  set("search", state.search);
  set("status", state.status.join(","));
  set("priority", state.priority.join(","));
  set("tag", state.tag.join(","));
  set("assignee", state.assignee.join(","));
  set("creator", state.creator.join(","));
  set("subIssues", state.subIssues);
  if (state.duplicates) set("duplicates", "true");
  if (state.atRisk) set("atRisk", "true");
  if (state.delayed) set("delayed", "true");
  for (const field of DATE_FIELDS) {
    const filter = state[field];
    if (filter) set(DATE_URL_KEYS[field], formatDate(filter));
  }
  return next;
}
