import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { wikiPages } from "../../db/schema/workspace-items";
import type { TestServer } from "../../test/test-server";
import type { AuthzCast } from "../workspaces/authz-cast";
import { expectError } from "../workspaces/workspace-fixtures";
import { createDocument, createWiki, createWikiPage, onPage, type TestPage, usePageTestBed } from "./page-fixtures";

let t: TestServer;
let cast: AuthzCast;
let ws: string;

usePageTestBed((bed) => ({ t, cast, ws } = bed));

const owner = () => cast.owner.token;
const page = (wikiId: string, title: string, parentPageId?: string) =>
  createWikiPage(t, owner(), ws, wikiId, { title, ...(parentPageId ? { parentPageId } : {}) });
const tree = (wikiId: string, body: Record<string, unknown>) =>
  t.request("PUT", `/api/wiki/${ws}/${wikiId}/tree`, { token: cast.editor.token, body });
const row = async (id: string) => {
  const [r] = await t.ctx.db
    .select({ wikiId: wikiPages.wikiId, parentPageId: wikiPages.parentPageId, order: wikiPages.order })
    .from(wikiPages)
    .where(eq(wikiPages.id, id));
  return r;
};
type Node = { id: string; title: string; parentPageId: string | null; order: number };
const childrenOf = (nodes: Node[], parent: string | null) =>
  nodes.filter((n) => n.parentPageId === parent).map((n) => n.title);

describe("tree reorder (drag and drop)", () => {
  it("places a page at an index among its siblings and renumbers them", async () => {
    const { wikiId } = await createWiki(t, owner(), ws);
    const a = await page(wikiId, "A");
    await page(wikiId, "B");
    const c = await page(wikiId, "C");
    const res = await tree(wikiId, { pageId: c.targetId, parentPageId: null, index: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const nodes: Node[] = res.json().data;
    expect(childrenOf(nodes, null)).toEqual(["C", "New Document", "A", "B"]);
    expect(nodes.filter((n) => n.parentPageId === null).map((n) => n.order)).toEqual([0, 1, 2, 3]);

    const moved = await tree(wikiId, { pageId: a.targetId, parentPageId: null, index: 99 });
    expect(childrenOf(moved.json().data, null)).toEqual(["C", "New Document", "B", "A"]);
  });

  it("re-parents a page with its children", async () => {
    const { wikiId } = await createWiki(t, owner(), ws);
    const parent = await page(wikiId, "Parent");
    const x = await page(wikiId, "X", parent.targetId);
    await page(wikiId, "Y", parent.targetId);
    const other = await page(wikiId, "Other");
    const child = await page(wikiId, "Child of other", other.targetId);
    const res = await tree(wikiId, { pageId: other.targetId, parentPageId: parent.targetId, index: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const nodes: Node[] = res.json().data;
    expect(childrenOf(nodes, parent.targetId)).toEqual(["X", "Other", "Y"]);
    expect(childrenOf(nodes, other.targetId)).toEqual(["Child of other"]);
    expect((await row(child.targetId))?.parentPageId).toBe(other.targetId);
    // Reading order: depth first.
    const titles = nodes.map((n) => n.title);
    expect(titles.indexOf("Child of other")).toBe(titles.indexOf("Other") + 1);
    expect((await row(x.targetId))?.order).toBe(0);
  });

  it("refuses a cycle and a parent from another wiki, changing nothing", async () => {
    const { wikiId } = await createWiki(t, owner(), ws);
    const top = await page(wikiId, "Top");
    const mid = await page(wikiId, "Mid", top.targetId);
    const before = [await row(top.targetId), await row(mid.targetId)];
    expectError(
      await tree(wikiId, { pageId: top.targetId, parentPageId: mid.targetId, index: 0 }),
      409,
      "page.invalid_move",
      "A page cannot move into itself or below itself",
    );
    expectError(
      await tree(wikiId, { pageId: top.targetId, parentPageId: top.targetId, index: 0 }),
      409,
      "page.invalid_move",
    );
    const elsewhere = await createWiki(t, owner(), ws);
    expectError(
      await tree(wikiId, { pageId: top.targetId, parentPageId: elsewhere.homePageId, index: 0 }),
      400,
      "request.invalid",
    );
    expectError(await tree(wikiId, { pageId: top.targetId, parentPageId: null, index: -1 }), 400, "request.invalid");
    expectError(
      await tree(elsewhere.wikiId, { pageId: top.targetId, parentPageId: null, index: 0 }),
      404,
      "request.not_found",
    );
    expect([await row(top.targetId), await row(mid.targetId)]).toEqual(before);
  });
});

describe("move to another wiki", () => {
  const move = (p: TestPage, body: Record<string, unknown>) => onPage(t, "POST", p, "move", owner(), body);

  it("moves the page and its whole subtree, at the end of the new parent's children", async () => {
    const from = await createWiki(t, owner(), ws);
    const to = await createWiki(t, owner(), ws);
    const branch = await page(from.wikiId, "Branch");
    const leaf = await page(from.wikiId, "Leaf", branch.targetId);
    const deeper = await page(from.wikiId, "Deeper", leaf.targetId);
    await page(to.wikiId, "Existing", to.homePageId);

    const res = await move(branch, { wikiId: to.wikiId, parentPageId: to.homePageId });
    expect(res.statusCode, res.body).toBe(200);
    const nodes: Node[] = res.json().data;
    expect(childrenOf(nodes, to.homePageId)).toEqual(["Existing", "Branch"]);
    for (const p of [branch, leaf, deeper]) expect((await row(p.targetId))?.wikiId).toBe(to.wikiId);
    expect((await row(deeper.targetId))?.parentPageId).toBe(leaf.targetId);
    // Its state now reads through the new wiki.
    const audit = (await onPage(t, "GET", branch, "audit", owner())).json().data;
    expect(audit[0]).toMatchObject({ action: "page.moved", details: { fromWikiId: from.wikiId, toWikiId: to.wikiId } });
  });

  it("keeps a wiki's home page in its wiki and refuses moves below itself", async () => {
    const from = await createWiki(t, owner(), ws);
    const to = await createWiki(t, owner(), ws);
    const home: TestPage = { kind: "wiki_page", workspaceId: ws, targetId: from.homePageId };
    expectError(
      await move(home, { wikiId: to.wikiId, parentPageId: null }),
      409,
      "page.invalid_move",
      "A wiki's home page cannot move to another wiki",
    );
    const child = await page(from.wikiId, "Child", from.homePageId);
    expectError(await move(home, { wikiId: from.wikiId, parentPageId: child.targetId }), 409, "page.invalid_move");
    expect((await row(from.homePageId))?.wikiId).toBe(from.wikiId);
    expect((await row(from.homePageId))?.parentPageId).toBeNull();
  });

  it("answers 404 for an unknown wiki and 400 for documents", async () => {
    const from = await createWiki(t, owner(), ws);
    const p = await page(from.wikiId, "P");
    expectError(await move(p, { wikiId: crypto.randomUUID(), parentPageId: null }), 404, "request.not_found");
    const doc = await createDocument(t, owner(), ws);
    expectError(await move(doc, { wikiId: from.wikiId, parentPageId: null }), 400, "request.invalid");
    expect((await row(p.targetId))?.wikiId).toBe(from.wikiId);
  });
});
