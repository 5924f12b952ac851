// Version history: authorization table of every route, and restore through the live document.
import { collabDocumentName } from "@bearish/shared/pages/page-targets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageStates } from "../../db/schema/pages";
import { listen } from "../../platform/realtime/realtime-test-client";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, expectError, person } from "../workspaces/workspace-fixtures";
import { richTextOf } from "./collab-content";
import { eventually, openCollab, ticketFor } from "./collab-test-client";

let t: TestServer;
let wsUrl: string;
let owner: TestUser;
let editor: TestUser;
let commenter: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestServer();
  wsUrl = `${(await listen(t)).replace("http", "ws")}/api/collab`;
  owner = await person(t);
  editor = await person(t);
  commenter = await person(t);
  viewer = await person(t);
  stranger = await person(t);
  workspaceId = (await createWorkspace(t, owner)).id;
  await addMember(t, workspaceId, owner, editor, "EDITOR");
  await addMember(t, workspaceId, owner, commenter, "COMMENTER");
  await addMember(t, workspaceId, owner, viewer, "VIEWER");
});

afterAll(async () => {
  await t.close();
});

async function newDocument(content: string): Promise<string> {
  const res = await t.request("POST", `/api/document/${workspaceId}`, {
    token: owner.token,
    body: { title: "History", content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const base = (id: string) => `/api/page/document/${workspaceId}/${id}/versions`;

describe("authorization", () => {
  const cases = [
    ["owner", () => owner.token, { list: 200, create: 201, view: 200, restore: 200 }],
    ["editor", () => editor.token, { list: 200, create: 201, view: 200, restore: 200 }],
    ["commenter", () => commenter.token, { list: 200, create: 403, view: 200, restore: 403 }],
    ["viewer", () => viewer.token, { list: 200, create: 403, view: 200, restore: 403 }],
    ["non-member", () => stranger.token, { list: 404, create: 404, view: 404, restore: 404 }],
    ["signed out", () => undefined, { list: 401, create: 401, view: 401, restore: 401 }],
  ] as const;

  it.each(cases)("%s", async (_who, token, expected) => {
    const id = await newDocument("<p>v1</p>");
    const saved = await t.request("POST", base(id), { token: owner.token, body: { label: "First" } });
    expect(saved.statusCode, saved.body).toBe(201);
    const versionId = saved.json().data.id;
    expect((await t.request("GET", base(id), { token: token() })).statusCode).toBe(expected.list);
    expect((await t.request("POST", base(id), { token: token(), body: {} })).statusCode).toBe(expected.create);
    expect((await t.request("GET", `${base(id)}/${versionId}`, { token: token() })).statusCode).toBe(expected.view);
    expect((await t.request("POST", `${base(id)}/${versionId}/restore`, { token: token() })).statusCode).toBe(
      expected.restore,
    );
  });

  it("rejects bad input with 400 and writes nothing", async () => {
    const id = await newDocument("<p>v1</p>");
    expectError(
      await t.request("POST", base(id), { token: owner.token, body: { label: "x".repeat(101) } }),
      400,
      "request.invalid",
    );
    expectError(await t.request("GET", `${base(id)}/not-a-uuid`, { token: owner.token }), 400, "request.invalid");
    expectError(
      await t.request("GET", `/api/page/folder/${workspaceId}/${id}/versions`, { token: owner.token }),
      400,
      "request.invalid",
    );
    expect((await t.request("GET", base(id), { token: owner.token })).json().data).toEqual([]);
  });
});

describe("versions", () => {
  it("lists newest first with author and label, and shows one with its content", async () => {
    const id = await newDocument("<p>one</p>");
    await t.request("POST", base(id), { token: editor.token, body: { label: "Draft" } });
    await t.request("PUT", `/api/document/${workspaceId}/document/${id}`, {
      token: owner.token,
      body: { content: "<p>two</p>" },
    });
    await t.request("POST", base(id), { token: owner.token, body: {} });
    const list = await t.request("GET", `${base(id)}?limit=1`, { token: viewer.token });
    expect(list.json().meta).toMatchObject({ page: 1, limit: 1, hasMore: true });
    const all = (await t.request("GET", base(id), { token: viewer.token })).json().data;
    expect(all.map((v: { label: string | null }) => v.label)).toEqual([null, "Draft"]);
    expect(all[1]).toMatchObject({ reason: "manual", author: { id: editor.user.id }, title: "History" });
    const one = (await t.request("GET", `${base(id)}/${all[1].id}`, { token: viewer.token })).json().data;
    expect(one.content).toBe("<p>one</p>");
  });

  it("restore replaces the live document for everyone and keeps the state before it", async () => {
    const id = await newDocument("<p>original</p>");
    const first = (await t.request("POST", base(id), { token: owner.token, body: { label: "Original" } })).json().data;
    await t.request("PUT", `/api/document/${workspaceId}/document/${id}`, {
      token: owner.token,
      body: { content: "<p>rewritten</p>" },
    });
    const name = collabDocumentName("document", workspaceId, id);
    const client = openCollab(wsUrl, name, await ticketFor(t, viewer.token, name));
    try {
      await client.synced;
      expect(richTextOf(client.doc)).toBe("<p>rewritten</p>");
      const restored = await t.request("POST", `${base(id)}/${first.id}/restore`, { token: editor.token });
      expect(restored.statusCode, restored.body).toBe(200);
      expect(restored.json().data).toMatchObject({ reason: "restore", author: { id: editor.user.id } });
      await eventually(
        () => richTextOf(client.doc),
        (html) => html === "<p>original</p>",
        "the restored content at the client",
      );
    } finally {
      client.close();
    }
    const got = await t.request("GET", `/api/document/${workspaceId}/document/${id}`, { token: owner.token });
    expect(got.json().data.content).toBe("<p>original</p>");
    const list = (await t.request("GET", base(id), { token: owner.token })).json().data;
    expect(list.slice(0, 2).map((v: { reason: string }) => v.reason)).toEqual(["restore", "before_restore"]);
    const before = (await t.request("GET", `${base(id)}/${list[1].id}`, { token: owner.token })).json().data;
    expect(before.content).toBe("<p>rewritten</p>");
  });

  it("restore answers 409 while someone else holds the lock", async () => {
    const id = await newDocument("<p>locked</p>");
    const version = (await t.request("POST", base(id), { token: owner.token, body: {} })).json().data;
    const now = t.clock.now();
    await t.ctx.db.insert(pageStates).values({
      workspaceId,
      targetKind: "document",
      targetId: id,
      lockedBy: owner.user.id,
      lockedAt: now,
      updatedAt: now,
    });
    expectError(
      await t.request("POST", `${base(id)}/${version.id}/restore`, { token: editor.token }),
      409,
      "page.locked",
    );
    expect((await t.request("POST", `${base(id)}/${version.id}/restore`, { token: owner.token })).statusCode).toBe(200);
  });

  it("whiteboards keep their scene as JSON", async () => {
    const created = await t.request("POST", `/api/whiteboard/${workspaceId}`, {
      token: owner.token,
      body: { title: "Board" },
    });
    const id = created.json().data.id;
    const scene = { elements: [{ id: "e1", type: "rectangle", index: "a0" }], files: {} };
    await t.request("PUT", `/api/whiteboard/${workspaceId}/whiteboard/${id}`, {
      token: owner.token,
      body: { content: scene },
    });
    const url = `/api/page/whiteboard/${workspaceId}/${id}/versions`;
    const saved = (await t.request("POST", url, { token: editor.token, body: {} })).json().data;
    const one = (await t.request("GET", `${url}/${saved.id}`, { token: viewer.token })).json().data;
    expect(JSON.parse(one.content)).toEqual(scene);
  });
});
