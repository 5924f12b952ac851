import { z } from "zod";
import { oneOf } from "../block-fields";
import { defineBlock } from "../define-block";

export const CALENDAR_VIEWS = ["dayGridMonth", "timeGridWeek", "timeGridDay"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const calendarAttrs = z.object({ view: oneOf(CALENDAR_VIEWS, "dayGridMonth") });
export type CalendarAttrs = z.infer<typeof calendarAttrs>;

/** A calendar view in the page (spec §3 other blocks: calendar). */
export const Calendar = defineBlock({ name: "calendar", tag: "bearish-calendar", attrs: calendarAttrs });
