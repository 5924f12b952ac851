import type { ControlCommand } from "../realtime/realtime-backend";
import type { HubWatcher } from "../realtime/realtime-hub";
import type { SessionActor } from "../session.repository";

interface Entry {
  actor: SessionActor;
  /** Until when the entry may be used: the cache's time to live, capped by the session's expiry. */
  validUntilMs: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries: number;
}

/**
 * Who a bearer token stands for, kept in memory for a short while so a request does not pay a
 * database round trip to learn it. Every way a session ends or a person's role or state changes
 * closes their sockets through the realtime hub (sign-out, password change or reset, deactivation,
 * role change), on every instance; the same commands evict the entries here. The time to live
 * bounds what a missed command (a shared backend outage) could leave behind.
 */
export class SessionCache implements HubWatcher {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();

  constructor(private readonly options: SessionCacheOptions) {}

  get(tokenHash: string, nowMs: number): SessionActor | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.validUntilMs <= nowMs) {
      this.remove(tokenHash);
      return null;
    }
    return entry.actor;
  }

  set(tokenHash: string, actor: SessionActor, sessionExpiresAtMs: number, nowMs: number): void {
    if (this.options.ttlMs <= 0) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    this.entries.set(tokenHash, { actor, validUntilMs: Math.min(nowMs + this.options.ttlMs, sessionExpiresAtMs) });
    let hashes = this.byUser.get(actor.userId);
    if (!hashes) {
      hashes = new Set();
      this.byUser.set(actor.userId, hashes);
    }
    hashes.add(tokenHash);
  }

  control(command: ControlCommand): void {
    if (command.kind === "disconnect-user") {
      for (const hash of [...(this.byUser.get(command.userId) ?? [])]) this.remove(hash);
    } else if (command.kind === "disconnect-session") {
      for (const [hash, entry] of this.entries) if (entry.actor.sessionId === command.sessionId) this.remove(hash);
    }
  }

  reset(): void {
    this.entries.clear();
    this.byUser.clear();
  }

  private remove(tokenHash: string): void {
    const entry = this.entries.get(tokenHash);
    if (!entry) return;
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(entry.actor.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(entry.actor.userId);
  }
}
