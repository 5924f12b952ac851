import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageVersions } from "../../db/schema/pages";
import { newId } from "../../platform/ids";
import { createTestServer, type TestServer } from "../../test/test-server";
import { type AuthzCast, createAuthzCast, createCastWorkspace } from "../workspaces/authz-cast";
import { expectError } from "../workspaces/workspace-fixtures";
import {
  createDocument,
  createWhiteboard,
  createWiki,
  createWikiPage,
  onPage,
  stateOf,
  type TestPage,
} from "./page-fixtures";

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
const fullName = (who: keyof AuthzCast) => `${cast[who].user.firstName} ${cast[who].user.lastName}`;
const ok = async (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record<string, unknown>;
};
const docTitle = async (p: TestPage) =>
  (await t.request("GET", `/api/document/${ws}/document/${p.targetId}`, { token: owner() })).json().data.title;

describe("state", () => {
  it("tells each reader their role and whether they may edit", async () => {
    const doc = await createDocument(t, owner(), ws);
    expect(await stateOf(t, doc, owner())).toEqual({
      role: "edit",
      canEdit: true,
      locked: null,
      published: null,
      archivedAt: null,
      bannerUrl: null,
    });
    expect(await stateOf(t, doc, cast.commenter.token)).toMatchObject({ role: "comment", canEdit: false });
    expect(await stateOf(t, doc, cast.viewer.token)).toMatchObject({ role: "view", canEdit: false });
  });
});

describe("lock", () => {
  it("lets one editor lock; others read only and get 409 with the locker's name", async () => {
    const doc = await createDocument(t, owner(), ws);
    const locked = await ok(await onPage(t, "POST", doc, "lock", editor()));
    expect(locked).toMatchObject({ canEdit: true, locked: { by: { id: cast.editor.user.id } } });
    expect(await stateOf(t, doc, owner())).toMatchObject({ role: "edit", canEdit: false });

    const refused = expectError(await onPage(t, "POST", doc, "lock", owner()), 409, "page.locked");
    expect(refused.message).toBe(`This page is locked by ${fullName("editor")}`);
    expectError(await onPage(t, "PUT", doc, "details", owner(), { title: "Nope" }), 409, "page.locked");

    // Locking again is harmless; the lock keeps its time.
    const again = await ok(await onPage(t, "POST", doc, "lock", editor()));
    expect(again.locked).toEqual(locked.locked);
  });

  it("is lifted by the locker or the workspace owner, not by another editor", async () => {
    const doc = await createDocument(t, owner(), ws);
    await ok(await onPage(t, "POST", doc, "lock", owner()));
    expectError(await onPage(t, "DELETE", doc, "lock", editor()), 403, "auth.forbidden");
    expect((await stateOf(t, doc, owner())).locked).not.toBeNull();
    expect((await ok(await onPage(t, "DELETE", doc, "lock", owner()))).locked).toBeNull();

    await ok(await onPage(t, "POST", doc, "lock", editor()));
    expect((await ok(await onPage(t, "DELETE", doc, "lock", owner()))).locked).toBeNull();
    await ok(await onPage(t, "POST", doc, "lock", editor()));
    expect((await ok(await onPage(t, "DELETE", doc, "lock", editor()))).locked).toBeNull();
  });

  it("asks the collaboration server to re-check open connections", async () => {
    const doc = await createDocument(t, owner(), ws);
    const recheck = vi.spyOn(t.ctx.collab, "recheckAccess");
    await ok(await onPage(t, "POST", doc, "lock", owner()));
    expect(recheck).toHaveBeenCalledWith(`document:${ws}:${doc.targetId}`);
    recheck.mockRestore();
  });
});

describe("archive", () => {
  it("makes the page read-only until unarchived", async () => {
    const doc = await createDocument(t, owner(), ws);
    const archived = await ok(await onPage(t, "POST", doc, "archive", editor()));
    expect(archived).toMatchObject({ canEdit: false });
    expect(archived.archivedAt).toEqual(expect.any(String));
    expectError(await onPage(t, "PUT", doc, "details", owner(), { title: "Nope" }), 409, "page.archived");
    expectError(await onPage(t, "POST", doc, "lock", owner()), 409, "page.archived");
    expectError(await onPage(t, "POST", doc, "comments", owner(), { body: "Hi" }), 409, "page.archived");
    const back = await ok(await onPage(t, "POST", doc, "unarchive", editor()));
    expect(back).toMatchObject({ canEdit: true, archivedAt: null });
  });
});

describe("details", () => {
  it("renames a document, announces it and records it", async () => {
    const doc = await createDocument(t, owner(), ws, { title: "Old name" });
    const publish = vi.spyOn(t.ctx.realtime, "publish");
    await ok(await onPage(t, "PUT", doc, "details", editor(), { title: "  New name " }));
    expect(await docTitle(doc)).toBe("New name");
    expect(publish).toHaveBeenCalledWith(
      `workspace:${ws}`,
      "item-updated",
      expect.objectContaining({ itemType: "document", id: doc.targetId, name: "New name" }),
    );
    publish.mockRestore();
    const audit = (await ok(await onPage(t, "GET", doc, "audit", owner()))) as unknown as { action: string }[];
    expect(audit[0]).toMatchObject({
      action: "page.details_changed",
      details: { title: "New name", previousTitle: "Old name" },
    });
  });

  it("gives whiteboards a description and any page a banner", async () => {
    const board = await createWhiteboard(t, owner(), ws);
    const state = await ok(
      await onPage(t, "PUT", board, "details", owner(), {
        description: "Sketches",
        bannerUrl: "https://images.example.com/banner.png",
      }),
    );
    expect(state.bannerUrl).toBe("https://images.example.com/banner.png");
    const read = await t.request("GET", `/api/whiteboard/${ws}/whiteboard/${board.targetId}`, { token: owner() });
    expect(read.json().data.description).toBe("Sketches");

    const doc = await createDocument(t, owner(), ws);
    const own = await ok(
      await onPage(t, "PUT", doc, "details", owner(), { bannerUrl: "/api/files/abc?expires=1&sig=x" }),
    );
    expect(own.bannerUrl).toBe("/api/files/abc?expires=1&sig=x");
    expect((await ok(await onPage(t, "PUT", doc, "details", owner(), { bannerUrl: null }))).bannerUrl).toBeNull();
  });

  it("refuses bad details with 400 and changes nothing", async () => {
    const doc = await createDocument(t, owner(), ws, { title: "Stays" });
    for (const body of [
      {},
      { title: "" },
      { title: "x".repeat(201) },
      { bannerUrl: "javascript:alert(1)" },
      { bannerUrl: "/etc/passwd" },
      { bannerUrl: "/api/files/../../secret" },
      { description: "Documents have none" },
    ]) {
      expectError(await onPage(t, "PUT", doc, "details", owner(), body), 400, "request.invalid");
    }
    expect(await docTitle(doc)).toBe("Stays");
    expect((await stateOf(t, doc, owner())).bannerUrl).toBeNull();
  });
});

describe("audit", () => {
  it("lists this page's changes, newest first, and only this page's", async () => {
    const doc = await createDocument(t, owner(), ws);
    const other = await createDocument(t, owner(), ws);
    await ok(await onPage(t, "POST", doc, "lock", owner()));
    await ok(await onPage(t, "DELETE", doc, "lock", owner()));
    await ok(await onPage(t, "POST", other, "lock", owner()));
    await ok(await onPage(t, "PUT", doc, "publish", owner(), {}));
    const res = await onPage(t, "GET", doc, "audit?limit=2", cast.viewer.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.map((a: { action: string }) => a.action)).toEqual(["page.published", "page.unlocked"]);
    expect(body.data[0]).toMatchObject({
      targetType: "document",
      targetId: doc.targetId,
      actor: { id: cast.owner.user.id },
    });
    expect(body.meta).toMatchObject({ total: 4, hasMore: true });
  });

  it("records wiki page changes under the page target", async () => {
    const { wikiId } = await createWiki(t, owner(), ws);
    const page = await createWikiPage(t, owner(), ws, wikiId);
    await ok(await onPage(t, "POST", page, "archive", owner()));
    const audit = (await ok(await onPage(t, "GET", page, "audit", owner()))) as unknown as Record<string, unknown>[];
    expect(audit[0]).toMatchObject({ action: "page.archived", targetType: "page", details: { wikiId } });
  });
});

describe("analytics", () => {
  it("counts views per day (30 days, zero-filled), viewers and editors", async () => {
    const doc = await createDocument(t, owner(), ws);
    const viewed = await ok(await onPage(t, "POST", doc, "view", cast.viewer.token));
    expect(viewed.views).toBe(1);
    await ok(await onPage(t, "POST", doc, "view", cast.viewer.token));
    // To just after the next UTC midnight (sessions last a day, so not a full day).
    const msToMidnight = 86_400_000 - (t.clock.now().getTime() % 86_400_000);
    t.clock.advanceMinutes(Math.ceil(msToMidnight / 60_000) + 1);
    await ok(await onPage(t, "POST", doc, "view", cast.owner.token));
    const now = t.clock.now();
    await t.ctx.db.insert(pageVersions).values([
      {
        id: newId(),
        workspaceId: ws,
        targetKind: "document",
        targetId: doc.targetId,
        title: "v1",
        content: "",
        reason: "auto",
        authorId: cast.owner.user.id,
        editorIds: [cast.owner.user.id, cast.editor.user.id],
        createdAt: now,
      },
      {
        id: newId(),
        workspaceId: ws,
        targetKind: "document",
        targetId: doc.targetId,
        title: "v2",
        content: "",
        reason: "manual",
        authorId: cast.editor.user.id,
        editorIds: [cast.editor.user.id],
        createdAt: now,
      },
    ]);

    const a = await ok(await onPage(t, "GET", doc, "analytics", cast.viewer.token));
    expect(a).toMatchObject({ totalViews: 3, uniqueViewers: 2 });
    const days = a.viewsByDay as { day: string; views: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toEqual({ day: now.toISOString().slice(0, 10), views: 1 });
    expect(days.at(-2)?.views).toBe(2);
    expect(days.slice(0, -2).every((d) => d.views === 0)).toBe(true);
    expect(a.editors).toEqual([
      { person: expect.objectContaining({ id: cast.editor.user.id }), versions: 2 },
      { person: expect.objectContaining({ id: cast.owner.user.id }), versions: 1 },
    ]);
    expect(a.lastEditedAt).toEqual(expect.any(String));
  });
});
