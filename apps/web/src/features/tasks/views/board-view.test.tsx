import type { Task } from "@bearish/shared/tasks/task";
import type { Workspace } from "@bearish/shared/workspaces/workspace";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createTestRealtime, flushPromises } from "../../../test/fake-websocket";
import { type MockReply, mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { EMPTY_ITEMS, makeMember, makeWorkspace, viewerWorkspace } from "../../workspaces/workspace-fixtures";
import { makeTask } from "./task-fixtures";

const ME = makeMe();
const ADA = makeMember();
const COMPONENT_ID = "0197c000-0000-7000-8000-000000000009";
type Handler = MockReply | ((r: { url: string; init: RequestInit | undefined }) => MockReply);

function setup(
  tasks: Task[],
  workspace: Workspace = makeWorkspace({ members: [...makeWorkspace().members, ADA], memberCount: 2 }),
) {
  const listCalls: URLSearchParams[] = [];
  const api: Record<string, Handler> = {
    "GET /api/user/auth/me": ok(ME),
    "GET /api/workspace": ok([workspace]),
    [`GET /api/workspace/${workspace.id}`]: ok(workspace),
    [`GET /api/workspace/${workspace.id}/items`]: ok(EMPTY_ITEMS),
    [`GET /api/workspace/${workspace.id}/activity`]: ok([]),
    [`GET /api/members/${workspace.id}/members`]: ok({ members: workspace.members, total: workspace.members.length }),
    [`GET /api/component/${workspace.id}/component/${COMPONENT_ID}`]: ok({
      id: COMPONENT_ID,
      name: "Sprint board",
      componentType: "Board",
      description: "Work for this sprint",
      isFreeform: false,
      createdAt: "2025-01-01T00:00:00.000Z",
    }),
    "GET /api/task/get-all-task": ({ url }) => {
      listCalls.push(new URL(url, "http://x").searchParams);
      return {
        status: 200,
        body: {
          success: true,
          statusCode: 200,
          message: "OK",
          data: tasks,
          meta: { page: 1, limit: 1000, total: tasks.length, hasMore: false },
        },
      };
    },
  };
  return { api, listCalls, workspace, path: `/en/workspace/bearish/${workspace.id}/board/${COMPONENT_ID}` };
}

const column = (name: string) => screen.findByRole("region", { name });

describe("board view", () => {
  it("shows the component's header and one column per status with its cards and counts", async () => {
    const tasks = [
      makeTask({
        taskIndex: 1,
        name: "Write brief",
        status: { value: "todo" },
        priority: { value: "urgent" },
        assignedUserIds: [ADA.userId],
        dueDate: "2020-01-02T00:00:00.000Z",
        subTaskIds: ["x", "y"],
        commentCount: 3,
      }),
      makeTask({ taskIndex: 2, name: "Ship it", status: { value: "done" } }),
      makeTask({ taskIndex: 3, name: "Review", status: { value: "todo" } }),
    ];
    const { api, path, listCalls } = setup(tasks);
    mockApi(api);
    renderApp(path, { token: "tok" });
    expect(await screen.findByRole("heading", { name: "Sprint board" })).toBeInTheDocument();
    const todo = within(await column("To do"));
    expect(await todo.findByRole("link", { name: "Write brief" })).toBeInTheDocument();
    expect(todo.getByRole("link", { name: "Review" })).toBeInTheDocument();
    expect(todo.getByLabelText("Tasks: 2")).toBeInTheDocument();
    expect(todo.getByText("APO-01")).toBeInTheDocument();
    expect(todo.getByText("Urgent")).toBeInTheDocument();
    expect(todo.getByLabelText("Overdue: due 01/02/20")).toBeInTheDocument();
    expect(todo.getByLabelText("Sub-tasks: 2")).toBeInTheDocument();
    expect(todo.getByLabelText("Comments: 3")).toBeInTheDocument();
    expect(todo.getByRole("img", { name: `${ADA.firstName} ${ADA.lastName}` })).toBeInTheDocument();
    expect(within(await column("Done")).getByRole("link", { name: "Ship it" })).toBeInTheDocument();
    expect(within(await column("Backlog")).queryAllByRole("link")).toHaveLength(0);
    expect(listCalls[0]?.get("componentId")).toBe(COMPONENT_ID);
    expect(listCalls[0]?.get("limit")).toBe("1000");
    expect(listCalls[0]?.get("sort")).toBe("manual");
    // The card opens the full card route.
    expect(todo.getByRole("link", { name: "Write brief" })).toHaveAttribute(
      "href",
      `/en/workspace/bearish/${tasks[0]?.workspaceId}/item/${COMPONENT_ID}/task/${tasks[0]?.id}`,
    );
  });

  it("adds a task from a column's + with the column's defaults, and it appears there", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    const { api, path, workspace } = setup([]);
    mockApi({
      ...api,
      "POST /api/task": ({ init }) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        posted.push(body);
        const task = makeTask({ taskIndex: 7, name: String(body.name), status: { value: "inProgress" } });
        return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: task } };
      },
    });
    renderApp(path, { token: "tok" });
    expect(await screen.findByText("No tasks yet — add one with + or press N")).toBeInTheDocument();
    await user.click(within(await column("In progress")).getByRole("button", { name: "Add a task to In progress" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add a task to In progress" }));
    await user.type(dialog.getByRole("textbox", { name: "Task name" }), "Draft plan{Enter}");
    await waitFor(() =>
      expect(posted).toEqual([
        {
          workspaceId: workspace.id,
          componentId: COMPONENT_ID,
          name: "Draft plan",
          status: "inProgress",
          fromBoardColumn: true,
        },
      ]),
    );
    await user.keyboard("{Escape}");
    expect(await within(await column("In progress")).findByRole("link", { name: "Draft plan" })).toBeInTheDocument();
  });

  it("asks the server for the filters in the URL and counts them on the Filter button", async () => {
    const { api, path, listCalls } = setup([
      makeTask({ taskIndex: 1, name: "Urgent one", priority: { value: "urgent" } }),
    ]);
    mockApi(api);
    renderApp(`${path}?priority=urgent,high&delayed=true`, { token: "tok" });
    expect(await screen.findByRole("link", { name: "Urgent one" })).toBeInTheDocument();
    const query = listCalls.at(-1);
    expect(query?.get("priority")).toBe("urgent,high");
    expect(query?.get("delayed")).toBe("true");
    expect(query?.get("componentId")).toBe(COMPONENT_ID);
    expect(screen.getByRole("button", { name: /filter/i })).toHaveAccessibleName(/2/);
  });

  it("N opens the add dialog for the first column", async () => {
    const user = userEvent.setup();
    const { api, path } = setup([makeTask({ name: "One" })]);
    mockApi(api);
    renderApp(path, { token: "tok" });
    await screen.findByRole("link", { name: "One" });
    await user.keyboard("n");
    expect(await screen.findByRole("dialog", { name: "Add a task to Backlog" })).toBeInTheDocument();
  });

  it("moves a card to another column when another client updates the task", async () => {
    const task = makeTask({ taskIndex: 4, name: "Live task", status: { value: "todo" } });
    const { api, path, workspace } = setup([task]);
    mockApi(api);
    const realtime = createTestRealtime();
    renderApp(path, { token: "tok", realtime: realtime.client });
    expect(await within(await column("To do")).findByRole("link", { name: "Live task" })).toBeInTheDocument();
    await act(async () => {
      realtime.latest().open();
      await flushPromises();
    });
    await waitFor(() =>
      expect(
        realtime
          .latest()
          .sentOfType("subscribe")
          .map((f) => f.channel),
      ).toContain(`workspace:${workspace.id}`),
    );
    act(() =>
      realtime.latest().receive({
        type: "event",
        channel: `workspace:${workspace.id}`,
        id: "1700000000000-1",
        name: "task-updated",
        data: { task: { ...task, status: { value: "done" }, version: 2 } },
      }),
    );
    expect(await within(await column("Done")).findByRole("link", { name: "Live task" })).toBeInTheDocument();
    expect(within(await column("To do")).queryByRole("link", { name: "Live task" })).not.toBeInTheDocument();
  });

  it("shows readers no add buttons and says they cannot change the tasks", async () => {
    const { api, path } = setup([makeTask({ name: "Read me" })], viewerWorkspace());
    mockApi(api);
    const user = userEvent.setup();
    renderApp(path, { token: "tok" });
    expect(await screen.findByRole("link", { name: "Read me" })).toBeInTheDocument();
    expect(screen.getByText("You can view these tasks but not change them.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Add a task to/ })).not.toBeInTheDocument();
    await user.keyboard("n");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("board view at scale", () => {
  it("opens a board of 10,000 tasks rendering only the cards in view", async () => {
    const statuses = ["backlog", "todo", "inProgress", "done", "canceled"] as const;
    const tasks = Array.from({ length: 10_000 }, (_, i) =>
      makeTask({
        taskIndex: i + 1,
        name: `Bulk ${i + 1}`,
        status: { value: statuses[i % 5] as (typeof statuses)[number] },
      }),
    );
    const { api, path } = setup(tasks);
    mockApi(api);
    const started = performance.now();
    renderApp(path, { token: "tok" });
    const todo = within(await column("To do"));
    expect(await todo.findByRole("link", { name: "Bulk 2" })).toBeInTheDocument();
    const elapsed = performance.now() - started;
    expect(todo.getByLabelText("Tasks: 2000")).toBeInTheDocument();
    // Virtualized: a column of 2,000 renders a screenful plus overscan, not all of them.
    const rendered = screen.getAllByRole("link", { name: /^Bulk / }).length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(150);
    console.info(`10,000-task board: ${rendered} cards rendered, first paint in ${Math.round(elapsed)} ms (jsdom)`);
  }, 30_000);
});
