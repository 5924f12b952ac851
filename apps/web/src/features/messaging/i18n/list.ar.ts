import type { messagingListEn } from "./list.en";

// Arabic texts of the messaging center: the chat and channel list, dialogs and settings. The same keys as English.
export const messagingListAr: typeof messagingListEn = {
  title: "الرسائل",
};
