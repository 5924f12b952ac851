import type { messagingExtrasEn } from "./extras.en";

// Arabic texts of the messaging center: media panel, file preview, audio player, polls, forward and emoji. The same keys as English.
export const messagingExtrasAr: typeof messagingExtrasEn = {
  title: "الرسائل",
};
