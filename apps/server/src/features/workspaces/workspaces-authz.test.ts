// The authorization table: every workspace endpoint against every kind of caller, and a refused
// write changes nothing.

import { and, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workspacePins } from "../../db/schema/workspaces";
import { createTestServer, type TestServer } from "../../test/test-server";
import {
  AUTHZ_ACTORS,
  type AuthzActor,
  type AuthzCast,
  createAuthzCast,
  createCastWorkspace,
  expectAuthzOutcome,
} from "./authz-cast";
import { addMember, person, word } from "./workspace-fixtures";

const ACTORS = AUTHZ_ACTORS;
type Actor = AuthzActor;

let t: TestServer;
let users: AuthzCast;
/** The shared workspace every actor but the outsiders belongs to (restricted). */
let shared: string;

beforeAll(async () => {
  t = await createTestServer();
  users = await createAuthzCast(t);
  shared = await freshWorkspace();
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (actor: Actor) => (actor === "signed out" ? undefined : users[actor].token);
const owner = () => users.owner.token;

/** A workspace with the owner, an editor, a commenter, a viewer and a guest added as viewer. */
async function freshWorkspace(body: Record<string, unknown> = {}): Promise<string> {
  return createCastWorkspace(t, users, body);
}

const api = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token: string | undefined, body?: unknown) =>
  t.request(method, `/api/${path}`, { token, ...(body === undefined ? {} : { body }) });
const dataOf = async (path: string) => {
  const res = await api("GET", path, owner());
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data;
};
const workspace = () => dataOf(`workspace/${shared}`);
const createdId = async (path: string, body: unknown) => {
  const res = await api("POST", path, owner(), body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
};

type Level = "list" | "create" | "view" | "edit" | "owner";
const READERS: Actor[] = ["owner", "editor", "commenter", "viewer", "guest member", "auditor", "admin"];
const EDITORS: Actor[] = ["owner", "editor", "admin"];
const OWNERS: Actor[] = ["owner", "admin"];

function expected(level: Level, success: number): Record<Actor, number> {
  const result = {} as Record<Actor, number>;
  for (const actor of ACTORS) {
    if (actor === "signed out") result[actor] = 401;
    else if (level === "list") result[actor] = success;
    else if (level === "create") result[actor] = ["guest member", "guest", "auditor"].includes(actor) ? 403 : success;
    else if (!READERS.includes(actor)) result[actor] = 404;
    else if (level === "view") result[actor] = success;
    else result[actor] = (level === "edit" ? EDITORS : OWNERS).includes(actor) ? success : 403;
  }
  return result;
}

interface Endpoint {
  name: string;
  level: Level;
  success: number;
  /** Prepares fresh targets, sends the request, and returns how to check the state after it. */
  run(token: string | undefined): Promise<{ res: LightMyRequestResponse; check(allowed: boolean): Promise<void> }>;
}

const noCheck = async () => {};
const read = (name: string, path: () => string): Endpoint => ({
  name,
  level: "view",
  success: 200,
  run: async (token) => ({ res: await api("GET", path(), token), check: noCheck }),
});

/** A write on the shared workspace: `value()` reads the state the request would change. */
function write(
  name: string,
  spec: {
    method: "POST" | "PUT" | "DELETE";
    level?: Level;
    success?: number;
    prepare?: () => Promise<string>;
    path: (target: string) => string;
    body?: (target: string) => unknown;
    value: (target: string) => Promise<unknown>;
  },
): Endpoint {
  return {
    name,
    level: spec.level ?? "edit",
    success: spec.success ?? 200,
    run: async (token) => {
      const target = spec.prepare ? await spec.prepare() : "";
      const before = await spec.value(target);
      const res = await api(spec.method, spec.path(target), token, spec.body?.(target));
      return {
        res,
        check: async (allowed) => {
          const after = await spec.value(target);
          if (allowed) expect(after).not.toEqual(before);
          else expect(after).toEqual(before);
        },
      };
    },
  };
}

const itemIds = async (kind: string) =>
  ((await dataOf(`${kind}/${shared}?limit=1000`)) as { id: string }[]).map((x) => x.id).sort();
const freshComponent = () => createdId(`component/${shared}`, { name: word("C"), componentType: "Board" });
const freshWhiteboard = () => createdId(`whiteboard/${shared}`, { title: word("W") });
const freshDocument = () => createdId(`document/${shared}`, { title: word("D") });
const freshWiki = () => createdId(`wiki/${shared}`, { name: word("K") });
let pageWiki: string;
const freshPage = async () => {
  pageWiki ??= await freshWiki();
  return createdId(`wiki/${shared}/wiki/${pageWiki}/page`, { title: word("P") });
};
const freshField = () => createdId(`workspace/${shared}/custom-fields`, { name: word("F"), type: "TEXT" });
const freshContent = () => createdId(`workspace/${shared}/content`, { type: "paragraph", data: { text: "x" } });
const freshMember = async () => addMember(t, shared, users.owner, await person(t));
const memberRoles = async () =>
  ((await dataOf(`members/${shared}/members?limit=1000`)).members as { memberId: string; role: string }[])
    .map((m) => `${m.memberId}:${m.role}`)
    .sort();

/** An owner-level action on a workspace of its own (it would disturb the shared one). */
function onFreshWorkspace(
  name: string,
  level: Level,
  send: (id: string, token: string | undefined) => Promise<LightMyRequestResponse>,
  value: (id: string) => Promise<unknown>,
  setup: (id: string) => Promise<void> = async () => {},
): Endpoint {
  return {
    name,
    level,
    success: 200,
    run: async (token) => {
      const id = await freshWorkspace();
      await setup(id);
      const before = await value(id);
      const res = await send(id, token);
      return {
        res,
        check: async (allowed) => {
          const after = await value(id);
          if (allowed) expect(after).not.toEqual(before);
          else expect(after).toEqual(before);
        },
      };
    },
  };
}

const ownersView = async (id: string) => {
  const res = await api("GET", `workspace/${id}`, owner());
  return res.statusCode === 200 ? res.json().data : res.statusCode;
};

const endpoints: Endpoint[] = [
  {
    name: "GET /workspace",
    level: "list",
    success: 200,
    run: async (token) => ({ res: await api("GET", "workspace", token), check: noCheck }),
  },
  {
    name: "GET /workspace/archived",
    level: "list",
    success: 200,
    run: async (token) => ({ res: await api("GET", "workspace/archived", token), check: noCheck }),
  },
  {
    name: "POST /workspace",
    level: "create",
    success: 201,
    run: async (token) => {
      const name = word("Created ");
      const count = async () =>
        (await api("GET", `workspace?search=${encodeURIComponent(name)}`, users.admin.token)).json().meta.total;
      return {
        res: await api("POST", "workspace", token, { name }),
        check: async (allowed) => expect(await count()).toBe(allowed ? 1 : 0),
      };
    },
  },
  read("GET /workspace/:id", () => `workspace/${shared}`),
  write("PUT /workspace/:id", {
    method: "PUT",
    path: () => `workspace/${shared}`,
    body: () => ({ description: word("Described ") }),
    value: async () => (await workspace()).description,
  }),
  onFreshWorkspace(
    "DELETE /workspace/:id",
    "owner",
    (id, token) => api("DELETE", `workspace/${id}`, token),
    async (id) => (await api("GET", `workspace/${id}`, owner())).statusCode,
  ),
  write("POST /workspace/:id (add an item)", {
    method: "POST",
    success: 201,
    path: () => `workspace/${shared}`,
    body: () => ({ name: word("Item "), type: "List" }),
    value: () => itemIds("component"),
  }),
  onFreshWorkspace(
    "POST /workspace/:id/archive",
    "owner",
    (id, token) => api("POST", `workspace/${id}/archive`, token),
    async (id) => (await ownersView(id)).isArchived,
  ),
  onFreshWorkspace(
    "POST /workspace/:id/unarchive",
    "owner",
    (id, token) => api("POST", `workspace/${id}/unarchive`, token),
    async (id) => (await ownersView(id)).isArchived,
    async (id) => {
      expect((await api("POST", `workspace/${id}/archive`, owner())).statusCode).toBe(200);
    },
  ),
  onFreshWorkspace(
    "PUT /workspace/:id/general-access",
    "edit",
    (id, token) => api("PUT", `workspace/${id}/general-access`, token, { generalAccess: "anyone_with_link" }),
    async (id) => (await ownersView(id)).generalAccess,
  ),
  {
    name: "POST /workspace/:id/pin",
    level: "view",
    success: 200,
    run: async (token) => {
      const pins = async () =>
        (
          await t.ctx.db
            .select({ n: sql<number>`count(*)::int` })
            .from(workspacePins)
            .where(eq(workspacePins.workspaceId, shared))
        )[0]?.n;
      const before = await pins();
      const res = await api("POST", `workspace/${shared}/pin`, token);
      return {
        res,
        check: async (allowed) => {
          if (!allowed) expect(await pins()).toBe(before);
          if (allowed && token) await api("DELETE", `workspace/${shared}/pin`, token);
        },
      };
    },
  },
  {
    name: "DELETE /workspace/:id/pin",
    level: "view",
    success: 200,
    run: async (token) => {
      await api("POST", `workspace/${shared}/pin`, owner());
      const ownerPin = () =>
        t.ctx.db
          .select({ userId: workspacePins.userId })
          .from(workspacePins)
          .where(and(eq(workspacePins.workspaceId, shared), eq(workspacePins.userId, users.owner.user.id)));
      const res = await api("DELETE", `workspace/${shared}/pin`, token);
      // Pins are personal: nobody else's request unpins the owner's.
      return { res, check: async () => expect(await ownerPin()).toHaveLength(token === owner() ? 0 : 1) };
    },
  },
  read("GET /workspace/:id/activity", () => `workspace/${shared}/activity`),
  read("GET /workspace/:id/analytics", () => `workspace/${shared}/analytics`),
  read("GET /workspace/:id/items", () => `workspace/${shared}/items`),
  write("POST /workspace/:id/tags", {
    method: "POST",
    path: () => `workspace/${shared}/tags`,
    body: () => ({ tags: [word("tag")] }),
    value: async () => (await workspace()).tags,
  }),
  write("POST /workspace/:id/custom-fields", {
    method: "POST",
    success: 201,
    path: () => `workspace/${shared}/custom-fields`,
    body: () => ({ name: word("Field "), type: "RATING" }),
    value: async () => (await workspace()).customFields.length,
  }),
  write("PUT /workspace/:id/custom-fields/:fieldId", {
    method: "PUT",
    prepare: freshField,
    path: (id) => `workspace/${shared}/custom-fields/${id}`,
    body: () => ({ name: word("Renamed "), type: "TEXT" }),
    value: async (id) => (await workspace()).customFields.find((f: { id: string }) => f.id === id)?.name,
  }),
  write("DELETE /workspace/:id/custom-fields/:fieldId", {
    method: "DELETE",
    prepare: freshField,
    path: (id) => `workspace/${shared}/custom-fields/${id}`,
    value: async (id) => (await workspace()).customFields.some((f: { id: string }) => f.id === id),
  }),
  write("POST /workspace/:id/content", {
    method: "POST",
    success: 201,
    path: () => `workspace/${shared}/content`,
    body: () => ({ type: "paragraph", data: { text: "hello" } }),
    value: async () => (await workspace()).content.length,
  }),
  write("PUT /workspace/:id/content/:contentId", {
    method: "PUT",
    prepare: freshContent,
    path: (id) => `workspace/${shared}/content/${id}`,
    body: () => ({ data: { text: word("changed") } }),
    value: async (id) => (await workspace()).content.find((c: { id: string }) => c.id === id)?.data,
  }),
  write("DELETE /workspace/:id/content/:contentId", {
    method: "DELETE",
    prepare: freshContent,
    path: (id) => `workspace/${shared}/content/${id}`,
    value: async (id) => (await workspace()).content.some((c: { id: string }) => c.id === id),
  }),
  read("GET /members/:id/members", () => `members/${shared}/members`),
  write("POST /members/:id/members", {
    method: "POST",
    success: 201,
    prepare: async () => (await person(t)).user.id,
    path: () => `members/${shared}/members`,
    body: (userId) => ({ userId, role: "VIEWER" }),
    value: memberRoles,
  }),
  write("PUT /members/:id/member/:memberId", {
    method: "PUT",
    prepare: freshMember,
    path: (id) => `members/${shared}/member/${id}`,
    body: () => ({ role: "COMMENTER" }),
    value: memberRoles,
  }),
  write("DELETE /members/:id/member/:memberId", {
    method: "DELETE",
    prepare: freshMember,
    path: (id) => `members/${shared}/member/${id}`,
    value: memberRoles,
  }),
  ...(
    [
      ["component", "componentId", freshComponent, { name: "N", componentType: "List" }, { name: "Renamed" }],
      ["whiteboard", "whiteboardId", freshWhiteboard, { title: "N" }, { title: "Renamed" }],
      ["document", "docId", freshDocument, { title: "N" }, { title: "Renamed" }],
    ] as const
  ).flatMap(([kind, param, fresh, createBody, updateBody]): Endpoint[] => [
    read(`GET /${kind}/:id`, () => `${kind}/${shared}`),
    write(`POST /${kind}/:id`, {
      method: "POST",
      success: 201,
      path: () => `${kind}/${shared}`,
      body: () => createBody,
      value: () => itemIds(kind),
    }),
    {
      name: `GET /${kind}/:id/${kind}/:${param}`,
      level: "view",
      success: 200,
      run: async (token) => ({
        res: await api("GET", `${kind}/${shared}/${kind}/${await fresh()}`, token),
        check: noCheck,
      }),
    },
    write(`PUT /${kind}/:id/${kind}/:${param}`, {
      method: "PUT",
      prepare: fresh,
      path: (id) => `${kind}/${shared}/${kind}/${id}`,
      body: () => updateBody,
      value: async (id) => {
        const item = await dataOf(`${kind}/${shared}/${kind}/${id}`);
        return item.name ?? item.title;
      },
    }),
    write(`DELETE /${kind}/:id/${kind}/:${param}`, {
      method: "DELETE",
      prepare: fresh,
      path: (id) => `${kind}/${shared}/${kind}/${id}`,
      value: () => itemIds(kind),
    }),
  ]),
  read("GET /wiki/:id", () => `wiki/${shared}`),
  write("POST /wiki/:id", {
    method: "POST",
    success: 201,
    path: () => `wiki/${shared}`,
    body: () => ({ name: "Wiki" }),
    value: () => itemIds("wiki"),
  }),
  {
    name: "GET /wiki/:id/:wikiId",
    level: "view",
    success: 200,
    run: async (token) => ({ res: await api("GET", `wiki/${shared}/${await freshWiki()}`, token), check: noCheck }),
  },
  write("PUT /wiki/:id/:wikiId", {
    method: "PUT",
    prepare: freshWiki,
    path: (id) => `wiki/${shared}/${id}`,
    body: () => ({ name: "Renamed" }),
    value: async (id) => (await dataOf(`wiki/${shared}/${id}`)).name,
  }),
  write("DELETE /wiki/:id/:wikiId", {
    method: "DELETE",
    prepare: freshWiki,
    path: (id) => `wiki/${shared}/${id}`,
    value: () => itemIds("wiki"),
  }),
  write("POST /wiki/:id/wiki/:wikiId/page", {
    method: "POST",
    success: 201,
    prepare: async () => (pageWiki ??= await freshWiki()),
    path: (wikiId) => `wiki/${shared}/wiki/${wikiId}/page`,
    body: () => ({ title: "Page" }),
    value: async (wikiId) => (await dataOf(`wiki/${shared}/${wikiId}`)).pages.length,
  }),
  {
    name: "GET /wiki/:id/:wikiId/page/:pageId",
    level: "view",
    success: 200,
    run: async (token) => {
      const pageId = await freshPage();
      return { res: await api("GET", `wiki/${shared}/${pageWiki}/page/${pageId}`, token), check: noCheck };
    },
  },
  write("PUT /wiki/:id/:wikiId/page/:pageId", {
    method: "PUT",
    prepare: freshPage,
    path: (id) => `wiki/${shared}/${pageWiki}/page/${id}`,
    body: () => ({ content: "<p>changed</p>" }),
    value: async (id) => (await dataOf(`wiki/${shared}/${pageWiki}/page/${id}`)).version,
  }),
  write("DELETE /wiki/:id/:wikiId/page/:pageId", {
    method: "DELETE",
    prepare: freshPage,
    path: (id) => `wiki/${shared}/${pageWiki}/page/${id}`,
    value: async (id) => (await api("GET", `wiki/${shared}/${pageWiki}/page/${id}`, owner())).statusCode,
  }),
];

describe("authorization table", () => {
  const rows = endpoints.flatMap((endpoint) =>
    ACTORS.map((actor) => ({ endpoint, actor, status: expected(endpoint.level, endpoint.success)[actor] })),
  );

  it.each(rows)("$endpoint.name as $actor → $status", async ({ endpoint, actor, status }) => {
    const { res, check } = await endpoint.run(tokenOf(actor));
    const allowed = expectAuthzOutcome(res, status);
    await check(allowed);
  });

  it("has a row for every route of the workspace area", () => {
    const routes = routeList(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      /^\/api\/(workspace|members|component|whiteboard|document|wiki)\b/.test(r.path),
    );
    // The second spelling of a page's path answers exactly like the first (same handler).
    const alias = (path: string) =>
      path.replace("/wiki/:id/wiki/:wikiId/page/:pageId", "/wiki/:id/:wikiId/page/:pageId");
    const tested = new Set(endpoints.map((e) => e.name.replace(/ \(.*\)$/, "")));
    // The wiki tree's reorder belongs to the page features; its table is in features/pages/pages-authz.test.ts.
    tested.add("PUT /wiki/:id/:wikiId/tree");
    const untested = routes.map((r) => `${r.method} ${alias(r.path.slice(4))}`).filter((name) => !tested.has(name));
    expect(untested).toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(endpoints.length);
  });
});

/** The routes in Fastify's printed tree as method and full path (HEAD left out). */
function routeList(tree: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const result: { method: string; path: string }[] = [];
  for (const line of tree.split("\n")) {
    const match = /^([│ ├└─]*)(\S+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = Math.floor((match[1] ?? "").length / 4);
    stack.length = depth;
    stack.push(match[2]);
    for (const method of (match[3] ?? "").split(", ").filter((m) => m && m !== "HEAD")) {
      result.push({ method, path: stack.join("") });
    }
  }
  return result;
}
