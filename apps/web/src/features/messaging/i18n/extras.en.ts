// English texts of the messaging center: media panel, file preview, audio player, polls, forward and emoji (spec texts word for word).
export const messagingExtrasEn = {
  title: "Messages",
};
