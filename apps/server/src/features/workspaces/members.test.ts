import { randomUUID } from "node:crypto";
import { WORKSPACE_ID_REQUIRED_MESSAGE } from "@bearish/shared/workspaces/workspace-ids";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { addMember, createWorkspace, expectError, person, readAs } from "./workspace-fixtures";

let t: TestServer;
let owner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestServer();
  owner = await person(t, "USER", "Olive");
  admin = await person(t, "ADMIN", "Ada");
});
afterAll(async () => {
  await t.close();
});

const members = (workspaceId: string, token = owner.token, query = "") =>
  t.request("GET", `/api/members/${workspaceId}/members${query}`, { token });
const add = (workspaceId: string, body: unknown, token = owner.token) =>
  t.request("POST", `/api/members/${workspaceId}/members`, { token, body });
const change = (workspaceId: string, memberId: string, role: string, token = owner.token) =>
  t.request("PUT", `/api/members/${workspaceId}/member/${memberId}`, { token, body: { role } });
const remove = (workspaceId: string, memberId: string, token = owner.token) =>
  t.request("DELETE", `/api/members/${workspaceId}/member/${memberId}`, { token });
const roles = async (workspaceId: string) =>
  Object.fromEntries(
    (await members(workspaceId, owner.token, "?limit=100"))
      .json()
      .data.members.map((m: { userId: string; role: string }) => [m.userId, m.role]),
  );

describe("adding members", () => {
  it("tells the person it was shared with, in their notifications", async () => {
    const w = await createWorkspace(t, owner, { name: "Shared plans" });
    const nina = await person(t, "USER", "Nina");
    expect((await add(w.id, { userId: nina.user.id, role: "EDITOR" })).statusCode).toBe(201);
    const res = await t.request("GET", "/api/message/notifications?status=new", { token: nina.token });
    expect(res.json().data).toEqual([
      expect.objectContaining({
        kind: "workspace.shared",
        title: `Olive ${owner.user.lastName} shared Shared plans with you`,
        body: "You were added as editor.",
        link: `/workspace/bearish/${w.id}`,
      }),
    ]);
  });

  it("adds a person as VIEWER by default with 201, and lists { members, total } owner first", async () => {
    const w = await createWorkspace(t, owner);
    const vera = await person(t, "USER", "Vera");
    const res = await add(w.id, { userId: vera.user.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      statusCode: 201,
      message: "Member added",
      data: {
        memberId: expect.any(String),
        userId: vera.user.id,
        firstName: "Vera",
        email: vera.email,
        avatar: null,
        avatar_fallBack: expect.stringMatching(/^V/),
        role: "VIEWER",
        permissions: "view",
      },
    });
    const list = await members(w.id);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.data.total).toBe(2);
    expect(body.meta).toEqual({ page: 1, limit: 20, total: 2, hasMore: false });
    expect(body.data.members.map((m: { role: string }) => m.role)).toEqual(["OWNER", "VIEWER"]);
  });

  it("maps EDITOR, COMMENTER and VIEWER to edit, comment and view", async () => {
    const w = await createWorkspace(t, owner);
    for (const [role, permissions] of [
      ["EDITOR", "edit"],
      ["COMMENTER", "comment"],
      ["VIEWER", "view"],
    ]) {
      const res = await add(w.id, { userId: (await person(t)).user.id, role });
      expect(res.json().data).toMatchObject({ role, permissions });
    }
  });

  it("answers 409 for someone already a member, also for simultaneous adds, and adds nothing", async () => {
    const w = await createWorkspace(t, owner);
    const vera = await person(t);
    await addMember(t, w.id, owner, vera);
    expectError(
      await add(w.id, { userId: vera.user.id, role: "EDITOR" }),
      409,
      "workspace.member_exists",
      "This person is already a member of this workspace",
    );
    expectError(await add(w.id, { userId: owner.user.id }), 409, "workspace.member_exists");
    const racer = await person(t);
    const results = await Promise.all([1, 2, 3].map(() => add(w.id, { userId: racer.user.id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await members(w.id)).json().data.total).toBe(3);
    expect((await roles(w.id))[vera.user.id]).toBe("VIEWER");
  });

  it.each([
    ["an unknown person", async () => randomUUID()],
    ["a deactivated person", async () => (await createUser(t, { accountState: "deactivated" })).user.id],
    ["an invited person who never signed in", async () => (await createUser(t, { accountState: "invited" })).user.id],
  ])("refuses %s with 400 user.not_found", async (_kind, userId) => {
    const w = await createWorkspace(t, owner);
    const res = await add(w.id, { userId: await userId() });
    expectError(res, 400, "user.not_found", "There is no active person with this id");
    expect((await members(w.id)).json().data.total).toBe(1);
  });

  it.each([
    [{ userId: "not-a-uuid" }, "userId must be a user's id"],
    [{}, "userId must be a user's id"],
    [{ userId: randomUUID(), role: "REVOKE_ACCESS" }, "Role must be one of EDITOR, VIEWER, COMMENTER"],
    [{ userId: randomUUID(), role: "OWNER" }, "Role must be one of EDITOR, VIEWER, COMMENTER"],
  ])("refuses the body %j with 400", async (body, message) => {
    const w = await createWorkspace(t, owner);
    expectError(await add(w.id, body), 400, "request.invalid", message);
  });

  it("lets editors share (as in Google Docs) but not commenters or viewers", async () => {
    const w = await createWorkspace(t, owner);
    const editor = await person(t);
    const commenter = await person(t);
    await addMember(t, w.id, owner, editor, "EDITOR");
    await addMember(t, w.id, owner, commenter, "COMMENTER");
    const friend = await person(t);
    expect((await add(w.id, { userId: friend.user.id, role: "EDITOR" }, editor.token)).statusCode).toBe(201);
    const another = await person(t);
    expectError(
      await add(w.id, { userId: another.user.id }, commenter.token),
      403,
      "auth.forbidden",
      "Only the workspace's owner and editors can manage its members",
    );
    expect((await roles(w.id))[another.user.id]).toBeUndefined();
  });

  it("pages through members", async () => {
    const w = await createWorkspace(t, owner);
    for (let i = 0; i < 4; i++) await addMember(t, w.id, owner, await person(t));
    const page = (await members(w.id, owner.token, "?page=2&limit=2")).json();
    expect(page.data.members).toHaveLength(2);
    expect(page.data.total).toBe(5);
    expect(page.meta).toEqual({ page: 2, limit: 2, total: 5, hasMore: true });
    const past = (await members(w.id, owner.token, "?page=9&limit=2")).json();
    expect(past.data).toEqual({ members: [], total: 5 });
  });
});

describe("changing and removing members", () => {
  it("changes a role with 200 and removes with REVOKE_ACCESS (200)", async () => {
    const w = await createWorkspace(t, owner);
    const vera = await person(t);
    const memberId = await addMember(t, w.id, owner, vera);
    const up = await change(w.id, memberId, "EDITOR");
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      message: "Member updated",
      data: { removed: false, member: { memberId, role: "EDITOR", permissions: "edit" } },
    });
    expect((await readAs(t, vera.token, w.id)).json().data.permissions).toBe("edit");

    const revoked = await change(w.id, memberId, "REVOKE_ACCESS");
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ message: "Member removed", data: { removed: true, member: { memberId } } });
    expect((await readAs(t, vera.token, w.id)).statusCode).toBe(404);
    expectError(await change(w.id, memberId, "VIEWER"), 404, "request.not_found", "Member not found");
  });

  it("removes with DELETE (200), and lets a member leave on their own", async () => {
    const w = await createWorkspace(t, owner);
    const vera = await person(t);
    const leaver = await person(t);
    const veraId = await addMember(t, w.id, owner, vera);
    const leaverId = await addMember(t, w.id, owner, leaver);
    expectError(await remove(w.id, veraId, leaver.token), 403, "auth.forbidden");
    const left = await remove(w.id, leaverId, leaver.token);
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toMatchObject({ removed: true, member: { userId: leaver.user.id } });
    expect((await remove(w.id, veraId)).statusCode).toBe(200);
    expect(await roles(w.id)).toEqual({ [owner.user.id]: "OWNER" });
    const activity = (await t.request("GET", `/api/workspace/${w.id}/activity`, { token: owner.token })).json().data;
    expect(activity.slice(0, 2).map((a: { summary: string }) => a.summary)).toEqual([
      expect.stringMatching(/^removed /),
      "left the workspace",
    ]);
  });

  it("never lets anyone demote or remove the owner, not even an ADMIN or the owner", async () => {
    const w = await createWorkspace(t, owner);
    const editor = await person(t);
    await addMember(t, w.id, owner, editor, "EDITOR");
    const ownerMemberId = (await members(w.id)).json().data.members[0].memberId;
    for (const token of [editor.token, admin.token, owner.token]) {
      for (const res of [
        await change(w.id, ownerMemberId, "VIEWER", token),
        await change(w.id, ownerMemberId, "REVOKE_ACCESS", token),
        await remove(w.id, ownerMemberId, token),
      ]) {
        expectError(res, 403, "workspace.owner_protected", "The owner's access cannot be changed or removed");
      }
    }
    expect((await roles(w.id))[owner.user.id]).toBe("OWNER");
  });

  it("refuses viewers and auditors who try to change roles, and 404s non-members", async () => {
    const w = await createWorkspace(t, owner);
    const viewer = await person(t);
    const target = await person(t);
    const auditor = await person(t, "AUDITOR");
    await addMember(t, w.id, owner, viewer);
    const targetId = await addMember(t, w.id, owner, target);
    await addMember(t, w.id, owner, auditor, "EDITOR");
    expectError(await change(w.id, targetId, "EDITOR", viewer.token), 403, "auth.forbidden");
    expectError(await change(w.id, targetId, "EDITOR", auditor.token), 403, "auth.forbidden");
    const stranger = await person(t);
    expectError(
      await change(w.id, targetId, "EDITOR", stranger.token),
      404,
      "request.not_found",
      "Workspace not found",
    );
    expect((await roles(w.id))[target.user.id]).toBe("VIEWER");
  });
});

describe("Workspace ID is required", () => {
  it.each([
    ["GET", "/api/members/%20/members"],
    ["GET", "/api/members//members"],
    ["POST", "/api/members/%20%20/members"],
    ["PUT", `/api/members/%20/member/${randomUUID()}`],
    ["DELETE", `/api/members/%20/member/${randomUUID()}`],
    ["GET", "/api/workspace/%20"],
  ] as const)("answers %s %s with 400 and the spec's text", async (method, url) => {
    const res = await t.request(method, url, {
      token: owner.token,
      ...(method === "POST" || method === "PUT" ? { body: { userId: randomUUID(), role: "VIEWER" } } : {}),
    });
    expectError(res, 400, "request.invalid", WORKSPACE_ID_REQUIRED_MESSAGE);
  });

  it("answers 400 for an id that is not a UUID and 404 for one that does not exist", async () => {
    expectError(await members("nope"), 400, "request.invalid", "Invalid workspace id");
    expectError(await members(randomUUID()), 404, "request.not_found", "Workspace not found");
  });
});
