import type { MessageCenterSettings } from "@bearish/shared/messaging/message-center-settings";
import { eq } from "drizzle-orm";
import { messageCenterSettings } from "../../db/schema/messaging";
import type { Db } from "../../platform/db/database";

const settingsColumns = {
  sound: messageCenterSettings.sound,
  desktopNotifications: messageCenterSettings.desktopNotifications,
  messagePreviews: messageCenterSettings.messagePreviews,
  enterToSend: messageCenterSettings.enterToSend,
};

/** The person's stored settings, or null when they never changed a default. */
export async function findMessageCenterSettings(db: Db, userId: string): Promise<MessageCenterSettings | null> {
  const [row] = await db
    .select(settingsColumns)
    .from(messageCenterSettings)
    .where(eq(messageCenterSettings.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Stores the person's whole settings (insert or replace). */
export async function upsertMessageCenterSettings(
  db: Db,
  userId: string,
  settings: MessageCenterSettings,
  now: Date,
): Promise<MessageCenterSettings> {
  const [row] = await db
    .insert(messageCenterSettings)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: messageCenterSettings.userId, set: { ...settings, updatedAt: now } })
    .returning(settingsColumns);
  return row ?? settings;
}
