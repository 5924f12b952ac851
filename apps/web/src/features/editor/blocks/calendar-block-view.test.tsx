import { screen, waitFor, within } from "@testing-library/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/fetch-mock";
import { makeTask } from "../../tasks/views/task-fixtures";
import { fireEvent as fire } from "../test-render";
import { docWith, nodeAttrs } from "./blocks-test-editor";
import { CalendarBlockView } from "./calendar-block-view";
import { COMPONENT_ID, renderTaskBlockEditor, taskListReply, WORKSPACE_ID } from "./task-block-test-editor";

const TASKS = [
  makeTask({ taskIndex: 1, name: "Launch review", dueDate: "2026-03-12T00:00:00.000Z" }),
  makeTask({ taskIndex: 2, name: "No date" }),
];

function setup() {
  const asked: URLSearchParams[] = [];
  mockApi({
    "GET /api/task/get-all-task": ({ url }) => {
      const query = new URL(url, "http://x").searchParams;
      asked.push(query);
      const from = query.get("dueFrom") ?? "";
      const to = query.get("dueTo") ?? "";
      return taskListReply(TASKS.filter((t) => t.dueDate && t.dueDate >= from && t.dueDate <= to));
    },
  });
  return asked;
}

describe("CalendarBlockView", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 2, 10, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it("shows this month's 6 weeks with the workspace's tasks on their due dates", async () => {
    const asked = setup();
    await renderTaskBlockEditor({
      content: docWith({ type: "calendar", attrs: {} }),
      views: { calendar: CalendarBlockView },
    });
    expect(screen.getByText("Shows this workspace's tasks on their due dates.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "March 2026" })).toBeInTheDocument();
    const grid = screen.getByRole("list", { name: "March 2026" });
    expect(within(grid).getAllByRole("listitem")).toHaveLength(42);
    const link = await screen.findByRole("link", { name: "Launch review" });
    expect(link).toHaveAttribute(
      "href",
      `/en/workspace/bearish/${WORKSPACE_ID}/item/${COMPONENT_ID}/task/${TASKS[0]?.id}`,
    );
    expect(link.closest("[role=listitem]")).toHaveAccessibleName(/March 12, 2026, 1 task due/);
    expect(screen.getByRole("listitem", { current: "date" })).toHaveAccessibleName(/March 10, 2026/);
    expect(asked[0]?.get("workspaceId")).toBe(WORKSPACE_ID);
    expect(asked[0]?.get("componentId")).toBeNull();
    expect(asked[0]?.get("dueFrom")).toBe("2026-03-01T00:00:00.000Z");
    expect(asked[0]?.get("dueTo")).toBe("2026-04-11T23:59:59.999Z");
  });

  it("moves to the next and previous month and back to today", async () => {
    const asked = setup();
    await renderTaskBlockEditor({
      content: docWith({ type: "calendar", attrs: {} }),
      views: { calendar: CalendarBlockView },
    });
    await screen.findByRole("link", { name: "Launch review" });
    fire.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("heading", { name: "April 2026" })).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)?.get("dueFrom")).toBe("2026-03-29T00:00:00.000Z"));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Launch review" })).not.toBeInTheDocument());
    fire.click(screen.getByRole("button", { name: "Previous" }));
    fire.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("heading", { name: "February 2026" })).toBeInTheDocument();
    fire.click(screen.getByRole("button", { name: "Today" }));
    expect(screen.getByRole("heading", { name: "March 2026" })).toBeInTheDocument();
  });

  it("lets editors switch to the week view, stored in the block", async () => {
    setup();
    const { editor } = await renderTaskBlockEditor({
      content: docWith({ type: "calendar", attrs: {} }),
      views: { calendar: CalendarBlockView },
    });
    fire.click(screen.getByRole("button", { name: "Week" }));
    expect(nodeAttrs(editor, "calendar")[0]?.view).toBe("timeGridWeek");
    expect(within(await screen.findByRole("list", { name: /Mar 8/ })).getAllByRole("listitem")).toHaveLength(7);
    expect(await screen.findByRole("link", { name: "Launch review" })).toBeInTheDocument();
  });

  it("gives readers no view switch", async () => {
    setup();
    await renderTaskBlockEditor({
      content: docWith({ type: "calendar", attrs: { view: "timeGridDay" } }),
      views: { calendar: CalendarBlockView },
      editable: false,
    });
    expect(screen.queryByRole("button", { name: "Week" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Tuesday, March 10, 2026" })).toBeInTheDocument();
  });
});
