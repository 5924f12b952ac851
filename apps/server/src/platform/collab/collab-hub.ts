import type { IncomingMessage } from "node:http";
import { Redis as RedisExtension } from "@hocuspocus/extension-redis";
import {
  type Connection,
  type Document,
  type Extension,
  Hocuspocus,
  isTransactionOrigin,
  shouldSkipStoreHooks,
} from "@hocuspocus/server";
import { Redis } from "ioredis";
import type { Logger } from "pino";
import type WebSocket from "ws";
import type * as Y from "yjs";
import type { Clock } from "../clock";
import type { Db } from "../db/database";
import { findLiveSessionIds } from "../realtime/realtime.repository";
import type { ControlCommand } from "../realtime/realtime-backend";
import type { HubWatcher } from "../realtime/realtime-hub";
import type { SessionActor } from "../session.repository";
import { COLLAB_MAX_PENDING_DOCUMENTS, COLLAB_UNAUTHENTICATED_FRAME_BYTES, CollabLimits } from "./collab-limits";
import { CollabTickets } from "./collab-tickets";

export { COLLAB_MAX_FRAME_BYTES } from "./collab-limits";

/** Who a live connection (or a server-side change) stands for; Hocuspocus keeps it as the context. */
export interface CollabUser {
  userId: string;
  sessionId: string;
  role: string;
  name: string;
  /** When the socket's access was decided (at authentication); absent on server-side changes. */
  authorizedAtMs?: number;
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
  /**
   * The same decision for several people on one document at once (re-checks of open connections),
   * by user id: null for those who may not keep it open.
   */
  authorizeMany(actors: SessionActor[], documentName: string): Promise<Map<string, { readOnly: boolean } | null>>;
  load(documentName: string, doc: Y.Doc): Promise<void>;
  /** Stores the state (and what derives from it); answers the stored state's size in bytes. */
  store(documentName: string, doc: Y.Doc, editors: CollabUser[]): Promise<number | undefined>;
  /** The largest encoded Yjs state the document may reach (updates past it are refused). */
  maxStateBytes(documentName: string): number;
  /** The document left memory (after its last store): forget what was kept for it. */
  unloaded?(documentName: string): void;
}

export interface CollabHubOptions {
  redisUrl?: string | undefined;
  /** Hocuspocus debounce of `onStoreDocument` (ms) and its upper bound. */
  debounceMs?: number;
  maxDebounceMs?: number;
  /** A socket on which no document authenticated within this time is closed (default 5 s). */
  authTimeoutMs?: number;
  /** The first delay before a failed store is tried again (doubling, `STORE_RETRIES` times). */
  storeRetryMs?: number;
  /** How long `close()` waits for the last stores. */
  shutdownStoreMs?: number;
}

/** How often a failed store is tried again before the document waits for its next change. */
export const STORE_RETRIES = 5;

/** Hocuspocus close reasons (`@hocuspocus/common`). */
const FORBIDDEN = { code: 4403, reason: "Forbidden" };
const GOING_AWAY = { code: 1001, reason: "Server shutting down" };

/** A rejection Hocuspocus turns into a permission-denied answer (no message, so nothing is logged). */
const refusal = (reason: string) => ({ reason });

const RECHECK_BUS = "bearish:collab:recheck";
/** Re-check messages naming a whole workspace (document names start with their kind). */
const WORKSPACE_RECHECK = "workspace:";

/**
 * A connection's access is decided again before one of its messages is applied when its last
 * decision is older than this: the backstop for a re-check or session command that never arrived.
 */
export const COLLAB_ACCESS_RECHECK_MS = 30_000;

/**
 * Live collaboration (`ctx.collab`): one Hocuspocus instance per process, fed by the `/api/collab`
 * WebSocket route; with Redis, instances share live documents (`@hocuspocus/extension-redis`),
 * tickets and access re-checks.
 */
export class CollabHub implements HubWatcher {
  readonly hocuspocus: Hocuspocus<CollabUser>;
  private handler: CollabHandler | null = null;
  private readonly tickets: CollabTickets;
  private readonly redis: Redis | null;
  private readonly subscriber: Redis | null;
  /** People whose changes each document holds since its last store. */
  private readonly editorsSinceStore = new Map<string, Map<string, CollabUser>>();
  private readonly sockets = new Set<WebSocket>();
  /** Frame, queue, size and awareness limits (`collab-limits.ts`). */
  private readonly limits: CollabLimits;
  /**
   * Durability: each live document's count of changes to store, and the count its last successful
   * store saw (different: changes not stored yet); failed stores are tried again on a timer.
   */
  private readonly changes = new Map<string, number>();
  private readonly storedChanges = new Map<string, number>();
  private readonly retries = new Map<string, { attempt: number; timer: NodeJS.Timeout | null }>();
  /** Documents whose last store failed. */
  private readonly storeFailed = new Set<string>();
  /** Every change of each live document, relayed ones too (what derived content caches compare). */
  private readonly revisions = new Map<string, number>();
  /** When each live connection's access was last decided (ms, the app clock). */
  private readonly checkedAt = new WeakMap<Connection, number>();
  private closed = false;

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: Logger },
    private readonly options: CollabHubOptions = {},
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
    // Without the offline queue a subscribe sent before the connection is ready fails: subscribe
    // once it is (and again after a reconnect).
    this.subscriber?.on("ready", () => void this.subscriber?.subscribe(RECHECK_BUS).catch(() => {}));
    this.subscriber?.on("message", (_channel, target: string) => void this.recheckLocal(target));
    this.tickets = new CollabTickets(this.redis, deps.log);

    this.limits = new CollabLimits({
      maxStateBytes: (documentName) => this.requireHandler().maxStateBytes(documentName),
      ...(options.authTimeoutMs !== undefined ? { authTimeoutMs: options.authTimeoutMs } : {}),
    });
    const extensions: Extension[] = [this.limits];
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
      // What an unauthenticated socket may make the server hold (the default is 5 MB, 100 documents).
      maxUnauthenticatedQueueSize: COLLAB_UNAUTHENTICATED_FRAME_BYTES,
      maxPendingDocuments: COLLAB_MAX_PENDING_DOCUMENTS,
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
        const user: CollabUser = { ...actor, name: access.name, authorizedAtMs: this.deps.clock.now().getTime() };
        return user;
      },
      beforeHandleMessage: async ({ connection, documentName }) => {
        const user = connection.context as CollabUser | undefined;
        if (!user?.userId) return;
        const nowMs = this.deps.clock.now().getTime();
        const last = this.checkedAt.get(connection) ?? user.authorizedAtMs ?? 0;
        if (nowMs - last < COLLAB_ACCESS_RECHECK_MS) return;
        const kept = await this.recheckConnections(new Map([[documentName, [connection]]]));
        // Hocuspocus closes the connection with this reason and drops the message unapplied.
        if (!kept.has(connection)) throw { ...FORBIDDEN };
      },
      onLoadDocument: async ({ documentName, document }) => {
        await this.requireHandler().load(documentName, document);
      },
      afterLoadDocument: async ({ documentName, document }) => {
        // Counted as each change happens (hooks run later): what stores and caches compare.
        document.on("update", (_update: Uint8Array, origin: unknown) => {
          this.revisions.set(documentName, (this.revisions.get(documentName) ?? 0) + 1);
          // Changes another instance relays (Redis) are stored there.
          if (!shouldSkipStoreHooks(origin)) this.changes.set(documentName, (this.changes.get(documentName) ?? 0) + 1);
        });
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
        const seen = this.changes.get(documentName) ?? 0;
        try {
          const bytes = await this.requireHandler().store(documentName, document, [...editors.values()]);
          this.storedChanges.set(documentName, seen);
          this.storeFailed.delete(documentName);
          if (bytes !== undefined) this.limits.measured(documentName, bytes);
          this.clearRetry(documentName);
        } catch (err) {
          // Keep who edited for the next attempt; Hocuspocus keeps the document in memory.
          const now = this.editorsSinceStore.get(documentName) ?? new Map<string, CollabUser>();
          for (const [id, user] of editors) if (!now.has(id)) now.set(id, user);
          this.editorsSinceStore.set(documentName, now);
          this.deps.log.error({ err, documentName }, "collab: storing a document failed");
          this.storeFailed.add(documentName);
          this.scheduleRetry(document);
          throw err;
        }
      },
      beforeUnloadDocument: async ({ documentName }) => {
        // Changes not stored (a failed store) keep the document in memory for the next attempt.
        if (!this.closed && this.isDirty(documentName)) throw refusal("unsaved");
      },
      afterUnloadDocument: async ({ documentName }) => {
        if (this.hocuspocus.documents.has(documentName)) return;
        this.editorsSinceStore.delete(documentName);
        this.changes.delete(documentName);
        this.storedChanges.delete(documentName);
        this.revisions.delete(documentName);
        this.storeFailed.delete(documentName);
        this.clearRetry(documentName);
        this.limits.forget(documentName);
        this.handler?.unloaded?.(documentName);
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
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === "string") headers.set(name, value);
    }
    const fetchRequest = new Request(`http://localhost${request.url ?? "/"}`, { headers });
    // 64 KB frames until a document authenticates (then up to 2 MB when it may write), closed
    // when none has within 5 s.
    this.limits.track(socket, fetchRequest);
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
   * archive or a page's deletion): read-only when the person may only read now, closed when they
   * may not open it any more.
   */
  async recheckAccess(documentName: string): Promise<void> {
    if (this.redis?.status === "ready") await this.redis.publish(RECHECK_BUS, documentName).catch(() => {});
    await this.recheckLocal(documentName);
  }

  /**
   * Re-evaluates every open document of a workspace, on every instance: after a member was
   * removed or their role changed, general access changed, the workspace or a wiki was deleted.
   */
  async recheckWorkspace(workspaceId: string): Promise<void> {
    const target = `${WORKSPACE_RECHECK}${workspaceId}`;
    if (this.redis?.status === "ready") await this.redis.publish(RECHECK_BUS, target).catch(() => {});
    await this.recheckLocal(target);
  }

  private async recheckLocal(target: string): Promise<void> {
    const names = target.startsWith(WORKSPACE_RECHECK)
      ? [...this.hocuspocus.documents.keys()].filter((name) =>
          name.includes(`:${target.slice(WORKSPACE_RECHECK.length)}:`),
        )
      : [target];
    const groups = new Map<string, Connection[]>();
    for (const name of names) {
      const document = this.hocuspocus.documents.get(name);
      if (document) groups.set(name, document.getConnections());
    }
    try {
      await this.recheckConnections(groups);
    } catch (err) {
      // The 30-second backstop decides again on their next message.
      this.deps.log.error({ err, target }, "collab: access re-check failed");
    }
  }

  /**
   * Decides again for these connections (by document): one query for every session, one batch of
   * access checks per document. Closes those who lost it, sets read-only on the others; answers
   * the connections kept.
   */
  private async recheckConnections(groups: Map<string, Connection[]>): Promise<Set<Connection>> {
    const kept = new Set<Connection>();
    const handler = this.handler;
    if (!handler || groups.size === 0) return kept;
    const now = this.deps.clock.now();
    const userOf = (connection: Connection) => {
      const user = connection.context as CollabUser | undefined;
      return user?.userId ? user : null;
    };
    const sessionIds = new Set<string>();
    for (const connections of groups.values()) {
      for (const connection of connections) {
        const user = userOf(connection);
        if (user) sessionIds.add(user.sessionId);
      }
    }
    if (sessionIds.size === 0) return kept;
    const live = await findLiveSessionIds(this.deps.db, [...sessionIds], now);
    for (const [documentName, connections] of groups) {
      const actors = new Map<string, SessionActor>();
      for (const connection of connections) {
        const user = userOf(connection);
        if (user && live.has(user.sessionId)) {
          actors.set(user.userId, { userId: user.userId, sessionId: user.sessionId, role: user.role });
        }
      }
      const access = actors.size ? await handler.authorizeMany([...actors.values()], documentName) : new Map();
      for (const connection of connections) {
        const user = userOf(connection);
        if (!user) continue;
        const decided = live.has(user.sessionId) ? access.get(user.userId) : null;
        if (!decided) {
          connection.readOnly = true;
          connection.close(FORBIDDEN);
          continue;
        }
        connection.readOnly = decided.readOnly;
        this.checkedAt.set(connection, now.getTime());
        kept.add(connection);
      }
    }
    return kept;
  }

  /**
   * The realtime hub's session commands (any instance): a signed-out, revoked or deactivated
   * session loses its open documents here too.
   */
  control(command: ControlCommand): void {
    if (command.kind === "recheck-channel") return;
    for (const document of this.hocuspocus.documents.values()) {
      for (const connection of document.getConnections()) {
        const user = connection.context as CollabUser | undefined;
        if (!user?.userId) continue;
        const ended =
          command.kind === "disconnect-session"
            ? user.sessionId === command.sessionId
            : user.userId === command.userId && user.sessionId !== command.exceptSessionId;
        if (!ended) continue;
        connection.readOnly = true;
        connection.close(FORBIDDEN);
      }
    }
  }

  /** `read(doc)` on the document when it is open in this process (live editing); null otherwise. */
  readLive<T>(documentName: string, read: (doc: Y.Doc) => T): T | null {
    const document = this.hocuspocus.documents.get(documentName);
    if (!document || document.isLoading || document.isDestroyed) return null;
    return read(document);
  }

  /**
   * How many changes the document took while open here (null when it is not): what content derived
   * from it may be cached against.
   */
  revision(documentName: string): number | null {
    const document = this.hocuspocus.documents.get(documentName);
    if (!document || document.isLoading || document.isDestroyed) return null;
    return this.revisions.get(documentName) ?? 0;
  }

  /**
   * Changes a document as `by` through a direct connection (so connected editors see it at once)
   * and stores it before returning; throws when that store failed (it is tried again later).
   */
  async change(documentName: string, by: CollabUser | null, change: (doc: Y.Doc) => void): Promise<void> {
    const connection = await this.hocuspocus.openDirectConnection(documentName, by ?? undefined);
    try {
      await connection.transact((doc) => change(doc));
    } finally {
      await connection.disconnect();
    }
    if (this.storeFailed.has(documentName)) throw new Error(`collab: storing ${documentName} failed`);
  }

  /**
   * Stores the document's pending changes now when it is open here (before a version check of the
   * row, so live edits count); false when that store failed.
   */
  async flush(documentName: string): Promise<boolean> {
    const document = this.hocuspocus.documents.get(documentName);
    if (!document || document.isLoading || document.isDestroyed) return true;
    const debounced = this.hocuspocus.debouncer.isDebounced(`onStoreDocument-${documentName}`);
    if (!debounced && !this.isDirty(documentName) && !document.saveMutex.isLocked()) return true;
    await this.storeNow(document);
    return !this.storeFailed.has(documentName);
  }

  /** Changes not stored yet (never stored, or changed since the last successful store). */
  private isDirty(documentName: string): boolean {
    return (this.changes.get(documentName) ?? 0) !== (this.storedChanges.get(documentName) ?? 0);
  }

  /** Runs the store hooks of a document now (after any store running), resolved when done. */
  private async storeNow(document: Document): Promise<void> {
    await this.hocuspocus.storeDocumentHooks(
      document,
      {
        clientsCount: document.getConnectionsCount(),
        document,
        documentName: document.name,
        instance: this.hocuspocus,
        lastContext: {},
        lastTransactionOrigin: undefined,
      },
      true,
    );
  }

  /** A failed store is tried again after 1, 2, 4, 8, 16 s (by default), then on the next change. */
  private scheduleRetry(document: Document): void {
    const name = document.name;
    if (this.closed) return;
    const retry = this.retries.get(name) ?? { attempt: 0, timer: null };
    if (retry.timer) return;
    if (retry.attempt >= STORE_RETRIES) {
      this.retries.delete(name);
      this.deps.log.error({ documentName: name }, "collab: a document stays unstored until its next change");
      return;
    }
    const delay = (this.options.storeRetryMs ?? 1_000) * 2 ** retry.attempt;
    retry.attempt += 1;
    retry.timer = setTimeout(() => {
      retry.timer = null;
      if (this.closed || this.hocuspocus.documents.get(name) !== document || !this.isDirty(name)) return;
      this.deps.log.warn({ documentName: name, attempt: retry.attempt }, "collab: storing a document again");
      void this.storeNow(document);
    }, delay);
    retry.timer.unref?.();
    this.retries.set(name, retry);
  }

  private clearRetry(documentName: string): void {
    const retry = this.retries.get(documentName);
    if (retry?.timer) clearTimeout(retry.timer);
    this.retries.delete(documentName);
  }

  /**
   * Shutdown (and tests): closes every connection and stores every document whose changes were
   * not stored yet (pending, or after a failed store), waiting for them within the shutdown budget.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const name of [...this.retries.keys()]) this.clearRetry(name);
    for (const socket of this.sockets) socket.close(GOING_AWAY.code, GOING_AWAY.reason);
    this.hocuspocus.closeConnections();
    const budgetMs = this.options.shutdownStoreMs ?? 5_000;
    const deadline = Date.now() + budgetMs;
    const unsaved = [...this.hocuspocus.documents.values()].filter(
      (d) =>
        !d.isLoading && (this.isDirty(d.name) || this.hocuspocus.debouncer.isDebounced(`onStoreDocument-${d.name}`)),
    );
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(unsaved.map((document) => this.storeNow(document))),
      new Promise((resolve) => {
        timer = setTimeout(resolve, budgetMs);
      }),
    ]);
    clearTimeout(timer);
    while (Date.now() < deadline && [...this.hocuspocus.documents.values()].some((d) => d.saveMutex.isLocked())) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const lost = [...this.hocuspocus.documents.keys()].filter((name) => this.isDirty(name));
    if (lost.length) this.deps.log.error({ documents: lost }, "collab: documents not stored at shutdown");
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
