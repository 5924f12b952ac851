import type { Conversation } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";

type LastMessage = NonNullable<Conversation["lastMessage"]>;

/** Longest preview kept for a row, a toast or a desktop notification. */
export const PREVIEW_MAX_LENGTH = 200;
/** Unread counts above this show as "99+". */
export const UNREAD_BADGE_MAX = 99;

/** The unread badge's text: the count, or "99+". */
export function unreadBadgeText(count: number): string {
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count);
}

/** Message content (sanitized HTML or plain text) as one line of plain text. */
export function plainTextOf(content: string): string {
  let text = content;
  if (/[<&]/.test(content)) {
    // Block ends become spaces so "<p>a</p><p>b</p>" reads "a b"; the parser drops every tag and decodes entities.
    const spaced = content.replace(/<\/(p|div|li|h[1-6]|blockquote|pre)>|<br\s*\/?>/gi, " ");
    text = new DOMParser().parseFromString(spaced, "text/html").body.textContent ?? "";
  }
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > PREVIEW_MAX_LENGTH ? `${line.slice(0, PREVIEW_MAX_LENGTH - 1)}…` : line;
}

export function senderNameOf(message: Pick<Message, "sender">): string {
  return message.sender ? `${message.sender.firstName} ${message.sender.lastName}`.trim() : "";
}

/** The list row's "last message" for a message that just arrived (the server's preview shape). */
export function lastMessageOf(message: Message): LastMessage {
  return {
    id: message.id,
    preview: message.poll ? plainTextOf(message.poll.question || message.content) : plainTextOf(message.content),
    senderId: message.senderId,
    senderName: senderNameOf(message),
    createdAt: message.createdAt,
    isDeleted: message.isDeleted,
  };
}

/** When the conversation last moved: its latest message, else its creation. */
export const activityTime = (conversation: Conversation) => conversation.lastMessageAt ?? conversation.createdAt;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A row's time: the clock time today, the weekday within a week, the date before that. */
export function listTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  if (date.toDateString() === now.toDateString()) {
    return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(date);
  }
  if (now.getTime() - date.getTime() < 6 * DAY_MS && date.getTime() <= now.getTime()) {
    return new Intl.DateTimeFormat(locale, { weekday: "short" }).format(date);
  }
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, sameYear ? { day: "numeric", month: "short" } : { dateStyle: "short" }).format(
    date,
  );
}
