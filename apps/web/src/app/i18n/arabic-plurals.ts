/** Plural forms Arabic has beyond English's `one` and `other` (CLDR: zero, two, few, many). */
const EXTRA_FORMS = ["zero", "two", "few", "many"] as const;

/**
 * The translations give Arabic the same `_one`/`_other` keys as English. i18next asks Arabic for
 * `_zero`, `_two`, `_few` and `_many` too, and without them it would fall back to the English text
 * ("2 files" on an Arabic page). This fills each missing form with the Arabic `_other` text, so a
 * count always reads in Arabic; a translation can still give a form of its own.
 */
export function withArabicPluralForms<T>(resource: T): T {
  if (typeof resource !== "object" || resource === null) return resource;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(resource)) copy[key] = withArabicPluralForms(value);
  for (const [key, value] of Object.entries(copy)) {
    if (!key.endsWith("_other") || typeof value !== "string") continue;
    const base = key.slice(0, -"_other".length);
    for (const form of EXTRA_FORMS) copy[`${base}_${form}`] ??= value;
  }
  return copy as T;
}
