import type { whiteboardsEn } from "./whiteboards.en";

// Arabic texts of whiteboards (same keys as English).
export const whiteboardsAr: typeof whiteboardsEn = {
  title: "السبورة",
};
