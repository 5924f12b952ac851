import type { ControlCommand } from "../realtime/realtime-backend";
import type { HubWatcher } from "../realtime/realtime-hub";

/**
 * Change counters for in-process read caches. Every change a service makes is published on a
 * realtime channel after its commit, on every instance (DESIGN §4), so a counter per channel bumped
 * by the hub tells a cache whether what it holds may be stale — without asking the database.
 *
 * A cached answer records `stamp(channel)` taken BEFORE it read the database and is used only while
 * the stamp is unchanged: a change committed during the read bumps the counter and the answer is
 * thrown away. People-level changes (a role changed, an account deactivated or signed out) and a
 * shared backend coming back after an outage bump the global epoch, which stales everything.
 */
export class ChangeVersions implements HubWatcher {
  private epoch = 0;
  private readonly counters = new Map<string, number>();

  /** The current stamp of a channel (e.g. `workspace:<id>`), to store beside a cached value. */
  stamp(channel: string): string {
    return `${this.epoch}.${this.counters.get(channel) ?? 0}`;
  }

  event(channel: string): void {
    this.counters.set(channel, (this.counters.get(channel) ?? 0) + 1);
  }

  control(command: ControlCommand): void {
    if (command.kind === "recheck-channel") this.event(command.channel);
    else this.epoch++;
  }

  reset(): void {
    this.epoch++;
  }
}
