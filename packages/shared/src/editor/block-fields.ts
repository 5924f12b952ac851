import { z } from "zod";
import { HEX_COLOUR } from "./editor-constants";

/**
 * Field builders for block attribute schemas: every one catches its own failure and yields its
 * default, so a malformed stored value falls back field by field (spec §3).
 */

/** A string of at most `max` characters, else the default. */
export function text(max: number, fallback = "") {
  return z.string().max(max).catch(fallback);
}

/** An identifier (letters, digits, `-`, `_`, `:`, `.`), else the default. */
export function identifier(fallback = "") {
  return z
    .string()
    .max(100)
    .regex(/^[\w.:-]*$/)
    .catch(fallback);
}

/** One of the values, else the default. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values).catch(fallback);
}

/** An integer within [min, max], else the default. */
export function intIn(min: number, max: number, fallback: number) {
  return z.number().int().min(min).max(max).catch(fallback);
}

/** A finite number within [min, max], else the default. */
export function numberIn(min: number, max: number, fallback: number) {
  return z.number().min(min).max(max).catch(fallback);
}

export function bool(fallback: boolean) {
  return z.boolean().catch(fallback);
}

/** True for absolute http(s) URLs (spec §5: a URL check accepts only http or https). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** An http(s) URL or "" (anything else, such as `javascript:`, becomes ""). */
export function httpUrl() {
  return z
    .string()
    .max(2048)
    .refine((value) => value === "" || isHttpUrl(value))
    .catch("");
}

/**
 * The server's own file paths an image may point to: no `..`, no backslash, and none of them
 * percent-encoded either (`%2e`, `%2f`, `%5c`), so the path cannot climb out of `/api/` or `/uploads/`.
 */
export function isSameOriginFilePath(value: string): boolean {
  return (
    /^\/(api|uploads)\/[^\\]*$/.test(value) &&
    !value.startsWith("//") &&
    !value.includes("..") &&
    !/%(2e|2f|5c)/i.test(value)
  );
}

/** An image source: an http(s) URL, a same-origin `/api/` or `/uploads/` path, or "". */
export function imageSrc() {
  return z
    .string()
    .max(2048)
    .refine((value) => value === "" || isHttpUrl(value) || isSameOriginFilePath(value))
    .catch("");
}

/** A hex colour (3 or 6 digits, optional #), stored with its #; else the default. */
export function hexColour(fallback: string) {
  return z
    .string()
    .regex(HEX_COLOUR)
    .transform((value) => (value.startsWith("#") ? value : `#${value}`))
    .catch(fallback);
}

/** A CSS length the way the editor stores sizes: `auto`, a number of pixels or a percentage. */
export function cssSize(fallback: string) {
  return z
    .string()
    .regex(/^(auto|\d{1,4}(\.\d{1,2})?(px|%)?)$/)
    .catch(fallback);
}

/**
 * A list whose items are parsed one by one: items that are not objects are dropped, fields of the
 * others fall back on their own. Not an array: the default list.
 */
export function listOf<T extends z.ZodType>(item: T, fallback: () => z.output<T>[], max = 500) {
  return z
    .array(z.unknown())
    .transform((values) => {
      const items: z.output<T>[] = [];
      for (const value of values.slice(0, max)) {
        const parsed = item.safeParse(value);
        if (parsed.success) items.push(parsed.data);
      }
      return items;
    })
    .catch(fallback);
}

/** Strings only, at most `max` of them, each at most 100 characters. */
export function idList(max = 500) {
  return listOf(z.string().max(100), () => [], max);
}

/** A date-time string as `<input type="datetime-local">` gives it (`YYYY-MM-DDTHH:mm`) or "". */
export function dateTimeLocal() {
  return z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/)
    .catch("");
}
