import "i18next";
import type { en } from "./en";

// Translation keys are checked at compile time against the English file.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en };
  }
}
