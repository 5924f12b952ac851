// Open collaboration connections follow access as it changes: membership, roles, general access,
// deleted workspaces and wikis, ended sessions, the 30-second backstop, and one canonical name
// per document (an upper-case spelling cannot open a second copy that locks miss).
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { collabDocuments } from "../../db/schema/pages";
import { sessions } from "../../db/schema/sessions";
import { documents } from "../../db/schema/workspace-items";
import { workspaceMembers } from "../../db/schema/workspaces";
import { COLLAB_ACCESS_RECHECK_MS, type CollabUser } from "../../platform/collab/collab-hub";
import { listen } from "../../platform/realtime/realtime-test-client";
import { sha256 } from "../../platform/tokens";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, expectError, person } from "../workspaces/workspace-fixtures";
import { replaceRichText, richTextOf } from "./collab-content";
import { type CollabClient, eventually, openCollab, ticketFor } from "./collab-test-client";

let t: TestServer;
let wsUrl: string;
let owner: TestUser;
const clients: CollabClient[] = [];

beforeAll(async () => {
  t = await createTestServer();
  wsUrl = `${(await listen(t)).replace("http", "ws")}/api/collab`;
  owner = await person(t);
});

afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

afterAll(async () => {
  await t.close();
});

/** A workspace of the owner with a fresh editor in it. */
async function workspaceWithEditor(): Promise<{ workspaceId: string; editor: TestUser; memberId: string }> {
  const workspaceId = (await createWorkspace(t, owner)).id;
  const editor = await person(t, "USER", "Eddie");
  const memberId = await addMember(t, workspaceId, owner, editor, "EDITOR");
  return { workspaceId, editor, memberId };
}

async function newDocument(workspaceId: string, content = "<p>Start</p>"): Promise<{ id: string; name: string }> {
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
  await client.synced;
  return client;
}

/** Writes on a client and waits for the server's answer to it (applied or rejected). */
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

/** The server's live connections of `name` that stand for `user`. */
const connectionsOf = (name: string, user: TestUser) =>
  (t.ctx.collab.hocuspocus.documents.get(name)?.getConnections() ?? []).filter(
    (c) => (c.context as CollabUser | undefined)?.userId === user.user.id,
  );

const liveText = (name: string) => t.ctx.collab.readLive(name, richTextOf);

const storedContent = async (id: string) =>
  (await t.ctx.db.select({ content: documents.content }).from(documents).where(eq(documents.id, id)))[0]?.content;

/** After access ended: the server dropped the connection and a later change by it is never applied. */
async function expectClosedFor(client: CollabClient, user: TestUser, doc: { id: string; name: string }) {
  expect(connectionsOf(doc.name, user)).toHaveLength(0);
  await eventually(
    () => client.provider.isAuthenticated,
    (authenticated) => !authenticated,
    "the client told its document closed",
  );
  client.doc.transact(() => replaceRichText(client.doc, "<p>Written after access ended</p>"));
  // The owner's acknowledged write shows the server is processing; the other change never lands.
  const witness = await open(owner, doc.name);
  expect(await write(witness, "<p>Owner still writes</p>")).toBe(true);
  expect(liveText(doc.name)).toBe("<p>Owner still writes</p>");
  t.ctx.collab.hocuspocus.flushPendingStores();
  await eventually(
    () => storedContent(doc.id),
    (content) => content === "<p>Owner still writes</p>",
    "the owner's stored content",
  );
}

describe("open connections follow access changes", () => {
  it("removing a member closes their open documents at once", async () => {
    const { workspaceId, editor, memberId } = await workspaceWithEditor();
    const doc = await newDocument(workspaceId);
    const client = await open(editor, doc.name);
    expect(await write(client, "<p>Before removal</p>")).toBe(true);

    const removed = await t.request("DELETE", `/api/members/${workspaceId}/member/${memberId}`, {
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectClosedFor(client, editor, doc);
  });

  it("a member made viewer keeps the document open, read-only", async () => {
    const { workspaceId, editor, memberId } = await workspaceWithEditor();
    const doc = await newDocument(workspaceId);
    const client = await open(editor, doc.name);
    expect(await write(client, "<p>As an editor</p>")).toBe(true);

    const changed = await t.request("PUT", `/api/members/${workspaceId}/member/${memberId}`, {
      token: owner.token,
      body: { role: "VIEWER" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(connectionsOf(doc.name, editor)).toHaveLength(1);
    expect(await write(client, "<p>As a viewer</p>")).toBe(false);
    expect(liveText(doc.name)).toBe("<p>As an editor</p>");
  });

  it("restricting general access closes the documents people opened by the link", async () => {
    const workspaceId = (await createWorkspace(t, owner)).id;
    const stranger = await person(t);
    const setAccess = (generalAccess: string) =>
      t.request("PUT", `/api/workspace/${workspaceId}/general-access`, {
        token: owner.token,
        body: { generalAccess },
      });
    expect((await setAccess("anyone_with_link")).statusCode).toBe(200);
    const doc = await newDocument(workspaceId);
    const client = await open(stranger, doc.name);
    expect(await client.authenticated).toBe("readonly");

    expect((await setAccess("restricted")).statusCode).toBe(200);
    expect(connectionsOf(doc.name, stranger)).toHaveLength(0);
    await eventually(
      () => client.provider.isAuthenticated,
      (authenticated) => !authenticated,
      "the client told its document closed",
    );
  });

  it("deleting the workspace closes its open documents", async () => {
    const { workspaceId, editor } = await workspaceWithEditor();
    const doc = await newDocument(workspaceId);
    const client = await open(editor, doc.name);
    expect((await t.request("DELETE", `/api/workspace/${workspaceId}`, { token: owner.token })).statusCode).toBe(200);
    expect(connectionsOf(doc.name, editor)).toHaveLength(0);
    expect(connectionsOf(doc.name, owner)).toHaveLength(0);
    await eventually(
      () => client.provider.isAuthenticated,
      (authenticated) => !authenticated,
      "the client told its document closed",
    );
  });

  it("deleting a wiki closes its pages' open documents and their tickets", async () => {
    const { workspaceId, editor } = await workspaceWithEditor();
    const wiki = await t.request("POST", `/api/wiki/${workspaceId}`, { token: owner.token, body: { name: "Docs" } });
    const wikiId = wiki.json().data.id as string;
    const page = await t.request("POST", `/api/wiki/${workspaceId}/wiki/${wikiId}/page`, {
      token: owner.token,
      body: { title: "Plan", content: "<p>Plan</p>" },
    });
    const pageId = page.json().data.id as string;
    const name = collabDocumentName("wiki_page", workspaceId, pageId);
    const client = await open(editor, name);
    expect(await write(client, "<p>Plan, edited</p>")).toBe(true);

    expect((await t.request("DELETE", `/api/wiki/${workspaceId}/${wikiId}`, { token: owner.token })).statusCode).toBe(
      200,
    );
    expect(connectionsOf(name, editor)).toHaveLength(0);
    const refused = await t.request("POST", "/api/collab/ticket", {
      token: editor.token,
      body: { documentName: name },
    });
    expectError(refused, 404, "request.not_found");
  });

  it("signing out closes the session's open documents", async () => {
    const { workspaceId, editor } = await workspaceWithEditor();
    const doc = await newDocument(workspaceId);
    const client = await open(editor, doc.name);
    expect(await write(client, "<p>Before sign-out</p>")).toBe(true);

    const out = await t.request("POST", "/api/user/auth/logout", { token: editor.token });
    expect(out.statusCode, out.body).toBe(200);
    await expectClosedFor(client, editor, doc);
  });

  it("decides again before applying a message when the last decision is older than 30 seconds", async () => {
    const { workspaceId, editor, memberId } = await workspaceWithEditor();
    const doc = await newDocument(workspaceId);
    const client = await open(editor, doc.name);
    expect(await write(client, "<p>Allowed</p>")).toBe(true);
    // Access taken away without any re-check (as if the re-check message had been lost).
    await t.ctx.db
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.id, memberId), eq(workspaceMembers.workspaceId, workspaceId)));

    // Right after the decision it stands (no query per message).
    expect(await write(client, "<p>Still within the window</p>")).toBe(true);

    t.clock.advanceMinutes((COLLAB_ACCESS_RECHECK_MS + 1_000) / 60_000);
    client.doc.transact(() => replaceRichText(client.doc, "<p>Too late</p>"));
    await eventually(
      () => connectionsOf(doc.name, editor).length,
      (n) => n === 0,
      "the connection closed by the backstop",
    );
    expect(liveText(doc.name)).toBe("<p>Still within the window</p>");
  });
});

describe("one canonical name per document", () => {
  it("refuses an upper-case document name: no ticket, no socket, and a lock still holds", async () => {
    const { workspaceId, editor } = await workspaceWithEditor();
    const doc = await newDocument(workspaceId, "<p>Open</p>");
    const upper = collabDocumentName("document", workspaceId.toUpperCase(), doc.id.toUpperCase());

    const ticket = await t.request("POST", "/api/collab/ticket", {
      token: editor.token,
      body: { documentName: upper },
    });
    expectError(ticket, 400, "request.invalid");

    // A ticket for the upper-case name made directly on the hub (the endpoint never issues one).
    const [session] = await t.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256(editor.token)));
    const forged = await t.ctx.collab.issueTicket(
      { userId: editor.user.id, sessionId: session?.id ?? "", role: "USER" },
      upper,
    );
    const client = openCollab(wsUrl, upper, forged.ticket);
    clients.push(client);
    expect(await client.refused).toBeTruthy();

    // The canonical document is the only one, and the lock applies to it.
    const lock = await t.request("POST", `/api/page/document/${workspaceId}/${doc.id}/lock`, { token: owner.token });
    expect(lock.statusCode, lock.body).toBe(200);
    const canonical = await open(editor, doc.name);
    expect(await canonical.authenticated).toBe("readonly");
    expect(await write(canonical, "<p>Edited while locked</p>")).toBe(false);
    const names = await t.ctx.db
      .select({ name: collabDocuments.name })
      .from(collabDocuments)
      .where(eq(collabDocuments.targetId, doc.id));
    expect(names.map((n) => n.name)).toEqual([doc.name]);
    expect(t.ctx.collab.hocuspocus.documents.has(upper)).toBe(false);
  });
});
