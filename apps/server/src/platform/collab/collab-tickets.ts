import type { Redis } from "ioredis";
import type { Logger } from "pino";
import { newToken, sha256 } from "../tokens";

/** How long a collaboration ticket may wait to be redeemed. */
export const COLLAB_TICKET_TTL_MS = 30_000;

/** Who a ticket stands for, and the one document it opens. */
export interface CollabTicketGrant {
  userId: string;
  sessionId: string;
  role: string;
  documentName: string;
  expiresAtMs: number;
}

/**
 * Single-use tickets for the collaboration socket, stored as the SHA-256 of the ticket: in this
 * process, or in Redis (`SET NX PX` / `GETDEL`) so any instance can redeem them. When Redis is
 * unreachable a ticket is kept locally (the instance that issued it can still redeem it).
 */
export class CollabTickets {
  private readonly local = new Map<string, CollabTicketGrant>();
  private readonly prefix = "bearish:collab:ticket:";

  constructor(
    private readonly redis: Redis | null,
    private readonly log: Logger,
  ) {}

  /** A fresh ticket for `grant`; the ticket text itself is never stored. */
  async issue(
    grant: Omit<CollabTicketGrant, "expiresAtMs">,
    nowMs: number,
  ): Promise<{ ticket: string; expiresAt: Date }> {
    const ticket = newToken();
    const full: CollabTicketGrant = { ...grant, expiresAtMs: nowMs + COLLAB_TICKET_TTL_MS };
    const key = sha256(ticket);
    this.sweep(nowMs);
    if (this.redis?.status === "ready") {
      try {
        await this.redis.set(this.prefix + key, JSON.stringify(full), "PX", COLLAB_TICKET_TTL_MS, "NX");
        return { ticket, expiresAt: new Date(full.expiresAtMs) };
      } catch (err) {
        this.log.warn({ err: String(err) }, "collab: ticket kept in this instance only (redis unreachable)");
      }
    }
    this.local.set(key, full);
    return { ticket, expiresAt: new Date(full.expiresAtMs) };
  }

  /** The grant of a ticket, once; null when unknown, used or expired. */
  async take(ticket: string, nowMs: number): Promise<CollabTicketGrant | null> {
    if (!ticket || ticket.length > 200) return null;
    const key = sha256(ticket);
    let grant = this.local.get(key) ?? null;
    if (grant) this.local.delete(key);
    else if (this.redis?.status === "ready") {
      try {
        const value = await this.redis.getdel(this.prefix + key);
        grant = value ? (JSON.parse(value) as CollabTicketGrant) : null;
      } catch {
        grant = null;
      }
    }
    if (!grant || grant.expiresAtMs <= nowMs) return null;
    return grant;
  }

  private sweep(nowMs: number): void {
    for (const [key, grant] of this.local) if (grant.expiresAtMs <= nowMs) this.local.delete(key);
  }

  clear(): void {
    this.local.clear();
  }
}
