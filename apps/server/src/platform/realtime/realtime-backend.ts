import type { OpenResult } from "./channel-log";

/** Who a redeemed ticket stands for: the session that asked for it. */
export interface TicketGrant {
  userId: string;
  sessionId: string;
  role: string;
  expiresAtMs: number;
}

/** A command every instance applies to its own sockets. */
export type ControlCommand =
  | { kind: "disconnect-user"; userId: string; exceptSessionId?: string }
  | { kind: "disconnect-session"; sessionId: string }
  | { kind: "recheck-channel"; channel: string };

/** What a backend hands to the hub of its own process. */
export interface BackendSink {
  /** An event (of any instance) to fan out to local subscribers of `channel`. */
  deliver(channel: string, id: string, frame: string): void;
  control(command: ControlCommand): void;
  /** The shared backend is back after an outage: local subscribers may have missed events. */
  recovered(): void;
}

/**
 * Where events get their ids, are kept for resume and travel between instances, and where tickets
 * live: in process (one instance) or in Redis (any number of instances behind a load balancer).
 */
export interface RealtimeBackend {
  readonly kind: "memory" | "redis";
  start(sink: BackendSink): Promise<void>;
  /** Stores the event and has it delivered (to every instance); never rejects. */
  publish(channel: string, nowMs: number, framePrefix: string, frameSuffix: string): Promise<void>;
  /** Never rejects: an unreachable log answers `resync` with a null head. */
  open(channel: string, nowMs: number, from: string | undefined): Promise<OpenResult>;
  /** Sends a command to the other instances (the caller has applied it locally). */
  sendControl(command: ControlCommand): Promise<void>;
  storeTicket(ticketHash: string, grant: TicketGrant, ttlMs: number): Promise<void>;
  /** Returns the grant once; a second take of the same ticket answers null. */
  takeTicket(ticketHash: string): Promise<TicketGrant | null>;
  /** Periodic housekeeping; `hasLocalSubscribers` tells which channels are in use here. */
  sweep(nowMs: number, hasLocalSubscribers: (channel: string) => boolean): void;
  close(): Promise<void>;
}

/** Single-use tickets in this process. */
export class MemoryTickets {
  private readonly grants = new Map<string, TicketGrant>();

  put(ticketHash: string, grant: TicketGrant): void {
    this.grants.set(ticketHash, grant);
  }

  take(ticketHash: string): TicketGrant | null {
    const grant = this.grants.get(ticketHash);
    if (!grant) return null;
    this.grants.delete(ticketHash);
    return grant;
  }

  sweep(nowMs: number): void {
    for (const [hash, grant] of this.grants) if (grant.expiresAtMs <= nowMs) this.grants.delete(hash);
  }
}
