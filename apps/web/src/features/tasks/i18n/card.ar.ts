import type { taskCardEn } from "./card.en";

// Arabic texts of the task card: the same keys as English.
export const taskCardAr: typeof taskCardEn = {
  title: "بطاقة المهمة",
};
