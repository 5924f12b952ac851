// English texts of the editor's blocks and their dialogs.
export const editorBlocksEn = {
  title: "Blocks",
};
