// English texts of the task card (spec texts word for word where the spec gives them).
export const taskCardEn = {
  title: "Card",
};
