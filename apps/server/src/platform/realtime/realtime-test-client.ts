// Test helper (not a test): a real `ws` client speaking the realtime protocol to a listening server.
import { type ServerFrame, serverFrameSchema } from "@bearish/shared/realtime/frames";
import WebSocket from "ws";
import type { TestServer } from "../../test/test-server";

const POLL_MS = 5;

export interface Closed {
  code: number;
  reason: string;
}

export class TestSocket {
  /** Frames not yet taken, in arrival order. */
  readonly inbox: ServerFrame[] = [];
  closed: Closed | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on("message", (data) => this.inbox.push(serverFrameSchema.parse(JSON.parse(data.toString()))));
    ws.on("close", (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  /** Opens a socket with `?ticket=`; rejects with the HTTP status when the handshake is refused. */
  static open(baseUrl: string, ticket: string | null): Promise<TestSocket> {
    const url = `${baseUrl.replace(/^http/, "ws")}/api/realtime${ticket === null ? "" : `?ticket=${ticket}`}`;
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once("open", () => resolve(socket));
      ws.once("unexpected-response", (_request, response) => {
        reject(new HandshakeRefused(response.statusCode ?? 0));
        ws.terminate();
      });
      ws.once("error", reject);
    });
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === "string" ? frame : JSON.stringify(frame));
  }

  /** Waits for, removes and returns the first frame that matches. */
  async take<T extends ServerFrame["type"]>(
    type: T,
    match: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true,
    timeoutMs = 3_000,
  ): Promise<Extract<ServerFrame, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.inbox.findIndex((f) => f.type === type && match(f as Extract<ServerFrame, { type: T }>));
      if (index >= 0) return this.inbox.splice(index, 1)[0] as Extract<ServerFrame, { type: T }>;
      if (Date.now() > deadline) {
        throw new Error(`no ${type} frame within ${timeoutMs} ms; inbox: ${JSON.stringify(this.inbox)}`);
      }
      await sleep(POLL_MS);
    }
  }

  /**
   * Subscribes (or resumes) and returns the frames of `channel` up to and including the
   * `subscribed` answer (replayed events or a resync come before it).
   */
  async subscribe(channel: string, lastEventId?: string): Promise<ServerFrame[]> {
    this.send(lastEventId ? { type: "resume", channel, lastEventId } : { type: "subscribe", channel });
    const isAck = (f: ServerFrame) => f.type === "subscribed" && f.channel === channel;
    await until(() => this.inbox.some(isAck), 3_000, `subscribed to ${channel}`);
    const frames: ServerFrame[] = [];
    for (let i = 0; i < this.inbox.length; ) {
      const frame = this.inbox[i] as ServerFrame;
      if ("channel" in frame && frame.channel === channel) {
        frames.push(frame);
        this.inbox.splice(i, 1);
        if (isAck(frame)) break;
      } else i++;
    }
    return frames;
  }

  /** Event frames received on `channel` so far (removed from the inbox). */
  drainEvents(channel: string): Extract<ServerFrame, { type: "event" }>[] {
    const events: Extract<ServerFrame, { type: "event" }>[] = [];
    for (let i = 0; i < this.inbox.length; ) {
      const frame = this.inbox[i] as ServerFrame;
      if (frame.type === "event" && frame.channel === channel) {
        events.push(frame);
        this.inbox.splice(i, 1);
      } else i++;
    }
    return events;
  }

  /** Waits until `count` events of `channel` arrived, and returns them (oldest first). */
  async events(channel: string, count: number, timeoutMs = 3_000): Promise<Extract<ServerFrame, { type: "event" }>[]> {
    const deadline = Date.now() + timeoutMs;
    const events: Extract<ServerFrame, { type: "event" }>[] = [];
    for (;;) {
      events.push(...this.drainEvents(channel));
      if (events.length >= count) return events;
      if (Date.now() > deadline) {
        throw new Error(`${events.length} of ${count} events on ${channel} within ${timeoutMs} ms`);
      }
      await sleep(POLL_MS);
    }
  }

  async waitClosed(timeoutMs = 3_000): Promise<Closed> {
    await until(() => this.closed !== null, timeoutMs, "socket to close");
    return this.closed as Closed;
  }

  /** Round trip: everything the server sent before the pong has arrived once this resolves. */
  async ping(): Promise<void> {
    this.send({ type: "ping" });
    await this.take("pong");
  }

  close(): void {
    this.ws.close();
  }
}

export class HandshakeRefused extends Error {
  constructor(readonly statusCode: number) {
    super(`handshake refused with HTTP ${statusCode}`);
  }
}

/** A ticket for `token`'s session, through the real endpoint. */
export async function issueTicket(t: TestServer, token: string): Promise<string> {
  const res = await t.request("POST", "/api/realtime/ticket", { token });
  if (res.statusCode !== 200) throw new Error(`ticket refused: ${res.statusCode} ${res.body}`);
  return res.json().data.ticket;
}

/** Opens a socket for `token`'s session on the listening server `baseUrl` of `t`. */
export async function connect(t: TestServer, baseUrl: string, token: string): Promise<TestSocket> {
  return TestSocket.open(baseUrl, await issueTicket(t, token));
}

/** Starts the app of `t` on a random local port and returns its base URL. */
export async function listen(t: TestServer): Promise<string> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `condition` every few milliseconds; throws naming `what` after `timeoutMs`. */
export async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(POLL_MS);
  }
}
