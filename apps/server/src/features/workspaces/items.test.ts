import { randomUUID } from "node:crypto";
import { INVALID_ITEM_TYPE_MESSAGE } from "@bearish/shared/workspaces/workspace-items";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents } from "../../db/schema/workspace-items";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { multipartBody } from "../uploads/upload-fixtures";
import { addMember, createWorkspace, expectError, person } from "./workspace-fixtures";

let t: TestServer;
let owner: TestUser;
let viewer: TestUser;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestServer();
  owner = await person(t, "USER", "Olive");
  viewer = await person(t, "USER", "Vera");
  workspaceId = (await createWorkspace(t, owner)).id;
  await addMember(t, workspaceId, owner, viewer);
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, body: unknown, token = owner.token) => t.request("POST", `/api/${path}`, { token, body });
const put = (path: string, body: unknown, token = owner.token) => t.request("PUT", `/api/${path}`, { token, body });
const get = (path: string, token = owner.token) => t.request("GET", `/api/${path}`, { token });
const del = (path: string, token = owner.token) => t.request("DELETE", `/api/${path}`, { token });
const created = async (path: string, body: unknown) => {
  const res = await post(path, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

describe("add an item (POST workspace/{id})", () => {
  it.each([
    ["Board", "components"],
    ["List", "components"],
    ["Checklist", "components"],
    ["Whiteboard", "whiteboard"],
    ["Document", "document"],
    ["Wiki", "wiki"],
  ])("creates a %s and it appears in the items menu", async (type, group) => {
    const w = await createWorkspace(t, owner);
    const res = await post(`workspace/${w.id}`, { name: `My ${type}`, type });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: "Item created", data: { name: `My ${type}`, type } });
    const items = (await get(`workspace/${w.id}/items`, owner.token)).json().data;
    expect(Object.keys(items)).toEqual(["components", "whiteboard", "document", "wiki"]);
    expect(items[group]).toEqual([expect.objectContaining({ id: res.json().data.id })]);
    if (group === "components") expect(items.components[0].componentType).toBe(type);
  });

  it("accepts a multipart form too", async () => {
    const { payload, contentType } = multipartBody([
      { field: "name", content: "From a form" },
      { field: "type", content: "Checklist" },
    ]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/workspace/${workspaceId}`,
      payload,
      headers: { "content-type": contentType, authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ name: "From a form", type: "Checklist" });
  });

  it.each(["Spreadsheet", "board", "", 42])("refuses the type %j with 400 Invalid item type", async (type) => {
    const before = (await get(`workspace/${workspaceId}/items`)).json().data;
    expectError(
      await post(`workspace/${workspaceId}`, { name: "X", type }),
      400,
      "request.invalid",
      INVALID_ITEM_TYPE_MESSAGE,
    );
    expect((await get(`workspace/${workspaceId}/items`)).json().data).toEqual(before);
  });

  it("needs a name", async () => {
    expectError(
      await post(`workspace/${workspaceId}`, { name: "  ", type: "Board" }),
      400,
      "request.invalid",
      "Item name is required",
    );
  });
});

describe("components", () => {
  it("creates, reads, lists (page 1, limit 100), updates and soft-deletes", async () => {
    const c = await created(`component/${workspaceId}`, {
      name: "Sprint 1",
      componentType: "Board",
      description: "Two weeks",
    });
    expect(c).toMatchObject({ name: "Sprint 1", componentType: "Board", description: "Two weeks", isFreeform: false });
    expect((await get(`component/${workspaceId}/component/${c.id}`, viewer.token)).json().data).toEqual(c);
    const listed = await get(`component/${workspaceId}`, viewer.token);
    expect(listed.json().meta).toMatchObject({ page: 1, limit: 100 });
    expect(listed.json().data.map((x: { id: string }) => x.id)).toContain(c.id);
    const renamed = await put(`component/${workspaceId}/component/${c.id}`, { name: "Sprint 2", isFreeform: true });
    expect(renamed.json().data).toMatchObject({ name: "Sprint 2", isFreeform: true, componentType: "Board" });
    expectError(
      await put(`component/${workspaceId}/component/${c.id}`, { name: "Nope" }, viewer.token),
      403,
      "auth.forbidden",
    );
    expect((await del(`component/${workspaceId}/component/${c.id}`)).statusCode).toBe(200);
    expectError(
      await get(`component/${workspaceId}/component/${c.id}`),
      404,
      "request.not_found",
      "Component not found",
    );
    expect((await get(`component/${workspaceId}`)).json().data.map((x: { id: string }) => x.id)).not.toContain(c.id);
  });

  it("refuses an unknown component type", async () => {
    expectError(
      await post(`component/${workspaceId}`, { name: "X", componentType: "Gantt" }),
      400,
      "request.invalid",
      INVALID_ITEM_TYPE_MESSAGE,
    );
  });

  it("keeps items of one workspace out of another", async () => {
    const c = await created(`component/${workspaceId}`, { name: "Mine", componentType: "List" });
    const other = await createWorkspace(t, owner);
    expectError(await get(`component/${other.id}/component/${c.id}`), 404, "request.not_found");
  });
});

describe("whiteboards", () => {
  it("creates with a title, saves a drawing, lists titles", async () => {
    const w = await created(`whiteboard/${workspaceId}`, { title: "Brainstorm", description: "Ideas" });
    expect(w).toMatchObject({ title: "Brainstorm", description: "Ideas", content: null });
    const scene = {
      elements: [{ id: "r1", type: "rectangle", x: 1, y: 2 }],
      files: {},
      appState: { viewBackgroundColor: "#fff" },
    };
    const saved = await put(`whiteboard/${workspaceId}/whiteboard/${w.id}`, { content: scene });
    expect(saved.json().data.content).toEqual(scene);
    expect((await get(`whiteboard/${workspaceId}/whiteboard/${w.id}`, viewer.token)).json().data.content).toEqual(
      scene,
    );
    const list = (await get(`whiteboard/${workspaceId}`)).json().data;
    expect(list.find((x: { id: string }) => x.id === w.id)).toEqual({
      id: w.id,
      title: "Brainstorm",
      description: "Ideas",
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await del(`whiteboard/${workspaceId}/whiteboard/${w.id}`)).statusCode).toBe(200);
    expect((await get(`whiteboard/${workspaceId}/whiteboard/${w.id}`)).statusCode).toBe(404);
  });
});

describe("documents", () => {
  it("never returns the password, only that there is one (stored as an argon2id hash)", async () => {
    const d = await created(`document/${workspaceId}`, {
      title: "Secret plan",
      content: "<p>Hello</p>",
      isPublic: true,
      password: "open sesame",
      expirationDate: "2030-01-01T00:00:00.000Z",
    });
    expect(d).toMatchObject({
      title: "Secret plan",
      content: "<p>Hello</p>",
      isPublic: true,
      hasPassword: true,
      expirationDate: "2030-01-01T00:00:00.000Z",
      version: 1,
    });
    for (const res of [
      await get(`document/${workspaceId}/document/${d.id}`),
      await get(`document/${workspaceId}`),
      await get(`workspace/${workspaceId}/items`),
    ]) {
      expect(res.body).not.toContain("open sesame");
      expect(res.body).not.toContain("argon2");
      expect(res.body).not.toMatch(/"password(Hash)?"/i);
    }
    const [row] = await t.ctx.db.select({ hash: documents.passwordHash }).from(documents).where(eq(documents.id, d.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    const cleared = await put(`document/${workspaceId}/document/${d.id}`, { password: null });
    expect(cleared.json().data.hasPassword).toBe(false);
  });

  it("sanitizes HTML on write", async () => {
    const d = await created(`document/${workspaceId}`, {
      title: "Unsafe",
      content:
        '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><a href="https://ok.example">ok</a></p><script>alert(1)</script><img src="x" onerror="e()"><iframe src="https://evil"></iframe>',
    });
    expect(d.content).toBe(
      '<p>Hi x<a target="_blank" rel="noopener noreferrer nofollow" href="https://ok.example">ok</a></p>',
    );
  });

  it("bumps the version on every save and answers 409 to a stale one, changing nothing", async () => {
    const d = await created(`document/${workspaceId}`, { title: "Draft" });
    const first = await put(`document/${workspaceId}/document/${d.id}`, { content: "<p>one</p>", version: 1 });
    expect(first.json().data).toMatchObject({ version: 2, content: "<p>one</p>" });
    const stale = await put(`document/${workspaceId}/document/${d.id}`, { content: "<p>lost</p>", version: 1 });
    expectError(stale, 409, "workspace.version_conflict");
    expect((await get(`document/${workspaceId}/document/${d.id}`)).json().data).toMatchObject({
      version: 2,
      content: "<p>one</p>",
    });
    const blind = await put(`document/${workspaceId}/document/${d.id}`, { title: "Final" });
    expect(blind.json().data).toMatchObject({ version: 3, title: "Final" });
    expectError(
      await put(`document/${workspaceId}/document/${randomUUID()}`, { title: "x" }),
      404,
      "request.not_found",
    );
  });
});

describe("wikis and pages", () => {
  it("creates a wiki with its home page 'New Document' and lists its pages", async () => {
    const wiki = await created(`wiki/${workspaceId}`, { name: "Handbook", description: "How we work" });
    expect(wiki).toMatchObject({ name: "Handbook", description: "How we work", homePageId: expect.any(String) });
    expect(wiki.pages).toEqual([
      expect.objectContaining({ id: wiki.homePageId, title: "New Document", isWikiHome: true, parentPageId: null }),
    ]);
    const page = await created(`wiki/${workspaceId}/wiki/${wiki.id}/page`, {});
    expect(page).toMatchObject({
      wikiId: wiki.id,
      title: "New Document",
      content: "",
      version: 1,
      order: 1,
      isWikiHome: false,
      isDeleted: false,
    });
    const child = await created(`wiki/${workspaceId}/wiki/${wiki.id}/page`, {
      title: "Onboarding",
      parentPageId: page.id,
      content: "<h2>Day one</h2>",
    });
    expect(child).toMatchObject({ parentPageId: page.id, order: 0 });
    const list = (await get(`wiki/${workspaceId}`, viewer.token)).json().data;
    expect(list.find((w: { id: string }) => w.id === wiki.id).pages.map((p: { title: string }) => p.title)).toEqual([
      "New Document",
      "New Document",
      "Onboarding",
    ]);
    for (const path of [
      `wiki/${workspaceId}/${wiki.id}/page/${child.id}`,
      `wiki/${workspaceId}/wiki/${wiki.id}/page/${child.id}`,
    ]) {
      expect((await get(path, viewer.token)).json().data).toMatchObject({ id: child.id, content: "<h2>Day one</h2>" });
    }
  });

  it("versions page edits with 409 on a stale version, and refuses moving a page under itself", async () => {
    const wiki = await created(`wiki/${workspaceId}`, { name: "Versions" });
    const parent = await created(`wiki/${workspaceId}/wiki/${wiki.id}/page`, { title: "Parent" });
    const child = await created(`wiki/${workspaceId}/wiki/${wiki.id}/page`, {
      title: "Child",
      parentPageId: parent.id,
    });
    const path = `wiki/${workspaceId}/${wiki.id}/page/${parent.id}`;
    expect((await put(path, { title: "Parent 2", version: 1 })).json().data).toMatchObject({
      version: 2,
      title: "Parent 2",
    });
    expectError(await put(path, { title: "Lost", version: 1 }), 409, "workspace.version_conflict");
    expect((await get(path)).json().data.title).toBe("Parent 2");
    expectError(
      await put(path, { parentPageId: child.id }),
      400,
      "request.invalid",
      "A page cannot be moved under itself",
    );
    expectError(
      await put(path, { parentPageId: parent.id }),
      400,
      "request.invalid",
      "A page cannot be moved under itself",
    );
    expectError(
      await post(`wiki/${workspaceId}/wiki/${wiki.id}/page`, { parentPageId: randomUUID() }),
      400,
      "request.invalid",
      "The parent page must be a page of this wiki",
    );
  });

  it("changes the home page, deletes a page with the pages below it, and keeps the home page", async () => {
    const wiki = await created(`wiki/${workspaceId}`, { name: "Trees" });
    const top = await created(`wiki/${workspaceId}/wiki/${wiki.id}/page`, { title: "Top" });
    const below = await created(`wiki/${workspaceId}/wiki/${wiki.id}/page`, { title: "Below", parentPageId: top.id });
    expectError(
      await del(`wiki/${workspaceId}/${wiki.id}/page/${wiki.homePageId}`),
      400,
      "request.invalid",
      "The wiki's home page cannot be deleted; make another page the home first",
    );
    const rehomed = await put(`wiki/${workspaceId}/${wiki.id}`, { homePageId: top.id, name: "Trees 2" });
    expect(rehomed.json().data).toMatchObject({ name: "Trees 2", homePageId: top.id });
    expect(
      rehomed
        .json()
        .data.pages.filter((p: { isWikiHome: boolean }) => p.isWikiHome)
        .map((p: { id: string }) => p.id),
    ).toEqual([top.id]);
    expect((await del(`wiki/${workspaceId}/${wiki.id}/page/${wiki.homePageId}`)).statusCode).toBe(200);
    expect((await del(`wiki/${workspaceId}/${wiki.id}/page/${top.id}`)).statusCode).toBe(400);
    await put(`wiki/${workspaceId}/${wiki.id}`, { homePageId: below.id });
    expect((await del(`wiki/${workspaceId}/${wiki.id}/page/${top.id}`)).statusCode).toBe(400);
    const other = await created(`wiki/${workspaceId}/wiki/${wiki.id}/page`, { title: "Other" });
    const child = await created(`wiki/${workspaceId}/wiki/${wiki.id}/page`, { title: "Child", parentPageId: other.id });
    expect((await del(`wiki/${workspaceId}/wiki/${wiki.id}/page/${other.id}`)).statusCode).toBe(200);
    expect((await get(`wiki/${workspaceId}/${wiki.id}/page/${child.id}`)).statusCode).toBe(404);
    expect(
      (await get(`wiki/${workspaceId}/${wiki.id}`)).json().data.pages.map((p: { title: string }) => p.title),
    ).toEqual(["Top", "Below"]);
    expect((await del(`wiki/${workspaceId}/${wiki.id}`)).statusCode).toBe(200);
    expectError(await get(`wiki/${workspaceId}/${wiki.id}`), 404, "request.not_found", "Wiki not found");
    expectError(
      await get(`wiki/${workspaceId}/${wiki.id}/page/${below.id}`),
      404,
      "request.not_found",
      "Wiki not found",
    );
  });

  it("records item changes as activity", async () => {
    const w = await createWorkspace(t, owner);
    await created(`wiki/${w.id}`, { name: "Logbook" });
    const activity = (await get(`workspace/${w.id}/activity`)).json().data;
    expect(activity[0]).toMatchObject({
      action: "item.created",
      targetType: "wiki",
      summary: "created the wiki Logbook",
      actor: { id: owner.user.id },
    });
  });
});

describe("analytics", () => {
  it("counts members by role, items by type and changes per day", async () => {
    const me = await person(t);
    const w = await createWorkspace(t, me);
    await addMember(t, w.id, me, await person(t), "EDITOR");
    await addMember(t, w.id, me, await person(t));
    await addMember(t, w.id, me, await person(t));
    for (const [name, type] of [
      ["Sprint", "Board"],
      ["Todo", "Checklist"],
      ["Spec", "Document"],
      ["Handbook", "Wiki"],
    ]) {
      const res = await t.request("POST", `/api/workspace/${w.id}`, { token: me.token, body: { name, type } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await t.request("GET", `/api/workspace/${w.id}/analytics`, { token: me.token });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(a.members).toEqual({ total: 4, byRole: { OWNER: 1, EDITOR: 1, COMMENTER: 0, VIEWER: 2 } });
    expect(a.items).toEqual({
      total: 4,
      byType: { Board: 1, List: 0, Checklist: 1, Whiteboard: 0, Document: 1, Wiki: 1 },
      wikiPages: 1,
    });
    expect(a.activity.perDay).toHaveLength(30);
    expect(a.activity.perDay.at(-1)).toEqual({ date: t.clock.now().toISOString().slice(0, 10), count: 8 });
    expect(a.activity.total).toBe(8);
    expect(a.activity.recent).toHaveLength(8);
  });
});
