// Task and comment search entries follow their workspace: opening or closing the link, and
// deleting the workspace, change who finds them, in the same transaction as the change.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/test-server";
import { person, word } from "../workspaces/workspace-fixtures";
import { createTask, createTeam } from "./task-social-fixtures";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

async function finds(token: string, text: string): Promise<boolean> {
  const res = await t.request("GET", `/api/search?q=${encodeURIComponent(text)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return JSON.stringify(res.json().data.groups).includes(text);
}

describe("task search scopes", () => {
  it("follow the workspace's link access and its deletion, for tasks and their comments", async () => {
    const team = await createTeam(t);
    const admin = await person(t, "ADMIN", word("Admin"));
    const taskWord = word("zebratask");
    const commentWord = word("quokkacomment");
    const task = await createTask(t, team.workspaceId, team.owner, `Plan ${taskWord}`);
    const comment = await t.request("POST", `/api/task/${task.id}/comments`, {
      token: team.owner.token,
      body: { body: `Notes ${commentWord}` },
    });
    expect(comment.statusCode, comment.body).toBe(201);

    expect(await finds(team.viewer.token, taskWord)).toBe(true);
    expect(await finds(team.outsider.token, taskWord)).toBe(false);
    expect(await finds(team.outsider.token, commentWord)).toBe(false);

    const open = await t.request("PUT", `/api/workspace/${team.workspaceId}/general-access`, {
      token: team.owner.token,
      body: { generalAccess: "anyone_with_link" },
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(await finds(team.outsider.token, taskWord)).toBe(true);
    expect(await finds(team.outsider.token, commentWord)).toBe(true);

    const close = await t.request("PUT", `/api/workspace/${team.workspaceId}/general-access`, {
      token: team.owner.token,
      body: { generalAccess: "restricted" },
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(await finds(team.outsider.token, taskWord)).toBe(false);
    expect(await finds(team.outsider.token, commentWord)).toBe(false);

    expect(await finds(admin.token, taskWord)).toBe(true);
    const removed = await t.request("DELETE", `/api/workspace/${team.workspaceId}`, { token: team.owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await finds(admin.token, taskWord)).toBe(false);
    expect(await finds(admin.token, commentWord)).toBe(false);
  });

  it("drop a deleted task's comments", async () => {
    const team = await createTeam(t);
    const commentWord = word("wombatcomment");
    const task = await createTask(t, team.workspaceId, team.owner);
    await t.request("POST", `/api/task/${task.id}/comments`, {
      token: team.owner.token,
      body: { body: `Notes ${commentWord}` },
    });
    expect(await finds(team.viewer.token, commentWord)).toBe(true);
    const removed = await t.request("DELETE", `/api/task/${task.id}`, { token: team.owner.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await finds(team.viewer.token, commentWord)).toBe(false);
  });

  it("re-title tasks and their comments when the workspace or the task is renamed", async () => {
    const team = await createTeam(t);
    const commentWord = word("otterc");
    const task = await createTask(t, team.workspaceId, team.owner, "Old task name");
    await t.request("POST", `/api/task/${task.id}/comments`, {
      token: team.owner.token,
      body: { body: `Notes ${commentWord}` },
    });
    const titles = async (text: string) => {
      const res = await t.request("GET", `/api/search?q=${encodeURIComponent(text)}`, { token: team.viewer.token });
      return (res.json().data.groups as { hits: { title: string }[] }[]).flatMap((g) => g.hits.map((h) => h.title));
    };
    const renamed = await t.request("PUT", `/api/workspace/${team.workspaceId}`, {
      token: team.owner.token,
      body: { name: "Zulu Team" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await titles(commentWord)).toEqual(["ZUL-01 Old task name"]);
    expect(await titles("Old task name")).toContain("ZUL-01 Old task name");

    const retitled = await t.request("PUT", `/api/task/${task.id}`, {
      token: team.owner.token,
      body: { name: "New task name" },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(await titles(commentWord)).toEqual(["ZUL-01 New task name"]);
  });
});
