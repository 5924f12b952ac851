// English texts of whiteboards.
export const whiteboardsEn = {
  title: "Whiteboard",
};
