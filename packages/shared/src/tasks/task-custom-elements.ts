import { z } from "zod";
import type { CustomFieldType } from "../workspaces/custom-fields";

/**
 * What `PUT task/{id}/custom-element` accepts for a field of each type, and how it is stored in
 * the task's `customElements[fieldId]` (spec §3's keys: location, money, multiSelectLabels,
 * number, percentage, phone, progressManual, rating, paragraph). `null` clears a field.
 *
 * Some types are not written through this call:
 * - FORMULA and PROGRESS in auto mode are computed by the server (answered as `formula`, `progressAuto`);
 * - APPROVAL lives in the approvals endpoints, DATE_TIME_LOG in the time-log endpoints;
 * - VOTING takes `{ voted }`, the caller's own vote; the server stores the voters and answers
 *   `{ votes, voted }` (the count and the caller's vote).
 */
export const MONEY_PATTERN = /^(\d+\.?\d*|\.\d+)$/;
export const CHECKLIST_MAX_ITEMS = 200;
export const WATCHERS_MAX = 100;
export const CONNECTED_MAX = 100;
export const PARAGRAPH_MAX_LENGTH = 10_000;

export const checklistItemSchema = z.object({
  id: z.string().trim().min(1).max(64),
  text: z.string().trim().min(1, "A checklist item cannot be empty").max(500),
  done: z.boolean().default(false),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const locationValueSchema = z.object({
  title: z.string().trim().min(1, "A location needs a title").max(300),
  address: z.string().trim().max(500).default(""),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

/** Input shape per writable type. Option ids and user/task ids are checked by the server. */
export const customElementInputSchemas = {
  TEXT: z.object({ paragraph: z.string().max(PARAGRAPH_MAX_LENGTH) }),
  NUMBER: z.object({ number: z.number().finite() }),
  /** Placeholder 0-100, no bound enforced (spec §5); it must still be a number. */
  PERCENTAGE: z.object({ percentage: z.number().finite() }),
  /** Digits and one decimal point (spec §5), kept as text so no cents are lost. */
  MONEY: z.object({
    money: z.string().trim().max(30).regex(MONEY_PATTERN, "Money accepts only digits and one decimal point"),
  }),
  /** Half steps (spec §5); the upper bound is the field's `max`. */
  RATING: z.object({
    rating: z
      .number()
      .min(0)
      .refine((value) => Number.isInteger(value * 2), "Rating goes in half steps"),
  }),
  /** Checked and normalised to E.164 with libphonenumber-js by the server. */
  PHONE_NUMBER: z.object({
    phone: z.string().trim().min(1).max(40),
    defaultCountry: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .optional(),
  }),
  LOCATION: z.object({ location: locationValueSchema }),
  SINGLE_SELECT: z.object({ selectedOption: z.string().min(1).max(64).nullable() }),
  MULTI_SELECT: z.object({ multiSelectLabels: z.array(z.string().min(1).max(64)).max(100) }),
  CHECKLIST: z.object({
    checklist: z
      .array(checklistItemSchema)
      .max(CHECKLIST_MAX_ITEMS, `A checklist has at most ${CHECKLIST_MAX_ITEMS} items`),
  }),
  PROGRESS: z.object({ progressManual: z.number().min(0, "Progress is 0 to 100").max(100, "Progress is 0 to 100") }),
  WATCHER: z.object({ watcherIds: z.array(z.uuid()).max(WATCHERS_MAX) }),
  CONNECTED: z.object({ connectedTaskIds: z.array(z.uuid()).max(CONNECTED_MAX) }),
  VOTING: z.object({ voted: z.boolean() }),
} as const satisfies Partial<Record<CustomFieldType, z.ZodType>>;

export type WritableCustomFieldType = keyof typeof customElementInputSchemas;
export const WRITABLE_CUSTOM_FIELD_TYPES = Object.keys(customElementInputSchemas) as WritableCustomFieldType[];

/** The text for a type that is computed or has its own endpoints. */
export const NOT_WRITABLE_MESSAGES: Partial<Record<CustomFieldType, string>> = {
  FORMULA: "A formula field is computed from the task's other fields",
  APPROVAL: "Approvals are requested and decided through the approval panel",
  DATE_TIME_LOG: "Time is logged with Log time or the stopwatch",
};
