import { workspaceChannel } from "@bearish/shared/realtime/channels";
// The two task lists: every filter and sort applied in SQL, paging meta, and which workspaces the
// cross-workspace list reaches.
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tasks } from "../../db/schema/tasks";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, expectError, person } from "../workspaces/workspace-fixtures";
import { api, createSubtask, createTask } from "./task-fixtures";

let t: TestServer;
let owner: TestUser;
let member: TestUser;
let workspaceId: string;
let boardId: string;
/** Task ids by name. */
const ids: Record<string, string> = {};
let createdBetween: { from: string; to: string };

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestServer();
  owner = await person(t, "USER", "Olga");
  member = await person(t, "USER", "Mia");
  workspaceId = (await createWorkspace(t, owner, { name: "Filters" })).id;
  await addMember(t, workspaceId, owner, member, "EDITOR");
  boardId = (await api(t, "POST", `component/${workspaceId}`, owner, { name: "Board", componentType: "Board" })).json()
    .data.id;
  const now = t.clock.now().getTime();
  const iso = (ms: number) => new Date(ms).toISOString();
  const make = async (name: string, body: Record<string, unknown>, by = owner) => {
    ids[name] = (await createTask(t, by, workspaceId, { name, ...body })).id;
  };
  await make("alpha", {
    status: "todo",
    priority: "low",
    taskType: "Bug",
    assignedUserIds: [owner.user.id],
    tags: ["work"],
    dueDate: iso(now + 24 * 3600_000),
    componentId: boardId,
  });
  await make("bravo", {
    status: "inProgress",
    priority: "urgent",
    assignedUserIds: [member.user.id],
    tags: ["personal"],
    dueDate: iso(now - 2 * DAY),
    startDate: iso(now - 3 * DAY),
    details: "needle in the details",
  });
  t.clock.advanceMinutes(60);
  const afterFirst = t.clock.now().getTime();
  await make("charlie", { status: "done", priority: "high", taskType: "STORY", dueDate: iso(now + 10 * DAY) }, member);
  await make("Alpha", { status: "backlog", priority: "medium", componentId: boardId });
  createdBetween = { from: iso(afterFirst - 1000), to: iso(t.clock.now().getTime() + 1000) };
  t.clock.advanceMinutes(60);
  await make("echo", { status: "canceled", priority: "noPriority", isArchived: false });
  ids.child = (await createSubtask(t, owner, ids.alpha as string, { name: "child" })).id;
  // An archived task is hidden unless asked for.
  await make("archived", {});
  await api(t, "PUT", `task/${ids.archived}`, owner, { isArchived: true });
});
afterAll(async () => {
  await t.close();
});

const list = async (query: string, user: TestUser = owner) => {
  const res = await api(t, "GET", `task/get-all-task?workspaceId=${workspaceId}&limit=100&${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const names = async (query: string, user: TestUser = owner) =>
  ((await list(query, user)).data as { name: string }[]).map((x) => x.name);
const sorted = async (query: string, user: TestUser = owner) => (await names(query, user)).sort();

describe("GET task/get-all-task filters", () => {
  it("needs the workspace id (spec text) and lists its tasks in manual order", async () => {
    expectError(await api(t, "GET", "task/get-all-task", owner), 400, "request.invalid", "Workspace ID is required");
    expect(await names("")).toEqual(["alpha", "bravo", "charlie", "Alpha", "echo", "child"]);
    expect(await names(`componentId=${boardId}`)).toEqual(["alpha", "Alpha", "child"]);
  });

  it("filters by status, priority, type, assignee, creator and tag", async () => {
    expect(await sorted("status=todo,inProgress")).toEqual(["alpha", "bravo", "child"]);
    expect(await sorted("priority=urgent&priority=high")).toEqual(["bravo", "charlie"]);
    expect(await sorted("taskType=Bug,STORY")).toEqual(["alpha", "charlie"]);
    expect(await sorted("assignee=me")).toEqual(["alpha"]);
    expect(await sorted(`assignee=${member.user.id}`)).toEqual(["bravo"]);
    expect(await sorted(`assignee=none`)).toEqual(["Alpha", "charlie", "child", "echo"]);
    expect(await sorted(`assignee=me,none`)).toEqual(["Alpha", "alpha", "charlie", "child", "echo"]);
    expect(await sorted("creator=me", member)).toEqual(["charlie"]);
    expect(await sorted(`creator=${member.user.id}`)).toEqual(["charlie"]);
    expect(await sorted("tag=work,personal")).toEqual(["alpha", "bravo"]);
    expect(await sorted("scope=inbox", member)).toEqual(["bravo"]);
  });

  it("filters sub-issues and duplicates", async () => {
    expect(await sorted("subIssues=with")).toEqual(["alpha"]);
    expect(await sorted("subIssues=only")).toEqual(["child"]);
    expect(await sorted("subIssues=hide")).toEqual(["Alpha", "alpha", "bravo", "charlie", "echo"]);
    expect(await sorted("subIssues=without")).toEqual(["Alpha", "bravo", "charlie", "child", "echo"]);
    expect(await sorted("duplicates=true")).toEqual(["Alpha", "alpha"]);
  });

  it("filters by due, created, started and completed dates, at risk and delayed", async () => {
    const now = t.clock.now().getTime();
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    expect(await sorted(`dueFrom=${iso(now - 3 * DAY)}&dueTo=${iso(now + 2 * DAY)}`)).toEqual(["alpha", "bravo"]);
    expect(await sorted("noDueDate=true")).toEqual(["Alpha", "child", "echo"]);
    expect(
      await sorted(
        `createdFrom=${encodeURIComponent(createdBetween.from)}&createdTo=${encodeURIComponent(createdBetween.to)}`,
      ),
    ).toEqual(["Alpha", "charlie"]);
    expect(await sorted(`startedFrom=${iso(now - 4 * DAY)}&startedTo=${iso(now)}`)).toEqual(["bravo"]);
    expect(await sorted(`completedFrom=${iso(now - DAY)}`)).toEqual(["charlie", "echo"]);
    expect(await sorted("delayed=true")).toEqual(["bravo"]);
    // alpha was due 24 h after the start; two hours have passed on the test clock.
    expect(await sorted("atRisk=true")).toEqual(["alpha"]);
    expectError(
      await api(t, "GET", `task/get-all-task?workspaceId=${workspaceId}&dueFrom=soon`, owner),
      400,
      "request.invalid",
    );
  });

  it("searches name, details and display id; hides completed and archived tasks on request", async () => {
    expect(await sorted("search=ALPHA")).toEqual(["Alpha", "alpha"]);
    expect(await sorted("search=needle")).toEqual(["bravo"]);
    expect(await sorted("search=fil-03")).toEqual(["charlie"]);
    expect(await sorted("search=100%25")).toEqual([]);
    expect(await sorted("showCompleted=none")).toEqual(["Alpha", "alpha", "bravo", "child"]);
    expect(await sorted("showCompleted=pastDay")).toHaveLength(6);
    // Completed two days ago (sessions would expire if the clock moved that far).
    await t.ctx.db
      .update(tasks)
      .set({ completedAt: new Date(t.clock.now().getTime() - 2 * DAY) })
      .where(inArray(tasks.id, [ids.charlie as string, ids.echo as string]));
    // A write behind the services' back publishes nothing; tell the answer cache as an event would.
    t.ctx.changes.event(workspaceChannel(workspaceId));
    expect(await sorted("showCompleted=pastDay")).toEqual(["Alpha", "alpha", "bravo", "child"]);
    expect(await sorted("showCompleted=week")).toHaveLength(6);
    expect(await sorted("includeArchived=true")).toContain("archived");
    expect(await sorted("")).not.toContain("archived");
  });

  it("sorts by every key in both directions", async () => {
    const top = ["alpha", "bravo", "charlie", "Alpha", "echo"];
    const q = "subIssues=hide&sort=";
    expect(await names(`${q}status`)).toEqual(["Alpha", "alpha", "bravo", "charlie", "echo"]);
    expect(await names(`${q}priority`)).toEqual(["bravo", "charlie", "Alpha", "alpha", "echo"]);
    expect(await names(`${q}priority&direction=desc`)).toEqual(["echo", "alpha", "Alpha", "charlie", "bravo"]);
    expect(await names(`${q}dueDate`)).toEqual(["bravo", "alpha", "charlie", "Alpha", "echo"]);
    expect((await names(`${q}dueDate&direction=desc`)).slice(0, 3)).toEqual(["charlie", "alpha", "bravo"]);
    expect(await names(`${q}created`)).toEqual(top);
    expect(await names(`${q}created&direction=desc`)).toEqual([...top].reverse());
    expect((await names(`${q}name`)).map((n) => n.toLowerCase())).toEqual([
      "alpha",
      "alpha",
      "bravo",
      "charlie",
      "echo",
    ]);
    expect(await names(`${q}type`)).toEqual(["bravo", "Alpha", "echo", "alpha", "charlie"]);
    expect((await names(`${q}type&direction=desc`))[0]).toBe("charlie");
    expect((await names(`${q}assignee`)).slice(0, 2)).toEqual(["bravo", "alpha"]);
    expect(await names(`${q}manual&direction=desc`)).toEqual([...top].reverse());
  });

  it("pages with meta", async () => {
    const res = await api(t, "GET", `task/get-all-task?workspaceId=${workspaceId}&page=2&limit=2`, owner);
    expect(res.json().meta).toEqual({ page: 2, limit: 2, total: 6, hasMore: true });
    expect(res.json().data.map((x: { name: string }) => x.name)).toEqual(["charlie", "Alpha"]);
    const past = await api(t, "GET", `task/get-all-task?workspaceId=${workspaceId}&page=9&limit=2`, owner);
    expect(past.json()).toMatchObject({ data: [], meta: { page: 9, limit: 2, total: 6, hasMore: false } });
    const defaults = await api(t, "GET", `task/get-all-task?workspaceId=${workspaceId}`, owner);
    expect(defaults.json().meta).toMatchObject({ page: 1, limit: 20 });
    expectError(
      await api(t, "GET", `task/get-all-task?workspaceId=${workspaceId}&limit=1001`, owner),
      400,
      "request.invalid",
    );
  });

  it("answers 404 for a workspace the caller cannot see", async () => {
    const outsider = await person(t);
    expectError(
      await api(t, "GET", `task/get-all-task?workspaceId=${workspaceId}`, outsider),
      404,
      "request.not_found",
      "Workspace not found",
    );
  });
});

describe("GET task/get-all-workspace-tasks", () => {
  it("reaches memberships, PUBLIC link workspaces for non-guests, and everything for ADMIN and AUDITOR", async () => {
    const stranger = await person(t, "USER", "Stan");
    const guest = await person(t, "GUEST", "Gus");
    const admin = await person(t, "ADMIN", "Ada");
    const auditor = await person(t, "AUDITOR", "Aud");
    const own = (await createWorkspace(t, stranger, { name: "Stan's" })).id;
    const linked = (await createWorkspace(t, owner, { name: "Linked", generalAccess: "anyone_with_link" })).id;
    const privateLinked = (
      await createWorkspace(t, owner, { name: "Private", generalAccess: "anyone_with_link", visibility: "PRIVATE" })
    ).id;
    const ownTask = await createTask(t, stranger, own, { name: "stan task" });
    const linkedTask = await createTask(t, owner, linked, { name: "linked task" });
    const privateTask = await createTask(t, owner, privateLinked, { name: "private task" });
    const all = async (user: TestUser, query = "") => {
      const res = await api(t, "GET", `task/get-all-workspace-tasks?${query}`, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const idsOf = async (user: TestUser, query = "") =>
      new Set(((await all(user, query)).data as { id: string }[]).map((x) => x.id));

    const strangers = await idsOf(stranger);
    expect(strangers.has(ownTask.id)).toBe(true);
    expect(strangers.has(linkedTask.id)).toBe(true);
    expect(strangers.has(privateTask.id)).toBe(false);
    expect(strangers.has(ids.alpha as string)).toBe(false);

    await addMember(t, own, stranger, guest, "VIEWER");
    expect(await idsOf(guest)).toEqual(new Set([ownTask.id]));

    for (const user of [admin, auditor]) {
      const seen = await idsOf(user);
      for (const id of [ownTask.id, linkedTask.id, privateTask.id, ids.alpha as string])
        expect(seen.has(id)).toBe(true);
    }
    const mine = await all(owner, `workspaceId=${linked}`);
    expect(mine.data).toEqual([
      expect.objectContaining({ id: linkedTask.id, workspaceName: "Linked", displayId: "LIN-01" }),
    ]);
    expect(mine.meta).toEqual({ page: 1, limit: 200, total: 1, hasMore: false });
    const filtered = await all(owner, "status=done");
    expect(filtered.data.map((x: { name: string }) => x.name)).toEqual(["charlie"]);
    const onBoard = await all(owner, `componentId=${boardId}`);
    expect(onBoard.data.map((x: { name: string }) => x.name).sort()).toEqual(["Alpha", "alpha", "child"]);
  });
});
