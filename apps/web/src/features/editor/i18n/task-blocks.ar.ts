import type { editorTaskBlocksEn } from "./task-blocks.en";

// Arabic texts of the editor's board, checklist, calendar and event blocks (same keys as English).
export const editorTaskBlocksAr: typeof editorTaskBlocksEn = {
  title: "كتل المهام",
};
