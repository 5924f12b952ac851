import { z } from "zod";

/** `GET`/`PUT settings/message-center` (spec §7, payload ours): one person's messaging preferences. */
export const messageCenterSettingsSchema = z.object({
  /** Play a sound when a message arrives for a conversation that is not open. */
  sound: z.boolean(),
  /** Show a desktop (browser) notification too, once the browser allows it. */
  desktopNotifications: z.boolean(),
  /** Show the message text in toasts and notifications (off: only who wrote). */
  messagePreviews: z.boolean(),
  /** Enter sends and Shift+Enter breaks a line (off: Ctrl/Cmd+Enter sends). */
  enterToSend: z.boolean(),
});
export type MessageCenterSettings = z.infer<typeof messageCenterSettingsSchema>;

export const DEFAULT_MESSAGE_CENTER_SETTINGS: MessageCenterSettings = {
  sound: true,
  desktopNotifications: false,
  messagePreviews: true,
  enterToSend: true,
};

/** `PUT settings/message-center`: any subset; the rest keep their values. */
export const updateMessageCenterSettingsSchema = messageCenterSettingsSchema.partial().strict();
