// English texts of the page menu, comments, suggestions, versions and published pages.
export const pagesEn = {
  title: "Page",
};
