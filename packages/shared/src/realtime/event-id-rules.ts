import { z } from "zod";

/**
 * Event ids are `<ms>-<seq>`: a millisecond timestamp and a sequence number, the format of Redis
 * stream ids. They only grow within a channel, so a client compares them to know what it has seen.
 * A sequence of 0 (`<ms>-0`) is a position, never an event: "nothing of this channel up to <ms>".
 */
export const eventIdSchema = z.string().regex(/^\d{1,15}-\d{1,15}$/, "Must be an event id like 1700000000000-1");
export type EventId = z.infer<typeof eventIdSchema>;

export interface EventPosition {
  ms: number;
  seq: number;
}

/** The two numbers of an event id, or null when it is not one. */
export function parseEventId(id: string): EventPosition | null {
  const dash = id.indexOf("-");
  if (dash < 1 || dash > 15 || id.length - dash - 1 < 1 || id.length - dash - 1 > 15) return null;
  const msText = id.slice(0, dash);
  const seqText = id.slice(dash + 1);
  if (!/^\d+$/.test(msText) || !/^\d+$/.test(seqText)) return null;
  return { ms: Number(msText), seq: Number(seqText) };
}

export function formatEventId(position: EventPosition): string {
  return `${position.ms}-${position.seq}`;
}

/** Negative when `a` comes before `b` in its channel, 0 when equal, positive after. Both must be valid ids. */
export function compareEventIds(a: string, b: string): number {
  const left = parseEventId(a);
  const right = parseEventId(b);
  if (!left || !right) throw new Error(`not an event id: ${left ? b : a}`);
  return comparePositions(left, right);
}

export function comparePositions(a: EventPosition, b: EventPosition): number {
  return a.ms === b.ms ? a.seq - b.seq : a.ms - b.ms;
}
