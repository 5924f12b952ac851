/**
 * The Edit Event dialog's time range (pure, unit tested). Times are `datetime-local` values,
 * `YYYY-MM-DDTHH:mm`, in the writer's own time zone; "" is no time.
 */

/** Spec §4 time range picker: a range that would end before it starts ends 30 minutes after the start. */
export const EVENT_MIN_MINUTES = 30;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, "0");

function parseLocal(value: string): Date | null {
  const match = LOCAL.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  const date = new Date(y as number, (mo as number) - 1, d, h, mi);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `value` plus some minutes, as a `datetime-local` value ("" stays ""). */
export function addMinutes(value: string, minutes: number): string {
  const date = parseLocal(value);
  return date ? formatLocal(new Date(date.getTime() + minutes * 60_000)) : "";
}

export interface TimeRange {
  start: string;
  end: string;
}

/**
 * The range after one end of it changed (spec §4): a start after the end, or an end before the start,
 * sets the end to the start plus 30 minutes. A start with no end yet gets one 30 minutes later.
 */
export function changeRange(range: TimeRange, changed: "start" | "end", value: string): TimeRange {
  const next = changed === "start" ? { ...range, start: value } : { ...range, end: value };
  const start = parseLocal(next.start);
  if (!start) return next;
  const end = parseLocal(next.end);
  if (changed === "start" && !end) return { ...next, end: addMinutes(next.start, EVENT_MIN_MINUTES) };
  if (end && start.getTime() > end.getTime()) return { ...next, end: addMinutes(next.start, EVENT_MIN_MINUTES) };
  return next;
}

/** Whether the range can be saved: both ends or neither, and the start not after the end. */
export function isValidRange(range: TimeRange): boolean {
  const start = parseLocal(range.start);
  const end = parseLocal(range.end);
  if (!range.start && !range.end) return true;
  if (!start || !end) return false;
  return start.getTime() <= end.getTime();
}

/** The event's time as the card shows it: "Mon, Mar 3, 10:00 – 10:30" in the reader's locale. */
export function formatEventRange(range: TimeRange, locale: string): string | null {
  const start = parseLocal(range.start);
  if (!start) return null;
  const end = parseLocal(range.end);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  return end ? format.formatRange(start, end) : format.format(start);
}
