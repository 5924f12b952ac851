import { DEFAULT_LOCALE, isLocale, type Locale } from "@bearish/shared/app/locales";

// Something shaped like a language tag ("xx", "fr", "pt-BR") in first position is a locale we do not ship.
const LOCALE_LIKE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/**
 * Where a path whose first segment is not a supported locale should go: an unknown locale is replaced by the
 * default (`/xx/login` → `/en/login`), and a path without one gets the default in front (`/login` → `/en/login`).
 */
export function defaultLocalePath(pathname: string): string {
  const segments = pathname.split("/").filter(Boolean);
  const [first, ...rest] = segments;
  if (first !== undefined && isLocale(first)) return `/${segments.join("/")}`;
  const remaining = first !== undefined && LOCALE_LIKE.test(first) ? rest : segments;
  return `/${[DEFAULT_LOCALE, ...remaining].join("/")}`;
}

/** The same page under another locale: `/en/settings/basics` → `/ar/settings/basics`. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const segments = pathname.split("/").filter(Boolean);
  if (segments[0] !== undefined && isLocale(segments[0])) segments.shift();
  return `/${[locale, ...segments].join("/")}`;
}

/** The locale of a browser path, or the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
