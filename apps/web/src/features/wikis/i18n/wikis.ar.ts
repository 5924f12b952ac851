import type { wikisEn } from "./wikis.en";

// Arabic texts of wikis and their page tree (same keys as English).
export const wikisAr: typeof wikisEn = {
  title: "الويكي",
};
