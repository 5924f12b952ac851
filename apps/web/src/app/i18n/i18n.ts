import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { localeOfPath } from "../locale/locale-paths";
import { ar } from "./ar";
import { withArabicPluralForms } from "./arabic-plurals";
import { en } from "./en";

export const resources = { en: { translation: en }, ar: { translation: withArabicPluralForms(ar) } } as const;

/** The app's i18next instance; LocaleRoot switches its language to the route's locale. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof window === "undefined" ? "en" : localeOfPath(window.location.pathname),
  fallbackLng: "en",
  // React escapes text itself.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
