import { vi } from "vitest";
import { RealtimeClient, type RealtimeClientOptions } from "../lib/realtime/realtime-client";
import type { RealtimeSocket } from "../lib/realtime/realtime-socket";

/** A WebSocket the test plays the server of: open it, send it frames, drop it; read what the client sent. */
export class FakeWebSocket implements RealtimeSocket {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  /** Frames the client sent, parsed. */
  readonly sent: Array<Record<string, unknown>> = [];
  /** The code the client closed the socket with, once it did. */
  closedByClient: number | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error("InvalidStateError: the socket is not open");
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(code = 1005): void {
    this.readyState = 3;
    this.closedByClient = code;
  }

  /** The server accepts the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }

  /** The server sends a frame: an object is sent as JSON, a string as it is. */
  receive(frame: unknown): void {
    const data = typeof frame === "string" || frame instanceof ArrayBuffer ? frame : JSON.stringify(frame);
    this.onmessage?.(new MessageEvent("message", { data }));
  }

  /** The connection ends from the server's side (1006: it just went away). */
  drop(code = 1006): void {
    this.readyState = 3;
    this.onerror?.(new Event("error"));
    this.onclose?.(new CloseEvent("close", { code }));
  }

  /** Frames of one type the client sent. */
  sentOfType(type: string): Array<Record<string, unknown>> {
    return this.sent.filter((frame) => frame.type === type);
  }
}

/** A realtime client on fake sockets: tickets `ticket-1`, `ticket-2`... and every socket it opened. */
export function createTestRealtime(options: Partial<RealtimeClientOptions> = {}) {
  const sockets: FakeWebSocket[] = [];
  let issued = 0;
  const fetchTicket = vi.fn(async (_signal: AbortSignal) => `ticket-${++issued}`);
  const client = new RealtimeClient({
    fetchTicket,
    socketUrl: (ticket) => `ws://bearish.test/api/realtime?ticket=${ticket}`,
    createSocket: (url) => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket;
    },
    onlineEvents: null,
    ...options,
  });
  const latest = (): FakeWebSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error("The client has opened no socket yet");
    return socket;
  };
  return { client, sockets, fetchTicket, latest };
}

/** Lets pending promise callbacks (a ticket answer) run. */
export async function flushPromises(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
