import { DEFAULT_LOCALE, isLocale, type Locale } from "@bearish/shared/app/locales";
import { useCallback } from "react";
import { useParams } from "react-router";

/** The locale of the current route (validated by LocaleRoot). */
export function useLocale(): Locale {
  const { locale } = useParams();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** Builds in-app links under the current locale: `to("/settings/basics")` → `/en/settings/basics`. */
export function useLocalePath(): (path?: string) => string {
  const locale = useLocale();
  return useCallback((path = "") => `/${locale}${path}`, [locale]);
}
