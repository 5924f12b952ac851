import type { RealtimeChannel } from "@bearish/shared/realtime/channels";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";

interface PendingEvent {
  channel: RealtimeChannel;
  name: string;
  data: unknown;
}

/** Realtime events gathered during a change, sent only once its transaction has committed. */
export class WorkspaceEvents {
  private readonly pending: PendingEvent[] = [];
  private readonly rechecks = new Set<RealtimeChannel>();

  add(channel: RealtimeChannel, name: string, data: unknown): void {
    this.pending.push({ channel, name, data });
  }

  /** After the events: re-check who may stay subscribed to `channel` (someone lost access). */
  recheck(channel: RealtimeChannel): void {
    this.rechecks.add(channel);
  }

  /** Sends everything gathered, in order (publish never rejects), then the re-checks. */
  async publish(ctx: AppContext): Promise<void> {
    for (const event of this.pending.splice(0)) await ctx.realtime.publish(event.channel, event.name, event.data);
    for (const channel of this.rechecks) ctx.realtime.recheckChannel(channel);
    this.rechecks.clear();
  }
}

/**
 * Runs one change of a workspace in a transaction; the events it gathered go out after the
 * commit, and are dropped if it fails, so nobody hears of a change that did not happen.
 */
export async function inWorkspaceTransaction<T>(
  ctx: AppContext,
  change: (tx: Db, events: WorkspaceEvents) => Promise<T>,
): Promise<T> {
  const events = new WorkspaceEvents();
  const result = await ctx.db.transaction((tx) => change(tx, events));
  await events.publish(ctx);
  return result;
}
