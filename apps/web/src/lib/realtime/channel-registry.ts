import type { RealtimeChannel } from "@bearish/shared/realtime/channels";
import { compareEventIds } from "@bearish/shared/realtime/event-id-rules";
import type { EventFrame } from "@bearish/shared/realtime/frames";

export interface ChannelListener {
  onEvent?: (event: EventFrame) => void;
  /** Events of the channel were lost: refetch what it feeds over REST. */
  onResync?: () => void;
}

interface ChannelEntry {
  listeners: Set<ChannelListener>;
  /** The channel's position for `resume`: the last event seen, or the position the server acknowledged. */
  lastEventId: string | null;
}

function isAfter(id: string, last: string | null): boolean {
  return last === null || compareEventIds(id, last) > 0;
}

function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    // One broken listener must not stop the others, nor the socket's message handling.
    console.error(error);
  }
}

/**
 * The channels this tab listens to, with reference counting: the server subscription opens with the
 * first listener and closes with the last, however many components share it.
 */
export class ChannelRegistry {
  private readonly entries = new Map<RealtimeChannel, ChannelEntry>();

  /** Adds a listener; true when it is the channel's first, so the server subscription must open. */
  add(channel: RealtimeChannel, listener: ChannelListener): boolean {
    const entry = this.entries.get(channel);
    if (entry) {
      entry.listeners.add(listener);
      return false;
    }
    this.entries.set(channel, { listeners: new Set([listener]), lastEventId: null });
    return true;
  }

  /** Removes a listener; true when it was the channel's last, so the server subscription must close. */
  remove(channel: RealtimeChannel, listener: ChannelListener): boolean {
    const entry = this.entries.get(channel);
    if (!entry?.listeners.delete(listener) || entry.listeners.size > 0) return false;
    this.entries.delete(channel);
    return true;
  }

  /** Every channel with its position, to subscribe or resume after (re)connecting. */
  positions(): Array<{ channel: RealtimeChannel; lastEventId: string | null }> {
    return [...this.entries].map(([channel, entry]) => ({ channel, lastEventId: entry.lastEventId }));
  }

  /** Hands an event to the channel's listeners, unless nobody listens or it was seen already (replay overlap). */
  dispatch(event: EventFrame): void {
    const entry = this.entries.get(event.channel as RealtimeChannel);
    if (!entry || !isAfter(event.id, entry.lastEventId)) return;
    entry.lastEventId = event.id;
    for (const listener of [...entry.listeners]) safely(() => listener.onEvent?.(event));
  }

  /** The `subscribed` acknowledgement: the server's position of the channel (null: it cannot tell, keep ours). */
  acknowledge(channel: string, lastEventId: string | null): void {
    const entry = this.entries.get(channel as RealtimeChannel);
    if (entry && lastEventId !== null) entry.lastEventId = lastEventId;
  }

  /**
   * Events were lost: the listeners refetch. The position stays until the acknowledgement that follows
   * replaces it; should that carry none, the next resume is answered with another resync, never a gap.
   */
  resync(channel: string): void {
    const entry = this.entries.get(channel as RealtimeChannel);
    if (!entry) return;
    for (const listener of [...entry.listeners]) safely(() => listener.onResync?.());
  }

  /** After signing out nothing of the old positions may carry over. */
  forgetPositions(): void {
    for (const entry of this.entries.values()) entry.lastEventId = null;
  }
}
