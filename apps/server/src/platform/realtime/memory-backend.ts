import { ChannelLog, type ChannelLogOptions, type OpenResult } from "./channel-log";
import {
  type BackendSink,
  type ControlCommand,
  MemoryTickets,
  type RealtimeBackend,
  type TicketGrant,
} from "./realtime-backend";

/** One server process: ids, resume buffer, fan-out and tickets all in memory. */
export class MemoryBackend implements RealtimeBackend {
  readonly kind = "memory";
  private readonly log: ChannelLog;
  private readonly tickets = new MemoryTickets();
  private sink: BackendSink | null = null;

  constructor(options: ChannelLogOptions) {
    this.log = new ChannelLog(options);
  }

  async start(sink: BackendSink): Promise<void> {
    this.sink = sink;
  }

  async publish(channel: string, nowMs: number, framePrefix: string, frameSuffix: string): Promise<void> {
    const { id, frame } = this.log.append(channel, nowMs, framePrefix, frameSuffix);
    this.sink?.deliver(channel, id, frame);
  }

  async open(channel: string, nowMs: number, from: string | undefined): Promise<OpenResult> {
    return this.log.open(channel, nowMs, from);
  }

  async sendControl(_command: ControlCommand): Promise<void> {
    // There are no other instances.
  }

  async storeTicket(ticketHash: string, grant: TicketGrant): Promise<void> {
    this.tickets.put(ticketHash, grant);
  }

  async takeTicket(ticketHash: string): Promise<TicketGrant | null> {
    return this.tickets.take(ticketHash);
  }

  sweep(nowMs: number, hasLocalSubscribers: (channel: string) => boolean): void {
    this.log.sweep(nowMs, hasLocalSubscribers);
    this.tickets.sweep(nowMs);
  }

  async close(): Promise<void> {
    this.sink = null;
  }
}
