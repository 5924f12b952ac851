import type { cloudStorageEn } from "./storage.en";

// Arabic texts of the cloud storage page. The same keys as English.
export const cloudStorageAr: typeof cloudStorageEn = {
  title: "التخزين السحابي",
};
