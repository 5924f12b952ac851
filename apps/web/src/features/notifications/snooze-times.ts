export const SNOOZE_OPTIONS = ["hour", "tomorrow", "nextWeek"] as const;
export type SnoozeOption = (typeof SNOOZE_OPTIONS)[number];

/** Morning hour the "tomorrow" and "next week" snoozes end at, in the user's local time. */
const MORNING_HOUR = 9;

/**
 * When each snooze choice ends, from `now` in the browser's time zone: in one hour, tomorrow at 9:00,
 * and next week (the coming Monday at 9:00; a week later when today is Monday).
 */
export function snoozeUntil(option: SnoozeOption, now: Date = new Date()): Date {
  switch (option) {
    case "hour":
      return new Date(now.getTime() + 60 * 60 * 1000);
    case "tomorrow":
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, MORNING_HOUR);
    case "nextWeek": {
      const daysToMonday = (8 - now.getDay()) % 7 || 7;
      return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysToMonday, MORNING_HOUR);
    }
  }
}
