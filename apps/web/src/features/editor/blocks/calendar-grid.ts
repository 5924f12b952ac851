import type { CalendarView } from "@bearish/shared/editor/blocks/calendar";

/**
 * The calendar block's days (pure, unit tested). Days are local calendar days written `YYYY-MM-DD`;
 * weeks start on Sunday; the month grid is always 6 weeks (spec §9: "6 weeks fixed").
 */

export const MONTH_GRID_WEEKS = 6;
const DAYS_PER_WEEK = 7;

const pad = (n: number) => String(n).padStart(2, "0");

/** A local date as `YYYY-MM-DD`. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `YYYY-MM-DD` as a local date at midnight. */
export function fromDayKey(key: string): Date {
  const [y = 1970, m = 1, d = 1] = key.split("-").map(Number);
  return new Date(y, m - 1, d);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

function startOfWeek(date: Date): Date {
  return addDays(date, -date.getDay());
}

/** The days shown for `anchor`: 42 from the Sunday on or before the 1st (month), 7 (week), or 1 (day). */
export function visibleDays(view: CalendarView, anchor: Date): string[] {
  if (view === "timeGridDay") return [dayKey(anchor)];
  const first =
    view === "dayGridMonth" ? startOfWeek(new Date(anchor.getFullYear(), anchor.getMonth(), 1)) : startOfWeek(anchor);
  const count = view === "dayGridMonth" ? MONTH_GRID_WEEKS * DAYS_PER_WEEK : DAYS_PER_WEEK;
  return Array.from({ length: count }, (_, i) => dayKey(addDays(first, i)));
}

/** The anchor one month, week or day earlier (-1) or later (+1). Months keep to their last day (Jan 31 → Feb 28). */
export function shiftAnchor(view: CalendarView, anchor: Date, step: -1 | 1): Date {
  if (view === "timeGridDay") return addDays(anchor, step);
  if (view === "timeGridWeek") return addDays(anchor, 7 * step);
  const target = new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(anchor.getDate(), lastDay));
}

/**
 * The due-date bounds to ask the server for. Due dates are calendar days stored at midnight UTC, so
 * the shown days are compared as UTC days.
 */
export function dueRange(days: readonly string[]): { dueFrom: string; dueTo: string } {
  return { dueFrom: `${days[0]}T00:00:00.000Z`, dueTo: `${days.at(-1)}T23:59:59.999Z` };
}

/** Items by the day of their due date (`YYYY-MM-DD…`), in their given order; items without one are left out. */
export function byDueDay<T extends { dueDate: string | null }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    if (!item.dueDate) continue;
    const key = item.dueDate.slice(0, 10);
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }
  return days;
}
