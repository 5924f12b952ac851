import type { IncomingMessage } from "node:http";
import { Redis as RedisExtension } from "@hocuspocus/extension-redis";
import { type Extension, Hocuspocus, isTransactionOrigin } from "@hocuspocus/server";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type WebSocket from "ws";
import type * as Y from "yjs";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { findLiveSessionIds } from "../realtime/realtime.repository";
import type { SessionActor } from "../session.repository";
import { CollabTickets } from "./collab-tickets";

/** Who a live connection (or a server-side change) stands for; Hocuspocus keeps it as the context. */
export interface CollabUser {
  userId: string;
  sessionId: string;
  role: string;
  name: string;
}

/** What the page feature decided for one person on one document. */
export interface CollabAccess {
  readOnly: boolean;
  /** Their display name (kept in the connection's context). */
  name: string;
}

/**
 * The page feature's part (features/collab registers it): who may open a document, how its Yjs
 * state is loaded, and how a changed state is stored (with the people who edited it since the last store).
 */
export interface CollabHandler {
  /** Null when the person may not open the document (unknown, non-member, deleted). */
  authorize(actor: SessionActor, documentName: string): Promise<CollabAccess | null>;
  load(documentName: string, doc: Y.Doc): Promise<void>;
  store(documentName: string, doc: Y.Doc, editors: CollabUser[]): Promise<void>;
}

export interface CollabHubOptions {
  redisUrl?: string | undefined;
  /** Hocuspocus debounce of `onStoreDocument` (ms) and its upper bound. */
  debounceMs?: number;
  maxDebounceMs?: number;
}

/**
 * Client frames may be far larger than the realtime gateway's 64 KB (a pasted document, the first
 * sync of offline edits). `@fastify/websocket` has one ws server for every route, so the limit of
 * collaboration sockets is raised on each socket after the upgrade (see `attach`).
 */
export const COLLAB_MAX_FRAME_BYTES = 16 * 1024 * 1024;

/** Hocuspocus close reasons (`@hocuspocus/common`). */
const FORBIDDEN = { code: 4403, reason: "Forbidden" };
const GOING_AWAY = { code: 1001, reason: "Server shutting down" };

/** A rejection Hocuspocus turns into a permission-denied answer (no message, so nothing is logged). */
const refusal = (reason: string) => ({ reason });

const RECHECK_BUS = "bearish:collab:recheck";

/**
 * Live collaboration (`ctx.collab`): one Hocuspocus instance per process, fed by the `/api/collab`
 * WebSocket route; with Redis, instances share live documents (`@hocuspocus/extension-redis`),
 * tickets and access re-checks.
 */
export class CollabHub {
  readonly hocuspocus: Hocuspocus<CollabUser>;
  private handler: CollabHandler | null = null;
  private readonly tickets: CollabTickets;
  private readonly redis: Redis | null;
  private readonly subscriber: Redis | null;
  /** People whose changes each document holds since its last store. */
  private readonly editorsSinceStore = new Map<string, Map<string, CollabUser>>();
  private readonly sockets = new Set<WebSocket>();
  private closed = false;

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: Logger },
    options: CollabHubOptions = {},
  ) {
    const redisOptions = {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      retryStrategy: (attempt: number) => Math.min(100 * attempt, 1_000),
    };
    this.redis = options.redisUrl
      ? new Redis(options.redisUrl, { ...redisOptions, connectionName: "bearish-collab" })
      : null;
    this.subscriber = options.redisUrl
      ? new Redis(options.redisUrl, { ...redisOptions, connectionName: "bearish-collab-sub" })
      : null;
    this.redis?.on("error", () => {});
    this.subscriber?.on("error", () => {});
    this.subscriber?.subscribe(RECHECK_BUS).catch(() => {});
    this.subscriber?.on("message", (_channel, documentName: string) => void this.recheckLocal(documentName));
    this.tickets = new CollabTickets(this.redis, deps.log);

    const extensions: Extension[] = [];
    if (options.redisUrl) {
      const url = options.redisUrl;
      extensions.push(
        new RedisExtension({
          prefix: "bearish:collab",
          // The extension's own ioredis copy; the URL form is the same.
          createClient: () => new Redis(url, { connectionName: "bearish-collab-yjs" }) as never,
        }),
      );
    }

    this.hocuspocus = new Hocuspocus<CollabUser>({
      name: "bearish-collab",
      quiet: true,
      debounce: options.debounceMs ?? 2_000,
      maxDebounce: options.maxDebounceMs ?? 10_000,
      extensions,
      onAuthenticate: async ({ token, documentName, connectionConfig }) => {
        const grant = await this.tickets.take(token, this.deps.clock.now().getTime());
        if (!grant || grant.documentName !== documentName) throw refusal("invalid-ticket");
        const actor: SessionActor = { userId: grant.userId, sessionId: grant.sessionId, role: grant.role };
        const live = await findLiveSessionIds(this.deps.db, [actor.sessionId], this.deps.clock.now());
        if (!live.has(actor.sessionId)) throw refusal("session-ended");
        const access = await this.requireHandler().authorize(actor, documentName);
        if (!access) throw refusal("forbidden");
        connectionConfig.readOnly = access.readOnly;
        const user: CollabUser = { ...actor, name: access.name };
        return user;
      },
      onLoadDocument: async ({ documentName, document }) => {
        await this.requireHandler().load(documentName, document);
      },
      onChange: async ({ documentName, transactionOrigin }) => {
        const user = originUser(transactionOrigin);
        if (!user) return;
        const editors = this.editorsSinceStore.get(documentName) ?? new Map<string, CollabUser>();
        editors.set(user.userId, user);
        this.editorsSinceStore.set(documentName, editors);
      },
      onStoreDocument: async ({ documentName, document }) => {
        const editors = this.editorsSinceStore.get(documentName) ?? new Map<string, CollabUser>();
        this.editorsSinceStore.delete(documentName);
        try {
          await this.requireHandler().store(documentName, document, [...editors.values()]);
        } catch (err) {
          // Keep who edited for the next attempt; Hocuspocus keeps the document in memory.
          const now = this.editorsSinceStore.get(documentName) ?? new Map<string, CollabUser>();
          for (const [id, user] of editors) if (!now.has(id)) now.set(id, user);
          this.editorsSinceStore.set(documentName, now);
          this.deps.log.error({ err, documentName }, "collab: storing a document failed");
          throw err;
        }
      },
      afterUnloadDocument: async ({ documentName }) => {
        if (!this.hocuspocus.documents.has(documentName)) this.editorsSinceStore.delete(documentName);
      },
    });
  }

  /** The page feature registers how documents are authorized, loaded and stored (once). */
  setHandler(handler: CollabHandler): void {
    if (this.handler && this.handler !== handler) throw new Error("a collab handler is already registered");
    this.handler = handler;
  }

  private requireHandler(): CollabHandler {
    if (!this.handler) throw refusal("unavailable");
    return this.handler;
  }

  /** A single-use ticket (30 s) for opening `documentName` as this session. */
  async issueTicket(actor: SessionActor, documentName: string): Promise<{ ticket: string; expiresAt: Date }> {
    return this.tickets.issue(
      { userId: actor.userId, sessionId: actor.sessionId, role: actor.role, documentName },
      this.deps.clock.now().getTime(),
    );
  }

  /** Takes over an upgraded socket: Hocuspocus authenticates each document on it by its ticket. */
  attach(socket: WebSocket, request: IncomingMessage): void {
    if (this.closed) {
      socket.close(GOING_AWAY.code, GOING_AWAY.reason);
      return;
    }
    // ws reads the limit from its receiver; the shared server's 64 KB is for realtime frames.
    const receiver = (socket as unknown as { _receiver?: { _maxPayload?: number } })._receiver;
    if (receiver && typeof receiver._maxPayload === "number") receiver._maxPayload = COLLAB_MAX_FRAME_BYTES;
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const fetchRequest = new Request(`http://localhost${request.url ?? "/"}`, { headers });
    const connection = this.hocuspocus.handleConnection(socket, fetchRequest);
    this.sockets.add(socket);
    socket.on("message", (data: WebSocket.RawData) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      connection.handleMessage(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    socket.on("close", (code: number, reason: Buffer) => {
      this.sockets.delete(socket);
      connection.handleClose({ code, reason: reason.toString() });
    });
  }

  /**
   * Re-evaluates every connection of `documentName`, on every instance (after a lock, unlock,
   * archive or membership change): read-only when the person may only read now, closed when they
   * may not open it any more.
   */
  async recheckAccess(documentName: string): Promise<void> {
    if (this.redis?.status === "ready") await this.redis.publish(RECHECK_BUS, documentName).catch(() => {});
    await this.recheckLocal(documentName);
  }

  private async recheckLocal(documentName: string): Promise<void> {
    const document = this.hocuspocus.documents.get(documentName);
    if (!document || !this.handler) return;
    for (const connection of document.getConnections()) {
      const user = connection.context as CollabUser | undefined;
      if (!user?.userId) continue;
      const actor: SessionActor = { userId: user.userId, sessionId: user.sessionId, role: user.role };
      const live = await findLiveSessionIds(this.deps.db, [actor.sessionId], this.deps.clock.now());
      const access = live.has(actor.sessionId) ? await this.handler.authorize(actor, documentName) : null;
      if (!access) connection.close(FORBIDDEN);
      else connection.readOnly = access.readOnly;
    }
  }

  /** `read(doc)` on the document when it is open in this process (live editing); null otherwise. */
  readLive<T>(documentName: string, read: (doc: Y.Doc) => T): T | null {
    const document = this.hocuspocus.documents.get(documentName);
    if (!document || document.isLoading || document.isDestroyed) return null;
    return read(document);
  }

  /**
   * Changes a document as `by` through a direct connection (so connected editors see it at once)
   * and stores it before returning.
   */
  async change(documentName: string, by: CollabUser | null, change: (doc: Y.Doc) => void): Promise<void> {
    const connection = await this.hocuspocus.openDirectConnection(documentName, by ?? undefined);
    try {
      await connection.transact((doc) => change(doc));
    } finally {
      await connection.disconnect();
    }
  }

  /** Stores every changed document now and closes every connection (shutdown, tests). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const socket of this.sockets) socket.close(GOING_AWAY.code, GOING_AWAY.reason);
    this.hocuspocus.closeConnections();
    this.hocuspocus.flushPendingStores();
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline && [...this.hocuspocus.documents.values()].some((d) => d.saveMutex.isLocked())) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const document of [...this.hocuspocus.documents.values()]) await this.hocuspocus.unloadDocument(document);
    this.tickets.clear();
    await this.hocuspocus.hooks("onDestroy", { instance: this.hocuspocus }).catch(() => {});
    await Promise.all([this.redis, this.subscriber].map((client) => client?.quit().catch(() => client.disconnect())));
  }
}

/** The person behind a Yjs change: a socket's context, or the context of a direct connection. */
function originUser(origin: unknown): CollabUser | null {
  if (!isTransactionOrigin(origin)) return null;
  const context =
    origin.source === "connection" ? origin.connection.context : origin.source === "local" ? origin.context : null;
  return context && typeof context.userId === "string" ? (context as CollabUser) : null;
}
