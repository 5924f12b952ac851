import { z } from "zod";
import { dateTimeLocal, intIn, listOf, text } from "../block-fields";
import { defineBlock } from "../define-block";

export const DEFAULT_EVENT_REMINDER_MINUTES = 15;

export const calendarEventAttendee = z.object({
  avatar: text(2048),
  firstName: text(100),
  lastName: text(100),
  email: text(320),
});
export type CalendarEventAttendee = z.infer<typeof calendarEventAttendee>;

export const calendarEventAttrs = z.object({
  title: text(500),
  /** `YYYY-MM-DDTHH:mm` (datetime-local) or "". */
  startTime: dateTimeLocal(),
  endTime: dateTimeLocal(),
  description: text(5000),
  location: text(500),
  attendees: listOf(calendarEventAttendee, () => [], 200),
  /** Minutes before the start (up to four weeks). */
  reminder: intIn(0, 40320, DEFAULT_EVENT_REMINDER_MINUTES),
  /** The real calendar event, once the calendar area exists; null until then. */
  eventId: z.string().max(100).nullable().catch(null),
});
export type CalendarEventAttrs = z.infer<typeof calendarEventAttrs>;

/** A meeting card in the page (spec §3 calendar event). */
export const CalendarEvent = defineBlock({
  name: "calendarEvent",
  tag: "bearish-calendar-event",
  attrs: calendarEventAttrs,
});
