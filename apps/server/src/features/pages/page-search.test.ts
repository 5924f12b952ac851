import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchDocuments } from "../../db/schema/search-documents";
import type { TestServer } from "../../test/test-server";
import { type AuthzCast, createCastWorkspace } from "../workspaces/authz-cast";
import { word } from "../workspaces/workspace-fixtures";
import { createDocument, createWhiteboard, createWiki, createWikiPage, onPage, usePageTestBed } from "./page-fixtures";

let t: TestServer;
let cast: AuthzCast;
let ws: string;

usePageTestBed((bed) => ({ t, cast, ws } = bed));

const owner = () => cast.owner.token;
type Hit = { kind: string; id: string; title: string; url: string };
async function find(token: string, q: string): Promise<Hit[]> {
  const res = await t.request("GET", `/api/search?q=${encodeURIComponent(q)}&perKind=50`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.groups.flatMap((g: { hits: Hit[] }) => g.hits);
}
const entry = async (kind: string, id: string) => {
  const [row] = await t.ctx.db
    .select()
    .from(searchDocuments)
    .where(and(eq(searchDocuments.kind, kind), eq(searchDocuments.refId, id)));
  return row ?? null;
};

describe("page search", () => {
  it("lets members find a document by a word of its body, and nobody else", async () => {
    const secret = word("zebra");
    const doc = await createDocument(t, owner(), ws, {
      title: "Field notes",
      content: `<p>We saw a <em>${secret}</em> today</p>`,
    });
    const hits = await find(cast.editor.token, secret);
    expect(hits).toEqual([
      expect.objectContaining({
        kind: "document",
        id: doc.targetId,
        title: "Field notes",
        url: `/workspace/bearish/${ws}/doc/${doc.targetId}`,
      }),
    ]);
    expect(await find(cast.viewer.token, secret)).toHaveLength(1);
    expect(await find(cast.auditor.token, secret)).toHaveLength(1);
    expect(await find(cast["non-member"].token, secret)).toEqual([]);
    expect(await find(cast.guest.token, secret)).toEqual([]);
  });

  it("indexes wiki pages and the text written on whiteboards", async () => {
    const onBoard = word("board");
    const board = await createWhiteboard(t, owner(), ws, { title: "Retro" });
    const put = await t.request("PUT", `/api/whiteboard/${ws}/whiteboard/${board.targetId}`, {
      token: owner(),
      body: { content: { elements: [{ id: "e1", type: "text", text: `Idea ${onBoard}`, index: "a0" }], files: {} } },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await find(cast.editor.token, onBoard)).map((h) => [h.kind, h.id])).toEqual([
      ["whiteboard", board.targetId],
    ]);

    const inWiki = word("wiki");
    const { wikiId } = await createWiki(t, owner(), ws);
    const page = await createWikiPage(t, owner(), ws, wikiId, { title: `Guide ${inWiki}` });
    const hits = await find(cast.editor.token, inWiki);
    expect(hits).toEqual([
      expect.objectContaining({
        kind: "wiki_page",
        id: page.targetId,
        url: `/workspace/bearish/${ws}/wiki/${wikiId}/page/${page.targetId}`,
      }),
    ]);

    // A move to another wiki changes where the hit opens.
    const other = await createWiki(t, owner(), ws);
    expect(
      (await onPage(t, "POST", page, "move", owner(), { wikiId: other.wikiId, parentPageId: null })).statusCode,
    ).toBe(200);
    expect((await entry("wiki_page", page.targetId))?.url).toBe(
      `/workspace/bearish/${ws}/wiki/${other.wikiId}/page/${page.targetId}`,
    );
  });

  it("follows renames, leaves the index while archived and comes back when unarchived", async () => {
    const doc = await createDocument(t, owner(), ws);
    const renamed = word("renamed");
    expect((await onPage(t, "PUT", doc, "details", owner(), { title: `Now ${renamed}` })).statusCode).toBe(200);
    expect((await find(cast.editor.token, renamed)).map((h) => h.id)).toEqual([doc.targetId]);
    expect((await onPage(t, "POST", doc, "archive", owner())).statusCode).toBe(200);
    expect(await find(cast.editor.token, renamed)).toEqual([]);
    expect((await onPage(t, "POST", doc, "unarchive", owner())).statusCode).toBe(200);
    expect((await find(cast.editor.token, renamed)).map((h) => h.id)).toEqual([doc.targetId]);
  });

  it("follows the workspace's link access and deletion", async () => {
    const space = await createCastWorkspace(t, cast);
    const term = word("linked");
    const doc = await createDocument(t, owner(), space, { title: `Handbook ${term}` });
    expect(await find(cast["non-member"].token, term)).toEqual([]);
    const open = await t.request("PUT", `/api/workspace/${space}/general-access`, {
      token: owner(),
      body: { generalAccess: "anyone_with_link" },
    });
    expect(open.statusCode, open.body).toBe(200);
    expect((await find(cast["non-member"].token, term)).map((h) => h.id)).toEqual([doc.targetId]);
    expect(await find(cast.guest.token, term)).toEqual([]);

    const del = await t.request("DELETE", `/api/workspace/${space}`, { token: owner() });
    expect(del.statusCode, del.body).toBe(200);
    expect(await entry("document", doc.targetId)).toBeNull();
  });
});
