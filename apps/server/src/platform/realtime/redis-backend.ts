import { Redis, type Result } from "ioredis";
import type { Logger } from "pino";
import { ChannelLog, type ChannelLogOptions, type OpenResult } from "./channel-log";
import {
  type BackendSink,
  type ControlCommand,
  MemoryTickets,
  type RealtimeBackend,
  type TicketGrant,
} from "./realtime-backend";
import { OPEN_SCRIPT, PUBLISH_SCRIPT } from "./redis-scripts";

declare module "ioredis" {
  interface RedisCommander<Context> {
    realtimePublish(
      meta: string,
      stream: string,
      epoch: string,
      nowMs: number,
      ttlMs: number,
      windowMs: number,
      framePrefix: string,
      frameSuffix: string,
      bus: string,
      channel: string,
    ): Result<string, Context>;
    realtimeOpen(
      meta: string,
      stream: string,
      epoch: string,
      nowMs: number,
      ttlMs: number,
      from: string,
      maxReplay: number,
    ): Result<string[], Context>;
  }
}

export interface RedisBackendOptions extends ChannelLogOptions {
  url: string;
  log: Logger;
  /** How long start() waits for Redis before serving without it (it keeps reconnecting). */
  connectTimeoutMs?: number;
}

/**
 * Redis pub/sub carries events and commands between instances; per-channel Redis Streams are the
 * resume buffer; tickets are Redis keys any instance can redeem. When Redis is unreachable the
 * instance keeps serving: events are delivered to its own sockets only (ids from a local log),
 * tickets are kept locally, and once Redis is back every local subscriber is told to resync.
 */
export class RedisBackend implements RealtimeBackend {
  readonly kind = "redis";
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly eventBus: string;
  private readonly controlBus: string;
  private readonly epochKey: string;
  private readonly fallbackLog: ChannelLog;
  private readonly fallbackTickets = new MemoryTickets();
  private readonly log: Logger;
  private sink: BackendSink | null = null;
  private subscriberReady = false;
  private commandsReady = false;
  /** Set when anything may have been missed; cleared (with a resync of everyone) once Redis is back. */
  private degraded = false;
  private outageLogged = false;
  private closed = false;

  constructor(private readonly options: RedisBackendOptions) {
    this.log = options.log;
    const db = Number(new URL(options.url).pathname.slice(1) || 0) || 0;
    // Keys live in the URL's database; pub/sub is server-wide, so the bus names carry the database.
    this.prefix = "bearish:rt:";
    this.eventBus = `${this.prefix}${db}:events`;
    this.controlBus = `${this.prefix}${db}:control`;
    this.epochKey = `${this.prefix}epoch`;
    this.fallbackLog = new ChannelLog(options);
    const common = {
      lazyConnect: true,
      // Fail fast while disconnected instead of queueing: publishing falls back to local delivery.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 2_000,
      retryStrategy: (attempt: number) => Math.min(100 * attempt, 1_000),
    };
    this.commands = new Redis(options.url, { ...common, connectionName: "bearish-realtime" });
    this.subscriber = new Redis(options.url, {
      ...common,
      autoResubscribe: false,
      commandTimeout: undefined,
      connectionName: "bearish-realtime-sub",
    });
    this.commands.defineCommand("realtimePublish", { numberOfKeys: 3, lua: PUBLISH_SCRIPT });
    this.commands.defineCommand("realtimeOpen", { numberOfKeys: 3, lua: OPEN_SCRIPT });
  }

  async start(sink: BackendSink): Promise<void> {
    this.sink = sink;
    this.commands.on("ready", () => {
      this.commandsReady = true;
      this.maybeRecovered();
    });
    this.subscriber.on("ready", () => void this.subscribeBuses());
    for (const [connection, name] of [
      [this.commands, "commands"],
      [this.subscriber, "subscriber"],
    ] as const) {
      connection.on("close", () => {
        if (name === "commands") this.commandsReady = false;
        else this.subscriberReady = false;
        if (!this.closed) this.markDegraded(`redis ${name} connection lost`);
      });
      connection.on("error", (err) => {
        if (!this.outageLogged && !this.closed) this.log.warn({ err: err.message }, "realtime: redis error");
      });
    }
    this.subscriber.on("message", (bus: string, message: string) => this.onBusMessage(bus, message));

    const connected = Promise.allSettled([this.commands.connect(), this.subscriber.connect()]);
    const timeout = new Promise((resolve) => setTimeout(resolve, this.options.connectTimeoutMs ?? 3_000).unref());
    await Promise.race([connected, timeout]);
    if (!this.commandsReady) {
      this.markDegraded("redis unreachable at start");
    }
  }

  async publish(channel: string, nowMs: number, framePrefix: string, frameSuffix: string): Promise<void> {
    try {
      if (!this.commandsReady) throw new Error("redis not connected");
      const id = await this.commands.realtimePublish(
        this.metaKey(channel),
        this.streamKey(channel),
        this.epochKey,
        nowMs,
        this.options.ttlMs,
        this.options.windowMs,
        framePrefix,
        frameSuffix,
        this.eventBus,
        channel,
      );
      // Our own copy comes back over the bus; without the subscriber it would not, so deliver it here.
      if (!this.subscriberReady) this.sink?.deliver(channel, id, framePrefix + id + frameSuffix);
    } catch (err) {
      this.markDegraded("publish failed; delivering to this instance only", err);
      const { id, frame } = this.fallbackLog.append(channel, nowMs, framePrefix, frameSuffix);
      this.sink?.deliver(channel, id, frame);
    }
  }

  async open(channel: string, nowMs: number, from: string | undefined): Promise<OpenResult> {
    try {
      if (!this.commandsReady) throw new Error("redis not connected");
      const [kind, head, ...replay] = await this.commands.realtimeOpen(
        this.metaKey(channel),
        this.streamKey(channel),
        this.epochKey,
        nowMs,
        this.options.ttlMs,
        from ?? "",
        this.options.maxReplay,
      );
      return { kind: kind === "live" ? "live" : "resync", head: head ?? null, replay };
    } catch (err) {
      this.markDegraded("resume buffer unreachable", err);
      return { kind: "resync", head: null, replay: [] };
    }
  }

  async sendControl(command: ControlCommand): Promise<void> {
    try {
      if (!this.commandsReady) throw new Error("redis not connected");
      await this.commands.publish(this.controlBus, JSON.stringify(command));
    } catch (err) {
      // Other instances still close the sockets of revoked sessions at their next session check.
      this.log.warn({ err: errorText(err), command }, "realtime: could not send a command to other instances");
    }
  }

  async storeTicket(ticketHash: string, grant: TicketGrant, ttlMs: number): Promise<void> {
    try {
      if (!this.commandsReady) throw new Error("redis not connected");
      await this.commands.set(this.ticketKey(ticketHash), JSON.stringify(grant), "PX", ttlMs, "NX");
    } catch (err) {
      this.log.warn({ err: errorText(err) }, "realtime: ticket kept in this instance only (redis unreachable)");
      this.fallbackTickets.put(ticketHash, grant);
    }
  }

  async takeTicket(ticketHash: string): Promise<TicketGrant | null> {
    const local = this.fallbackTickets.take(ticketHash);
    if (local) return local;
    try {
      if (!this.commandsReady) return null;
      const value = await this.commands.getdel(this.ticketKey(ticketHash));
      return value ? (JSON.parse(value) as TicketGrant) : null;
    } catch (err) {
      this.log.warn({ err: errorText(err) }, "realtime: could not redeem a ticket (redis unreachable)");
      return null;
    }
  }

  sweep(nowMs: number, hasLocalSubscribers: (channel: string) => boolean): void {
    this.fallbackLog.sweep(nowMs, hasLocalSubscribers);
    this.fallbackTickets.sweep(nowMs);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.sink = null;
    await Promise.allSettled([quit(this.commands), quit(this.subscriber)]);
  }

  private async subscribeBuses(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.eventBus, this.controlBus);
      this.subscriberReady = true;
      this.maybeRecovered();
    } catch (err) {
      this.markDegraded("could not subscribe to the event bus", err);
    }
  }

  private maybeRecovered(): void {
    if (!this.commandsReady || !this.subscriberReady || !this.degraded || this.closed) return;
    this.degraded = false;
    this.outageLogged = false;
    this.log.info("realtime: redis is back; telling local subscribers to resync");
    this.sink?.recovered();
  }

  private markDegraded(reason: string, err?: unknown): void {
    this.degraded = true;
    if (this.outageLogged) return;
    this.outageLogged = true;
    this.log.warn({ err: err ? errorText(err) : undefined }, `realtime: ${reason}`);
  }

  private onBusMessage(bus: string, message: string): void {
    if (bus === this.eventBus) {
      const first = message.indexOf("\n");
      const second = message.indexOf("\n", first + 1);
      if (first < 0 || second < 0) return;
      this.sink?.deliver(message.slice(0, first), message.slice(first + 1, second), message.slice(second + 1));
    } else if (bus === this.controlBus) {
      try {
        this.sink?.control(JSON.parse(message) as ControlCommand);
      } catch (err) {
        this.log.warn({ err: errorText(err) }, "realtime: unreadable command on the control bus");
      }
    }
  }

  private metaKey(channel: string): string {
    // The braces keep a channel's two keys in one slot, should this ever run on Redis Cluster.
    return `${this.prefix}{${channel}}:meta`;
  }

  private streamKey(channel: string): string {
    return `${this.prefix}{${channel}}:events`;
  }

  private ticketKey(ticketHash: string): string {
    return `${this.prefix}ticket:${ticketHash}`;
  }
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

async function quit(connection: Redis): Promise<void> {
  if (connection.status === "ready") {
    await Promise.race([connection.quit(), new Promise((resolve) => setTimeout(resolve, 1_000).unref())]).catch(
      () => undefined,
    );
  }
  connection.disconnect();
}
