import type { RealtimeChannel } from "@bearish/shared/realtime/channels";
import {
  type ClientFrame,
  REALTIME_CLIENT_DEAD_AFTER_MS,
  REALTIME_CLIENT_PING_INTERVAL_MS,
  REALTIME_CLOSE_CODES,
  serverFrameSchema,
  TYPING_EVENT,
  type TypingContext,
} from "@bearish/shared/realtime/frames";
import { HttpError } from "../http";
import { type ChannelListener, ChannelRegistry } from "./channel-registry";
import { type ConnectionState, IDLE_STATE, nextRetry } from "./connection-state";
import { type RealtimeClock, type RealtimeSocket, SOCKET_OPEN, systemClock } from "./realtime-socket";

export interface RealtimeClientOptions {
  /** A single-use ticket for one socket; rejects with an HttpError of status 401 once signed out. */
  fetchTicket: (signal: AbortSignal) => Promise<string>;
  /** The socket address for a ticket (`ws(s)://host/api/realtime?ticket=...`). */
  socketUrl: (ticket: string) => string;
  createSocket?: (url: string) => RealtimeSocket;
  /** Close code 4401: the session ended on the server (signed out elsewhere, password changed, deactivated). */
  onSessionEnded?: () => void;
  clock?: RealtimeClock;
  /** Where `online` events come from (the window): back online means retry at once. */
  onlineEvents?: Pick<EventTarget, "addEventListener" | "removeEventListener"> | null;
}

/**
 * One WebSocket per tab to `/api/realtime` (DESIGN §4): ticket first, then the socket; channels are
 * reference-counted and resumed from their last event id after a reconnect; the reconnect schedule, the
 * heartbeat and the close codes are the shared protocol's.
 */
export class RealtimeClient {
  private readonly registry = new ChannelRegistry();
  private readonly stateListeners = new Set<() => void>();
  private readonly clock: RealtimeClock;
  private readonly createSocket: (url: string) => RealtimeSocket;
  private state: ConnectionState = IDLE_STATE;
  /** Between connect() and disconnect() (or the session's end). */
  private running = false;
  /** Numbers attempts, so a late ticket answer of an abandoned attempt is ignored. */
  private attemptId = 0;
  private ticketRequest: AbortController | null = null;
  private socket: RealtimeSocket | null = null;
  private opened = false;
  private retryTimer: unknown = null;
  private pingTimer: unknown = null;
  private silenceTimer: unknown = null;

  constructor(private readonly options: RealtimeClientOptions) {
    this.clock = options.clock ?? systemClock;
    this.createSocket = options.createSocket ?? ((url) => new WebSocket(url));
  }

  readonly getState = (): ConnectionState => this.state;

  readonly subscribeState = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => {
      this.stateListeners.delete(listener);
    };
  };

  /** Starts connecting (and keeps reconnecting) until disconnect(). Does nothing when already started. */
  connect(): void {
    if (this.running) return;
    this.running = true;
    this.options.onlineEvents?.addEventListener("online", this.retryNow);
    this.startAttempt(this.clock.now());
  }

  /** Closes the connection and stops reconnecting (signed out); positions are forgotten. */
  disconnect(): void {
    this.stop();
    this.registry.forgetPositions();
    this.setState(IDLE_STATE);
  }

  /** Skips the wait before the next attempt (the "Retry now" action, or the browser coming back online). */
  readonly retryNow = (): void => {
    if (!this.running || this.socket !== null || this.ticketRequest !== null) return;
    this.startAttempt(this.state.downSince ?? this.clock.now());
  };

  /**
   * Listens to a channel until the returned function is called. The first listener of a channel opens the
   * server subscription and the last one closes it; while disconnected the subscription waits for the socket.
   */
  subscribe(channel: RealtimeChannel, listener: ChannelListener): () => void {
    // A fresh object per call: the same handlers subscribed twice count twice.
    const entry: ChannelListener = { ...listener };
    if (this.registry.add(channel, entry)) this.send({ type: "subscribe", channel });
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      if (this.registry.remove(channel, entry)) this.send({ type: "unsubscribe", channel });
    };
  }

  /** Tells the owner of a `user:<id>` channel that we are typing; false when not connected (typing is not queued). */
  publishTyping(channel: RealtimeChannel, context: TypingContext): boolean {
    return this.send({ type: "publish", channel, name: TYPING_EVENT, data: context });
  }

  private setState(next: ConnectionState): void {
    const current = this.state;
    if (
      current.status === next.status &&
      current.retryAt === next.retryAt &&
      current.downSince === next.downSince &&
      current.wasConnected === next.wasConnected
    ) {
      return;
    }
    this.state = next;
    for (const listener of [...this.stateListeners]) listener();
  }

  private send(frame: ClientFrame): boolean {
    if (!this.socket || !this.opened || this.socket.readyState !== SOCKET_OPEN) return false;
    try {
      this.socket.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  private startAttempt(downSince: number): void {
    this.clearTimer("retryTimer");
    const id = ++this.attemptId;
    // Once suspended, an attempt does not flip the state back and forth every 30 s.
    const status = this.state.status === "suspended" ? "suspended" : "connecting";
    this.setState({ status, retryAt: null, downSince, wasConnected: this.state.wasConnected });
    const request = new AbortController();
    this.ticketRequest = request;
    this.watchSilence();
    this.options.fetchTicket(request.signal).then(
      (ticket) => {
        if (id !== this.attemptId) return;
        this.ticketRequest = null;
        this.openSocket(ticket);
      },
      (error: unknown) => {
        if (id !== this.attemptId) return;
        this.ticketRequest = null;
        // The HTTP client has already sent the user to sign in.
        if (error instanceof HttpError && error.status === 401) this.end(false);
        else this.attemptFailed();
      },
    );
  }

  private openSocket(ticket: string): void {
    let socket: RealtimeSocket;
    try {
      socket = this.createSocket(this.options.socketUrl(ticket));
    } catch {
      this.attemptFailed();
      return;
    }
    this.socket = socket;
    this.opened = false;
    socket.onopen = () => {
      if (this.socket === socket) this.socketOpened();
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.received(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket === socket) this.socketClosed(event.code);
    };
    // An error is always followed by a close event, which decides what happens next.
    socket.onerror = null;
    this.watchSilence();
  }

  private socketOpened(): void {
    this.opened = true;
    this.setState({ status: "connected", retryAt: null, downSince: null, wasConnected: true });
    for (const { channel, lastEventId } of this.registry.positions()) {
      this.send(lastEventId ? { type: "resume", channel, lastEventId } : { type: "subscribe", channel });
    }
    this.schedulePing();
    this.watchSilence();
  }

  private received(raw: unknown): void {
    this.watchSilence();
    if (typeof raw !== "string") return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    const parsed = serverFrameSchema.safeParse(json);
    if (!parsed.success) return;
    const frame = parsed.data;
    switch (frame.type) {
      case "event":
        this.registry.dispatch(frame);
        break;
      case "resync":
        this.registry.resync(frame.channel);
        break;
      case "subscribed":
        this.registry.acknowledge(frame.channel, frame.lastEventId);
        break;
      // `error` answers one request (a refused subscribe or typing publish) and changes nothing here;
      // `pong` only proves the connection alive, which any frame does.
      case "error":
      case "pong":
        break;
    }
  }

  private socketClosed(code: number): void {
    const wasOpen = this.opened;
    this.releaseSocket();
    if (code === REALTIME_CLOSE_CODES.sessionEnded) {
      this.end(true);
    } else if (wasOpen) {
      // A drop: try again at once, counting the time down from now.
      this.startAttempt(this.clock.now());
    } else {
      this.attemptFailed();
    }
  }

  /** No frame for 60 s (or an attempt that hangs as long): the connection is dead even if the socket says not. */
  private silenceExpired(): void {
    if (this.ticketRequest) {
      this.ticketRequest.abort();
      this.ticketRequest = null;
      this.attemptId++;
      this.attemptFailed();
      return;
    }
    const socket = this.socket;
    if (!socket) return;
    const wasOpen = this.opened;
    this.releaseSocket();
    closeQuietly(socket);
    if (wasOpen) this.startAttempt(this.clock.now());
    else this.attemptFailed();
  }

  private attemptFailed(): void {
    const now = this.clock.now();
    const downSince = this.state.downSince ?? now;
    const { suspended, delayMs } = nextRetry(now - downSince);
    this.setState({
      status: suspended ? "suspended" : "reconnecting",
      retryAt: now + delayMs,
      downSince,
      wasConnected: this.state.wasConnected,
    });
    this.clearTimer("silenceTimer");
    this.clearTimer("retryTimer");
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      this.startAttempt(downSince);
    }, delayMs);
  }

  private end(sessionEnded: boolean): void {
    this.stop();
    this.setState({ status: "ended", retryAt: null, downSince: null, wasConnected: false });
    if (sessionEnded) this.options.onSessionEnded?.();
  }

  private stop(): void {
    this.running = false;
    this.attemptId++;
    this.options.onlineEvents?.removeEventListener("online", this.retryNow);
    this.ticketRequest?.abort();
    this.ticketRequest = null;
    const socket = this.socket;
    this.releaseSocket();
    if (socket) closeQuietly(socket, REALTIME_CLOSE_CODES.normal);
    this.clearTimer("retryTimer");
  }

  /** Forgets the socket: its late events are ignored and its timers stop. */
  private releaseSocket(): void {
    if (this.socket) {
      this.socket.onopen = null;
      this.socket.onmessage = null;
      this.socket.onclose = null;
    }
    this.socket = null;
    this.opened = false;
    this.clearTimer("pingTimer");
    this.clearTimer("silenceTimer");
  }

  private schedulePing(): void {
    this.clearTimer("pingTimer");
    this.pingTimer = this.clock.setTimeout(() => {
      this.pingTimer = null;
      if (this.send({ type: "ping" })) this.schedulePing();
    }, REALTIME_CLIENT_PING_INTERVAL_MS);
  }

  private watchSilence(): void {
    this.clearTimer("silenceTimer");
    this.silenceTimer = this.clock.setTimeout(() => {
      this.silenceTimer = null;
      this.silenceExpired();
    }, REALTIME_CLIENT_DEAD_AFTER_MS);
  }

  private clearTimer(name: "retryTimer" | "pingTimer" | "silenceTimer"): void {
    if (this[name] !== null) this.clock.clearTimeout(this[name]);
    this[name] = null;
  }
}

function closeQuietly(socket: RealtimeSocket, code?: number): void {
  try {
    socket.close(code);
  } catch {
    // Closing a socket that never opened may throw in some browsers; it is gone either way.
  }
}
