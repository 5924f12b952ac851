import { REALTIME_MAX_FRAME_BYTES } from "@bearish/shared/realtime/frames";
import type {
  afterLoadDocumentPayload,
  beforeHandleAwarenessPayload,
  beforeHandleMessagePayload,
  connectedPayload,
  Extension,
} from "@hocuspocus/server";
import * as decoding from "lib0/decoding";
import type WebSocket from "ws";
import * as Y from "yjs";

/**
 * Frames a socket may send before any document on it authenticated: the shared ws server's 64 KB
 * (a ticket, a state vector). Hocuspocus buffers at most this much for it too.
 */
export const COLLAB_UNAUTHENTICATED_FRAME_BYTES = REALTIME_MAX_FRAME_BYTES;

/**
 * Frames of a socket once one of its documents authenticated with write access (a pasted
 * document, the first sync of offline edits); read-only sockets keep the 64 KB.
 */
export const COLLAB_MAX_FRAME_BYTES = 2 * 1024 * 1024;

/** A socket on which no document authenticated within this time is closed. */
export const COLLAB_AUTH_TIMEOUT_MS = 5_000;

/** Hocuspocus: documents one socket may open before any of them authenticated. */
export const COLLAB_MAX_PENDING_DOCUMENTS = 5;

/** One person's awareness state (name, colour, cursor, pointer); larger states are dropped. */
export const COLLAB_AWARENESS_MAX_BYTES = 4 * 1024;

/** Close codes and reasons (Hocuspocus sends the reason to the provider). */
export const DOCUMENT_TOO_LARGE = { code: 4413, reason: "document-too-large" };
export const FRAME_TOO_LARGE = { code: 4413, reason: "frame-too-large" };
export const AUTHENTICATION_TIMEOUT = { code: 4408, reason: "authentication-timeout" };

/** Hocuspocus message types (`@hocuspocus/common`) and y-protocols sync steps. */
const MESSAGE_SYNC = 0;
const MESSAGE_AWARENESS = 1;
const MESSAGE_SYNC_REPLY = 4;
const SYNC_STEP_1 = 0;

/** The person behind a connection as the limits need it (the hub's `CollabUser`). */
interface NamedContext {
  userId?: string;
  name?: string;
}

interface SocketState {
  socket: WebSocket;
  authenticated: boolean;
  timer: NodeJS.Timeout | null;
}

/** Sets the ws receiver's frame limit of one socket (`@fastify/websocket` has one server for every route). */
function setFrameLimit(socket: WebSocket, bytes: number): void {
  const receiver = (socket as unknown as { _receiver?: { _maxPayload?: number } })._receiver;
  if (receiver && typeof receiver._maxPayload === "number") receiver._maxPayload = bytes;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/**
 * Resource limits of live collaboration, as a Hocuspocus extension: small frames until a document
 * authenticated, a time limit for authenticating, a maximum encoded size per document (updates that
 * would pass it are dropped and their connection closed), large frames refused from read-only
 * connections, and awareness states that name the connection's real person and stay small.
 */
export class CollabLimits implements Extension {
  /** Runs before the hub's own hooks. */
  priority = 200;
  extensionName = "bearish-collab-limits";
  private readonly sockets = new WeakMap<Request, SocketState>();
  /** An upper bound of each live document's encoded size: exact at load and store, plus updates since. */
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly options: {
      /** The largest encoded Yjs state a document may reach. */
      maxStateBytes: (documentName: string) => number;
      authTimeoutMs?: number;
    },
  ) {}

  /** Follows a new socket: 64 KB frames, closed when nothing authenticated in time. */
  track(socket: WebSocket, request: Request): void {
    setFrameLimit(socket, COLLAB_UNAUTHENTICATED_FRAME_BYTES);
    const state: SocketState = { socket, authenticated: false, timer: null };
    state.timer = setTimeout(() => {
      state.timer = null;
      if (!state.authenticated) socket.close(AUTHENTICATION_TIMEOUT.code, AUTHENTICATION_TIMEOUT.reason);
    }, this.options.authTimeoutMs ?? COLLAB_AUTH_TIMEOUT_MS);
    state.timer.unref?.();
    socket.once("close", () => {
      if (state.timer) clearTimeout(state.timer);
    });
    this.sockets.set(request, state);
  }

  /** A document is open on the socket: it may send large frames when it may write. */
  async connected({ request, connection }: connectedPayload): Promise<void> {
    const state = this.sockets.get(request);
    if (!state) return;
    state.authenticated = true;
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    if (!connection.readOnly) setFrameLimit(state.socket, COLLAB_MAX_FRAME_BYTES);
  }

  async afterLoadDocument({ documentName, document }: afterLoadDocumentPayload): Promise<void> {
    this.sizes.set(documentName, Y.encodeStateAsUpdate(document).byteLength);
  }

  /** The exact encoded size of a document (measured when it was stored). */
  measured(documentName: string, bytes: number): void {
    this.sizes.set(documentName, bytes);
  }

  forget(documentName: string): void {
    this.sizes.delete(documentName);
  }

  async beforeHandleMessage({ connection, document, documentName, update }: beforeHandleMessagePayload): Promise<void> {
    const decoder = decoding.createDecoder(update);
    decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    if (type === MESSAGE_AWARENESS) {
      // One person's state, or a handful: never near the socket's frame limit.
      if (update.byteLength > 16 * COLLAB_AWARENESS_MAX_BYTES) throw { ...FRAME_TOO_LARGE };
      return;
    }
    if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) return;
    if (decoding.readVarUint(decoder) === SYNC_STEP_1) return;
    if (connection.readOnly) {
      // Hocuspocus never applies them; a large one is refused before it is decoded.
      if (update.byteLength > COLLAB_UNAUTHENTICATED_FRAME_BYTES) throw { ...FRAME_TOO_LARGE };
      return;
    }
    const max = this.options.maxStateBytes(documentName);
    let size = this.sizes.get(documentName) ?? 0;
    if (size + update.byteLength > max) {
      // The bound counts repeated updates twice: measure before refusing.
      size = Y.encodeStateAsUpdate(document).byteLength;
      if (size + update.byteLength > max) {
        this.sizes.set(documentName, size);
        throw { ...DOCUMENT_TOO_LARGE };
      }
    }
    this.sizes.set(documentName, size + update.byteLength);
  }

  /**
   * Each awareness state names the connection's person (`user.id`, `user.name` from the session,
   * whatever the client sent), keeps only a short colour of its own, and is dropped when larger
   * than `COLLAB_AWARENESS_MAX_BYTES`.
   */
  async beforeHandleAwareness({ context, connection, states }: beforeHandleAwarenessPayload): Promise<void> {
    const person = (connection?.context ?? context) as NamedContext | undefined;
    if (!connection || !person?.userId) return;
    for (const [clientId, state] of states) {
      const sent = isObject(state.user) ? state.user : {};
      const color = typeof sent.color === "string" && sent.color.length <= 32 ? { color: sent.color } : {};
      state.user = { id: person.userId, name: person.name ?? "", ...color };
      if (JSON.stringify(state).length > COLLAB_AWARENESS_MAX_BYTES) states.delete(clientId);
    }
  }
}
