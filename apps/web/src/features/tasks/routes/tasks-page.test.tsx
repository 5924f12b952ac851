import type { WorkspaceTask } from "@bearish/shared/tasks/task";
import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createTestRealtime, flushPromises } from "../../../test/fake-websocket";
import { type MockReply, mockApi, ok } from "../../../test/fetch-mock";
import { makeMe } from "../../../test/fixtures";
import { renderApp } from "../../../test/render-app";
import { makeWorkspace } from "../../workspaces/workspace-fixtures";
import { makeTask as makeViewTask } from "../views/task-fixtures";

const ME = makeMe();
const APOLLO = makeWorkspace({ tags: ["launch"] });
const GEMINI = makeWorkspace({ id: "0197b000-0000-7000-8000-000000000002", name: "Gemini" });
const PEOPLE_IDS = [1, 2, 3, 4, 5, 6].map((n) => `0197a000-0000-7000-8000-00000000020${n}`);
const PEOPLE = PEOPLE_IDS.map(
  (id, i) =>
    ({
      ...ME,
      id,
      firstName: ["Ada", "Alan", "Barbara", "Claude", "Edsger", "Frances"][i],
      lastName: "Tester",
    }) as UserWithExpansions,
);

function makeTask(overrides: Partial<WorkspaceTask>): WorkspaceTask {
  return {
    ...makeViewTask({
      id: "0197c000-0000-7000-8000-000000000001",
      workspaceId: APOLLO.id,
      componentId: null,
      name: "Pick a landing site",
      priority: { value: "high" },
      order: 1,
      createdBy: ME.id,
      createdAt: "2026-01-02T10:00:00.000Z",
      updatedAt: "2026-01-02T10:00:00.000Z",
    }),
    workspaceName: APOLLO.name,
    ...overrides,
  };
}

const SITE = makeTask({ dueDate: "2031-07-20T12:00:00.000Z", assignedUserIds: PEOPLE_IDS });
const SUIT = makeTask({
  id: "0197c000-0000-7000-8000-000000000002",
  workspaceId: GEMINI.id,
  componentId: "0197d000-0000-7000-8000-000000000001",
  displayId: "GEM-02",
  name: "Test the space suit",
  status: { value: "inProgress" },
  priority: { value: "urgent" },
  assignedUserIds: [PEOPLE_IDS[0] as string],
  workspaceName: GEMINI.name,
});

const LAUNCH_BOARD = {
  id: "0197d000-0000-7000-8000-000000000009",
  workspaceId: APOLLO.id,
  name: "Launch board",
  componentType: "Board" as const,
  description: null,
  isFreeform: false,
  createdBy: ME.id,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function page(data: WorkspaceTask[], meta: { page: number; hasMore: boolean; total: number }): MockReply {
  return { status: 200, body: { success: true, statusCode: 200, message: "OK", data, meta: { limit: 200, ...meta } } };
}

function setup(answer: (query: URLSearchParams) => MockReply) {
  const requests: URLSearchParams[] = [];
  const fetchMock = mockApi({
    "GET /api/user/auth/me": ok(ME),
    "GET /api/workspace": ok([APOLLO, GEMINI]),
    "GET /api/user/auth/all-users": ok(PEOPLE),
    "GET /api/message/notifications": ok([]),
    [`GET /api/workspace/${APOLLO.id}/items`]: ok({
      components: [LAUNCH_BOARD],
      whiteboard: [],
      document: [],
      wiki: [],
    }),
    "GET /api/task/get-all-workspace-tasks": ({ url }) => {
      const query = new URL(url, "http://x").searchParams;
      requests.push(query);
      return answer(query);
    },
  });
  return { requests, fetchMock };
}

describe("Tasks page", () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the scrolling list a height so the virtualizer has rows to show.
    vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(1000);
  });

  it("lists tasks of every workspace: id, name, workspace, status, priority, due date, avatars", async () => {
    const user = userEvent.setup();
    const { requests } = setup(() => page([SITE, SUIT], { page: 1, hasMore: false, total: 2 }));
    const { router } = renderApp("/en/tasks", { token: "tok" });
    const list = await screen.findByRole("list", { name: "Tasks" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);
    const site = rows[0] as HTMLElement;
    expect(within(site).getByText("APO-01")).toBeInTheDocument();
    expect(within(site).getByRole("link", { name: "Pick a landing site" })).toHaveAttribute(
      "href",
      `/en/workspace/bearish/${APOLLO.id}/item/none/task/${SITE.id}`,
    );
    expect(within(site).getByRole("link", { name: "Open workspace Apollo" })).toHaveAttribute(
      "href",
      `/en/workspace/bearish/${APOLLO.id}`,
    );
    expect(within(site).getByText("To do")).toBeInTheDocument();
    expect(within(site).getByText("High")).toBeInTheDocument();
    expect(within(site).getByText("07/20/31")).toBeInTheDocument();
    // Six assignees: four avatars, then +2.
    await waitFor(() => expect(within(site).getByRole("img", { name: "Ada Tester" })).toBeInTheDocument());
    expect(within(site).getAllByRole("img")).toHaveLength(4);
    expect(within(site).getByText("+2")).toBeInTheDocument();

    const suit = rows[1] as HTMLElement;
    expect(within(suit).getByRole("link", { name: "Test the space suit" })).toHaveAttribute(
      "href",
      `/en/workspace/bearish/${GEMINI.id}/item/${SUIT.componentId}/task/${SUIT.id}`,
    );
    expect(within(suit).getByText("In progress")).toBeInTheDocument();
    expect(screen.getByText("Showing 2 of 2")).toBeInTheDocument();
    expect(requests[0]?.get("limit")).toBe("200");
    expect(requests[0]?.get("page")).toBe("1");

    // A click anywhere on the row opens the full task card.
    await user.click(within(suit).getByText("Urgent"));
    expect(router.state.location.pathname).toBe(
      `/en/workspace/bearish/${GEMINI.id}/item/${SUIT.componentId}/task/${SUIT.id}`,
    );
  });

  it("asks the server with the filters of the URL, and with the panel's once applied", async () => {
    const user = userEvent.setup();
    const { requests } = setup(() => page([SUIT], { page: 1, hasMore: false, total: 1 }));
    const { router } = renderApp(`/en/tasks?view=inbox&workspaceId=${GEMINI.id}&priority=urgent`, { token: "tok" });
    await screen.findByRole("link", { name: "Test the space suit" });
    expect(Object.fromEntries(requests[0] ?? [])).toEqual({
      scope: "inbox",
      workspaceId: GEMINI.id,
      priority: "urgent",
      page: "1",
      limit: "200",
    });
    expect(screen.getByRole("button", { name: "Filter, 1 active" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Filter, 1 active" }));
    const panel = await screen.findByRole("dialog", { name: "Filters" });
    await user.click(within(panel).getByRole("button", { name: "In progress" }));
    await user.click(within(panel).getByRole("switch", { name: /Delayed/ }));
    await user.click(within(panel).getByRole("button", { name: "Apply" }));

    await waitFor(() => expect(requests.at(-1)?.get("status")).toBe("inProgress"));
    expect(requests.at(-1)?.get("delayed")).toBe("true");
    expect(requests.at(-1)?.get("priority")).toBe("urgent");
    expect(screen.getByRole("button", { name: "Filter, 3 active" })).toBeInTheDocument();
    // The filters live in the URL, so the view can be shared and survives a reload.
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get("status")).toBe("inProgress");
    expect(search.get("delayed")).toBe("true");
    expect(search.get("view")).toBe("inbox");
  });

  it("switches views and workspaces in the filter popover, and All clears everything", async () => {
    const user = userEvent.setup();
    const { requests } = setup(() => page([SITE], { page: 1, hasMore: false, total: 1 }));
    renderApp("/en/tasks?status=todo", { token: "tok" });
    await screen.findByRole("link", { name: "Pick a landing site" });

    await user.click(screen.getByRole("button", { name: "View: Tasks" }));
    const popover = await screen.findByRole("dialog", { name: "Task filter" });
    await user.click(within(popover).getByRole("button", { name: /Created today/ }));
    await waitFor(() => expect(requests.at(-1)?.get("createdFrom")).toMatch(/T.*Z$/));
    await user.click(within(popover).getByRole("checkbox", { name: "Apollo" }));
    await waitFor(() => expect(requests.at(-1)?.get("workspaceId")).toBe(APOLLO.id));
    // Projects: the chosen workspace's boards and lists; ticking one narrows the list to it.
    await user.click(await within(popover).findByRole("checkbox", { name: /Launch board/ }));
    await waitFor(() => expect(requests.at(-1)?.get("componentId")).toBe(LAUNCH_BOARD.id));
    expect(requests.at(-1)?.get("workspaceId")).toBe(APOLLO.id);
    await user.type(within(popover).getByRole("textbox", { name: "Search filters" }), "site");
    await waitFor(() => expect(requests.at(-1)?.get("search")).toBe("site"));
    expect(requests.at(-1)?.get("status")).toBe("todo");

    await user.click(within(popover).getByRole("button", { name: "All Clear every filter" }));
    await waitFor(() => expect([...(requests.at(-1)?.keys() ?? [])].sort()).toEqual(["limit", "page"]));
    expect(within(popover).getByRole("textbox", { name: "Search filters" })).toHaveValue("");
  });

  it("loads the next page with Load more while meta.hasMore says there is more", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 30 }, (_, i) =>
      makeTask({ id: `0197c000-0000-7000-8000-0000000001${String(i).padStart(2, "0")}`, name: `Task ${i + 1}` }),
    );
    const { requests } = setup((query) =>
      query.get("page") === "1"
        ? page(many, { page: 1, hasMore: true, total: 31 })
        : page([SUIT], { page: 2, hasMore: false, total: 31 }),
    );
    renderApp("/en/tasks", { token: "tok" });
    await screen.findByRole("link", { name: "Task 1" });
    // Only the rows in view are in the page, so the end is not reached yet.
    expect(screen.queryByRole("link", { name: "Task 30" })).not.toBeInTheDocument();
    expect(screen.getByText("Showing 30 of 31")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Showing 31 of 31")).toBeInTheDocument();
    expect(requests.map((query) => query.get("page"))).toEqual(["1", "2"]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("loads the next page on its own when the last row comes into view", async () => {
    const { requests } = setup((query) =>
      query.get("page") === "1"
        ? page([SITE], { page: 1, hasMore: true, total: 2 })
        : page([SUIT], { page: 2, hasMore: false, total: 2 }),
    );
    renderApp("/en/tasks", { token: "tok" });
    expect(await screen.findByRole("link", { name: "Test the space suit" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pick a landing site" })).toBeInTheDocument();
    expect(requests.map((query) => query.get("page"))).toEqual(["1", "2"]);
  });

  it("refetches when a task changes in any listed workspace, once for a burst of changes", async () => {
    let answer = [SITE];
    const { requests } = setup(() => page(answer, { page: 1, hasMore: false, total: answer.length }));
    const realtime = createTestRealtime();
    renderApp("/en/tasks", { token: "tok", realtime: realtime.client });
    expect(await screen.findByText("Pick a landing site")).toBeInTheDocument();
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
      ).toEqual(expect.arrayContaining([`workspace:${APOLLO.id}`, `workspace:${GEMINI.id}`])),
    );
    const before = requests.length;
    answer = [SITE, makeTask({ id: "0197c000-0000-7000-8000-000000000077", name: "Brand new task" })];
    act(() => {
      for (const [n, name] of ["task-created", "task-updated"].entries()) {
        realtime.latest().receive({
          type: "event",
          channel: `workspace:${GEMINI.id}`,
          id: `1700000000000-${n + 1}`,
          name,
          data: { task: answer[1] },
        });
      }
    });
    expect(await screen.findByText("Brand new task")).toBeInTheDocument();
    expect(requests.length - before).toBe(1);
  });

  it("says what to do when there are no tasks, and offers to clear filters when filtered", async () => {
    const user = userEvent.setup();
    setup(() => page([], { page: 1, hasMore: false, total: 0 }));
    renderApp("/en/tasks?atRisk=true", { token: "tok" });
    expect(await screen.findByText("No task matches these filters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(await screen.findByText("No tasks yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to workspaces" })).toHaveAttribute("href", "/en/workspace");
  });
});
