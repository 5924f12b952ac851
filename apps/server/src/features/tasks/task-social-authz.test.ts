// The authorization table of comments, approvals and notifications: every endpoint against every
// kind of caller, and a refused write changes nothing.

import { desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "../../db/schema/notifications";
import { taskApprovals, taskComments } from "../../db/schema/tasks";
import { createTestServer, type TestServer } from "../../test/test-server";
import { notify } from "../notifications/notifications.service";
import {
  AUTHZ_ACTORS,
  AUTHZ_COMMENTERS,
  AUTHZ_READERS,
  type AuthzActor,
  type AuthzCast,
  type AuthzPerson,
  createAuthzCast,
  createCastWorkspace,
  expectAuthzOutcome,
} from "../workspaces/authz-cast";
import { inWorkspaceTransaction } from "../workspaces/workspace-events";
import { commentCountOf, createTask } from "./task-social-fixtures";

const ACTORS = AUTHZ_ACTORS;
type Actor = AuthzActor;
type Person = AuthzPerson;

let t: TestServer;
let users: AuthzCast;
let workspaceId: string;
let taskId: string;

beforeAll(async () => {
  t = await createTestServer();
  users = await createAuthzCast(t);
  workspaceId = await createCastWorkspace(t, users);
  taskId = (await createTask(t, workspaceId, users.owner)).id;
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (actor: Actor) => (actor === "signed out" ? undefined : users[actor].token);
const api = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, token: string | undefined, body?: unknown) =>
  t.request(method, `/api/${path}`, { token, ...(body === undefined ? {} : { body }) });

const READERS = AUTHZ_READERS;
const COMMENTERS = AUTHZ_COMMENTERS;

/** Who gets what: `allowed` succeed, other readers 403, everyone else 404, signed out 401. */
function expected(allowed: Actor[], success: number, readers: Actor[] = READERS): Record<Actor, number> {
  const result = {} as Record<Actor, number>;
  for (const actor of ACTORS) {
    if (actor === "signed out") result[actor] = 401;
    else if (allowed.includes(actor)) result[actor] = success;
    else result[actor] = readers.includes(actor) ? 403 : 404;
  }
  return result;
}
const everyone = (success: number) =>
  expected(
    ACTORS.filter((a) => a !== "signed out"),
    success,
  );

interface Endpoint {
  name: string;
  statuses: Record<Actor, number>;
  /** Prepares fresh targets, sends the request, and returns how to check the state after it. */
  run(token: string | undefined): Promise<{ res: LightMyRequestResponse; check(allowed: boolean): Promise<void> }>;
}

const noCheck = async () => {};
async function commentBy(author: Person, body = "a comment"): Promise<string> {
  const res = await api("POST", `task/${taskId}/comments`, users[author].token, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
async function approvalFor(approver: Person): Promise<string> {
  const res = await api("POST", `task/${taskId}/approvals`, users.owner.token, {
    text: "please",
    approverId: users[approver].user.id,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}
async function notificationFor(owner: Person): Promise<string> {
  await inWorkspaceTransaction(t.ctx, (tx, events) =>
    notify(tx, events, [
      { userId: users[owner].user.id, actorId: null, kind: "task.mentioned", title: "hi", body: "", link: null },
    ]),
  );
  const [row] = await t.ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, users[owner].user.id))
    // uuidv7: the newest id is the one just made.
    .orderBy(desc(notifications.id))
    .limit(1);
  if (!row) throw new Error("no notification");
  return row.id;
}
const commentRow = async (id: string) => (await t.ctx.db.select().from(taskComments).where(eq(taskComments.id, id)))[0];
const approvalRow = async (id: string) =>
  (await t.ctx.db.select().from(taskApprovals).where(eq(taskApprovals.id, id)))[0];
const approvalCount = async () =>
  (await t.ctx.db.select({ id: taskApprovals.id }).from(taskApprovals).where(eq(taskApprovals.taskId, taskId))).length;
const notificationRow = async (id: string) =>
  (await t.ctx.db.select().from(notifications).where(eq(notifications.id, id)))[0];

/** A write: `value()` reads the state the request would change. */
function write(
  name: string,
  statuses: Record<Actor, number>,
  spec: {
    method: "POST" | "PUT" | "DELETE";
    prepare?: () => Promise<string>;
    path: (target: string) => string;
    body?: (target: string) => unknown;
    value: (target: string) => Promise<unknown>;
  },
): Endpoint {
  return {
    name,
    statuses,
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

const future = () => new Date(t.clock.now().getTime() + 3_600_000).toISOString();

const endpoints: Endpoint[] = [
  {
    name: "GET /task/:id/comments",
    statuses: expected(READERS, 200),
    run: async (token) => ({ res: await api("GET", `task/${taskId}/comments`, token), check: noCheck }),
  },
  write("POST /task/:id/comments", expected(COMMENTERS, 201), {
    method: "POST",
    path: () => `task/${taskId}/comments`,
    body: () => ({ body: "hello" }),
    value: async () => commentCountOf(t, taskId),
  }),
  write("PUT /task/:id/comments/:commentId (the owner's comment)", expected(["owner"], 200), {
    method: "PUT",
    prepare: () => commentBy("owner"),
    path: (id) => `task/${taskId}/comments/${id}`,
    body: () => ({ body: "changed" }),
    value: async (id) => (await commentRow(id))?.body,
  }),
  write(
    "DELETE /task/:id/comments/:commentId (the commenter's comment)",
    expected(["owner", "editor", "commenter", "admin"], 200),
    {
      method: "DELETE",
      prepare: () => commentBy("commenter"),
      path: (id) => `task/${taskId}/comments/${id}`,
      value: async (id) => [(await commentRow(id))?.deletedAt ?? null, await commentCountOf(t, taskId)],
    },
  ),
  {
    name: "GET /task/:id/approvals",
    statuses: expected(READERS, 200),
    run: async (token) => ({ res: await api("GET", `task/${taskId}/approvals`, token), check: noCheck }),
  },
  write("POST /task/:id/approvals (asking the viewer)", expected(COMMENTERS, 201), {
    method: "POST",
    path: () => `task/${taskId}/approvals`,
    body: () => ({ text: "approve?", approverId: users.viewer.user.id }),
    value: approvalCount,
  }),
  write("POST /task/:id/approvals/:approvalId/decision (asked of the commenter)", expected(["commenter"], 200), {
    method: "POST",
    prepare: () => approvalFor("commenter"),
    path: (id) => `task/${taskId}/approvals/${id}/decision`,
    body: () => ({ decision: "APPROVED" }),
    value: async (id) => (await approvalRow(id))?.status,
  }),
  {
    name: "GET /task/approvals",
    statuses: everyone(200),
    run: async (token) => ({ res: await api("GET", "task/approvals?role=approver", token), check: noCheck }),
  },
  {
    name: "GET /message/notifications",
    statuses: everyone(200),
    run: async (token) => ({ res: await api("GET", "message/notifications?status=new", token), check: noCheck }),
  },
  write("POST /message/notifications/:id/read (the owner's)", expected(["owner"], 200, []), {
    method: "POST",
    prepare: () => notificationFor("owner"),
    path: (id) => `message/notifications/${id}/read`,
    value: async (id) => (await notificationRow(id))?.readAt ?? null,
  }),
  write("POST /message/notifications/:id/snooze (the owner's)", expected(["owner"], 200, []), {
    method: "POST",
    prepare: () => notificationFor("owner"),
    path: (id) => `message/notifications/${id}/snooze`,
    body: () => ({ snoozeTime: future() }),
    value: async (id) => (await notificationRow(id))?.snoozedUntil ?? null,
  }),
  {
    name: "POST /message/notifications/read-all",
    statuses: everyone(200),
    run: async (token) => {
      // The owner's unread notification is touched only by the owner's own read-all.
      const id = await notificationFor("owner");
      await t.ctx.db.update(notifications).set({ readAt: null }).where(eq(notifications.id, id));
      const res = await api("POST", "message/notifications/read-all", token);
      return {
        res,
        check: async () => {
          const readAt = (await notificationRow(id))?.readAt ?? null;
          if (token === users.owner.token) expect(readAt).not.toBeNull();
          else expect(readAt).toBeNull();
        },
      };
    },
  },
];

describe("authorization table", () => {
  const rows = endpoints.flatMap((endpoint) =>
    ACTORS.map((actor) => ({ endpoint, actor, status: endpoint.statuses[actor] })),
  );

  it.each(rows)("$endpoint.name as $actor → $status", async ({ endpoint, actor, status }) => {
    const { res, check } = await endpoint.run(tokenOf(actor));
    const allowed = expectAuthzOutcome(res, status);
    await check(allowed);
  });

  it("has a row for every route of comments, approvals and notifications", () => {
    const routes = routeList(t.app.printRoutes({ commonPrefix: false })).filter((r) =>
      /^\/api\/(task\/(:id\/)?(comments|approvals)|message\/notifications)/.test(r.path),
    );
    const tested = new Set(endpoints.map((e) => e.name.replace(/ \(.*\)$/, "")));
    const untested = routes.map((r) => `${r.method} ${r.path.slice(4)}`).filter((name) => !tested.has(name));
    expect(untested).toEqual([]);
    expect(routes).toHaveLength(endpoints.length);
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
