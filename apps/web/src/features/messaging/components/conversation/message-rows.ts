import type { Message } from "@bearish/shared/messaging/message";

/** Messages of one sender this close together share one header (name and avatar). */
export const GROUP_WINDOW_MS = 5 * 60 * 1000;

export type MessageRow =
  | { kind: "day"; key: string; day: string; date: Date }
  | { kind: "message"; key: string; message: Message; grouped: boolean };

/** The local calendar day of a moment, as 'YYYY-MM-DD'. */
export function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/**
 * The rows of the message list: a day separator before each day's first message, and each message
 * marked `grouped` when it follows one of the same sender within GROUP_WINDOW_MS on the same day.
 * A message's key is its clientMessageId when it has one, so the pending copy and the server's copy
 * are the same row.
 */
export function buildMessageRows(messages: readonly Message[]): MessageRow[] {
  const rows: MessageRow[] = [];
  let previous: Message | null = null;
  let previousDay: string | null = null;
  for (const message of messages) {
    const date = new Date(message.createdAt);
    const day = localDay(date);
    if (day !== previousDay) {
      rows.push({ kind: "day", key: `day:${day}`, day, date });
      previous = null;
    }
    const grouped =
      previous !== null &&
      previous.senderId === message.senderId &&
      !previous.isDeleted &&
      date.getTime() - new Date(previous.createdAt).getTime() <= GROUP_WINDOW_MS;
    rows.push({ kind: "message", key: `m:${message.clientMessageId ?? message.id}`, message, grouped });
    previous = message;
    previousDay = day;
  }
  return rows;
}
