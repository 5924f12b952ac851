import type { editorMediaEn } from "./media.en";

// Arabic texts of the editor's media, code, layout and panel blocks (same keys as English).
export const editorMediaAr: typeof editorMediaEn = {
  title: "الوسائط",
};
