import type { RealtimeChannel } from "@bearish/shared/realtime/channels";
import { parseChannel } from "@bearish/shared/realtime/channels";
import { parseEventId } from "@bearish/shared/realtime/event-id-rules";
import {
  type ParsedClientFrame,
  REALTIME_CLOSE_CODES,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_MAX_REPLAY,
  REALTIME_MAX_SUBSCRIPTIONS,
  REALTIME_RESUME_WINDOW_SECONDS,
  REALTIME_SERVER_HEARTBEAT_MS,
  REALTIME_TICKET_TTL_SECONDS,
  type RealtimeTicket,
  TYPING_EVENT,
  type TypingContext,
  type TypingEventData,
} from "@bearish/shared/realtime/frames";
import type { PresenceStatus } from "@bearish/shared/users/user";
import type { Logger } from "pino";
import type WebSocket from "ws";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import type { SessionActor } from "../session.repository";
import { newToken, sha256 } from "../tokens";
import { type ChannelAuthorizer, ChannelAuthorizers, type RegistrableChannelKind } from "./channel-authorizers";
import type { OpenResult } from "./channel-log";
import { MemoryBackend } from "./memory-backend";
import { findActiveTypingSenders, findLiveSessionIds } from "./realtime.repository";
import type { BackendSink, ControlCommand, RealtimeBackend } from "./realtime-backend";
import { type ConnectionHost, RealtimeConnection, Subscription } from "./realtime-connection";
import { RedisBackend } from "./redis-backend";

export interface RealtimeHubOptions {
  /** Resume buffer: events younger than this can be replayed. */
  windowMs: number;
  /** A channel untouched for this long is forgotten by the event log. */
  ttlMs: number;
  maxReplay: number;
  ticketTtlMs: number;
  heartbeatMs: number;
  /** How often every socket's session is checked (catches revocations other instances could not send). */
  sessionCheckMs: number;
  sweepMs: number;
}

export const defaultRealtimeOptions: RealtimeHubOptions = {
  windowMs: REALTIME_RESUME_WINDOW_SECONDS * 1000,
  ttlMs: 24 * 3600 * 1000,
  maxReplay: REALTIME_MAX_REPLAY,
  ticketTtlMs: REALTIME_TICKET_TTL_SECONDS * 1000,
  heartbeatMs: REALTIME_SERVER_HEARTBEAT_MS,
  sessionCheckMs: 10_000,
  sweepMs: 60_000,
};

export interface RealtimeDeps {
  db: Db;
  clock: Clock;
  log: Logger;
}

const SESSION_CHECK_BATCH = 500;

/**
 * Whether typing that names a conversation (`chatId`) may reach `targetUserId` from `senderId`:
 * a feature registers it so typing is tied to a conversation both people belong to.
 */
export type TypingContextCheck = (senderId: string, targetUserId: string, context: TypingContext) => Promise<boolean>;

/**
 * The realtime hub of this process (`ctx.realtime`). Services publish through it after their
 * transaction commits and close the sockets of revoked sessions; the gateway attaches sockets.
 */
/** An in-process cache's view of the hub: what changed, on any instance. */
export interface HubWatcher {
  /** An event was published on `channel` (here, or delivered from another instance). */
  event?(channel: string): void;
  control?(command: ControlCommand): void;
  /** The shared backend is back after an outage: events may have been missed. */
  reset?(): void;
}

export class RealtimeHub implements BackendSink, ConnectionHost {
  readonly log: Logger;
  private readonly connections = new Set<RealtimeConnection>();
  private readonly byUser = new Map<string, Set<RealtimeConnection>>();
  private readonly bySession = new Map<string, Set<RealtimeConnection>>();
  private readonly channels = new Map<string, Set<Subscription>>();
  private readonly authorizers = new ChannelAuthorizers();
  /** Counts channel re-checks, so a subscribe check that overlapped one is made again. */
  private rechecks = 0;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly watchers: HubWatcher[] = [];
  private typingContextCheck: TypingContextCheck | null = null;
  private closing = false;

  constructor(
    private readonly backend: RealtimeBackend,
    private readonly deps: RealtimeDeps,
    private readonly options: RealtimeHubOptions = defaultRealtimeOptions,
  ) {
    this.log = deps.log;
  }

  /** "memory" (one process) or "redis" (shared by every instance). */
  get backendKind(): "memory" | "redis" {
    return this.backend.kind;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  async start(): Promise<void> {
    await this.backend.start(this);
    const every = (ms: number, task: () => unknown) => {
      const timer = setInterval(task, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.heartbeatMs, () => this.heartbeat());
    every(this.options.sessionCheckMs, () => void this.checkSessions());
    every(this.options.sweepMs, () => this.sweep());
  }

  // ── For services ────────────────────────────────────────────────────────────────────────────

  /**
   * Sends an event to every subscriber of `channel` on every instance and keeps it for resume.
   * Call it only after the transaction that made the change has committed. Never rejects.
   */
  async publish(channel: RealtimeChannel, name: string, data: unknown): Promise<void> {
    if (this.closing) {
      this.log.warn({ channel, name }, "realtime: publish after shutdown began; dropped");
      return;
    }
    // Serialized once per publish; the id is spliced in when the log assigns it.
    const prefix = `{"type":"event","channel":${JSON.stringify(channel)},"id":"`;
    const suffix = `","name":${JSON.stringify(name)},"data":${JSON.stringify(data ?? null)}}`;
    if (prefix.length + suffix.length > REALTIME_MAX_FRAME_BYTES) {
      this.log.warn({ channel, name, bytes: prefix.length + suffix.length }, "realtime: event larger than 64 KB");
    }
    // Local caches learn of the change before the writer's answer goes out (read-your-writes).
    for (const watcher of this.watchers) watcher.event?.(channel);
    await this.backend.publish(channel, this.deps.clock.now().getTime(), prefix, suffix);
  }

  /**
   * Lets in-process caches follow every change that any instance publishes (events, session and
   * access commands, and a shared backend coming back after an outage, when anything may be stale).
   */
  watch(watcher: HubWatcher): void {
    this.watchers.push(watcher);
  }

  /** Closes every socket of the user (on every instance), except those of `exceptSessionId`. */
  disconnectUser(userId: string, exceptSessionId?: string): void {
    const command: ControlCommand = {
      kind: "disconnect-user",
      userId,
      ...(exceptSessionId ? { exceptSessionId } : {}),
    };
    this.control(command);
    void this.backend.sendControl(command);
  }

  /** Closes every socket opened with this session (on every instance). */
  disconnectSession(sessionId: string): void {
    const command: ControlCommand = { kind: "disconnect-session", sessionId };
    this.control(command);
    void this.backend.sendControl(command);
  }

  /**
   * Asks the channel's check again for every socket subscribed to `channel` (on every instance)
   * and drops the subscriptions it now refuses, each told with a `realtime.forbidden` error. Call it
   * after the commit of a change that takes access away (a member removed, a link closed).
   */
  recheckChannel(channel: RealtimeChannel): void {
    const command: ControlCommand = { kind: "recheck-channel", channel };
    this.control(command);
    void this.backend.sendControl(command);
  }

  /** Lets a feature decide who may subscribe to its channels (`workspace:`, `chat:`, `channel:`). */
  registerChannelAuthorizer(kind: RegistrableChannelKind, authorizer: ChannelAuthorizer): void {
    this.authorizers.register(kind, authorizer);
  }

  /** Lets the messaging feature tie typing on `user:` channels to a conversation (`chatId`). */
  registerTypingContextCheck(check: TypingContextCheck): void {
    if (this.typingContextCheck) throw new Error("a typing context check is already registered");
    this.typingContextCheck = check;
  }

  // ── For the gateway ─────────────────────────────────────────────────────────────────────────

  /** A single-use ticket for one WebSocket handshake, valid 30 seconds, standing for this session. */
  async issueTicket(actor: SessionActor): Promise<RealtimeTicket> {
    const ticket = newToken();
    const expiresAtMs = this.deps.clock.now().getTime() + this.options.ticketTtlMs;
    await this.backend.storeTicket(
      sha256(ticket),
      { userId: actor.userId, sessionId: actor.sessionId, role: actor.role, expiresAtMs },
      this.options.ticketTtlMs,
    );
    return { ticket, expiresAt: new Date(expiresAtMs).toISOString() };
  }

  /** The session a ticket stands for, once; null when unknown, used, expired or its session ended. */
  async redeemTicket(ticket: string | undefined): Promise<SessionActor | null> {
    if (!ticket || ticket.length > 200) return null;
    const grant = await this.backend.takeTicket(sha256(ticket));
    const now = this.deps.clock.now();
    if (!grant || grant.expiresAtMs <= now.getTime()) return null;
    const live = await findLiveSessionIds(this.deps.db, [grant.sessionId], now);
    if (!live.has(grant.sessionId)) return null;
    return { userId: grant.userId, sessionId: grant.sessionId, role: grant.role };
  }

  /** Takes over an upgraded socket for the ticket's session. */
  attach(socket: WebSocket, actor: SessionActor): void {
    if (this.closing) {
      socket.close(REALTIME_CLOSE_CODES.goingAway, "Server shutting down");
      return;
    }
    const connection = new RealtimeConnection(this, socket, actor);
    this.connections.add(connection);
    addTo(this.byUser, actor.userId, connection);
    addTo(this.bySession, actor.sessionId, connection);
  }

  // ── Housekeeping (on timers; tests call them directly) ──────────────────────────────────────

  /** Drops sockets that did not answer the previous ping, and pings the others. */
  heartbeat(): void {
    for (const connection of this.connections) {
      if (!connection.alive) {
        connection.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  /** Closes sockets whose session was revoked or expired, or whose user was deactivated. */
  async checkSessions(): Promise<void> {
    const sessionIds = [...this.bySession.keys()];
    const now = this.deps.clock.now();
    for (let i = 0; i < sessionIds.length; i += SESSION_CHECK_BATCH) {
      const batch = sessionIds.slice(i, i + SESSION_CHECK_BATCH);
      let live: Set<string>;
      try {
        live = await findLiveSessionIds(this.deps.db, batch, now);
      } catch (err) {
        this.log.warn({ err }, "realtime: session check failed");
        return;
      }
      for (const sessionId of batch) {
        if (!live.has(sessionId)) this.closeWhere(this.bySession.get(sessionId), () => true);
      }
    }
  }

  sweep(): void {
    this.backend.sweep(this.deps.clock.now().getTime(), (channel) => this.channels.has(channel));
  }

  /** Closes every socket with `code`; resolves when they are gone (cut after a short grace). */
  async closeConnections(code: number, reason: string): Promise<void> {
    const sockets = [...this.connections].map((c) => c.socket);
    for (const connection of [...this.connections]) connection.close(code, reason);
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            socket.once("close", () => resolve());
          }),
      ),
    );
  }

  /** Shutdown: closes the sockets with 1001 (clients reconnect elsewhere) and the backend. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.closeConnections(REALTIME_CLOSE_CODES.goingAway, "Server shutting down");
    await this.backend.close();
  }

  // ── BackendSink ─────────────────────────────────────────────────────────────────────────────

  deliver(channel: string, id: string, frame: string): void {
    for (const watcher of this.watchers) watcher.event?.(channel);
    const subscriptions = this.channels.get(channel);
    if (!subscriptions) return;
    const position = parseEventId(id);
    if (!position) return;
    const data = Buffer.from(frame);
    for (const subscription of subscriptions) subscription.offer(position.ms, position.seq, data);
  }

  control(command: ControlCommand): void {
    for (const watcher of this.watchers) watcher.control?.(command);
    if (command.kind === "disconnect-user") {
      this.closeWhere(this.byUser.get(command.userId), (c) => c.actor.sessionId !== command.exceptSessionId);
    } else if (command.kind === "disconnect-session") {
      this.closeWhere(this.bySession.get(command.sessionId), () => true);
    } else if (command.kind === "recheck-channel") {
      void this.recheckSubscribers(command.channel);
    }
  }

  recovered(): void {
    for (const watcher of this.watchers) watcher.reset?.();
    for (const channel of this.channels.keys()) void this.resyncChannel(channel);
  }

  // ── ConnectionHost ──────────────────────────────────────────────────────────────────────────

  async handle(connection: RealtimeConnection, frame: ParsedClientFrame): Promise<void> {
    switch (frame.type) {
      case "subscribe":
        return this.subscribe(connection, frame.channel, undefined);
      case "resume":
        return this.subscribe(connection, frame.channel, frame.lastEventId);
      case "unsubscribe":
        return this.unsubscribe(connection, frame.channel);
      case "publish":
        return this.publishTyping(connection, frame.channel, frame.data);
      case "ping":
        return;
    }
  }

  detach(connection: RealtimeConnection): void {
    if (!this.connections.delete(connection)) return;
    removeFrom(this.byUser, connection.actor.userId, connection);
    removeFrom(this.bySession, connection.actor.sessionId, connection);
    for (const subscription of connection.subscriptions.values())
      removeFrom(this.channels, subscription.channel, subscription);
    connection.subscriptions.clear();
  }

  // ── Protocol ────────────────────────────────────────────────────────────────────────────────

  private async subscribe(connection: RealtimeConnection, channel: string, from: string | undefined): Promise<void> {
    let subscription = connection.subscriptions.get(channel);
    if (subscription && from === undefined) {
      connection.send({ type: "subscribed", channel, lastEventId: subscription.cursor });
      return;
    }
    if (!subscription) {
      if (connection.subscriptions.size >= REALTIME_MAX_SUBSCRIPTIONS) {
        connection.sendError("realtime.too_many_subscriptions", "Too many subscriptions on one connection", channel);
        return;
      }
      // Checked on every subscribe, with the identity of the socket's session. A re-check that ran
      // while this check awaited the database could not see this subscription yet (someone
      // removed meanwhile would keep it): then the check is made again.
      let decision: string;
      let seen: number;
      let attempts = 0;
      do {
        seen = this.rechecks;
        decision = await this.authorizers.authorize(connection.actor, channel);
        attempts++;
      } while (seen !== this.rechecks && decision === "allowed" && !connection.isClosed && attempts < 5);
      if (connection.isClosed) return;
      if (decision === "unsupported") {
        connection.sendError("realtime.unsupported_channel", "This kind of channel is not available", channel);
        return;
      }
      if (decision === "forbidden") {
        connection.sendError("realtime.forbidden", "You cannot subscribe to this channel", channel);
        return;
      }
      subscription = new Subscription(connection, channel);
      connection.subscriptions.set(channel, subscription);
      addTo(this.channels, channel, subscription);
    }
    const generation = subscription.begin();
    const result = await this.backend.open(channel, this.deps.clock.now().getTime(), from);
    subscription.complete(generation, result);
  }

  private unsubscribe(connection: RealtimeConnection, channel: string): void {
    const subscription = connection.subscriptions.get(channel);
    if (!subscription) return;
    connection.subscriptions.delete(channel);
    removeFrom(this.channels, channel, subscription);
  }

  /**
   * A client's typing event, with the sender from the session. On a `user:` channel it reaches
   * that person (only when both belong to the conversation it names, if it names one); on a
   * `chat:`/`channel:` channel it reaches every member, and only a member may send it.
   */
  private async publishTyping(connection: RealtimeConnection, channel: string, context: TypingContext): Promise<void> {
    if (!connection.typingLimit.take(Date.now())) {
      connection.sendError("realtime.rate_limited", "Too many typing events; slow down", channel);
      return;
    }
    const target = parseChannel(channel);
    if (target?.kind !== "user" && target?.kind !== "chat" && target?.kind !== "channel") {
      connection.sendError(
        "realtime.forbidden",
        "Typing can only be published on a user or conversation channel",
        channel,
      );
      return;
    }
    const senderId = connection.actor.userId;
    const targetUserId = target.kind === "user" ? target.userId : null;
    const people = await findActiveTypingSenders(this.deps.db, targetUserId ? [senderId, targetUserId] : [senderId]);
    const sender = people.get(senderId);
    if (!sender) {
      connection.close(REALTIME_CLOSE_CODES.sessionEnded, "Account no longer active");
      return;
    }
    if (targetUserId && !people.has(targetUserId)) {
      connection.sendError("realtime.not_found", "No such user", channel);
      return;
    }
    if (!(await this.mayTypeOn(connection, channel, targetUserId, context))) {
      if (!connection.isClosed) {
        connection.sendError("realtime.forbidden", "You cannot send typing to this conversation", channel);
      }
      return;
    }
    const data: TypingEventData = {
      ...context,
      id: sender.id,
      firstName: sender.firstName,
      lastName: sender.lastName,
      avatar: sender.avatar,
      status: sender.presence as PresenceStatus,
      email: sender.email,
    };
    await this.publish(channel as RealtimeChannel, TYPING_EVENT, data);
  }

  /** A conversation channel takes typing from those its subscribe check lets in; see publishTyping. */
  private async mayTypeOn(
    connection: RealtimeConnection,
    channel: string,
    targetUserId: string | null,
    context: TypingContext,
  ): Promise<boolean> {
    try {
      if (targetUserId === null) return (await this.authorizers.authorize(connection.actor, channel)) === "allowed";
      if (!this.typingContextCheck) return true;
      // With messaging in place, typing to a person must name a conversation both belong to: a
      // bare "typing" would let anyone put their name in front of anyone, out of any context.
      if (context.chatId === undefined) return false;
      return await this.typingContextCheck(connection.actor.userId, targetUserId, context);
    } catch (err) {
      this.log.warn({ err, channel }, "realtime: typing check failed; refusing");
      return false;
    }
  }

  /** Drops the local subscriptions of `channel` whose check now refuses them. */
  private async recheckSubscribers(channel: string): Promise<void> {
    this.rechecks++;
    for (const subscription of [...(this.channels.get(channel) ?? [])]) {
      const { connection } = subscription;
      let decision: string;
      try {
        decision = await this.authorizers.authorize(connection.actor, channel);
      } catch (err) {
        this.log.warn({ err, channel }, "realtime: re-checking a subscription failed; dropping it");
        decision = "forbidden";
      }
      if (decision === "allowed" || connection.isClosed || connection.subscriptions.get(channel) !== subscription) {
        continue;
      }
      this.unsubscribe(connection, channel);
      connection.sendError("realtime.forbidden", "You no longer have access to this channel", channel);
    }
  }

  /** After an outage of the shared backend: every local subscriber of `channel` refetches. */
  private async resyncChannel(channel: string): Promise<void> {
    const subscriptions = [...(this.channels.get(channel) ?? [])];
    if (subscriptions.length === 0) return;
    const generations = subscriptions.map((s) => s.begin());
    const opened: OpenResult = await this.backend.open(channel, this.deps.clock.now().getTime(), undefined);
    subscriptions.forEach((subscription, i) => {
      subscription.complete(generations[i] as number, { kind: "resync", head: opened.head, replay: [] });
    });
  }

  private closeWhere(
    connections: Set<RealtimeConnection> | undefined,
    predicate: (connection: RealtimeConnection) => boolean,
  ): void {
    if (!connections) return;
    for (const connection of [...connections]) {
      if (predicate(connection)) connection.close(REALTIME_CLOSE_CODES.sessionEnded, "Session ended");
    }
  }
}

/** Creates and starts the hub: Redis when `redisUrl` is set (any number of instances), else in process. */
export async function createRealtimeHub(
  settings: { redisUrl: string | undefined },
  deps: RealtimeDeps,
  options: RealtimeHubOptions = defaultRealtimeOptions,
): Promise<RealtimeHub> {
  const log = deps.log.child({ module: "realtime" });
  const logOptions = { ...options, epochMs: deps.clock.now().getTime() };
  const backend = settings.redisUrl
    ? new RedisBackend({ ...logOptions, url: settings.redisUrl, log })
    : new MemoryBackend(logOptions);
  const hub = new RealtimeHub(backend, { ...deps, log }, options);
  await hub.start();
  return hub;
}

function addTo<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(value);
}

function removeFrom<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(value);
  if (set.size === 0) map.delete(key);
}
