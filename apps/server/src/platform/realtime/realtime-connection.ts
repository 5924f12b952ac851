import {
  clientFrameSchema,
  type ParsedClientFrame,
  REALTIME_CLOSE_CODES,
  REALTIME_FRAME_BURST,
  REALTIME_FRAMES_PER_SECOND,
  REALTIME_TYPING_BURST,
  REALTIME_TYPING_PER_SECOND,
  type RealtimeErrorCode,
  type ServerFrame,
} from "@bearish/shared/realtime/frames";
import type { Logger } from "pino";
import WebSocket, { type RawData } from "ws";
import type { SessionActor } from "../session.repository";
import type { OpenResult } from "./channel-log";
import { TokenBucket } from "./token-bucket";

/**
 * Frames of one socket waiting for the previous one to be handled (a reconnecting client resumes all
 * its channels at once); more is a flood.
 */
const MAX_QUEUED_FRAMES = REALTIME_FRAME_BURST;
/** Bytes the server may hold for a socket that does not read; beyond, it is closed (1013) to resume later. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Live events held for one subscription while its replay is being read. */
const MAX_PENDING_EVENTS = 10_000;
/** A socket that does not finish the closing handshake in this time is cut. */
const CLOSE_GRACE_MS = 2_000;

/** What a connection needs from the hub that owns it. */
export interface ConnectionHost {
  readonly log: Logger;
  handle(connection: RealtimeConnection, frame: ParsedClientFrame): Promise<void>;
  detach(connection: RealtimeConnection): void;
}

/** One WebSocket: its identity (from the ticket's session), subscriptions, limits and frame parsing. */
export class RealtimeConnection {
  readonly subscriptions = new Map<string, Subscription>();
  readonly typingLimit: TokenBucket;
  /** Cleared at every heartbeat, set by any pong or frame. */
  alive = true;
  private closed = false;
  private readonly frameLimit: TokenBucket;
  private work: Promise<void> = Promise.resolve();
  private queued = 0;

  constructor(
    private readonly host: ConnectionHost,
    readonly socket: WebSocket,
    readonly actor: SessionActor,
  ) {
    const now = Date.now();
    this.frameLimit = new TokenBucket(REALTIME_FRAME_BURST, REALTIME_FRAMES_PER_SECOND, now);
    this.typingLimit = new TokenBucket(REALTIME_TYPING_BURST, REALTIME_TYPING_PER_SECOND, now);
    socket.on("message", (data, isBinary) => this.onMessage(data, isBinary));
    socket.on("pong", () => {
      this.alive = true;
    });
    socket.on("close", () => this.onClosed());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  send(frame: ServerFrame): void {
    this.sendRaw(JSON.stringify(frame));
  }

  sendError(code: RealtimeErrorCode, message: string, channel?: string): void {
    this.send({ type: "error", code, message, ...(channel ? { channel } : {}) });
  }

  /** Sends an already serialized frame (the same buffer goes to every subscriber of an event). */
  sendRaw(data: string | Buffer): void {
    if (this.closed || this.socket.readyState !== WebSocket.OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(REALTIME_CLOSE_CODES.tryAgainLater, "Not reading fast enough");
      return;
    }
    this.socket.send(data, { binary: false });
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.host.detach(this);
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code, reason);
      setTimeout(() => this.socket.terminate(), CLOSE_GRACE_MS).unref();
    }
  }

  terminate(): void {
    this.closed = true;
    this.host.detach(this);
    this.socket.terminate();
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.closed) return;
    this.alive = true;
    if (!this.frameLimit.take(Date.now())) {
      this.close(REALTIME_CLOSE_CODES.policyViolation, "Too many frames");
      return;
    }
    if (isBinary) {
      this.close(REALTIME_CLOSE_CODES.policyViolation, "Binary frames are not accepted");
      return;
    }
    const frame = parseClientFrame(data);
    if (!frame) {
      this.close(REALTIME_CLOSE_CODES.policyViolation, "Malformed frame");
      return;
    }
    if (frame.type === "ping") {
      this.send({ type: "pong" });
      return;
    }
    if (this.queued >= MAX_QUEUED_FRAMES) {
      this.close(REALTIME_CLOSE_CODES.policyViolation, "Too many frames in flight");
      return;
    }
    // One frame at a time, so a subscribe and the unsubscribe right after it apply in that order.
    this.queued++;
    this.work = this.work
      .then(() => (this.closed ? undefined : this.host.handle(this, frame)))
      .catch((err) => {
        this.host.log.error({ err }, "realtime: frame handling failed");
        this.sendError("realtime.unavailable", "The server could not handle this frame; try again");
      })
      .then(() => {
        this.queued--;
      });
  }

  private onClosed(): void {
    this.closed = true;
    this.host.detach(this);
  }
}

function parseClientFrame(data: RawData): ParsedClientFrame | null {
  try {
    const text = Buffer.isBuffer(data) ? data.toString("utf8") : Buffer.concat(toBuffers(data)).toString("utf8");
    const parsed = clientFrameSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function toBuffers(data: ArrayBuffer | Buffer[]): Buffer[] {
  return Array.isArray(data) ? data : [Buffer.from(data)];
}

interface PendingEvent {
  ms: number;
  seq: number;
  data: Buffer;
}

/**
 * One socket's interest in one channel. Between a subscribe (or resume) and the answer of the event
 * log, live events wait in `pending`; afterwards only events after the cursor are sent, so an event
 * both replayed and received live goes out once, and in id order.
 */
export class Subscription {
  private cursorMs = -1;
  private cursorSeq = 0;
  private pending: PendingEvent[] | null = null;
  private generation = 0;

  constructor(
    readonly connection: RealtimeConnection,
    readonly channel: string,
  ) {}

  /** The position last sent to the client, or null when none is known. */
  get cursor(): string | null {
    return this.cursorMs < 0 ? null : `${this.cursorMs}-${this.cursorSeq}`;
  }

  /** Starts holding live events until `complete` with the returned generation. */
  begin(): number {
    this.pending ??= [];
    return ++this.generation;
  }

  /** Sends the replay or the resync, the `subscribed` answer, then the live events held meanwhile. */
  complete(generation: number, result: OpenResult): void {
    if (generation !== this.generation || !this.pending) return;
    if (result.kind === "resync") this.connection.send({ type: "resync", channel: this.channel });
    for (const frame of result.replay) this.connection.sendRaw(frame);
    this.connection.send({ type: "subscribed", channel: this.channel, lastEventId: result.head });
    this.setCursor(result.head);
    const held = this.pending;
    this.pending = null;
    for (const event of held) this.offer(event.ms, event.seq, event.data);
  }

  /** A live event of this channel. */
  offer(ms: number, seq: number, data: Buffer): void {
    if (this.pending) {
      if (this.pending.length >= MAX_PENDING_EVENTS) {
        this.connection.close(REALTIME_CLOSE_CODES.tryAgainLater, "Too many events while subscribing");
        return;
      }
      this.pending.push({ ms, seq, data });
      return;
    }
    if (this.cursorMs > ms || (this.cursorMs === ms && this.cursorSeq >= seq)) return;
    this.cursorMs = ms;
    this.cursorSeq = seq;
    this.connection.sendRaw(data);
  }

  private setCursor(head: string | null): void {
    const dash = head ? head.indexOf("-") : -1;
    if (!head || dash < 0) {
      this.cursorMs = -1;
      this.cursorSeq = 0;
      return;
    }
    this.cursorMs = Number(head.slice(0, dash));
    this.cursorSeq = Number(head.slice(dash + 1));
  }
}
