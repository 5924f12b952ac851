import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { searchDocuments } from "../../db/schema/search-documents";
import { workspaceActivity } from "../../db/schema/workspaces";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, expectError, person, word } from "../workspaces/workspace-fixtures";
import { commentCountOf, createTask, createTeam, mentionOf, recordEvents, type Team } from "./task-social-fixtures";

let t: TestServer;
let team: Team;
let publish: ReturnType<typeof recordEvents>;

beforeAll(async () => {
  t = await createTestServer();
  team = await createTeam(t);
  publish = recordEvents(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => publish.clear());

const api = (method: "GET" | "POST" | "PUT" | "DELETE", path: string, who: TestUser | undefined, body?: unknown) =>
  t.request(method, `/api/${path}`, { token: who?.token, ...(body === undefined ? {} : { body }) });

async function comment(taskId: string, who: TestUser, body: string) {
  const res = await api("POST", `task/${taskId}/comments`, who, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const notificationsOf = async (who: TestUser, status = "new") => {
  const res = await api("GET", `message/notifications?status=${status}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { kind: string; title: string; body: string; link: string; actor: { id: string } }[];
};

const eventsNamed = (name: string) => publish.calls.filter((c) => c[1] === name);

describe("comments on a task", () => {
  it("a commenter posts plain text as written (trimmed), and readers list them oldest first with meta", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    const first = await comment(task.id, team.commenter, "  <b>not html</b> & first  ");
    expect(first).toMatchObject({
      taskId: task.id,
      body: "<b>not html</b> & first",
      author: { id: team.commenter.user.id, firstName: team.commenter.user.firstName },
      mentions: [],
      edited: false,
    });
    expect(first.author.avatar_fallBack).toHaveLength(2);
    t.clock.advanceMinutes(1);
    await comment(task.id, team.editor, "second");
    t.clock.advanceMinutes(1);
    await comment(task.id, team.owner, "third");

    const res = await api("GET", `task/${task.id}/comments?page=1&limit=2`, team.viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((c: { body: string }) => c.body)).toEqual(["<b>not html</b> & first", "second"]);
    expect(res.json().meta).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const page2 = await api("GET", `task/${task.id}/comments?page=2&limit=2`, team.viewer);
    expect(page2.json().data.map((c: { body: string }) => c.body)).toEqual(["third"]);
    expect(await commentCountOf(t, task.id)).toBe(3);
  });

  it("refuses empty and too long bodies", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    const empty = expectError(
      await api("POST", `task/${task.id}/comments`, team.owner, { body: "   " }),
      400,
      "request.invalid",
    );
    expect(JSON.stringify(empty.details)).toContain("A comment cannot be empty");
    expectError(
      await api("POST", `task/${task.id}/comments`, team.owner, { body: "x".repeat(10_001) }),
      400,
      "request.invalid",
    );
    expect(await commentCountOf(t, task.id)).toBe(0);
  });

  it("viewers get 403, outsiders 404 Task not found, a missing task 404", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    expectError(await api("POST", `task/${task.id}/comments`, team.viewer, { body: "hi" }), 403, "auth.forbidden");
    expectError(
      await api("POST", `task/${task.id}/comments`, team.outsider, { body: "hi" }),
      404,
      "request.not_found",
      "Task not found",
    );
    expectError(
      await api("GET", `task/${task.id}/comments`, team.outsider),
      404,
      "request.not_found",
      "Task not found",
    );
    expectError(
      await api("GET", "task/0190c3e0-0000-7000-8000-000000000000/comments", team.owner),
      404,
      "request.not_found",
      "Task not found",
    );
    expect(await commentCountOf(t, task.id)).toBe(0);
  });

  it("resolves mentions against the workspace's members and notifies only the mentioned member", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    const body = `Please look ${mentionOf(team.viewer)} and ${mentionOf(team.outsider)} and ${mentionOf(team.commenter)}`;
    const before = {
      viewer: (await notificationsOf(team.viewer)).length,
      outsider: (await notificationsOf(team.outsider)).length,
      editor: (await notificationsOf(team.editor)).length,
      commenter: (await notificationsOf(team.commenter)).length,
    };
    const created = await comment(task.id, team.commenter, body);
    // The outsider is not a member; the author mentioning themself is kept but not notified.
    expect(created.mentions).toEqual([team.viewer.user.id, team.commenter.user.id]);

    const viewerInbox = await notificationsOf(team.viewer);
    expect(viewerInbox).toHaveLength(before.viewer + 1);
    expect(viewerInbox[0]).toMatchObject({
      kind: "task.mentioned",
      body,
      link: `/workspace/bearish/${team.workspaceId}/item/none/task/${task.id}`,
      actor: { id: team.commenter.user.id },
    });
    expect(viewerInbox[0]?.title).toContain(
      `${team.commenter.user.firstName} ${team.commenter.user.lastName} mentioned you`,
    );
    expect(await notificationsOf(team.outsider)).toHaveLength(before.outsider);
    expect(await notificationsOf(team.editor)).toHaveLength(before.editor);
    expect(await notificationsOf(team.commenter)).toHaveLength(before.commenter);

    const live = eventsNamed("notification");
    expect(live.map((c) => c[0])).toEqual([`user:${team.viewer.user.id}`]);
  });

  it("mentions match case-insensitively and the longest full name wins", async () => {
    const ada = await person(t, "USER", "Ada");
    const adaKing = await person(t, "USER", "Ada");
    // Same first name; one last name extends the other.
    const { users } = await import("../../db/schema/users");
    await t.ctx.db.update(users).set({ lastName: "Lovelace" }).where(eq(users.id, ada.user.id));
    await t.ctx.db.update(users).set({ lastName: "Lovelace King" }).where(eq(users.id, adaKing.user.id));
    await addMember(t, team.workspaceId, team.owner, ada, "VIEWER");
    await addMember(t, team.workspaceId, team.owner, adaKing, "VIEWER");
    const task = await createTask(t, team.workspaceId, team.owner);
    expect((await comment(task.id, team.owner, "cc @ada lovelace king.")).mentions).toEqual([adaKing.user.id]);
    expect((await comment(task.id, team.owner, "cc @ADA LOVELACE, thanks")).mentions).toEqual([ada.user.id]);
    expect((await comment(task.id, team.owner, "cc @Ada Lovelacey")).mentions).toEqual([]);
  });

  it("edits: own comments only, sets updatedAt and edited, notifies only newly mentioned people", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    const created = await comment(task.id, team.commenter, `hi ${mentionOf(team.viewer)}`);
    const viewerBefore = (await notificationsOf(team.viewer)).length;
    const editorBefore = (await notificationsOf(team.editor)).length;

    for (const other of [team.owner, team.editor]) {
      expectError(
        await api("PUT", `task/${task.id}/comments/${created.id}`, other, { body: "hijack" }),
        403,
        "auth.forbidden",
        "You can only edit your own comments",
      );
    }
    t.clock.advanceMinutes(5);
    publish.clear();
    const res = await api("PUT", `task/${task.id}/comments/${created.id}`, team.commenter, {
      body: `hi ${mentionOf(team.viewer)} and ${mentionOf(team.editor)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data;
    expect(edited.edited).toBe(true);
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThan(new Date(edited.createdAt).getTime());
    expect(edited.mentions).toEqual([team.viewer.user.id, team.editor.user.id]);
    expect(await notificationsOf(team.viewer)).toHaveLength(viewerBefore);
    expect(await notificationsOf(team.editor)).toHaveLength(editorBefore + 1);
    expect(eventsNamed("task-comment-updated")).toEqual([
      [`workspace:${team.workspaceId}`, "task-comment-updated", { taskId: task.id, comment: edited }],
    ]);

    const list = await api("GET", `task/${task.id}/comments`, team.viewer);
    expect(list.json().data[0].body).toBe(`hi ${mentionOf(team.viewer)} and ${mentionOf(team.editor)}`);
    expectError(
      await api("PUT", `task/${task.id}/comments/0190c3e0-0000-7000-8000-000000000000`, team.commenter, { body: "x" }),
      404,
      "request.not_found",
      "Comment not found",
    );
  });

  it("deletes: the author, or editors, the owner and ADMIN; soft, and the count follows", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    const mine = await comment(task.id, team.commenter, "mine");
    const editors = await comment(task.id, team.editor, "editor's");
    const third = await comment(task.id, team.editor, "third");
    const admin = await person(t, "ADMIN");
    expect(await commentCountOf(t, task.id)).toBe(3);

    expectError(await api("DELETE", `task/${task.id}/comments/${editors.id}`, team.commenter), 403, "auth.forbidden");
    expectError(await api("DELETE", `task/${task.id}/comments/${mine.id}`, team.viewer), 403, "auth.forbidden");
    expect(await commentCountOf(t, task.id)).toBe(3);

    publish.clear();
    const res = await api("DELETE", `task/${task.id}/comments/${mine.id}`, team.commenter);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: mine.id });
    expect(eventsNamed("task-comment-deleted")).toEqual([
      [`workspace:${team.workspaceId}`, "task-comment-deleted", { taskId: task.id, id: mine.id }],
    ]);
    expect((await api("DELETE", `task/${task.id}/comments/${editors.id}`, team.owner)).statusCode).toBe(200);
    expect((await api("DELETE", `task/${task.id}/comments/${third.id}`, admin)).statusCode).toBe(200);
    expectError(await api("DELETE", `task/${task.id}/comments/${mine.id}`, team.commenter), 404, "request.not_found");
    expect(await commentCountOf(t, task.id)).toBe(0);
    const list = await api("GET", `task/${task.id}/comments`, team.viewer);
    expect(list.json().data).toEqual([]);
    expect(list.json().meta.total).toBe(0);
  });

  it("a comment of another task is not found through this one", async () => {
    const a = await createTask(t, team.workspaceId, team.owner);
    const b = await createTask(t, team.workspaceId, team.owner);
    const onA = await comment(a.id, team.owner, "on a");
    expectError(
      await api("PUT", `task/${b.id}/comments/${onA.id}`, team.owner, { body: "x" }),
      404,
      "request.not_found",
    );
    expectError(await api("DELETE", `task/${b.id}/comments/${onA.id}`, team.owner), 404, "request.not_found");
  });

  it("records activity, sends the created event after commit and feeds the search", async () => {
    const task = await createTask(t, team.workspaceId, team.owner, word("Searchable "));
    const term = word("zebra");
    publish.clear();
    const created = await comment(task.id, team.editor, `talk about ${term} soon`);
    expect(eventsNamed("task-comment-created")).toEqual([
      [`workspace:${team.workspaceId}`, "task-comment-created", { taskId: task.id, comment: created }],
    ]);
    const activity = await t.ctx.db
      .select({ action: workspaceActivity.action, targetType: workspaceActivity.targetType })
      .from(workspaceActivity)
      .where(and(eq(workspaceActivity.workspaceId, team.workspaceId), eq(workspaceActivity.targetId, task.id)));
    expect(activity).toContainEqual({ action: "task.commented", targetType: "task" });

    const found = await api("GET", `search?q=${term}`, team.viewer);
    expect(found.statusCode, found.body).toBe(200);
    const hits = found.json().data.groups.flatMap((g: { hits: unknown[] }) => g.hits);
    expect(hits).toContainEqual(
      expect.objectContaining({
        kind: "task",
        id: created.id,
        url: `/workspace/bearish/${team.workspaceId}/item/none/task/${task.id}`,
      }),
    );
    const outsider = await api("GET", `search?q=${term}`, team.outsider);
    expect(outsider.json().data.groups.flatMap((g: { hits: unknown[] }) => g.hits)).toEqual([]);

    await api("DELETE", `task/${task.id}/comments/${created.id}`, team.editor);
    const docs = await t.ctx.db.select().from(searchDocuments).where(eq(searchDocuments.refId, created.id));
    expect(docs).toEqual([]);
  });

  it("signed out: 401", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    expectError(await api("GET", `task/${task.id}/comments`, undefined), 401, "auth.unauthenticated");
  });
});
