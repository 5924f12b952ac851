// English texts of the rich-text editor (toolbar, slash menu, command palette, font picker).
export const editorEn = {
  title: "Editor",
};
