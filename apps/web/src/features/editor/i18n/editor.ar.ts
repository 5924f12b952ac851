import type { editorEn } from "./editor.en";

// Arabic texts of the rich-text editor (toolbar, slash menu, command palette, font picker) (same keys as English).
export const editorAr: typeof editorEn = {
  title: "المحرر",
};
