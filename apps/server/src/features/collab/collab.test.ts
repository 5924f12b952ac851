// Live collaboration over a real WebSocket: tickets, read-only connections, storage, one source of
// truth with the REST API (GET/PUT), and access re-checks.
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { pageStates } from "../../db/schema/pages";
import { documents } from "../../db/schema/workspace-items";
import { workspaceActivity } from "../../db/schema/workspaces";
import { listen } from "../../platform/realtime/realtime-test-client";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, expectError, person } from "../workspaces/workspace-fixtures";
import { replaceRichText, richTextOf } from "./collab-content";
import { type CollabClient, eventually, openCollab, ticketFor } from "./collab-test-client";

let t: TestServer;
let wsUrl: string;
let owner: TestUser;
let editor: TestUser;
let commenter: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let workspaceId: string;
const clients: CollabClient[] = [];

beforeAll(async () => {
  t = await createTestServer();
  wsUrl = `${(await listen(t)).replace("http", "ws")}/api/collab`;
  owner = await person(t);
  editor = await person(t, "USER", "Eddie");
  commenter = await person(t);
  viewer = await person(t);
  stranger = await person(t);
  workspaceId = (await createWorkspace(t, owner)).id;
  await addMember(t, workspaceId, owner, editor, "EDITOR");
  await addMember(t, workspaceId, owner, commenter, "COMMENTER");
  await addMember(t, workspaceId, owner, viewer, "VIEWER");
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
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

const getDocument = async (id: string, token = owner.token) =>
  (await t.request("GET", `/api/document/${workspaceId}/document/${id}`, { token })).json().data;

const storedRow = async (id: string) => {
  const [row] = await t.ctx.db
    .select({ content: documents.content, version: documents.version })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
};

async function open(user: TestUser, name: string): Promise<CollabClient> {
  const client = openCollab(wsUrl, name, await ticketFor(t, user.token, name));
  clients.push(client);
  return client;
}

/** Writes on a client and waits for the server's answer to it. */
async function write(client: CollabClient, html: string): Promise<boolean> {
  const before = client.statuses.length;
  client.doc.transact(() => replaceRichText(client.doc, html));
  await eventually(
    () => client.statuses.length,
    (n) => n > before,
    "the server's answer to an update",
  );
  return client.statuses[client.statuses.length - 1] as boolean;
}

describe("tickets", () => {
  it("answers readers with a ticket and whether the socket will be read-only", async () => {
    const { name } = await newDocument();
    for (const [user, readOnly] of [
      [owner, false],
      [editor, false],
      [commenter, true],
      [viewer, true],
    ] as const) {
      const res = await t.request("POST", "/api/collab/ticket", { token: user.token, body: { documentName: name } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ ticket: expect.any(String), readOnly });
      expect(Date.parse(res.json().data.expiresAt) - t.clock.now().getTime()).toBeLessThanOrEqual(30_000);
    }
    const outsider = await t.request("POST", "/api/collab/ticket", {
      token: stranger.token,
      body: { documentName: name },
    });
    expectError(outsider, 404, "request.not_found");
    expectError(
      await t.request("POST", "/api/collab/ticket", { body: { documentName: name } }),
      401,
      "auth.unauthenticated",
    );
    expectError(
      await t.request("POST", "/api/collab/ticket", { token: owner.token, body: { documentName: "document:nope" } }),
      400,
      "request.invalid",
    );
  });

  it("refuses a bad, used, expired or other document's ticket", async () => {
    const a = await newDocument();
    const b = await newDocument();
    const bad = openCollab(wsUrl, a.name, "not-a-ticket");
    clients.push(bad);
    expect(await bad.refused).toBeTruthy();

    const ticket = await ticketFor(t, editor.token, a.name);
    const first = openCollab(wsUrl, a.name, ticket);
    clients.push(first);
    expect(await first.authenticated).toBe("read-write");
    const reused = openCollab(wsUrl, a.name, ticket);
    clients.push(reused);
    expect(await reused.refused).toBeTruthy();

    const forA = openCollab(wsUrl, b.name, await ticketFor(t, editor.token, a.name));
    clients.push(forA);
    expect(await forA.refused).toBeTruthy();

    const expiring = await ticketFor(t, editor.token, a.name);
    t.clock.advanceMinutes(1);
    const late = openCollab(wsUrl, a.name, expiring);
    clients.push(late);
    expect(await late.refused).toBeTruthy();
  });
});

describe("live editing", () => {
  it("an editor's change reaches others, GET shows it, and the store keeps it with activity and a version", async () => {
    const { id, name } = await newDocument("<p>Hello</p>");
    const a = await open(editor, name);
    const b = await open(owner, name);
    await Promise.all([a.synced, b.synced]);
    expect(richTextOf(a.doc)).toBe("<p>Hello</p>");

    expect(await write(a, "<p>Hello world</p>")).toBe(true);
    await eventually(
      () => richTextOf(b.doc),
      (html) => html === "<p>Hello world</p>",
      "the change at the other client",
    );
    expect((await getDocument(id, viewer.token)).content).toBe("<p>Hello world</p>");

    t.ctx.collab.hocuspocus.flushPendingStores();
    const row = await eventually(
      () => storedRow(id),
      (r) => r?.content === "<p>Hello world</p>",
      "the stored content",
    );
    expect(row?.version).toBeGreaterThan(1);
    const activity = await t.ctx.db
      .select({ actorId: workspaceActivity.actorId, action: workspaceActivity.action })
      .from(workspaceActivity)
      .where(and(eq(workspaceActivity.targetId, id), eq(workspaceActivity.action, "item.updated")));
    expect(activity).toContainEqual({ actorId: editor.user.id, action: "item.updated" });
    const versions = await t.request("GET", `/api/page/document/${workspaceId}/${id}/versions`, {
      token: viewer.token,
    });
    expect(versions.json().data[0]).toMatchObject({ reason: "auto", editors: [{ id: editor.user.id }] });
  });

  it("viewers' and commenters' connections are read-only: their changes are rejected and not stored", async () => {
    const { id, name } = await newDocument("<p>Keep me</p>");
    for (const user of [viewer, commenter]) {
      const client = await open(user, name);
      expect(await client.authenticated).toBe("readonly");
      await client.synced;
      expect(await write(client, "<p>Vandalised</p>")).toBe(false);
      expect(t.ctx.collab.readLive(name, richTextOf)).toBe("<p>Keep me</p>");
    }
    t.ctx.collab.hocuspocus.flushPendingStores();
    expect((await getDocument(id)).content).toBe("<p>Keep me</p>");
    expect((await storedRow(id))?.content).toBe("<p>Keep me</p>");
  });

  it("a non-member cannot open a document even with a ticket of their own session", async () => {
    const { name } = await newDocument();
    const ticket = await t.ctx.collab.issueTicket(
      { userId: stranger.user.id, sessionId: (await sessionOf(stranger)).id, role: "USER" },
      name,
    );
    const client = openCollab(wsUrl, name, ticket.ticket);
    clients.push(client);
    expect(await client.refused).toBeTruthy();
  });

  it("PUT content replaces the live document for connected editors and stays in step with GET", async () => {
    const { id, name } = await newDocument("<p>Before</p>");
    const client = await open(owner, name);
    await client.synced;
    const put = await t.request("PUT", `/api/document/${workspaceId}/document/${id}`, {
      token: editor.token,
      body: { content: "<p>From the <strong>API</strong></p>", version: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    await eventually(
      () => richTextOf(client.doc),
      (html) => html === "<p>From the <strong>API</strong></p>",
      "the API's content at the client",
    );
    const got = await getDocument(id);
    expect(got.content).toBe("<p>From the <strong>API</strong></p>");
    expect(got.version).toBe(put.json().data.version);
  });

  it("a lock by someone else makes an open editor's connection read-only after a re-check", async () => {
    const { id, name } = await newDocument("<p>Open</p>");
    const client = await open(editor, name);
    await client.synced;
    expect(await write(client, "<p>Open and edited</p>")).toBe(true);
    const now = t.clock.now();
    await t.ctx.db.insert(pageStates).values({
      workspaceId,
      targetKind: "document",
      targetId: id,
      lockedBy: owner.user.id,
      lockedAt: now,
      updatedAt: now,
    });
    await t.ctx.collab.recheckAccess(name);
    expect(await write(client, "<p>Edited while locked</p>")).toBe(false);
    const put = await t.request("PUT", `/api/document/${workspaceId}/document/${id}`, {
      token: editor.token,
      body: { content: "<p>Through the API</p>" },
    });
    expectError(put, 409, "page.locked");
  });
});

async function sessionOf(user: TestUser): Promise<{ id: string }> {
  const { sessions } = await import("../../db/schema/sessions");
  const { sha256 } = await import("../../platform/tokens");
  const [row] = await t.ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(user.token)));
  if (!row) throw new Error("no session");
  return row;
}
