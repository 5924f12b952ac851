import { z } from "zod";
import { defineBlock } from "../define-block";

/** Today in the local time zone as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const dateAttrs = z.object({
  /** `YYYY-MM-DD`; missing or invalid: today (computed when parsed). */
  value: z
    .string()
    .refine(isIsoDate)
    .catch(() => todayIso()),
});
export type DateAttrs = z.infer<typeof dateAttrs>;

declare module "@tiptap/core" {
  interface Commands<ReturnType> {
    date: {
      /** Inserts a date chip, today unless a value is given. */
      insertDate: (value?: string) => ReturnType;
    };
  }
}

/** An inline date chip (spec §3 date). */
export const DateNode = defineBlock({
  name: "date",
  tag: "bearish-date",
  attrs: dateAttrs,
  group: "inline",
  config: {
    renderText: ({ node }) => String(node.attrs.value ?? ""),
    addCommands() {
      return {
        insertDate:
          (value?: string) =>
          ({ commands }) =>
            commands.insertContent({
              type: "date",
              attrs: { value: value && isIsoDate(value) ? value : todayIso() },
            }),
      };
    },
  },
});
