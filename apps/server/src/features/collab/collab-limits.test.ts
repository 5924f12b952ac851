// Resource limits and durability of live collaboration: frame sizes before and after
// authentication, the authentication deadline, document size, awareness, failed stores and
// shutdown, PUT against unsaved live edits, whiteboard cleaning, and a row newer than its state.
import type { AddressInfo } from "node:net";
import { collabDocumentName, YJS_RICH_TEXT_FIELD } from "@bearish/shared/pages/page-targets";
import { RICH_TEXT_MAX_LENGTH } from "@bearish/shared/workspaces/workspace-items";
import { and, eq } from "drizzle-orm";
import * as encoding from "lib0/encoding";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer } from "ws";
import * as Y from "yjs";
import { collabDocuments } from "../../db/schema/pages";
import { documents } from "../../db/schema/workspace-items";
import { workspaceActivity } from "../../db/schema/workspaces";
import { CollabHub, type CollabUser } from "../../platform/collab/collab-hub";
import { AUTHENTICATION_TIMEOUT, DOCUMENT_TOO_LARGE } from "../../platform/collab/collab-limits";
import { listen } from "../../platform/realtime/realtime-test-client";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, person } from "../workspaces/workspace-fixtures";
import { encodeState, replaceRichText, richTextOf } from "./collab-content";
import { CollabPages, collabPages } from "./collab-pages";
import { type CollabClient, eventually, openCollab, ticketFor } from "./collab-test-client";

let t: TestServer;
let base: string;
let wsUrl: string;
let owner: TestUser;
let viewer: TestUser;
let workspaceId: string;
const clients: CollabClient[] = [];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestServer();
  base = (await listen(t)).replace("http", "ws");
  wsUrl = `${base}/api/collab`;
  owner = await person(t, "USER", "Olive");
  viewer = await person(t);
  workspaceId = (await createWorkspace(t, owner)).id;
  await addMember(t, workspaceId, owner, viewer, "VIEWER");
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
  for (const socket of sockets.splice(0)) socket.terminate();
});

afterAll(async () => {
  await t.close();
});

async function newDocument(content = "<p>Hello</p>"): Promise<{ id: string; name: string }> {
  const res = await t.request("POST", `/api/document/${workspaceId}`, {
    token: owner.token,
    body: { title: "Notes", content },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.id as string;
  return { id, name: collabDocumentName("document", workspaceId, id) };
}

async function open(user: TestUser, name: string): Promise<CollabClient> {
  const client = openCollab(wsUrl, name, await ticketFor(t, user.token, name));
  clients.push(client);
  return client;
}

/** A raw socket to `url`, open. */
async function rawSocket(url = wsUrl): Promise<{ ws: WebSocket; closed: Promise<number> }> {
  const ws = new WebSocket(url);
  sockets.push(ws);
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  return { ws, closed };
}

/** A Hocuspocus sync-update frame for `name` carrying `bytes` bytes. */
function syncFrame(name: string, bytes: number): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, name);
  encoding.writeVarUint(e, 0); // sync
  encoding.writeVarUint(e, 2); // update
  encoding.writeVarUint8Array(e, new Uint8Array(bytes));
  return encoding.toUint8Array(e);
}

/** A Hocuspocus authentication frame (the ticket as token). */
function authFrame(name: string, token: string): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, name);
  encoding.writeVarUint(e, 2); // auth
  encoding.writeVarUint(e, 0); // token
  encoding.writeVarString(e, token);
  return encoding.toUint8Array(e);
}

const storedRow = async (id: string) => {
  const [row] = await t.ctx.db
    .select({ content: documents.content, version: documents.version, updatedAt: documents.updatedAt })
    .from(documents)
    .where(eq(documents.id, id));
  if (!row) throw new Error("no row");
  return row;
};

describe("frames and authentication", () => {
  it("an unauthenticated socket may not send a frame over 64 KB, nor queue more than 64 KB", async () => {
    const big = await rawSocket();
    big.ws.send(syncFrame("document:a:b", 1_000_000));
    expect(await big.closed).toBe(1009);

    const queued = await rawSocket();
    queued.ws.send(syncFrame("document:a:b", 40_000));
    queued.ws.send(syncFrame("document:a:b", 40_000));
    expect(await queued.closed).not.toBe(1000);
  });

  it("an unauthenticated socket may not open more than 5 documents", async () => {
    const { ws, closed } = await rawSocket();
    for (let i = 0; i < 6; i += 1) ws.send(syncFrame(`document:a:${i}`, 10));
    expect(await closed).not.toBe(1000);
  });

  it("a read-only connection keeps the 64 KB frame limit after authenticating", async () => {
    const { name } = await newDocument();
    const { ws, closed } = await rawSocket();
    const answered = new Promise<void>((resolve) => ws.once("message", () => resolve()));
    ws.send(authFrame(name, await ticketFor(t, viewer.token, name)));
    await answered;
    ws.send(syncFrame(name, 200_000));
    expect(await closed).toBe(1009);
  });

  it("an editor may send large frames, but no update that takes the document past its maximum size", async () => {
    const { id, name } = await newDocument();
    const client = await open(owner, name);
    await client.synced;
    const closedWith = new Promise<string>((resolve) =>
      client.provider.on("close", ({ event }: { event: { reason: string } }) => resolve(event.reason)),
    );
    const before = client.statuses.length;
    // About 300 KB in one frame: far over the unauthenticated 64 KB.
    client.doc.transact(() => replaceRichText(client.doc, `<p>${"a".repeat(300_000)}</p>`));
    await eventually(
      () => client.statuses.length,
      (n) => n > before,
      "the server's answer",
    );
    expect(client.statuses.at(-1)).toBe(true);
    // Frames of 1.5 MB (under the 2 MB frame limit), appended until the state passes RICH_TEXT_MAX_LENGTH.
    const fragment = client.doc.getXmlFragment(YJS_RICH_TEXT_FIELD);
    for (let i = 0; i * 1_500_000 <= RICH_TEXT_MAX_LENGTH; i++) {
      client.doc.transact(() => {
        const paragraph = new Y.XmlElement("paragraph");
        paragraph.insert(0, [new Y.XmlText("b".repeat(1_500_000))]);
        fragment.push([paragraph]);
      });
    }
    expect(await closedWith).toBe(DOCUMENT_TOO_LARGE.reason);
    await t.ctx.collab.flush(name);
    const row = await eventually(
      () => storedRow(id),
      (r) => r.content.length > 3_000_000,
      "the accepted updates stored",
    );
    // The frames that kept the state under the maximum are kept (two of 1.5 MB); the one past it is not.
    expect(row.content.split("b").length - 1).toBe(3_000_000);
    expect(row.content.length).toBeLessThanOrEqual(RICH_TEXT_MAX_LENGTH);
  });

  it("a socket on which nothing authenticates in time is closed", async () => {
    const hub = new CollabHub({ db: t.ctx.db, clock: t.clock, log: t.ctx.log }, { authTimeoutMs: 100 });
    hub.setHandler(new CollabPages({ ...t.ctx, collab: hub }));
    const server = new WebSocketServer({ port: 0, host: "127.0.0.1", maxPayload: 64 * 1024 });
    server.on("connection", (socket, request) => hub.attach(socket, request));
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    try {
      const { closed } = await rawSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
      expect(await closed).toBe(AUTHENTICATION_TIMEOUT.code);
    } finally {
      await hub.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("awareness", () => {
  it("names the connection's real person and drops oversized states", async () => {
    const { name } = await newDocument();
    const liar = await open(owner, name);
    const watcher = await open(owner, name);
    await Promise.all([liar.synced, watcher.synced]);
    liar.provider.setAwarenessField("user", { id: "someone-else", name: "Mallory", color: "#ff0000" });
    const seen = await eventually(
      () => watcher.provider.awareness?.getStates().get(liar.doc.clientID)?.user,
      (user) => Boolean(user),
      "the liar's awareness",
    );
    const realName = `${owner.user.firstName} ${owner.user.lastName}`;
    expect(seen).toEqual({ id: owner.user.id, name: realName, color: "#ff0000" });
    liar.provider.setAwarenessField("blob", "x".repeat(5_000));
    liar.provider.setAwarenessField("user", { name: "after the blob" });
    // The oversized state never arrives (the watcher keeps the last good one).
    watcher.provider.setAwarenessField("user", { name: "ping" });
    await eventually(
      () => liar.provider.awareness?.getStates().get(watcher.doc.clientID)?.user?.name,
      (n) => n === realName,
      "the watcher's own awareness at the liar",
    );
    expect(watcher.provider.awareness?.getStates().get(liar.doc.clientID)?.blob).toBeUndefined();
  });
});

describe("durability", () => {
  /** A second hub whose stores fail while `failing.on` is set. */
  function failingHub(storeRetryMs: number) {
    const hub = new CollabHub({ db: t.ctx.db, clock: t.clock, log: t.ctx.log }, { storeRetryMs });
    const pages = new CollabPages({ ...t.ctx, collab: hub });
    const failing = { on: true, attempts: 0 };
    hub.setHandler({
      authorize: (actor, name) => pages.authorize(actor, name),
      authorizeMany: (actors, name) => pages.authorizeMany(actors, name),
      load: (name, doc) => pages.load(name, doc),
      maxStateBytes: (name) => pages.maxStateBytes(name),
      unloaded: (name) => pages.unloaded(name),
      store: async (name, doc, editors) => {
        failing.attempts += 1;
        if (failing.on) throw new Error("database unavailable");
        return pages.store(name, doc, editors);
      },
    });
    return { hub, failing };
  }
  const by: CollabUser = { userId: "", sessionId: "", role: "USER", name: "" };

  it("a failed store is reported, kept in memory and tried again until it succeeds", async () => {
    const { id, name } = await newDocument("<p>before</p>");
    const { hub, failing } = failingHub(20);
    try {
      await expect(
        hub.change(name, { ...by, userId: owner.user.id }, (doc) => replaceRichText(doc, "<p>after</p>")),
      ).rejects.toThrow();
      expect(hub.hocuspocus.documents.has(name)).toBe(true);
      await eventually(
        () => failing.attempts,
        (n) => n >= 2,
        "a second attempt",
      );
      failing.on = false;
      await eventually(
        async () => (await storedRow(id)).content,
        (html) => html === "<p>after</p>",
        "the retried store",
      );
    } finally {
      await hub.close();
    }
  });

  it("close() stores every document whose changes were not stored, after a failed store too", async () => {
    const { id, name } = await newDocument("<p>before</p>");
    const { hub, failing } = failingHub(60_000);
    await expect(hub.change(name, null, (doc) => replaceRichText(doc, "<p>kept at shutdown</p>"))).rejects.toThrow();
    expect((await storedRow(id)).content).toBe("<p>before</p>");
    failing.on = false;
    await hub.close();
    expect((await storedRow(id)).content).toBe("<p>kept at shutdown</p>");
  });

  it("a PUT with a version older than unsaved live edits is a conflict", async () => {
    const { id, name } = await newDocument("<p>one</p>");
    const { version } = await storedRow(id);
    const client = await open(owner, name);
    await client.synced;
    const before = client.statuses.length;
    client.doc.transact(() => replaceRichText(client.doc, "<p>one and a live edit</p>"));
    await eventually(
      () => client.statuses.length,
      (n) => n > before,
      "the server's answer",
    );
    const res = await t.request("PUT", `/api/document/${workspaceId}/document/${id}`, {
      token: owner.token,
      body: { content: "<p>overwrite</p>", version },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect((await storedRow(id)).content).toBe("<p>one and a live edit</p>");
  });

  it("a row written after its Yjs state (a stop between the two) wins when the document is opened", async () => {
    const { id, name } = await newDocument("<p>old</p>");
    const first = await open(owner, name);
    await first.synced;
    first.close();
    clients.splice(clients.indexOf(first), 1);
    await eventually(
      () => t.ctx.collab.hocuspocus.documents.has(name),
      (live) => !live,
      "the document unloaded",
    );
    // The API's row write happened; the process stopped before the live document took it.
    const [state] = await t.ctx.db
      .select({ updatedAt: collabDocuments.updatedAt })
      .from(collabDocuments)
      .where(eq(collabDocuments.name, name));
    await t.ctx.db
      .update(documents)
      .set({ content: "<p>new</p>", updatedAt: new Date((state?.updatedAt.getTime() ?? 0) + 1_000) })
      .where(eq(documents.id, id));
    const again = await open(owner, name);
    await again.synced;
    expect(richTextOf(again.doc)).toBe("<p>new</p>");
    const [saved] = await t.ctx.db
      .select({ state: collabDocuments.state })
      .from(collabDocuments)
      .where(eq(collabDocuments.name, name));
    const reloaded = new Y.Doc();
    Y.applyUpdate(reloaded, saved?.state ?? encodeState(new Y.Doc()));
    expect(richTextOf(reloaded)).toBe("<p>new</p>");
  });

  it("forgets who edited since the last version when the document unloads", async () => {
    const { id, name } = await newDocument("<p>a</p>");
    const registered = collabPages(t.ctx);
    const key = { kind: "document" as const, workspaceId, targetId: id };
    // The first store takes a version; the second one's editor waits for the next version.
    await t.ctx.collab.change(name, { ...by, userId: owner.user.id }, (doc) => replaceRichText(doc, "<p>b</p>"));
    await t.ctx.collab.change(name, { ...by, userId: viewer.user.id }, (doc) => replaceRichText(doc, "<p>c</p>"));
    await eventually(
      () => t.ctx.collab.hocuspocus.documents.has(name),
      (live) => !live,
      "the document unloaded",
    );
    expect(registered.takeEditorsSinceVersion(key)).toEqual([]);
  });
});

describe("whiteboards", () => {
  it("drops embeds, unknown types and generation data; the same scene written again is one change", async () => {
    const created = await t.request("POST", `/api/whiteboard/${workspaceId}`, {
      token: owner.token,
      body: { title: "Board" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const scene = {
      elements: [
        { type: "rectangle", id: "r1", x: 1, index: "a0", customData: { generationData: { prompt: "x" }, keep: 1 } },
        { type: "embeddable", id: "e1", index: "a1", link: "https://evil.example" },
        { type: "iframe", id: "i1", index: "a2", customData: { generationData: { html: "<script>" } } },
        { type: "mystery", id: "m1", index: "a3" },
      ],
      files: {},
    };
    const res = await t.request("PUT", `/api/whiteboard/${workspaceId}/whiteboard/${id}`, {
      token: owner.token,
      body: { content: scene },
    });
    expect(res.statusCode, res.body).toBe(200);
    const got = await t.request("GET", `/api/whiteboard/${workspaceId}/whiteboard/${id}`, { token: owner.token });
    expect(got.json().data.content.elements).toEqual([
      { type: "rectangle", id: "r1", x: 1, index: "a0", customData: { keep: 1 } },
    ]);
    const activity = await t.ctx.db
      .select({ id: workspaceActivity.id })
      .from(workspaceActivity)
      .where(and(eq(workspaceActivity.targetId, id), eq(workspaceActivity.action, "item.updated")));
    expect(activity).toHaveLength(1);
  });
});
