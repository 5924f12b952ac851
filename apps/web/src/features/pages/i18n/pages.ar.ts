import type { pagesEn } from "./pages.en";

// Arabic texts of the page menu, comments, suggestions, versions and published pages (same keys as English).
export const pagesAr: typeof pagesEn = {
  title: "الصفحة",
};
