// English texts of the messaging center: the open conversation and its composer (spec texts word for word).
export const messagingConversationEn = {
  title: "Messages",
};
