import type { taskBoardEn } from "./board.en";

// Arabic texts of the task board: the same keys as English.
export const taskBoardAr: typeof taskBoardEn = {
  title: "اللوحة",
};
