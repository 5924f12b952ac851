// Test support for the workspace tests: people in every role and workspaces made through HTTP.
import { randomBytes } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { UserRole } from "@bearish/shared/users/user";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import type { TestServer } from "../../test/test-server";

export type MemberRoleName = "EDITOR" | "COMMENTER" | "VIEWER";

/** A word no other test uses, for names that must not collide. */
export const word = (prefix = "w") => `${prefix}${randomBytes(4).toString("hex")}`;

export function expectError(res: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, statusCode: status, error: STATUS_CODES[status], code });
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

export async function person(t: TestServer, role: UserRole = "USER", firstName = "Test"): Promise<TestUser> {
  return createUser(t, { role, firstName, lastName: word("L") });
}

/** Creates a workspace as `owner` through `POST /api/workspace` (JSON) and returns its answer. */
export async function createWorkspace(
  t: TestServer,
  owner: TestUser,
  body: Record<string, unknown> = {},
): Promise<{ id: string; name: string } & Record<string, unknown>> {
  const res = await t.request("POST", "/api/workspace", {
    token: owner.token,
    body: { name: word("Space "), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Adds `user` with `role` as `by` (the owner) and returns the member id. */
export async function addMember(
  t: TestServer,
  workspaceId: string,
  by: TestUser,
  user: TestUser,
  role: MemberRoleName = "VIEWER",
): Promise<string> {
  const res = await t.request("POST", `/api/members/${workspaceId}/members`, {
    token: by.token,
    body: { userId: user.user.id, role },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.memberId;
}

/** The workspace as its owner sees it (200), or the status when they cannot. */
export async function readAs(t: TestServer, token: string, workspaceId: string) {
  return t.request("GET", `/api/workspace/${workspaceId}`, { token });
}
