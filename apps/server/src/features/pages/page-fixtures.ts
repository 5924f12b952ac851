// Test support for the page tests: pages of every kind made through HTTP, and calls on them.
import type { PageKind } from "@bearish/shared/pages/page-targets";
import { afterAll, beforeAll, expect } from "vitest";
import { createTestServer, type TestServer } from "../../test/test-server";
import {
  AUTHZ_ACTORS,
  AUTHZ_READERS,
  type AuthzActor,
  type AuthzCast,
  createAuthzCast,
  createCastWorkspace,
} from "../workspaces/authz-cast";
import { word } from "../workspaces/workspace-fixtures";

export interface TestPage {
  kind: PageKind;
  workspaceId: string;
  targetId: string;
  wikiId?: string;
}

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** What a page test file works in: its server, the authorization cast and the cast's workspace. */
export interface PageTestBed {
  t: TestServer;
  cast: AuthzCast;
  ws: string;
}

/**
 * Sets up a page test file: before its tests a server, the authorization cast and a workspace of the
 * cast's owner with the editor, commenter, viewer and guest member, handed to `ready`; after them the
 * server closes.
 */
export function usePageTestBed(ready: (bed: PageTestBed) => void, options?: Parameters<typeof createTestServer>[0]) {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const t = await createTestServer(options);
    server = t;
    const cast = await createAuthzCast(t);
    ready({ t, cast, ws: await createCastWorkspace(t, cast) });
  });
  afterAll(async () => {
    await server?.close();
  });
}

async function createdData(t: TestServer, token: string, path: string, body: unknown) {
  const res = await t.request("POST", `/api/${path}`, { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export async function createDocument(
  t: TestServer,
  token: string,
  workspaceId: string,
  body: Record<string, unknown> = {},
): Promise<TestPage> {
  const doc = await createdData(t, token, `document/${workspaceId}`, { title: word("Doc "), ...body });
  return { kind: "document", workspaceId, targetId: doc.id };
}

export async function createWhiteboard(
  t: TestServer,
  token: string,
  workspaceId: string,
  body: Record<string, unknown> = {},
): Promise<TestPage> {
  const board = await createdData(t, token, `whiteboard/${workspaceId}`, { title: word("Board "), ...body });
  return { kind: "whiteboard", workspaceId, targetId: board.id };
}

/** A new wiki (with its home page): its id and the home page's id. */
export async function createWiki(
  t: TestServer,
  token: string,
  workspaceId: string,
): Promise<{ wikiId: string; homePageId: string }> {
  const wiki = await createdData(t, token, `wiki/${workspaceId}`, { name: word("Wiki ") });
  return { wikiId: wiki.id, homePageId: wiki.homePageId };
}

export async function createWikiPage(
  t: TestServer,
  token: string,
  workspaceId: string,
  wikiId: string,
  body: Record<string, unknown> = {},
): Promise<TestPage> {
  const page = await createdData(t, token, `wiki/${workspaceId}/wiki/${wikiId}/page`, {
    title: word("Page "),
    ...body,
  });
  return { kind: "wiki_page", workspaceId, targetId: page.id, wikiId };
}

/** The status each caller of a page endpoint gets: `allowed` succeed, other readers 403, outsiders 404, signed out 401. */
export function pageStatuses(allowed: readonly AuthzActor[], success: number): Record<AuthzActor, number> {
  const result = {} as Record<AuthzActor, number>;
  for (const actor of AUTHZ_ACTORS) {
    if (actor === "signed out") result[actor] = 401;
    else if (!AUTHZ_READERS.includes(actor)) result[actor] = 404;
    else result[actor] = allowed.includes(actor) ? success : 403;
  }
  return result;
}

export const pagePath = (p: TestPage, rest: string) => `/api/page/${p.kind}/${p.workspaceId}/${p.targetId}/${rest}`;

/** Calls a page-menu path of `p` as `token`. */
export function onPage(
  t: TestServer,
  method: Method,
  p: TestPage,
  rest: string,
  token: string | undefined,
  body?: unknown,
) {
  return t.request(method, pagePath(p, rest), { token, ...(body === undefined ? {} : { body }) });
}

/** The page's state as `token` sees it (200 expected). */
export async function stateOf(t: TestServer, p: TestPage, token: string) {
  const res = await onPage(t, "GET", p, "state", token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** A comment anchor as the editor sends it (Yjs relative positions and the quote). */
export const anchor = (quote = "quoted") => ({
  from: { type: null, tname: "default", item: { client: 1, clock: 2 }, assoc: 0 },
  to: { type: null, tname: "default", item: { client: 1, clock: 9 }, assoc: -1 },
  quote,
});
