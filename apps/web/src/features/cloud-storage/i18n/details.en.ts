// English texts of the file details panel, sharing and the file picker (spec texts word for word).
export const cloudDetailsEn = {
  title: "File details",
};
