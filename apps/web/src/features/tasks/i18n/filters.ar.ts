import type { taskFiltersEn } from "./filters.en";

// Arabic texts of the task filters: the same keys as English.
export const taskFiltersAr: typeof taskFiltersEn = {
  title: "عوامل التصفية",
};
