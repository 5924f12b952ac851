import type { cloudDetailsEn } from "./details.en";

// Arabic texts of the file details panel, sharing and the file picker. The same keys as English.
export const cloudDetailsAr: typeof cloudDetailsEn = {
  title: "تفاصيل الملف",
};
