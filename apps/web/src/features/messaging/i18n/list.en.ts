// English texts of the messaging center: the chat and channel list, dialogs and settings (spec texts word for word).
export const messagingListEn = {
  title: "Messages",
};
