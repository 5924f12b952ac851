// English texts of the cloud storage page (spec texts word for word).
export const cloudStorageEn = {
  title: "Cloud storage",
};
