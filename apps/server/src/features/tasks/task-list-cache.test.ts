// The task list answers repeated reads from memory; every change that could alter an answer, or
// who may read it, must stale it at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, person, word } from "../workspaces/workspace-fixtures";
import { createTask, createTeam } from "./task-social-fixtures";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

const list = (token: string, workspaceId: string) =>
  t.request("GET", `/api/task/get-all-task?workspaceId=${workspaceId}&limit=200`, { token });

describe("task list cache", () => {
  it("answers a repeated read with the same bytes, and a change with fresh ones", async () => {
    const team = await createTeam(t);
    const task = await createTask(t, team.workspaceId, team.owner, "First name");
    const first = await list(team.viewer.token, team.workspaceId);
    const again = await list(team.viewer.token, team.workspaceId);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers["content-type"]).toMatch(/^application\/json/);
    expect(again.body).toBe(first.body);

    const renamed = await t.request("PUT", `/api/task/${task.id}`, {
      token: team.editor.token,
      body: { name: "Second name" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await list(team.viewer.token, team.workspaceId);
    expect(after.json().data.map((x: { name: string }) => x.name)).toEqual(["Second name"]);

    await createTask(t, team.workspaceId, team.editor, "Another");
    expect((await list(team.viewer.token, team.workspaceId)).json().data).toHaveLength(2);
  });

  it("never serves one person's answer to another, and stops at once when access is taken away", async () => {
    const team = await createTeam(t);
    await createTask(t, team.workspaceId, team.owner);
    expect((await list(team.viewer.token, team.workspaceId)).statusCode).toBe(200);
    // The same list asked for with the id in capitals is cached under the same channel.
    expect((await list(team.viewer.token, team.workspaceId.toUpperCase())).statusCode).toBe(200);
    expect((await list(team.outsider.token, team.workspaceId)).statusCode).toBe(404);

    const members = await t.request("GET", `/api/members/${team.workspaceId}/members?limit=100`, {
      token: team.owner.token,
    });
    const viewerMember = members
      .json()
      .data.members.find((m: { userId: string }) => m.userId === team.viewer.user.id) as { memberId: string };
    const removed = await t.request("DELETE", `/api/members/${team.workspaceId}/member/${viewerMember.memberId}`, {
      token: team.owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(team.viewer.token, team.workspaceId)).statusCode).toBe(404);
    expect((await list(team.viewer.token, team.workspaceId.toUpperCase())).statusCode).toBe(404);
  });

  it("stops serving a signed-out session and a deactivated account at once", async () => {
    const owner = await person(t, "USER", word("Owner"));
    const admin = await person(t, "ADMIN", word("Admin"));
    const viewer = await person(t, "USER", word("Viewer"));
    const w = await createWorkspace(t, owner);
    await addMember(t, w.id, owner, viewer, "VIEWER");
    expect((await list(viewer.token, w.id)).statusCode).toBe(200);
    const deactivated = await t.request("POST", `/api/user/auth/users/${viewer.user.id}/deactivate`, {
      token: admin.token,
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await list(viewer.token, w.id)).statusCode).toBe(401);

    expect((await list(owner.token, w.id)).statusCode).toBe(200);
    const out = await t.request("POST", "/api/user/auth/logout", { token: owner.token });
    expect(out.statusCode, out.body).toBe(200);
    expect((await list(owner.token, w.id)).statusCode).toBe(401);
  });
});
