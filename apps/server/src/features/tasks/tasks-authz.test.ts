// The authorization table of the task service: every endpoint against every kind of caller, and
// a refused write changes nothing.

import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks, taskTimeLogs } from "../../db/schema/tasks";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import {
  AUTHZ_ACTORS,
  AUTHZ_COMMENTERS,
  AUTHZ_EDITORS,
  AUTHZ_READERS,
  type AuthzActor,
  type AuthzCast,
  createAuthzCast,
  createCastWorkspace,
  expectAuthzOutcome,
} from "../workspaces/authz-cast";
import { word } from "../workspaces/workspace-fixtures";
import { api, createField, createTask, taskRow } from "./task-fixtures";

const ACTORS = AUTHZ_ACTORS;
type Actor = AuthzActor;

let t: TestServer;
let users: AuthzCast;
let shared: string;
let votingField: string;
let textField: string;

beforeAll(async () => {
  t = await createTestServer();
  users = await createAuthzCast(t);
  shared = await createCastWorkspace(t, users);
  votingField = (await createField(t, users.owner, shared, { name: "Votes", type: "VOTING" })).id;
  textField = (await createField(t, users.owner, shared, { name: "Notes", type: "TEXT" })).id;
});
afterAll(async () => {
  await t.close();
});

const userOf = (actor: Actor) => (actor === "signed out" ? undefined : users[actor]);

type Level = "list" | "view" | "comment" | "edit";
const READERS = AUTHZ_READERS;
const COMMENTERS = AUTHZ_COMMENTERS;
const EDITORS = AUTHZ_EDITORS;

function expected(level: Level, success: number, actor: Actor): number {
  if (actor === "signed out") return 401;
  if (level === "list") return success;
  if (!READERS.includes(actor)) return 404;
  if (level === "view") return success;
  return (level === "comment" ? COMMENTERS : EDITORS).includes(actor) ? success : 403;
}

interface Endpoint {
  name: string;
  level: Level;
  success: number;
  run(user: TestUser | undefined): Promise<{ res: LightMyRequestResponse; check(allowed: boolean): Promise<void> }>;
}

const noCheck = async () => {};
const freshTask = async () => (await createTask(t, users.owner, shared, { name: word("T") })).id;
const taskCount = async () =>
  (await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(tasks).where(eq(tasks.workspaceId, shared)))[0]?.n;
const logCount = async (taskId: string) =>
  (
    await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(taskTimeLogs).where(eq(taskTimeLogs.taskId, taskId))
  )[0]?.n;

function read(name: string, path: () => Promise<string>, level: Level = "view"): Endpoint {
  return {
    name,
    level,
    success: 200,
    run: async (user) => ({ res: await api(t, "GET", await path(), user), check: noCheck }),
  };
}

/** A write on a fresh task: `value` reads what the request would change. */
function write(
  name: string,
  spec: {
    method: "POST" | "PUT" | "DELETE";
    level?: Level;
    success?: number;
    path: (taskId: string) => string;
    body?: (taskId: string) => unknown;
    prepare?: (taskId: string) => Promise<string>;
    value: (taskId: string) => Promise<unknown>;
  },
): Endpoint {
  return {
    name,
    level: spec.level ?? "edit",
    success: spec.success ?? 200,
    run: async (user) => {
      const taskId = await freshTask();
      const target = spec.prepare ? await spec.prepare(taskId) : taskId;
      const before = await spec.value(taskId);
      const res = await api(t, spec.method, spec.path(target), user, spec.body?.(taskId));
      return {
        res,
        check: async (allowed) => {
          const after = await spec.value(taskId);
          if (allowed) expect(after).not.toEqual(before);
          else expect(after).toEqual(before);
        },
      };
    },
  };
}

const endpoints: Endpoint[] = [
  read("GET /task/get-all-task", async () => `task/get-all-task?workspaceId=${shared}`),
  read("GET /task/get-all-workspace-tasks", async () => "task/get-all-workspace-tasks", "list"),
  read("GET /task/:id", async () => `task/${await freshTask()}`),
  read("GET /task/:id/activity", async () => `task/${await freshTask()}/activity`),
  {
    name: "POST /task",
    level: "edit",
    success: 201,
    run: async (user) => {
      const before = await taskCount();
      const res = await api(t, "POST", "task", user, { workspaceId: shared, name: "New" });
      return { res, check: async (allowed) => expect(await taskCount()).toBe((before ?? 0) + (allowed ? 1 : 0)) };
    },
  },
  write("POST /task/:id/subtask", {
    method: "POST",
    success: 201,
    path: (id) => `task/${id}/subtask`,
    body: () => ({ name: "Sub" }),
    value: async (id) => (await api(t, "GET", `task/${id}`, users.owner)).json().data.subTaskIds,
  }),
  write("PUT /task/:id", {
    method: "PUT",
    path: (id) => `task/${id}`,
    body: () => ({ name: word("Renamed ") }),
    value: async (id) => taskRow(t, id),
  }),
  write("PUT /task/:id/custom-element", {
    method: "PUT",
    path: (id) => `task/${id}/custom-element`,
    body: () => ({ customElements: { [textField]: { paragraph: word("text") } } }),
    value: async (id) => taskRow(t, id),
  }),
  write("PUT /task/:id/custom-element (a vote)", {
    method: "PUT",
    level: "comment",
    path: (id) => `task/${id}/custom-element`,
    body: () => ({ customElements: { [votingField]: { voted: true } } }),
    value: async (id) => taskRow(t, id),
  }),
  write("DELETE /task/:id", {
    method: "DELETE",
    path: (id) => `task/${id}`,
    value: async (id) => (await api(t, "GET", `task/${id}`, users.owner)).statusCode,
  }),
  write("POST /task/:id/time-logs", {
    method: "POST",
    success: 201,
    path: (id) => `task/${id}/time-logs`,
    body: () => ({ seconds: 60 }),
    value: logCount,
  }),
  write("DELETE /task/:id/time-logs/:logId", {
    method: "DELETE",
    path: (target) => target,
    prepare: async (id) => {
      const res = await api(t, "POST", `task/${id}/time-logs`, users.owner, { seconds: 60 });
      return `task/${id}/time-logs/${res.json().data.id}`;
    },
    value: logCount,
  }),
];

describe("authorization table", () => {
  const rows = endpoints.flatMap((endpoint) =>
    ACTORS.map((actor) => ({ endpoint, actor, status: expected(endpoint.level, endpoint.success, actor) })),
  );

  it.each(rows)("$endpoint.name as $actor → $status", async ({ endpoint, actor, status }) => {
    const { res, check } = await endpoint.run(userOf(actor));
    const allowed = expectAuthzOutcome(res, status);
    await check(allowed);
  });

  it("lets the person who logged time remove it while a commenter, and nobody else below editor", async () => {
    const id = await freshTask();
    const res = await api(t, "POST", `task/${id}/time-logs`, users.editor, { seconds: 60 });
    const logId = res.json().data.id;
    const member = await api(t, "GET", `members/${shared}/members?limit=100`, users.owner);
    const editorMember = member
      .json()
      .data.members.find((m: { userId: string }) => m.userId === users.editor.user.id).memberId;
    await api(t, "PUT", `members/${shared}/member/${editorMember}`, users.owner, { role: "COMMENTER" });
    expect((await api(t, "DELETE", `task/${id}/time-logs/${logId}`, users.commenter)).statusCode).toBe(403);
    expect((await api(t, "DELETE", `task/${id}/time-logs/${logId}`, users.editor)).statusCode).toBe(200);
    await api(t, "PUT", `members/${shared}/member/${editorMember}`, users.owner, { role: "EDITOR" });
  });

  it("has a row for every task route", () => {
    const printed = t.app.printRoutes({ commonPrefix: false });
    const tested = new Set(endpoints.map((e) => e.name.replace(/ \(.*\)$/, "")));
    for (const name of [
      "GET /task/get-all-task",
      "GET /task/get-all-workspace-tasks",
      "GET /task/:id",
      "POST /task",
      "POST /task/:id/subtask",
      "PUT /task/:id",
      "PUT /task/:id/custom-element",
      "DELETE /task/:id",
      "GET /task/:id/activity",
      "POST /task/:id/time-logs",
      "DELETE /task/:id/time-logs/:logId",
    ]) {
      expect(tested.has(name), name).toBe(true);
    }
    expect(printed).toContain("time-logs");
  });
});
