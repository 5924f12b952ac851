import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { makeWorkspace } from "../../workspaces/workspace-fixtures";
import { TaskPage } from "../routes/task-page";
import { makeTaskDetail, TASK_ID, WORKSPACE_ID } from "./task-fixtures";
import { renderCard } from "./test-utils";

const ROUTE = "/:locale/workspace/:source/:workspaceId/item/:itemId/task/:taskId";
const PATH = `/en/workspace/bearish/${WORKSPACE_ID}/item/0197c000-0000-7000-8000-000000000001/task/${TASK_ID}`;
const common = {
  [`GET /api/workspace/${WORKSPACE_ID}`]: ok(makeWorkspace()),
  [`GET /api/workspace/${WORKSPACE_ID}/items`]: ok({ components: [], whiteboard: [], document: [], wiki: [] }),
  [`GET /api/members/${WORKSPACE_ID}/members`]: ok({ members: [], total: 0 }),
  [`GET /api/task/${TASK_ID}/comments`]: ok([]),
};

describe("TaskPage (full card)", () => {
  it("shows the task and saves an inline name change", async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    mockApi({
      ...common,
      [`GET /api/task/${TASK_ID}`]: ok(makeTaskDetail()),
      [`PUT /api/task/${TASK_ID}`]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        puts.push(body);
        return ok(makeTaskDetail({ name: body.name }));
      },
    });
    renderCard(<TaskPage />, { route: ROUTE, path: PATH });
    const name = await screen.findByRole("textbox", { name: "Task name" });
    expect(name).toHaveValue("Launch checklist");
    expect(screen.getAllByText("APO-07").length).toBeGreaterThan(0);
    await user.clear(name);
    await user.type(name, "Launch plan{Enter}");
    await waitFor(() => expect(puts).toEqual([{ name: "Launch plan" }]));
    expect(screen.getByRole("tab", { name: "Comments" })).toHaveAttribute("aria-selected", "true");
  });

  it("is read-only without the edit ability", async () => {
    mockApi({
      ...common,
      [`GET /api/task/${TASK_ID}`]: ok(makeTaskDetail({ abilities: { edit: false, comment: true, delete: false } })),
    });
    renderCard(<TaskPage />, { route: ROUTE, path: PATH });
    expect(await screen.findByText("You can view this task but not change it.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Task name" })).toBeDisabled();
    // Commenters can still comment.
    expect(await screen.findByRole("combobox", { name: "Comment" })).toBeEnabled();
  });

  it("a task one cannot see shows a friendly message", async () => {
    mockApi({ ...common, [`GET /api/task/${TASK_ID}`]: fail(404, "task.not_found", "Task not found") });
    renderCard(<TaskPage />, { route: ROUTE, path: PATH });
    expect(await screen.findByText("This task does not exist or you cannot see it")).toBeInTheDocument();
  });
});
