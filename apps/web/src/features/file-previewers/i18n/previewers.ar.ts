import type { previewersEn } from "./previewers.en";

// Arabic texts of the file previewers. The same keys as English.
export const previewersAr: typeof previewersEn = {
  title: "معاينة",
};
