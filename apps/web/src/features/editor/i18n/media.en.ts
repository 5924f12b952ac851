// English texts of the editor's media, code, layout and panel blocks.
export const editorMediaEn = {
  title: "Media",
};
