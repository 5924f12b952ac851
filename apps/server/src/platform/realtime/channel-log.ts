import { comparePositions, type EventPosition, parseEventId } from "@bearish/shared/realtime/event-id-rules";

/** What a subscribe or resume learns from the event log of its channel. */
export interface OpenResult {
  /** `live`: `replay` holds every event after the requested id. `resync`: events were lost. */
  kind: "live" | "resync";
  /** The channel's position now; live events after it follow. Null when the log is unreachable. */
  head: string | null;
  /** Event frames (already serialized) to send before going live, oldest first. */
  replay: string[];
}

export interface ChannelLogOptions {
  /** Events younger than this are kept for resume. */
  windowMs: number;
  /** A channel nobody published to or subscribed to for this long is forgotten. */
  ttlMs: number;
  /** When this log started: nothing before it is known. */
  epochMs: number;
  maxReplay: number;
}

interface Entry {
  ms: number;
  seq: number;
  frame: string;
}

interface ChannelState {
  last: EventPosition;
  /** Every event after `floor` is still in `entries`; `floor` itself may be gone. */
  floor: EventPosition;
  entries: Entry[];
  touchedMs: number;
}

/**
 * The in-process event log: per channel, increasing `<ms>-<seq>` ids and the events of the resume
 * window. The Redis backend implements the same rules in Lua (redis-scripts.ts); keep them in step.
 */
export class ChannelLog {
  private readonly states = new Map<string, ChannelState>();

  constructor(private readonly options: ChannelLogOptions) {}

  /** Gives the next event of `channel` its id, stores it, and returns its id and frame. */
  append(channel: string, nowMs: number, framePrefix: string, frameSuffix: string): { id: string; frame: string } {
    const state = this.ensure(channel, nowMs);
    const last = nowMs > state.last.ms ? { ms: nowMs, seq: 1 } : { ms: state.last.ms, seq: state.last.seq + 1 };
    state.last = last;
    this.trim(state, nowMs);
    const id = `${last.ms}-${last.seq}`;
    const frame = framePrefix + id + frameSuffix;
    state.entries.push({ ms: last.ms, seq: last.seq, frame });
    return { id, frame };
  }

  /** Where `channel` stands, and for a resume the events after `from` (or `resync` when some are gone). */
  open(channel: string, nowMs: number, from?: string): OpenResult {
    const state = this.ensure(channel, nowMs);
    const head = `${state.last.ms}-${state.last.seq}`;
    if (from === undefined) return { kind: "live", head, replay: [] };
    const position = parseEventId(from);
    if (!position || comparePositions(position, state.floor) < 0 || comparePositions(position, state.last) > 0) {
      return { kind: "resync", head, replay: [] };
    }
    const start = firstAfter(state.entries, position);
    if (state.entries.length - start > this.options.maxReplay) return { kind: "resync", head, replay: [] };
    return { kind: "live", head, replay: state.entries.slice(start).map((e) => e.frame) };
  }

  /** Drops events older than the window, and channels untouched for the TTL that `keep` does not claim. */
  sweep(nowMs: number, keep: (channel: string) => boolean): void {
    for (const [channel, state] of this.states) {
      this.trim(state, nowMs);
      if (state.touchedMs < nowMs - this.options.ttlMs && !keep(channel)) this.states.delete(channel);
    }
  }

  get size(): number {
    return this.states.size;
  }

  private ensure(channel: string, nowMs: number): ChannelState {
    let state = this.states.get(channel);
    if (!state) {
      // Anything this log could have known about the channel before now is gone or never existed.
      const floor = { ms: Math.max(this.options.epochMs, nowMs - this.options.ttlMs), seq: 0 };
      state = { last: floor, floor, entries: [], touchedMs: nowMs };
      this.states.set(channel, state);
    }
    state.touchedMs = nowMs;
    return state;
  }

  private trim(state: ChannelState, nowMs: number): void {
    const cutoff = nowMs - this.options.windowMs;
    let drop = 0;
    while (drop < state.entries.length && (state.entries[drop] as Entry).ms < cutoff) drop++;
    if (drop === 0) return;
    const newest = state.entries[drop - 1] as Entry;
    state.floor = { ms: newest.ms, seq: newest.seq };
    state.entries.splice(0, drop);
  }
}

/** Index of the first entry after `position` (entries are sorted). */
function firstAfter(entries: Entry[], position: EventPosition): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (comparePositions(entries[mid] as Entry, position) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
}
