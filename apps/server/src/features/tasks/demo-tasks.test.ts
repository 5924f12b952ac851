// The demo's tasks: a few hundred across the demo workspaces, with sub-tasks, comments with
// mentions, approvals in every state, time logs and a value for every kind of custom field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOrganisation } from "../../demo/seed-organisation";
import { seedTasks } from "../../demo/seed-tasks";
import { seedWorkspaces } from "../../demo/seed-workspaces";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

describe("demo tasks", () => {
  it("seeds tasks with sub-tasks, comments, approvals, time and every kind of custom field", async () => {
    await seedOrganisation(t.ctx, false);
    const workspaces = await seedWorkspaces(t.ctx);
    expect(await seedTasks(t.ctx, workspaces)).toBeGreaterThan(200);

    const login = await t.request("POST", "/api/user/auth/login", {
      body: { email: "grace@bearish.demo", password: "Bearish-demo1!" },
    });
    const token = login.json().data.token as string;
    const apollo = workspaces.find((w) => w.name === "Apollo Launch");
    const res = await t.request("GET", `/api/task/get-all-task?workspaceId=${apollo?.id}&limit=1000`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const tasks = res.json().data as {
      parentTaskId: string | null;
      commentCount: number;
      timeSpentSeconds: number;
      customElements: Record<string, Record<string, unknown>>;
    }[];
    expect(tasks.length).toBeGreaterThan(100);
    expect(tasks.some((task) => task.parentTaskId !== null)).toBe(true);
    expect(tasks.some((task) => task.commentCount > 0)).toBe(true);
    expect(tasks.some((task) => task.timeSpentSeconds > 0)).toBe(true);
    const keys = new Set(tasks.flatMap((task) => Object.values(task.customElements).flatMap((v) => Object.keys(v))));
    for (const key of ["number", "money", "percentage", "rating", "paragraph", "checklist", "formula", "votes"]) {
      expect(keys.has(key), key).toBe(true);
    }

    const approvals = await t.request("GET", "/api/task/approvals?role=requester&limit=200", { token });
    const statuses = new Set((approvals.json().data as { status: string }[]).map((a) => a.status));
    expect(statuses).toEqual(new Set(["PENDING", "APPROVED", "REJECTED"]));
  }, 180_000);
});
