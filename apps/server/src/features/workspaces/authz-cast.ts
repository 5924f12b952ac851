// Test support for authorization tables: one person of every kind a workspace endpoint must tell
// apart, and a workspace where the members among them hold their roles.
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestUser } from "../../test/factories";
import type { TestServer } from "../../test/test-server";
import { addMember, createWorkspace, person } from "./workspace-fixtures";

export const AUTHZ_ACTORS = [
  "owner",
  "editor",
  "commenter",
  "viewer",
  "non-member",
  "guest member",
  "guest",
  "auditor",
  "admin",
  "signed out",
] as const;
export type AuthzActor = (typeof AUTHZ_ACTORS)[number];
export type AuthzPerson = Exclude<AuthzActor, "signed out">;
export type AuthzCast = Record<AuthzPerson, TestUser>;

/** Who reads a workspace shared with the cast: members (the guest as a viewer), AUDITOR and ADMIN. */
export const AUTHZ_READERS: AuthzActor[] = [
  "owner",
  "editor",
  "commenter",
  "viewer",
  "guest member",
  "auditor",
  "admin",
];
export const AUTHZ_COMMENTERS: AuthzActor[] = ["owner", "editor", "commenter", "admin"];
export const AUTHZ_EDITORS: AuthzActor[] = ["owner", "editor", "admin"];

export async function createAuthzCast(t: TestServer): Promise<AuthzCast> {
  return {
    owner: await person(t, "USER", "Owner"),
    editor: await person(t, "USER", "Editor"),
    commenter: await person(t, "USER", "Commenter"),
    viewer: await person(t, "USER", "Viewer"),
    "non-member": await person(t, "USER", "Outsider"),
    "guest member": await person(t, "GUEST", "Guestmember"),
    guest: await person(t, "GUEST", "Guest"),
    auditor: await person(t, "AUDITOR", "Auditor"),
    admin: await person(t, "ADMIN", "Admin"),
  };
}

/** A workspace of the cast's owner with the editor, the commenter, the viewer and the guest (as a viewer). */
export async function createCastWorkspace(
  t: TestServer,
  cast: AuthzCast,
  body: Record<string, unknown> = {},
): Promise<string> {
  const w = await createWorkspace(t, cast.owner, body);
  await addMember(t, w.id, cast.owner, cast.editor, "EDITOR");
  await addMember(t, w.id, cast.owner, cast.commenter, "COMMENTER");
  await addMember(t, w.id, cast.owner, cast.viewer, "VIEWER");
  await addMember(t, w.id, cast.owner, cast["guest member"], "VIEWER");
  return w.id;
}

/** Checks one cell of a table: the status, and for a refusal the envelope's code (401, 403, 404). */
export function expectAuthzOutcome(res: LightMyRequestResponse, status: number): boolean {
  expect(res.statusCode, res.body).toBe(status);
  const allowed = status < 300;
  expect(res.json().success).toBe(allowed);
  if (!allowed) {
    const code = { 401: "auth.unauthenticated", 403: "auth.forbidden", 404: "request.not_found" }[status];
    expect(res.json().code).toBe(code);
  }
  return allowed;
}
