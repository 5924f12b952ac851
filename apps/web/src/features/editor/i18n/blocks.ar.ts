import type { editorBlocksEn } from "./blocks.en";

// Arabic texts of the editor's blocks and their dialogs (same keys as English).
export const editorBlocksAr: typeof editorBlocksEn = {
  title: "الكتل",
};
