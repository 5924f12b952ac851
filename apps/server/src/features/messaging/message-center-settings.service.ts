import {
  DEFAULT_MESSAGE_CENTER_SETTINGS,
  type MessageCenterSettings,
} from "@bearish/shared/messaging/message-center-settings";
import type { AppContext } from "../../platform/context";
import type { SessionActor } from "../../platform/session.repository";
import { findMessageCenterSettings, upsertMessageCenterSettings } from "./message-center-settings.repository";

/** The caller's messaging preferences; the defaults until they change one. */
export async function getMessageCenterSettings(ctx: AppContext, actor: SessionActor): Promise<MessageCenterSettings> {
  return (await findMessageCenterSettings(ctx.db, actor.userId)) ?? DEFAULT_MESSAGE_CENTER_SETTINGS;
}

/** Changes any subset of the caller's preferences; the rest keep their values. */
export async function updateMessageCenterSettings(
  ctx: AppContext,
  actor: SessionActor,
  patch: Partial<MessageCenterSettings>,
): Promise<MessageCenterSettings> {
  return ctx.db.transaction(async (tx) => {
    const current = (await findMessageCenterSettings(tx, actor.userId)) ?? DEFAULT_MESSAGE_CENTER_SETTINGS;
    const next: MessageCenterSettings = {
      sound: patch.sound ?? current.sound,
      desktopNotifications: patch.desktopNotifications ?? current.desktopNotifications,
      messagePreviews: patch.messagePreviews ?? current.messagePreviews,
      enterToSend: patch.enterToSend ?? current.enterToSend,
    };
    return upsertMessageCenterSettings(tx, actor.userId, next, ctx.clock.now());
  });
}
