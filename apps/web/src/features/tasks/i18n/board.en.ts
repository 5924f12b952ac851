// English texts of the task board (spec texts word for word where the spec gives them).
export const taskBoardEn = {
  title: "Board",
};
