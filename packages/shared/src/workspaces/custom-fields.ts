import { z } from "zod";

/** The seventeen custom field types (spec §3). */
export const CUSTOM_FIELD_TYPES = [
  "TEXT",
  "NUMBER",
  "CHECKLIST",
  "DATE_TIME_LOG",
  "SINGLE_SELECT",
  "MULTI_SELECT",
  "APPROVAL",
  "WATCHER",
  "PHONE_NUMBER",
  "FORMULA",
  "PROGRESS",
  "RATING",
  "MONEY",
  "LOCATION",
  "VOTING",
  "PERCENTAGE",
  "CONNECTED",
] as const;
export const customFieldTypeSchema = z.enum(CUSTOM_FIELD_TYPES);
export type CustomFieldType = z.infer<typeof customFieldTypeSchema>;

export const CUSTOM_FIELD_NAME_MAX_LENGTH = 100;
export const CUSTOM_FIELD_MAX_OPTIONS = 100;
export const CUSTOM_FIELDS_MAX_PER_WORKSPACE = 200;
export const SELECT_OPTION_MAX_LENGTH = 100;
export const FORMULA_MAX_LENGTH = 500;
export const RATING_MAX_STARS = 10;

/** Hex colour: 3 or 6 hex digits, optional leading # (spec §5's error text). */
export const hexColorSchema = z.string().regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "Invalid Hex value");

export const selectOptionSchema = z.object({
  /** Given by the server when the client leaves it out; kept across renames. */
  id: z.string().trim().min(1).max(64).optional(),
  value: z
    .string()
    .trim()
    .min(1, "An option needs a name")
    .max(SELECT_OPTION_MAX_LENGTH, `An option name must be at most ${SELECT_OPTION_MAX_LENGTH} characters`),
  color: hexColorSchema.optional(),
});

const selectOptions = z
  .object({
    options: z
      .array(selectOptionSchema)
      .min(1, "A select field needs at least one option")
      .max(CUSTOM_FIELD_MAX_OPTIONS, `A select field has at most ${CUSTOM_FIELD_MAX_OPTIONS} options`)
      .refine(
        (options) => new Set(options.map((o) => o.value.toLocaleLowerCase())).size === options.length,
        "Option names must be different",
      ),
  })
  .strict();
const numberOptions = z.object({ decimals: z.number().int().min(0).max(6).default(0) }).strict();
const progressOptions = z.object({ mode: z.enum(["manual", "auto"]).default("manual") }).strict();
const ratingOptions = z.object({ max: z.number().int().min(1).max(RATING_MAX_STARS).default(5) }).strict();
const moneyOptions = z
  .object({ currency: z.string().regex(/^[A-Z]{3}$/, "Currency must be a three-letter code like USD") })
  .strict();
const formulaOptions = z
  .object({ expression: z.string().trim().min(1, "A formula needs an expression").max(FORMULA_MAX_LENGTH) })
  .strict();
const noOptions = z.object({}).strict();

const fieldName = z
  .string({ error: "Field name is required" })
  .trim()
  .min(1, "Field name is required")
  .max(CUSTOM_FIELD_NAME_MAX_LENGTH, `Field name must be at most ${CUSTOM_FIELD_NAME_MAX_LENGTH} characters`);

const NO_OPTION_TYPES = [
  "TEXT",
  "CHECKLIST",
  "DATE_TIME_LOG",
  "APPROVAL",
  "WATCHER",
  "PHONE_NUMBER",
  "LOCATION",
  "VOTING",
  "CONNECTED",
] as const;

/** The options each type takes, one variant per group of types; `extra` adds stored fields. */
function variants<E extends z.ZodRawShape>(extra: E) {
  return [
    z.object({ type: z.enum(["SINGLE_SELECT", "MULTI_SELECT"]), name: fieldName, options: selectOptions, ...extra }),
    z.object({
      type: z.enum(["NUMBER", "PERCENTAGE"]),
      name: fieldName,
      options: numberOptions.default({ decimals: 0 }),
      ...extra,
    }),
    z.object({
      type: z.literal("PROGRESS"),
      name: fieldName,
      options: progressOptions.default({ mode: "manual" }),
      ...extra,
    }),
    z.object({ type: z.literal("RATING"), name: fieldName, options: ratingOptions.default({ max: 5 }), ...extra }),
    z.object({
      type: z.literal("MONEY"),
      name: fieldName,
      options: moneyOptions.default({ currency: "USD" }),
      ...extra,
    }),
    z.object({ type: z.literal("FORMULA"), name: fieldName, options: formulaOptions, ...extra }),
    z.object({ type: z.enum(NO_OPTION_TYPES), name: fieldName, options: noOptions.default({}), ...extra }),
  ] as const;
}

/** `POST` and `PUT workspace/{id}/custom-fields[/{fieldId}]`: a field's whole definition. */
export const customFieldBodySchema = z.discriminatedUnion("type", variants({}), {
  error: (issue) =>
    issue.code === "invalid_union" ? `Field type must be one of ${CUSTOM_FIELD_TYPES.join(", ")}` : undefined,
});
export type CustomFieldBody = z.infer<typeof customFieldBodySchema>;

/** A custom field of a workspace as the API answers it. */
export const customFieldSchema = z.discriminatedUnion(
  "type",
  variants({ id: z.string(), createdAt: z.string(), updatedAt: z.string() }),
);
export type CustomField = z.infer<typeof customFieldSchema>;
