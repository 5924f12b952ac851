// Test support for comments, approvals and notifications: a workspace with a person in every role,
// and tasks in it.
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { tasks } from "../../db/schema/tasks";
import type { TestUser } from "../../test/factories";
import type { TestServer } from "../../test/test-server";
import { addMember, createWorkspace, person, word } from "../workspaces/workspace-fixtures";

export interface Team {
  owner: TestUser;
  editor: TestUser;
  commenter: TestUser;
  viewer: TestUser;
  outsider: TestUser;
  workspaceId: string;
  workspaceName: string;
}

/** A restricted workspace with an owner, an editor, a commenter and a viewer (distinct names). */
export async function createTeam(t: TestServer): Promise<Team> {
  const owner = await person(t, "USER", word("Owner"));
  const editor = await person(t, "USER", word("Editor"));
  const commenter = await person(t, "USER", word("Commenter"));
  const viewer = await person(t, "USER", word("Viewer"));
  const outsider = await person(t, "USER", word("Outsider"));
  const w = await createWorkspace(t, owner);
  await addMember(t, w.id, owner, editor, "EDITOR");
  await addMember(t, w.id, owner, commenter, "COMMENTER");
  await addMember(t, w.id, owner, viewer, "VIEWER");
  return { owner, editor, commenter, viewer, outsider, workspaceId: w.id, workspaceName: w.name };
}

/** A task in the workspace, created through `POST /api/task`. */
export async function createTask(
  t: TestServer,
  workspaceId: string,
  by: TestUser,
  name = word("Task "),
): Promise<{ id: string; name: string; taskIndex: number }> {
  const res = await t.request("POST", "/api/task", { token: by.token, body: { workspaceId, name } });
  expect(res.statusCode, res.body).toBe(201);
  const task = res.json().data;
  return { id: task.id, name: task.name, taskIndex: task.taskIndex };
}

/** The full name as mentions write it. */
export const mentionOf = (u: TestUser) => `@${u.user.firstName} ${u.user.lastName}`;

/** Reads the task's stored comment count. */
export async function commentCountOf(t: TestServer, taskId: string): Promise<number> {
  const [row] = await t.ctx.db.select({ n: tasks.commentCount }).from(tasks).where(eq(tasks.id, taskId));
  return row?.n ?? -1;
}

/** Everything published on the realtime hub from now on (the hub still delivers it). */
export function recordEvents(t: TestServer): { calls: [string, string, unknown][]; clear(): void } {
  const calls: [string, string, unknown][] = [];
  const hub = t.ctx.realtime;
  const original = hub.publish.bind(hub);
  hub.publish = async (channel, name, data) => {
    calls.push([channel, name, data]);
    return original(channel, name, data);
  };
  return {
    calls,
    clear: () => {
      calls.length = 0;
    },
  };
}
