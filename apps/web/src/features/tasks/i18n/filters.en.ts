// English texts of the task filters (spec texts word for word where the spec gives them).
export const taskFiltersEn = {
  title: "Filters",
};
