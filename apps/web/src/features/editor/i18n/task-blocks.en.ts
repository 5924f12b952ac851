// English texts of the editor's board, checklist, calendar and event blocks.
export const editorTaskBlocksEn = {
  title: "Task blocks",
};
