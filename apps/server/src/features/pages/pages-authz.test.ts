// The authorization table: every page endpoint against every kind of caller, and a refused write
// changes nothing.

import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { pageComments } from "../../db/schema/pages";
import { wikiPages } from "../../db/schema/workspace-items";
import type { TestServer } from "../../test/test-server";
import {
  AUTHZ_ACTORS,
  AUTHZ_COMMENTERS,
  AUTHZ_EDITORS,
  AUTHZ_READERS,
  type AuthzActor,
  type AuthzCast,
  expectAuthzOutcome,
} from "../workspaces/authz-cast";
import { word } from "../workspaces/workspace-fixtures";
import {
  anchor,
  createDocument,
  createWiki,
  createWikiPage,
  onPage,
  pageStatuses,
  stateOf,
  type TestPage,
  usePageTestBed,
} from "./page-fixtures";

let t: TestServer;
let cast: AuthzCast;
let shared: string;
let wiki: { wikiId: string; homePageId: string };
let otherWiki: { wikiId: string; homePageId: string };

usePageTestBed((bed) => ({ t, cast, ws: shared } = bed));
beforeAll(async () => {
  wiki = await createWiki(t, cast.owner.token, shared);
  otherWiki = await createWiki(t, cast.owner.token, shared);
});

const tokenOf = (actor: AuthzActor) => (actor === "signed out" ? undefined : cast[actor].token);
const owner = () => cast.owner.token;

type Level = "view" | "comment" | "edit";
const WHO: Record<Exclude<Level, "view">, AuthzActor[]> = { comment: AUTHZ_COMMENTERS, edit: AUTHZ_EDITORS };

/** The status each caller gets: `allowed` (by default those of the level) succeed, see `pageStatuses`. */
function expected(level: Level, success: number, allowed?: AuthzActor[]): Record<AuthzActor, number> {
  return pageStatuses(allowed ?? (level === "view" ? AUTHZ_READERS : WHO[level]), success);
}

interface Endpoint {
  name: string;
  statuses: Record<AuthzActor, number>;
  run(token: string | undefined): Promise<{ res: LightMyRequestResponse; check(allowed: boolean): Promise<void> }>;
}

const freshDoc = () => createDocument(t, owner(), shared);
const freshPage = () => createWikiPage(t, owner(), shared, wiki.wikiId);

const read = (name: string, rest: string, prepare: () => Promise<TestPage> = freshDoc): Endpoint => ({
  name,
  statuses: expected("view", 200),
  run: async (token) => {
    const page = await prepare();
    return { res: await onPage(t, "GET", page, rest, token), check: async () => {} };
  },
});

/** A write on a fresh page: `value` reads (as the owner) what the request would change. */
function write(
  name: string,
  spec: {
    method: "POST" | "PUT" | "DELETE";
    level: Level;
    success?: number;
    allowed?: AuthzActor[];
    prepare?: () => Promise<{ page: TestPage; extra?: string }>;
    rest: (extra: string | undefined) => string;
    body?: (page: TestPage, extra: string | undefined) => unknown;
    value: (page: TestPage, extra: string | undefined) => Promise<unknown>;
  },
): Endpoint {
  return {
    name,
    statuses: expected(spec.level, spec.success ?? 200, spec.allowed),
    run: async (token) => {
      const { page, extra } = spec.prepare ? await spec.prepare() : { page: await freshDoc() };
      const before = await spec.value(page, extra);
      const res = await onPage(t, spec.method, page, spec.rest(extra), token, spec.body?.(page, extra));
      return {
        res,
        check: async (allowed) => {
          const after = await spec.value(page, extra);
          if (allowed) expect(after).not.toEqual(before);
          else expect(after).toEqual(before);
        },
      };
    },
  };
}

const ownerDo = async (method: "POST" | "PUT" | "DELETE", page: TestPage, rest: string, body?: unknown) => {
  const res = await onPage(t, method, page, rest, owner(), body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const state = (page: TestPage) => stateOf(t, page, owner());
const withDoc = async (setup: (page: TestPage) => Promise<string | undefined>) => {
  const page = await freshDoc();
  return { page, extra: await setup(page) };
};
const comments = async (page: TestPage) =>
  (await t.ctx.db.select().from(pageComments).where(eq(pageComments.targetId, page.targetId))).map((c) => [
    c.id,
    c.body,
    c.resolvedAt,
    c.deletedAt,
  ]);
const suggestions = async (page: TestPage) => {
  const res = await onPage(t, "GET", page, "suggestions?status=all", owner());
  return res.json().data;
};
const pageRow = async (id: string) =>
  (await t.ctx.db.select().from(wikiPages).where(eq(wikiPages.id, id))).map((p) => [p.wikiId, p.parentPageId, p.order]);

const endpoints: Endpoint[] = [
  read("GET state", "state"),
  read("GET audit", "audit"),
  read("GET analytics", "analytics"),
  read("GET comments", "comments"),
  read("GET suggestions", "suggestions"),
  write("POST view", {
    method: "POST",
    level: "view",
    rest: () => "view",
    value: async (page) => (await onPage(t, "GET", page, "analytics", owner())).json().data.totalViews,
  }),
  write("POST lock", { method: "POST", level: "edit", rest: () => "lock", value: (p) => state(p) }),
  write("DELETE lock (the owner's lock)", {
    method: "DELETE",
    level: "edit",
    // The workspace's owner (and ADMIN) may unlock anyone's lock; an editor only their own.
    allowed: ["owner", "admin"],
    prepare: () => withDoc(async (p) => (await ownerDo("POST", p, "lock")) && undefined),
    rest: () => "lock",
    value: (p) => state(p),
  }),
  write("PUT publish", {
    method: "PUT",
    level: "edit",
    rest: () => "publish",
    body: () => ({ password: "open sesame" }),
    value: (p) => state(p),
  }),
  write("DELETE publish", {
    method: "DELETE",
    level: "edit",
    prepare: () => withDoc(async (p) => (await ownerDo("PUT", p, "publish", {})) && undefined),
    rest: () => "publish",
    value: (p) => state(p),
  }),
  write("POST archive", { method: "POST", level: "edit", rest: () => "archive", value: (p) => state(p) }),
  write("POST unarchive", {
    method: "POST",
    level: "edit",
    prepare: () => withDoc(async (p) => (await ownerDo("POST", p, "archive")) && undefined),
    rest: () => "unarchive",
    value: (p) => state(p),
  }),
  write("PUT details", {
    method: "PUT",
    level: "edit",
    rest: () => "details",
    body: () => ({ title: word("Renamed ") }),
    value: async (p) =>
      (await t.request("GET", `/api/document/${shared}/document/${p.targetId}`, { token: owner() })).json().data.title,
  }),
  write("POST move", {
    method: "POST",
    level: "edit",
    prepare: async () => ({ page: await freshPage() }),
    rest: () => "move",
    body: () => ({ wikiId: otherWiki.wikiId, parentPageId: null }),
    value: (p) => pageRow(p.targetId),
  }),
  write("POST comments", {
    method: "POST",
    level: "comment",
    success: 201,
    rest: () => "comments",
    body: () => ({ body: "A thought", anchor: anchor() }),
    value: comments,
  }),
  write("POST comments/{id}/replies", {
    method: "POST",
    level: "comment",
    success: 201,
    prepare: () => withDoc(async (p) => (await ownerDo("POST", p, "comments", { body: "Root" })).id),
    rest: (id) => `comments/${id}/replies`,
    body: () => ({ body: "A reply" }),
    value: comments,
  }),
  write("PUT comments/{id} (the owner's comment)", {
    method: "PUT",
    level: "comment",
    // Only its author edits a comment.
    allowed: ["owner"],
    prepare: () => withDoc(async (p) => (await ownerDo("POST", p, "comments", { body: "Root" })).id),
    rest: (id) => `comments/${id}`,
    body: () => ({ body: "Edited" }),
    value: comments,
  }),
  write("DELETE comments/{id} (the commenter's comment)", {
    method: "DELETE",
    level: "comment",
    // Its author or an editor.
    allowed: ["commenter", ...AUTHZ_EDITORS],
    prepare: () =>
      withDoc(async (p) => {
        const res = await onPage(t, "POST", p, "comments", cast.commenter.token, { body: "Mine" });
        expect(res.statusCode, res.body).toBe(201);
        return res.json().data.id;
      }),
    rest: (id) => `comments/${id}`,
    value: comments,
  }),
  write("POST comments/{id}/resolve", {
    method: "POST",
    level: "comment",
    prepare: () => withDoc(async (p) => (await ownerDo("POST", p, "comments", { body: "Root" })).id),
    rest: (id) => `comments/${id}/resolve`,
    body: () => ({ resolved: true }),
    value: comments,
  }),
  write("POST suggestions", {
    method: "POST",
    level: "comment",
    success: 201,
    rest: () => "suggestions",
    body: () => ({ anchor: anchor("old"), quote: "old", replacement: "new" }),
    value: suggestions,
  }),
  ...(["accept", "reject"] as const).map((action) =>
    write(`POST suggestions/{id}/${action}`, {
      method: "POST",
      level: "edit",
      prepare: () =>
        withDoc(
          async (p) =>
            (await ownerDo("POST", p, "suggestions", { anchor: anchor("old"), quote: "old", replacement: "new" })).id,
        ),
      rest: (id) => `suggestions/${id}/${action}`,
      value: suggestions,
    }),
  ),
  {
    name: "PUT wiki/{id}/{wikiId}/tree",
    statuses: expected("edit", 200),
    run: async (token) => {
      const first = await freshPage();
      const second = await freshPage();
      const value = async () => [...(await pageRow(first.targetId)), ...(await pageRow(second.targetId))];
      const before = await value();
      const res = await t.request("PUT", `/api/wiki/${shared}/${wiki.wikiId}/tree`, {
        token,
        body: { pageId: second.targetId, parentPageId: first.targetId, index: 0 },
      });
      return {
        res,
        check: async (allowed) => {
          const after = await value();
          if (allowed) expect(after).not.toEqual(before);
          else expect(after).toEqual(before);
        },
      };
    },
  },
];

describe.each(endpoints)("$name", (endpoint) => {
  it.each([...AUTHZ_ACTORS])("as %s", async (actor) => {
    const { res, check } = await endpoint.run(tokenOf(actor));
    const allowed = expectAuthzOutcome(res, endpoint.statuses[actor]);
    await check(allowed);
  });
});

describe("unknown pages", () => {
  it("answers 404 for a page that does not exist, even to the owner", async () => {
    const missing: TestPage = { kind: "document", workspaceId: shared, targetId: crypto.randomUUID() };
    expectAuthzOutcome(await onPage(t, "GET", missing, "state", owner()), 404);
    expectAuthzOutcome(await onPage(t, "POST", missing, "lock", owner()), 404);
  });
  it("answers 404 for a page of another kind under the same id", async () => {
    const doc = await freshDoc();
    expectAuthzOutcome(await onPage(t, "GET", { ...doc, kind: "whiteboard" }, "state", owner()), 404);
  });
});
