import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, expectError, person } from "../workspaces/workspace-fixtures";
import { createTask, createTeam, recordEvents, type Team } from "./task-social-fixtures";

let t: TestServer;
let team: Team;
let events: ReturnType<typeof recordEvents>;

beforeAll(async () => {
  t = await createTestServer();
  team = await createTeam(t);
  events = recordEvents(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => events.clear());

const api = (method: "GET" | "POST", path: string, who: TestUser | undefined, body?: unknown) =>
  t.request(method, `/api/${path}`, { token: who?.token, ...(body === undefined ? {} : { body }) });

async function ask(taskId: string, by: TestUser, approver: TestUser, text = "Please approve the budget") {
  const res = await api("POST", `task/${taskId}/approvals`, by, { text, approverId: approver.user.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const decide = (taskId: string, approvalId: string, who: TestUser, decision: string, note?: string) =>
  api("POST", `task/${taskId}/approvals/${approvalId}/decision`, who, { decision, ...(note ? { note } : {}) });

const inbox = async (who: TestUser, query: string) => {
  const res = await api("GET", `task/approvals?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const notificationsOf = async (who: TestUser) =>
  (await api("GET", "message/notifications?status=new&limit=200", who)).json().data as {
    kind: string;
    title: string;
    body: string;
    details?: unknown;
  }[];

describe("approval requests", () => {
  it("request → the approver sees it pending → approve → the requester is told; counts per tab", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    const approverBefore = (await notificationsOf(team.editor)).length;
    const approval = await ask(task.id, team.commenter, team.editor);
    expect(approval).toMatchObject({
      taskId: task.id,
      workspaceId: team.workspaceId,
      taskName: task.name,
      text: "Please approve the budget",
      status: "PENDING",
      requester: { id: team.commenter.user.id },
      approver: { id: team.editor.user.id },
      note: null,
      decidedAt: null,
    });
    const approverInbox = await notificationsOf(team.editor);
    expect(approverInbox).toHaveLength(approverBefore + 1);
    expect(approverInbox[0]).toMatchObject({ kind: "task.approval_requested", body: "Please approve the budget" });
    expect(events.calls.filter((c) => c[1] === "task-approval-updated").map((c) => c[0])).toEqual([
      `workspace:${team.workspaceId}`,
      `user:${team.commenter.user.id}`,
      `user:${team.editor.user.id}`,
    ]);

    const pending = await inbox(team.editor, "role=approver&status=PENDING");
    expect(pending.data.map((a: { id: string }) => a.id)).toContain(approval.id);
    const mine = await inbox(team.commenter, "role=requester");
    expect(mine.data.map((a: { id: string }) => a.id)).toContain(approval.id);
    expect((await inbox(team.commenter, "role=approver")).data.map((a: { id: string }) => a.id)).not.toContain(
      approval.id,
    );

    const requesterBefore = (await notificationsOf(team.commenter)).length;
    t.clock.advanceMinutes(3);
    const res = await decide(task.id, approval.id, team.editor, "APPROVED", "Looks good");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: approval.id, status: "APPROVED", note: "Looks good" });
    expect(res.json().data.decidedAt).not.toBeNull();
    const told = await notificationsOf(team.commenter);
    expect(told).toHaveLength(requesterBefore + 1);
    expect(told[0]).toMatchObject({ kind: "task.approval_decided", body: "Looks good" });
    expect(told[0]?.title).toContain("approved your request");

    expect(
      (await inbox(team.editor, "role=approver&status=PENDING")).data.map((a: { id: string }) => a.id),
    ).not.toContain(approval.id);
    expect((await inbox(team.editor, "role=approver&status=APPROVED")).data.map((a: { id: string }) => a.id)).toContain(
      approval.id,
    );

    await ask(task.id, team.owner, team.viewer, "second");
    t.clock.advanceMinutes(1);
    const third = await ask(task.id, team.editor, team.viewer, "third");
    expect((await decide(task.id, third.id, team.viewer, "REJECTED")).json().data.status).toBe("REJECTED");
    const list = await api("GET", `task/${task.id}/approvals`, team.viewer);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.counts).toEqual({ APPROVED: 1, PENDING: 1, REJECTED: 1 });
    expect(list.json().data.approvals.map((a: { text: string }) => a.text)).toEqual([
      "third",
      "second",
      "Please approve the budget",
    ]);
  });

  it("rejecting tells the requester; deciding twice answers 409; only the approver decides (403)", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    const approval = await ask(task.id, team.owner, team.commenter);
    for (const other of [team.owner, team.editor, team.viewer]) {
      expectError(await decide(task.id, approval.id, other, "APPROVED"), 403, "auth.forbidden");
    }
    expectError(
      await decide(task.id, approval.id, team.outsider, "APPROVED"),
      404,
      "request.not_found",
      "Task not found",
    );
    const ownerBefore = (await notificationsOf(team.owner)).length;
    const rejected = await decide(task.id, approval.id, team.commenter, "REJECTED", "Not yet");
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await notificationsOf(team.owner))[0]).toMatchObject({ kind: "task.approval_decided" });
    expect(await notificationsOf(team.owner)).toHaveLength(ownerBefore + 1);
    const again = expectError(
      await decide(task.id, approval.id, team.commenter, "APPROVED"),
      409,
      "task.approval_decided",
    );
    expect(again.message).toBe("This request has already been decided");
    const list = await api("GET", `task/${task.id}/approvals`, team.owner);
    expect(list.json().data.approvals[0]).toMatchObject({ status: "REJECTED", note: "Not yet" });
  });

  it("refuses asking yourself, a non-member, an unknown person; viewers cannot ask", async () => {
    const task = await createTask(t, team.workspaceId, team.owner);
    const self = expectError(
      await api("POST", `task/${task.id}/approvals`, team.editor, { text: "x", approverId: team.editor.user.id }),
      400,
      "request.invalid",
    );
    expect(self.message).toBe("You cannot ask yourself to approve");
    const outsider = expectError(
      await api("POST", `task/${task.id}/approvals`, team.editor, { text: "x", approverId: team.outsider.user.id }),
      400,
      "request.invalid",
    );
    expect(outsider.message).toBe("The approver must be a member of this workspace");
    expectError(
      await api("POST", `task/${task.id}/approvals`, team.editor, {
        text: "x",
        approverId: "0190c3e0-0000-7000-8000-000000000000",
      }),
      400,
      "request.invalid",
    );
    expectError(
      await api("POST", `task/${task.id}/approvals`, team.editor, { text: "  ", approverId: team.owner.user.id }),
      400,
      "request.invalid",
    );
    expectError(
      await api("POST", `task/${task.id}/approvals`, team.viewer, { text: "x", approverId: team.owner.user.id }),
      403,
      "auth.forbidden",
    );
    // The owner (member OWNER) can be asked.
    await ask(task.id, team.editor, team.owner);
    expect((await api("GET", `task/${task.id}/approvals`, team.owner)).json().data.counts).toEqual({
      APPROVED: 0,
      PENDING: 1,
      REJECTED: 0,
    });
  });

  it("a requester who has left the workspace is not told of the decision", async () => {
    const leaver = await person(t, "USER", "Leaving");
    const memberId = await addMember(t, team.workspaceId, team.owner, leaver, "COMMENTER");
    const task = await createTask(t, team.workspaceId, team.owner, "Left behind");
    const approval = await ask(task.id, leaver, team.editor);
    const left = await t.request("DELETE", `/api/members/${team.workspaceId}/member/${memberId}`, {
      token: leaver.token,
    });
    expect(left.statusCode, left.body).toBe(200);
    events.clear();
    expect((await decide(task.id, approval.id, team.editor, "APPROVED")).statusCode).toBe(200);
    expect((await notificationsOf(leaver)).filter((n) => n.kind === "task.approval_decided")).toEqual([]);
    expect(events.calls.filter(([channel]) => channel === `user:${leaver.user.id}`)).toEqual([]);
  });

  it("the inbox shows only tasks the caller can still see", async () => {
    const other = await createTeam(t);
    const reviewer = await person(t, "USER", "Reviewer");
    const memberId = await addMember(t, other.workspaceId, other.owner, reviewer, "VIEWER");
    const task = await createTask(t, other.workspaceId, other.owner);
    const approval = await ask(task.id, other.owner, reviewer);
    expect((await inbox(reviewer, "role=approver")).data.map((a: { id: string }) => a.id)).toEqual([approval.id]);
    const res = await t.request("DELETE", `/api/members/${other.workspaceId}/member/${memberId}`, {
      token: other.owner.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await inbox(reviewer, "role=approver");
    expect(after.data).toEqual([]);
    expect(after.meta.total).toBe(0);
    expectError(await decide(task.id, approval.id, reviewer, "APPROVED"), 404, "request.not_found");
  });
});
