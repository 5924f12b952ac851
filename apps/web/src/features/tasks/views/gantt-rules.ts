import type { Task, UpdateTaskBody } from "@bearish/shared/tasks/task";

/** Days as whole numbers since 1970-01-01 (UTC calendar days, like the stored dates). */
const DAY_MS = 86_400_000;

export const dayOf = (iso: string): number => Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
export const isoDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const todayDay = (now = new Date()): number =>
  Math.floor(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()) / DAY_MS);

export interface GanttSpan {
  start: number;
  end: number;
  /** Only a due date: a one-day bar; moving it moves the due date. */
  dueOnly: boolean;
}

/** A task's bar, or null when it has no date at all (listed under Unscheduled). */
export function spanOf(task: Pick<Task, "startDate" | "endDate" | "dueDate">): GanttSpan | null {
  if (task.startDate || task.endDate) {
    const start = dayOf((task.startDate ?? task.endDate) as string);
    const end = Math.max(start, dayOf((task.endDate ?? task.startDate) as string));
    return { start, end, dueOnly: false };
  }
  if (task.dueDate) {
    const day = dayOf(task.dueDate);
    return { start: day, end: day, dueOnly: true };
  }
  return null;
}

/** The update of a moved (both ends shift) or resized (end only, never before the start) bar. */
export function spanChange(span: GanttSpan, move: number, resize: number): UpdateTaskBody | null {
  if (move === 0 && resize === 0) return null;
  const start = span.start + move;
  const end = Math.max(start, span.end + move + resize);
  if (span.dueOnly && resize === 0) return { dueDate: isoDay(start) };
  return { startDate: isoDay(start), endDate: isoDay(end) };
}

/** "Schedule": from today for three days. */
export const scheduleChange = (today: number): UpdateTaskBody => ({
  startDate: isoDay(today),
  endDate: isoDay(today + 3),
});
