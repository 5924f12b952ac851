import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import {
  CLOSED_TASK_STATUSES,
  DEFAULT_TASK_NAME,
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATUS,
  DEFAULT_TASK_TYPE,
  INVALID_URL_MESSAGE,
  type TaskLinkInput,
  type TaskPriority,
  type TaskStatus,
  type TaskType,
} from "./task";
import { MONEY_PATTERN } from "./task-custom-elements";

/** `ABC-07`: the first 3 letters of the workspace name upper-cased, a dash, the index padded to 2 digits. */
export function taskDisplayId(workspaceName: string, taskIndex: number): string {
  const prefix = [...workspaceName.trim()].slice(0, 3).join("").toLocaleUpperCase();
  return `${prefix}-${String(taskIndex).padStart(2, "0")}`;
}

/** Whether a url is an http or https URL (spec §5: the URL check accepts nothing else). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export type LinkCheck = { ok: true; links: { text: string; url: string }[] } | { ok: false; message: string };

/**
 * Links of a task: an empty url removes the link; any other url must be http(s), else
 * `Invalid_url`. A link without text shows its url.
 */
export function normalizeTaskLinks(links: readonly TaskLinkInput[]): LinkCheck {
  const kept: { text: string; url: string }[] = [];
  for (const link of links) {
    const url = link.url.trim();
    if (url === "") continue;
    if (!isHttpUrl(url)) return { ok: false, message: INVALID_URL_MESSAGE };
    kept.push({ text: link.text.trim() || url, url });
  }
  return { ok: true, links: kept };
}

/** Money input: digits and one decimal point only (spec §5). Used to filter keystrokes as well. */
export function isMoneyInput(value: string): boolean {
  return value === "" || MONEY_PATTERN.test(value);
}

/** Rating snaps to half steps within 0..max (spec §5: rating allows half steps). */
export function snapRating(value: number, max: number): number {
  const snapped = Math.round(value * 2) / 2;
  return Math.min(Math.max(snapped, 0), max);
}

/** The percent field's placeholder (spec §5: "0-100", no bound enforced). */
export const PERCENT_PLACEHOLDER = "0-100";

export type PhoneCheck = { ok: true; e164: string; international: string } | { ok: false; message: string };

/** A phone number parsed with libphonenumber-js; answers E.164 for storage and the international form for display. */
export function parsePhone(value: string, defaultCountry?: string): PhoneCheck {
  const country = defaultCountry as CountryCode | undefined;
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  if (!parsed || !isValidPhoneNumber(value.trim(), country)) {
    return { ok: false, message: "Enter a valid phone number with its country code, like +1 415 555 2671" };
  }
  return { ok: true, e164: parsed.number, international: parsed.formatInternational() };
}

export interface TaskDefaultsContext {
  /** Added with a board column's "add task": that column's grouping value and today's due date. */
  fromBoardColumn?: boolean;
  /** The caller's "today", as an ISO date-time of the start of their day. */
  today: string;
}

export interface TaskCreationDefaults {
  name: string;
  status: TaskStatus;
  priority: TaskPriority;
  taskType: TaskType;
  dueDate: string | null;
}

/**
 * Creation defaults (spec §4; the readings differ, the choice is in the README): a blank name is
 * "New Task", status todo (the second option), priority medium, type TASK; a task added from a
 * board column is due today, any other has no due date until one is picked.
 */
export function taskCreationDefaults(
  given: { name?: string; status?: TaskStatus; priority?: TaskPriority; taskType?: TaskType; dueDate?: string | null },
  context: TaskDefaultsContext,
): TaskCreationDefaults {
  const name = given.name?.trim();
  return {
    name: name ? name : DEFAULT_TASK_NAME,
    status: given.status ?? DEFAULT_TASK_STATUS,
    priority: given.priority ?? DEFAULT_TASK_PRIORITY,
    taskType: given.taskType ?? DEFAULT_TASK_TYPE,
    dueDate: given.dueDate !== undefined ? given.dueDate : context.fromBoardColumn ? context.today : null,
  };
}

export const isClosedStatus = (status: TaskStatus): boolean =>
  (CLOSED_TASK_STATUSES as readonly TaskStatus[]).includes(status);

/** The board's and list's groupings (spec §2 view settings). */
export const TASK_GROUPINGS = ["assignee", "status", "priority", "tag", "numbered", "none"] as const;
export type TaskGrouping = (typeof TASK_GROUPINGS)[number];

/**
 * Dropping a task on a group changes the field the view is grouped by (spec §4). Answers the
 * update to send, or null when the drop changes nothing (numbered and none groups, same group).
 * For assignee and tag groups the dragged-from value is replaced by the dropped-on one; the
 * "none" group (key "") clears them.
 */
export function groupDropChange(
  grouping: TaskGrouping,
  task: { status: TaskStatus; priority: TaskPriority; assignedUserIds: readonly string[]; tags: readonly string[] },
  fromKey: string,
  toKey: string,
): { status: TaskStatus } | { priority: TaskPriority } | { assignedUserIds: string[] } | { tags: string[] } | null {
  if (fromKey === toKey) return null;
  switch (grouping) {
    case "status":
      return { status: toKey as TaskStatus };
    case "priority":
      return { priority: toKey as TaskPriority };
    case "assignee": {
      const rest = task.assignedUserIds.filter((id) => id !== fromKey && id !== toKey);
      return { assignedUserIds: toKey === "" ? rest : [toKey, ...rest] };
    }
    case "tag": {
      const rest = task.tags.filter((tag) => tag !== fromKey && tag !== toKey);
      return { tags: toKey === "" ? rest : [...rest, toKey] };
    }
    default:
      return null;
  }
}

/**
 * A position between two neighbours for manual ordering (fractional, so one move writes one row).
 * With no neighbour above it goes before the one below; with none below, after the one above.
 */
export function orderBetween(before: number | null, after: number | null): number {
  if (before === null && after === null) return 1024;
  if (before === null) return (after as number) - 1024;
  if (after === null) return before + 1024;
  return (before + after) / 2;
}
