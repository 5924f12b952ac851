// The item API and the page menu agree: pages of a deleted wiki are gone everywhere, a locked or
// archived page cannot be renamed, moved or deleted through the item API, and a document's
// publication has one source of truth (the public link reads what PUT document wrote).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchDocuments } from "../../db/schema/search-documents";
import { documents } from "../../db/schema/workspace-items";
import { createTestServer, type TestServer } from "../../test/test-server";
import {
  createDocument,
  createWhiteboard,
  createWiki,
  createWikiPage,
  onPage,
  stateOf,
  type TestPage,
} from "../pages/page-fixtures";
import { type AuthzCast, createAuthzCast, createCastWorkspace } from "./authz-cast";
import { expectError, word } from "./workspace-fixtures";

let t: TestServer;
let cast: AuthzCast;
let ws: string;

beforeAll(async () => {
  t = await createTestServer();
  cast = await createAuthzCast(t);
  ws = await createCastWorkspace(t, cast);
});
afterAll(async () => {
  await t.close();
});

const owner = () => cast.owner.token;
const editor = () => cast.editor.token;
const api = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token: string, body?: unknown) =>
  t.request(method, `/api/${path}`, { token, ...(body === undefined ? {} : { body }) });
const search = async (q: string) =>
  (await api("GET", `search?q=${encodeURIComponent(q)}&perKind=50`, owner())).json().data.groups as {
    kind: string;
    hits: { id: string }[];
  }[];
const searchEntry = async (kind: string, id: string) =>
  t.ctx.db
    .select({ refId: searchDocuments.refId })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, id)));

/** Locks `page` as the owner (so the editor is "someone else"). */
async function lockByOwner(page: TestPage) {
  const res = await onPage(t, "POST", page, "lock", owner());
  expect(res.statusCode, res.body).toBe(200);
}
async function archive(page: TestPage) {
  const res = await onPage(t, "POST", page, "archive", owner());
  expect(res.statusCode, res.body).toBe(200);
}

describe("pages of a deleted wiki", () => {
  it("are gone from the page menu, versions, comments, tickets and search", async () => {
    const { wikiId } = await createWiki(t, owner(), ws);
    const secret = word("zebra");
    const page = await createWikiPage(t, owner(), ws, wikiId, { content: `<p>${secret}</p>` });
    const child = await createWikiPage(t, owner(), ws, wikiId, { parentPageId: page.targetId });
    expect((await search(secret)).flatMap((g) => g.hits.map((h) => h.id))).toContain(page.targetId);

    expect((await api("DELETE", `wiki/${ws}/${wikiId}`, owner())).statusCode).toBe(200);

    for (const p of [page, child]) {
      for (const path of ["state", "versions", "comments", "audit", "analytics"]) {
        expectError(await onPage(t, "GET", p, path, owner()), 404, "request.not_found");
      }
      expectError(await onPage(t, "POST", p, "comments", owner(), { body: "Still here?" }), 404, "request.not_found");
      expectError(await onPage(t, "POST", p, "lock", owner()), 404, "request.not_found");
      const name = `wiki_page:${ws}:${p.targetId}`;
      expectError(await api("POST", "collab/ticket", owner(), { documentName: name }), 404, "request.not_found");
      expect(await searchEntry("wiki_page", p.targetId)).toEqual([]);
    }
    expect((await search(secret)).flatMap((g) => g.hits)).toEqual([]);
  });
});

describe("lock and archive apply to the page itself, not only its content", () => {
  it("a document locked by someone else cannot be renamed or deleted; its locker can rename it", async () => {
    const doc = await createDocument(t, owner(), ws);
    await lockByOwner(doc);
    const path = `document/${ws}/document/${doc.targetId}`;
    expectError(await api("PUT", path, editor(), { title: "Renamed" }), 409, "page.locked");
    expectError(await api("DELETE", path, editor()), 409, "page.locked");
    expect((await api("GET", path, editor())).json().data.title).not.toBe("Renamed");
    const byLocker = await api("PUT", path, owner(), { title: "Renamed by the locker" });
    expect(byLocker.statusCode, byLocker.body).toBe(200);
  });

  it("an archived document or whiteboard cannot be renamed or deleted", async () => {
    const doc = await createDocument(t, owner(), ws);
    const board = await createWhiteboard(t, owner(), ws);
    await archive(doc);
    await archive(board);
    const docPath = `document/${ws}/document/${doc.targetId}`;
    const boardPath = `whiteboard/${ws}/whiteboard/${board.targetId}`;
    for (const token of [owner(), editor()]) {
      expectError(await api("PUT", docPath, token, { title: "Renamed" }), 409, "page.archived");
      expectError(await api("DELETE", docPath, token), 409, "page.archived");
      expectError(await api("PUT", boardPath, token, { title: "Renamed" }), 409, "page.archived");
      expectError(await api("PUT", boardPath, token, { description: "New" }), 409, "page.archived");
      expectError(await api("DELETE", boardPath, token), 409, "page.archived");
    }
    expect((await api("GET", docPath, owner())).statusCode).toBe(200);
    expect((await api("GET", boardPath, owner())).statusCode).toBe(200);
  });

  it("a whiteboard locked by someone else cannot be renamed or deleted", async () => {
    const board = await createWhiteboard(t, owner(), ws);
    await lockByOwner(board);
    const path = `whiteboard/${ws}/whiteboard/${board.targetId}`;
    expectError(await api("PUT", path, editor(), { title: "Renamed" }), 409, "page.locked");
    expectError(await api("DELETE", path, editor()), 409, "page.locked");
  });

  it("a locked or archived wiki page cannot be renamed, moved, reordered or deleted (nor a page above it)", async () => {
    const { wikiId } = await createWiki(t, owner(), ws);
    const parent = await createWikiPage(t, owner(), ws, wikiId);
    const locked = await createWikiPage(t, owner(), ws, wikiId, { parentPageId: parent.targetId });
    const archived = await createWikiPage(t, owner(), ws, wikiId);
    await lockByOwner(locked);
    await archive(archived);
    const pagePath = (p: TestPage) => `wiki/${ws}/wiki/${wikiId}/page/${p.targetId}`;

    expectError(await api("PUT", pagePath(locked), editor(), { title: "Renamed" }), 409, "page.locked");
    expectError(await api("PUT", pagePath(locked), editor(), { parentPageId: null }), 409, "page.locked");
    expectError(await api("PUT", pagePath(locked), editor(), { order: 7 }), 409, "page.locked");
    expectError(await api("DELETE", pagePath(locked), editor()), 409, "page.locked");
    // Deleting the parent would take the locked page with it.
    expectError(await api("DELETE", pagePath(parent), editor()), 409, "page.locked");
    expect((await api("GET", pagePath(parent), editor())).statusCode).toBe(200);
    expect((await api("GET", pagePath(locked), editor())).json().data.parentPageId).toBe(parent.targetId);

    expectError(await api("PUT", pagePath(archived), owner(), { title: "Renamed" }), 409, "page.archived");
    expectError(await api("DELETE", pagePath(archived), owner()), 409, "page.archived");

    const free = await createWikiPage(t, owner(), ws, wikiId);
    const deleted = await api("DELETE", pagePath(free), editor());
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await searchEntry("wiki_page", free.targetId)).toEqual([]);
  });
});

describe("a document's publication has one source of truth", () => {
  const publicRead = (token: string, password?: string) =>
    t.request(
      "GET",
      `/api/public/page/${token}`,
      password === undefined ? {} : { headers: { "x-page-password": password } },
    );
  const docRow = async (id: string) =>
    (
      await t.ctx.db
        .select({ isPublic: documents.isPublic, passwordHash: documents.passwordHash })
        .from(documents)
        .where(eq(documents.id, id))
    )[0];

  it("PUT document isPublic publishes through the page menu, and the public link serves it", async () => {
    const doc = await createDocument(t, owner(), ws, { content: "<p>Shared text</p>" });
    const path = `document/${ws}/document/${doc.targetId}`;
    const put = await api("PUT", path, editor(), { isPublic: true });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ isPublic: true, hasPassword: false });
    const published = (await stateOf(t, doc, owner())).published;
    expect(published).toMatchObject({ token: expect.any(String), hasPassword: false });
    const read = await publicRead(published.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.content).toContain("Shared text");

    const withPassword = await api("PUT", path, editor(), { password: "open sesame" });
    expect(withPassword.json().data).toMatchObject({ isPublic: true, hasPassword: true });
    expect((await stateOf(t, doc, owner())).published).toMatchObject({ token: published.token, hasPassword: true });
    expectError(await publicRead(published.token), 401, "page.password_required");
    expect((await publicRead(published.token, "open sesame")).statusCode).toBe(200);

    const off = await api("PUT", path, editor(), { isPublic: false });
    expect(off.json().data).toMatchObject({ isPublic: false, hasPassword: false });
    expect((await stateOf(t, doc, owner())).published).toBeNull();
    expectError(await publicRead(published.token, "open sesame"), 404, "request.not_found");
    expect(await docRow(doc.targetId)).toEqual({ isPublic: false, passwordHash: null });
  });

  it("publishing through the page menu shows on the document, and POST document with isPublic publishes", async () => {
    const doc = await createDocument(t, owner(), ws);
    expect((await onPage(t, "PUT", doc, "publish", owner(), { password: "letmein" })).statusCode).toBe(200);
    const got = await api("GET", `document/${ws}/document/${doc.targetId}`, editor());
    expect(got.json().data).toMatchObject({ isPublic: true, hasPassword: true });

    const created = await api("POST", `document/${ws}`, owner(), {
      title: "Public from the start",
      content: "<p>Hello</p>",
      isPublic: true,
      password: "open sesame",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ isPublic: true, hasPassword: true });
    const page: TestPage = { kind: "document", workspaceId: ws, targetId: created.json().data.id };
    const state = await stateOf(t, page, owner());
    expect(state.published).toMatchObject({ hasPassword: true });
    expect((await publicRead(state.published.token, "open sesame")).statusCode).toBe(200);
  });

  it("refuses a password or expiry for a document that stays unpublished, or an expiry in the past (nothing written)", async () => {
    const doc = await createDocument(t, owner(), ws);
    const path = `document/${ws}/document/${doc.targetId}`;
    expectError(await api("PUT", path, editor(), { password: "open sesame" }), 400, "request.invalid");
    expectError(
      await api("PUT", path, editor(), { isPublic: false, expirationDate: "2099-01-01T00:00:00.000Z" }),
      400,
      "request.invalid",
    );
    expectError(
      await api("PUT", path, editor(), { isPublic: true, expirationDate: "2000-01-01T00:00:00.000Z" }),
      400,
      "request.invalid",
    );
    const before = await api("GET", path, owner());
    expect(before.json().data).toMatchObject({ isPublic: false, hasPassword: false, version: 1 });
    expect((await stateOf(t, doc, owner())).published).toBeNull();
    const title = word("Untouched ");
    expectError(
      await api("POST", `document/${ws}`, owner(), { title, isPublic: false, password: "open sesame" }),
      400,
      "request.invalid",
    );
    const listed = (await api("GET", `document/${ws}?limit=100`, owner())).json().data as { title: string }[];
    expect(listed.map((d) => d.title)).not.toContain(title);
  });

  it("a locked document's publication cannot be changed by someone else through PUT document", async () => {
    const doc = await createDocument(t, owner(), ws);
    await lockByOwner(doc);
    const path = `document/${ws}/document/${doc.targetId}`;
    expectError(await api("PUT", path, editor(), { isPublic: true }), 409, "page.locked");
    expect((await stateOf(t, doc, owner())).published).toBeNull();
  });
});
