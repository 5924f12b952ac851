// English texts of the file previewers (spec texts word for word).
export const previewersEn = {
  title: "Preview",
};
