import type { messagingConversationEn } from "./conversation.en";

// Arabic texts of the messaging center: the open conversation and its composer. The same keys as English.
export const messagingConversationAr: typeof messagingConversationEn = {
  title: "الرسائل",
};
