import type { Message } from "@bearish/shared/messaging/message";
import type { TFunction } from "i18next";
import { localDay } from "./message-rows";

/** A day separator's label: Today, Yesterday, or the date in the reader's language. */
export function dayLabel(date: Date, t: TFunction, locale: string, now: Date = new Date()): string {
  const day = localDay(date);
  if (day === localDay(now)) return t("messagingConversation.day.today");
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (day === localDay(yesterday)) return t("messagingConversation.day.yesterday");
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: date.getFullYear() === now.getFullYear() ? undefined : "numeric",
  }).format(date);
}

/** The time of a message, as the reader's language writes it. */
export const messageTime = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(new Date(iso));

export const senderName = (message: Pick<Message, "sender">) =>
  message.sender ? `${message.sender.firstName} ${message.sender.lastName}`.trim() : "";
