// The task service through HTTP: creation and its defaults, display ids, sub-tasks, every field of
// an update, links, refusals that change nothing, versions, deletes, activity, realtime and search.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, listen, type TestSocket } from "../../platform/realtime/realtime-test-client";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, expectError, person, word } from "../workspaces/workspace-fixtures";
import { activityCount, api, createSubtask, createTask, taskRow } from "./task-fixtures";

let t: TestServer;
let baseUrl: string;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let workspaceId: string;

beforeAll(async () => {
  t = await createTestServer();
  baseUrl = await listen(t);
  owner = await person(t, "USER", "Olga");
  editor = await person(t, "USER", "Eddie");
  viewer = await person(t, "USER", "Vera");
  outsider = await person(t, "USER", "Otto");
  workspaceId = (await createWorkspace(t, owner, { name: "Abacus Project" })).id;
  await addMember(t, workspaceId, owner, editor, "EDITOR");
  await addMember(t, workspaceId, owner, viewer, "VIEWER");
});
afterAll(async () => {
  await t.close();
});

const open = async (user: TestUser): Promise<TestSocket> => connect(t, baseUrl, user.token);
const freshWorkspace = async (name = word("Space ")) => (await createWorkspace(t, owner, { name })).id;

describe("create", () => {
  it("fills the defaults: New Task, todo, medium, TASK, no due date, last in manual order", async () => {
    const ws = await freshWorkspace("Zeta board");
    const first = await createTask(t, owner, ws, { name: "   " });
    expect(first).toMatchObject({
      workspaceId: ws,
      componentId: null,
      source: "BEARISH",
      taskIndex: 1,
      displayId: "ZET-01",
      name: "New Task",
      details: null,
      status: { value: "todo" },
      priority: { value: "medium" },
      taskType: "TASK",
      assignedUserIds: [],
      dueDate: null,
      completedAt: null,
      parentTaskId: null,
      subTaskIds: [],
      links: [],
      tags: [],
      customElements: {},
      order: 1024,
      isArchived: false,
      commentCount: 0,
      timeSpentSeconds: 0,
      version: 1,
      createdBy: owner.user.id,
    });
    const second = await createTask(t, owner, ws, { name: "Second" });
    expect(second).toMatchObject({ taskIndex: 2, displayId: "ZET-02", order: 2048 });
  });

  it("makes a task added from a board column due today (UTC day start)", async () => {
    const task = await createTask(t, owner, workspaceId, { name: "Column add", fromBoardColumn: true });
    const now = t.clock.now();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
    expect(task.dueDate).toBe(today);
    const done = await createTask(t, owner, workspaceId, { status: "done", dueDate: "2030-01-02" });
    expect(done.dueDate).toBe("2030-01-02T00:00:00.000Z");
    expect(done.completedAt).not.toBeNull();
  });

  it("never reuses a display id, even after a delete", async () => {
    const ws = await freshWorkspace("Mu");
    await createTask(t, owner, ws);
    const second = await createTask(t, owner, ws);
    expect((await api(t, "DELETE", `task/${second.id}`, owner)).statusCode).toBe(200);
    const third = await createTask(t, owner, ws);
    expect(third.displayId).toBe("MU-03");
  });

  it("needs a workspace id, and a component of that workspace", async () => {
    expectError(await api(t, "POST", "task", owner, { name: "x" }), 400, "request.invalid", "Workspace ID is required");
    expectError(
      await api(t, "POST", "task", owner, { workspaceId: " " }),
      400,
      "request.invalid",
      "Workspace ID is required",
    );
    const other = await freshWorkspace();
    const board = await api(t, "POST", `component/${other}`, owner, { name: "B", componentType: "Board" });
    const foreign = board.json().data.id;
    expectError(
      await api(t, "POST", "task", owner, { workspaceId, componentId: foreign }),
      404,
      "request.not_found",
      "Component not found",
    );
    const own = (await api(t, "POST", `component/${workspaceId}`, owner, { name: "B", componentType: "Board" })).json()
      .data.id;
    const onBoard = await createTask(t, owner, workspaceId, { componentId: own });
    expect(onBoard.componentId).toBe(own);
    expect(onBoard.order).toBe(1024);
  });
});

describe("sub-tasks", () => {
  it("creates sub-tasks in the parent's workspace and component, nested, and deletes them with it", async () => {
    const board = (await api(t, "POST", `component/${workspaceId}`, owner, { name: "S", componentType: "List" })).json()
      .data.id;
    const parent = await createTask(t, owner, workspaceId, { name: "Parent", componentId: board });
    const child = await createSubtask(t, editor, parent.id, { name: "Child", componentId: null });
    expect(child).toMatchObject({ parentTaskId: parent.id, componentId: board, workspaceId, taskType: "SUB_TASK" });
    const grandchild = await createSubtask(t, owner, child.id, { name: "Grandchild", taskType: "Bug" });
    expect(grandchild).toMatchObject({ parentTaskId: child.id, taskType: "Bug" });
    const read = (await api(t, "GET", `task/${parent.id}`, viewer)).json().data;
    expect(read.subTaskIds).toEqual([child.id]);
    expect(read).toMatchObject({ workspaceName: "Abacus Project", timeLogs: [] });
    expect(read.abilities).toEqual({ edit: false, comment: false, delete: false });

    const removed = await api(t, "DELETE", `task/${parent.id}`, owner);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ id: parent.id, deletedIds: [parent.id, child.id, grandchild.id] });
    for (const id of [parent.id, child.id, grandchild.id]) {
      expectError(await api(t, "GET", `task/${id}`, owner), 404, "request.not_found", "Task not found");
      expect((await taskRow(t, id))?.deletedAt).toBeInstanceOf(Date);
    }
    expectError(await api(t, "POST", `task/${parent.id}/subtask`, owner, {}), 404, "request.not_found");
  });
});

describe("update", () => {
  it("changes every field, accepts value objects and the in-progress alias", async () => {
    const dependency = await createTask(t, owner, workspaceId, { name: "Dependency" });
    const task = await createTask(t, owner, workspaceId, { name: "Everything" });
    const attachment = { id: "u1", name: "plan.pdf", fileType: "application/pdf" };
    const res = await api(t, "PUT", `task/${task.id}`, editor, {
      name: "  Renamed  ",
      details: "Line one\nLine two",
      assignedUserIds: [editor.user.id, viewer.user.id, editor.user.id],
      dueDate: "2031-05-06",
      startDate: "2031-05-01T09:00:00Z",
      endDate: "2031-05-07T17:00:00.000Z",
      priority: { value: "urgent" },
      status: "in-progress",
      taskColor: "#abc",
      cardColor: "123456",
      estimatedTime: 90,
      dependencies: [dependency.id],
      emoji: "🚀",
      taskType: "Bug",
      links: [{ text: "", url: "https://example.com/a" }],
      tags: ["work", " Work ", "urgent"],
      attachments: [attachment],
      order: 5.5,
      version: task.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: "Renamed",
      details: "Line one\nLine two",
      assignedUserIds: [editor.user.id, viewer.user.id],
      dueDate: "2031-05-06T00:00:00.000Z",
      startDate: "2031-05-01T09:00:00.000Z",
      endDate: "2031-05-07T17:00:00.000Z",
      priority: { value: "urgent" },
      status: { value: "inProgress" },
      taskColor: "#abc",
      cardColor: "123456",
      estimatedTime: 90,
      dependencies: [dependency.id],
      emoji: "🚀",
      taskType: "Bug",
      links: [{ text: "https://example.com/a", url: "https://example.com/a" }],
      tags: ["work", "urgent"],
      attachments: [attachment],
      order: 5.5,
      version: 2,
    });
    const done = await api(t, "PUT", `task/${task.id}`, editor, { status: { value: "done" }, isArchived: true });
    expect(done.json().data).toMatchObject({ status: { value: "done" }, isArchived: true, version: 3 });
    expect(done.json().data.completedAt).not.toBeNull();
    const reopened = await api(t, "PUT", `task/${task.id}`, editor, {
      status: "todo",
      details: null,
      dueDate: null,
      emoji: null,
    });
    expect(reopened.json().data).toMatchObject({ completedAt: null, details: null, dueDate: null, emoji: null });
  });

  it("checks links: only http(s), an empty url drops the link", async () => {
    const task = await createTask(t, owner, workspaceId, {
      links: [
        { text: "Docs", url: "https://docs.example.com" },
        { text: "gone", url: "  " },
      ],
    });
    expect(task.links).toEqual([{ text: "Docs", url: "https://docs.example.com" }]);
    for (const url of ["javascript:alert(1)", "ftp://files.example.com/x"]) {
      expectError(
        await api(t, "PUT", `task/${task.id}`, owner, { links: [{ text: "bad", url }] }),
        400,
        "request.invalid",
        "Invalid_url",
      );
      expectError(
        await api(t, "POST", "task", owner, { workspaceId, links: [{ text: "bad", url }] }),
        400,
        "request.invalid",
        "Invalid_url",
      );
    }
  });

  it("refuses bad input without changing the row, writing activity or sending events", async () => {
    const task = await createTask(t, owner, workspaceId, { name: "Guarded" });
    const socket = await open(owner);
    const channel = `workspace:${workspaceId}`;
    await socket.subscribe(channel);
    const before = await taskRow(t, task.id);
    const entries = await activityCount(t, task.id);
    const other = await freshWorkspace();
    const foreignTask = await createTask(t, owner, other);
    const refusals: [unknown, number, string][] = [
      [{ assignedUserIds: [outsider.user.id] }, 400, "Assignees must be members of the workspace"],
      [{ name: "ok", dependencies: [foreignTask.id] }, 400, "Dependencies must be other tasks of the same workspace"],
      [{ dependencies: [task.id] }, 400, "Dependencies must be other tasks of the same workspace"],
      [{ status: "almost" }, 400, "Status must be one of backlog, todo, inProgress, done, canceled"],
      [{ priority: { value: "meh" } }, 400, "Priority must be one of noPriority, urgent, high, medium, low"],
      [{ name: "" }, 400, "A task needs a name"],
      [{ taskColor: "#12" }, 400, "Invalid Hex value"],
      [{ dueDate: "tomorrow" }, 400, "Invalid date"],
      [{ links: [{ text: "x", url: "javascript:alert(1)" }], name: "changed" }, 400, "Invalid_url"],
    ];
    for (const [body, status, message] of refusals) {
      expectError(await api(t, "PUT", `task/${task.id}`, owner, body), status, "request.invalid", message);
    }
    expectError(
      await api(t, "POST", "task", owner, { workspaceId, assignedUserIds: [outsider.user.id] }),
      400,
      "request.invalid",
      "Assignees must be members of the workspace",
    );
    expect(await taskRow(t, task.id)).toEqual(before);
    expect(await activityCount(t, task.id)).toBe(entries);
    await socket.ping();
    expect(socket.drainEvents(channel)).toEqual([]);
    socket.close();
  });

  it("answers 409 to a stale version and keeps the newer save", async () => {
    const task = await createTask(t, owner, workspaceId, { name: "Versioned" });
    expect((await api(t, "PUT", `task/${task.id}`, owner, { name: "First", version: 1 })).statusCode).toBe(200);
    expectError(
      await api(t, "PUT", `task/${task.id}`, editor, { name: "Second", version: 1 }),
      409,
      "workspace.version_conflict",
    );
    expect((await taskRow(t, task.id))?.name).toBe("First");
    // An update that changes nothing writes nothing.
    const same = await api(t, "PUT", `task/${task.id}`, owner, { name: "First", version: 2 });
    expect(same.json().data.version).toBe(2);
  });
});

describe("activity, notifications, realtime and search", () => {
  it("records who changed what on the task, newest first", async () => {
    const task = await createTask(t, owner, workspaceId, { name: "Tracked" });
    await api(t, "PUT", `task/${task.id}`, editor, { status: "inProgress" });
    await api(t, "PUT", `task/${task.id}`, editor, { priority: "high", tags: ["work"] });
    const res = await api(t, "GET", `task/${task.id}/activity?limit=2`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const [latest, status] = res.json().data;
    expect(latest).toMatchObject({ action: "task.updated", summary: `updated priority, tags of ${task.displayId}` });
    expect(status).toMatchObject({
      action: "task.updated",
      targetType: "task",
      targetId: task.id,
      actor: { id: editor.user.id },
      summary: `changed status of ${task.displayId} from todo to inProgress`,
      details: { changes: { status: { from: "todo", to: "inProgress" } } },
    });
    const workspaceFeed = (await api(t, "GET", `workspace/${workspaceId}/activity?limit=1`, viewer)).json().data;
    expect(workspaceFeed[0].targetId).toBe(task.id);
  });

  it("tells new assignees and watchers", async () => {
    const task = await createTask(t, owner, workspaceId, { name: "Assign me", assignedUserIds: [viewer.user.id] });
    await api(t, "PUT", `task/${task.id}`, owner, { assignedUserIds: [viewer.user.id, editor.user.id] });
    const inbox = async (user: TestUser) =>
      (await api(t, "GET", "message/notifications?limit=50", user)).json().data as { kind: string; title: string }[];
    expect((await inbox(viewer)).filter((n) => n.title.includes(task.displayId)).map((n) => n.kind)).toEqual([
      "task.assigned",
    ]);
    expect((await inbox(editor)).filter((n) => n.title.includes(task.displayId)).map((n) => n.kind)).toEqual([
      "task.assigned",
    ]);
  });

  it("sends task-created, task-updated and task-deleted on workspace:<id> after the commit", async () => {
    const socket = await open(viewer);
    const channel = `workspace:${workspaceId}`;
    await socket.subscribe(channel);
    const taskEvents = async (count: number) => {
      const found = [];
      while (found.length < count) {
        found.push(...(await socket.events(channel, 1)).filter((e) => e.name.startsWith("task-")));
      }
      return found;
    };
    const task = await createTask(t, owner, workspaceId, { name: "Live" });
    const [created] = await taskEvents(1);
    expect(created).toMatchObject({ name: "task-created", data: { task: { id: task.id, name: "Live" } } });
    await api(t, "PUT", `task/${task.id}`, owner, { name: "Live 2" });
    const [updated] = await taskEvents(1);
    expect(updated).toMatchObject({
      name: "task-updated",
      data: { task: { id: task.id, name: "Live 2", version: 2 } },
    });
    const child = await createSubtask(t, owner, task.id);
    const [childCreated, parentUpdated] = await taskEvents(2);
    expect(childCreated).toMatchObject({ name: "task-created", data: { task: { id: child.id } } });
    expect(parentUpdated).toMatchObject({
      name: "task-updated",
      data: { task: { id: task.id, subTaskIds: [child.id] } },
    });
    await api(t, "DELETE", `task/${task.id}`, owner);
    const [deleted] = await taskEvents(1);
    expect(deleted).toMatchObject({ name: "task-deleted", data: { id: task.id, deletedIds: [task.id, child.id] } });
    socket.close();
  });

  it("lets only those who may see the workspace find a task", async () => {
    const name = word("Quasar");
    const task = await createTask(t, owner, workspaceId, { name, details: "Snippet line\nmore" });
    const search = async (user: TestUser) =>
      (await api(t, "GET", `search?q=${name}&kinds=task`, user)).json().data.groups as {
        hits: { id: string; title: string; snippet: string; url: string }[];
      }[];
    const [group] = await search(viewer);
    expect(group?.hits).toEqual([
      {
        kind: "task",
        id: task.id,
        title: `${task.displayId} ${name}`,
        snippet: "Snippet line",
        url: `/workspace/bearish/${workspaceId}/item/none/task/${task.id}`,
      },
    ]);
    expect(await search(outsider)).toEqual([]);
    expect(await search(await person(t, "AUDITOR"))).toHaveLength(1);
    await api(t, "DELETE", `task/${task.id}`, owner);
    expect(await search(viewer)).toEqual([]);
  });
});

describe("time logs", () => {
  it("logs time, adds it to the task, and removes it again", async () => {
    const task = await createTask(t, owner, workspaceId, { name: "Timed" });
    const res = await api(t, "POST", `task/${task.id}/time-logs`, editor, { seconds: 5400, note: "pairing" });
    expect(res.statusCode, res.body).toBe(201);
    const log = res.json().data;
    expect(log).toMatchObject({ userId: editor.user.id, seconds: 5400, note: "pairing", source: "manual" });
    await api(t, "POST", `task/${task.id}/time-logs`, owner, { seconds: 60, source: "stopwatch" });
    const read = (await api(t, "GET", `task/${task.id}`, editor)).json().data;
    expect(read.timeSpentSeconds).toBe(5460);
    expect(read.timeLogs).toHaveLength(2);
    expect(read.abilities).toEqual({ edit: true, comment: true, delete: true });
    expectError(
      await api(t, "POST", `task/${task.id}/time-logs`, owner, { seconds: 0 }),
      400,
      "request.invalid",
      "Log at least one second",
    );
    const activity = (await api(t, "GET", `task/${task.id}/activity`, owner)).json().data;
    expect(activity.map((a: { summary: string }) => a.summary)).toContain(`logged 1h 30m on ${task.displayId}`);
    expect((await api(t, "DELETE", `task/${task.id}/time-logs/${log.id}`, editor)).statusCode).toBe(200);
    expect((await api(t, "GET", `task/${task.id}`, editor)).json().data.timeSpentSeconds).toBe(60);
    expectError(
      await api(t, "DELETE", `task/${task.id}/time-logs/${log.id}`, editor),
      404,
      "request.not_found",
      "Time log not found",
    );
  });
});
