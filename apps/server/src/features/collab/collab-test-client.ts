// Test support: real Hocuspocus providers (over ws) against a listening server.
import { HocuspocusProvider, HocuspocusProviderWebsocket } from "@hocuspocus/provider";
import * as decoding from "lib0/decoding";
import WebSocket from "ws";
import * as Y from "yjs";
import type { TestServer } from "../../test/test-server";

const SYNC_STATUS = 8;

export interface CollabClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  /** "read-write" or "read-only" once authenticated. */
  authenticated: Promise<string>;
  /** The reason once the server refused the document. */
  refused: Promise<string>;
  synced: Promise<void>;
  /** The server's answer to each update sent: applied (true) or rejected (false), in order. */
  statuses: boolean[];
  close(): void;
}

/** A ticket for `documentName` through the real endpoint. */
export async function ticketFor(t: TestServer, token: string, documentName: string): Promise<string> {
  const res = await t.request("POST", "/api/collab/ticket", { token, body: { documentName } });
  if (res.statusCode !== 200) throw new Error(`ticket refused: ${res.statusCode} ${res.body}`);
  return res.json().data.ticket;
}

/** Opens `documentName` on the collaboration socket at `wsUrl` with this token (a ticket). */
export function openCollab(wsUrl: string, documentName: string, token: string | (() => Promise<string>)): CollabClient {
  const doc = new Y.Doc();
  const socket = new HocuspocusProviderWebsocket({ url: wsUrl, WebSocketPolyfill: WebSocket, maxAttempts: 1 });
  const statuses: boolean[] = [];
  socket.on("message", (event: MessageEvent) => {
    const data = event.data as ArrayBuffer | Buffer;
    const bytes = data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data);
    const decoder = decoding.createDecoder(bytes);
    decoding.readVarString(decoder);
    if (decoding.readVarUint(decoder) === SYNC_STATUS) statuses.push(decoding.readVarInt(decoder) === 1);
  });
  let resolveAuth: (scope: string) => void = () => {};
  let resolveRefused: (reason: string) => void = () => {};
  let resolveSynced: () => void = () => {};
  const authenticated = new Promise<string>((resolve) => {
    resolveAuth = resolve;
  });
  const refused = new Promise<string>((resolve) => {
    resolveRefused = resolve;
  });
  const synced = new Promise<void>((resolve) => {
    resolveSynced = resolve;
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: documentName,
    document: doc,
    token,
    onAuthenticated: ({ scope }) => resolveAuth(scope),
    onAuthenticationFailed: ({ reason }) => resolveRefused(reason),
    onSynced: ({ state }) => {
      if (state) resolveSynced();
    },
  });
  provider.attach();
  return {
    doc,
    provider,
    authenticated,
    refused,
    synced,
    statuses,
    close() {
      provider.destroy();
      socket.destroy();
      doc.destroy();
    },
  };
}

/** Polls an async condition until it holds (events we cannot subscribe to: a store, a broadcast). */
export async function eventually<T>(
  read: () => T | Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
}
