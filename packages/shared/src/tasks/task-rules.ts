import { type CountryCode, isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import {
  CLOSED_TASK_STATUSES,
  DEFAULT_TASK_NAME,
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATUS,
  DEFAULT_TASK_TYPE,
  INVALID_URL_MESSAGE,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskLinkInput,
  type TaskPriority,
  type TaskStatus,
  type TaskType,
} from "./task";
import { MONEY_PATTERN } from "./task-custom-elements";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * `ABC-07`: the first 3 letters of the workspace name upper-cased, a dash, the index padded to 2 digits.
 * Upper-cased without a locale (the same id on every server and browser) and before cutting, so a
 * letter that upper-cases to two ("ß" → "SS") still leaves 3; "letters" are user-perceived
 * characters, so an accent or an emoji sequence is not split.
 */
export function taskDisplayId(workspaceName: string, taskIndex: number): string {
  return `${taskDisplayIdPrefix(workspaceName)}-${String(taskIndex).padStart(2, "0")}`;
}

/** The part of a display id before the dash. Spaces are not letters: "Q3 Sales" is Q3S, not "Q3 ". */
export function taskDisplayIdPrefix(workspaceName: string): string {
  const upper = workspaceName.trim().toUpperCase();
  return Array.from(graphemes.segment(upper), (part) => part.segment)
    .filter((segment) => segment.trim() !== "")
    .slice(0, 3)
    .join("");
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

/**
 * Money input: digits and one decimal point only (spec §5). Used to filter keystrokes as well, so
 * the empty field and a lone "." (the first keystroke of ".5") pass; the stored value is checked
 * with MONEY_PATTERN.
 */
export function isMoneyInput(value: string): boolean {
  return value === "" || value === "." || MONEY_PATTERN.test(value);
}

/** Rating snaps to half steps within 0..max (spec §5: rating allows half steps). */
export function snapRating(value: number, max: number): number {
  if (Number.isNaN(value)) return 0;
  const snapped = Math.round(value * 2) / 2;
  return Math.min(Math.max(snapped, 0), max);
}

/** The percent field's placeholder (spec §5: "0-100", no bound enforced). */
export const PERCENT_PLACEHOLDER = "0-100";

export type PhoneCheck = { ok: true; e164: string; international: string } | { ok: false; message: string };

/** A phone number parsed with libphonenumber-js; answers E.164 for storage and the international form for display. */
export function parsePhone(value: string, defaultCountry?: string): PhoneCheck {
  const country = (defaultCountry?.trim().toUpperCase() || undefined) as CountryCode | undefined;
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
 * "none" group (key "") clears them all (a task with any left would not show in that group).
 * A status or priority key that is not one of the values (a stale or unknown column) changes nothing.
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
      return (TASK_STATUSES as readonly string[]).includes(toKey) ? { status: toKey as TaskStatus } : null;
    case "priority":
      return (TASK_PRIORITIES as readonly string[]).includes(toKey) ? { priority: toKey as TaskPriority } : null;
    case "assignee": {
      const rest = task.assignedUserIds.filter((id) => id !== fromKey && id !== toKey);
      return { assignedUserIds: toKey === "" ? [] : [toKey, ...rest] };
    }
    case "tag": {
      const rest = task.tags.filter((tag) => tag !== fromKey && tag !== toKey);
      return { tags: toKey === "" ? [] : [...rest, toKey] };
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
