// Test support for the task tests: tasks and custom fields made through HTTP, and the stored rows.
import { and, eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { tasks } from "../../db/schema/tasks";
import { workspaceActivity } from "../../db/schema/workspaces";
import type { TestUser } from "../../test/factories";
import type { TestServer } from "../../test/test-server";

type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A request under /api as `user` (signed out when undefined). */
export function api(t: TestServer, method: Method, path: string, user: TestUser | string | undefined, body?: unknown) {
  const token = typeof user === "string" ? user : user?.token;
  return t.request(method, `/api/${path}`, { token, ...(body === undefined ? {} : { body }) });
}

/** Creates a task through `POST /api/task` and returns its answer. */
export async function createTask(
  t: TestServer,
  user: TestUser,
  workspaceId: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; displayId: string; version: number }> {
  const res = await api(t, "POST", "task", user, { workspaceId, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export async function createSubtask(
  t: TestServer,
  user: TestUser,
  parentId: string,
  body: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; displayId: string }> {
  const res = await api(t, "POST", `task/${parentId}/subtask`, user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Adds a custom field to a workspace and returns it (with option ids for selects). */
export async function createField(
  t: TestServer,
  user: TestUser,
  workspaceId: string,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string; options: Record<string, unknown> }> {
  const res = await api(t, "POST", `workspace/${workspaceId}/custom-fields`, user, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** The stored row of a task (deleted ones included), for "nothing changed" checks. */
export async function taskRow(t: TestServer, id: string) {
  const [row] = await t.ctx.db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/** How many activity entries are about `targetId`. */
export async function activityCount(t: TestServer, targetId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceActivity)
    .where(and(eq(workspaceActivity.targetId, targetId)));
  return row?.n ?? 0;
}
