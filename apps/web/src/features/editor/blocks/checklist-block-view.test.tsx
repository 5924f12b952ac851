import type { Task } from "@bearish/shared/tasks/task";
import type { Workspace } from "@bearish/shared/workspaces/workspace";
import { screen, waitFor, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { type MockReply, mockApi, ok } from "../../../test/fetch-mock";
import { makeTask } from "../../tasks/views/task-fixtures";
import { makeWorkspace, viewerWorkspace } from "../../workspaces/workspace-fixtures";
import { fireEvent as fire } from "../test-render";
import { docWith, nodeAttrs } from "./blocks-test-editor";
import { ChecklistBlockView } from "./checklist-block-view";
import { COMPONENT_ID, renderTaskBlockEditor, storedTasks, taskBlockApi, WORKSPACE_ID } from "./task-block-test-editor";

type Handler = MockReply | ((r: { url: string; init: RequestInit | undefined }) => MockReply);

function api(tasks: Task[], workspace: Workspace = makeWorkspace(), extra: Record<string, Handler> = {}) {
  return taskBlockApi({ workspace, component: { name: "Launch checklist", componentType: "Checklist" }, tasks, extra });
}

const checklist = (attrs: Record<string, unknown> = {}) =>
  docWith({ type: "checklist", attrs: { checklistId: COMPONENT_ID, ...attrs } });
const group = (name: string) => screen.findByRole("region", { name });

const TASKS = [
  makeTask({ taskIndex: 1, name: "Book venue", status: { value: "todo" }, tags: ["work"] }),
  makeTask({ taskIndex: 2, name: "Print flyers", status: { value: "done" } }),
];

describe("ChecklistBlockView", () => {
  it("lists the live tasks in status groups with a checkbox each, done ones ticked", async () => {
    mockApi(api(TASKS));
    await renderTaskBlockEditor({ content: checklist(), views: { checklist: ChecklistBlockView } });
    const todo = within(await group("To do"));
    expect(await todo.findByRole("link", { name: "Book venue" })).toBeInTheDocument();
    expect(todo.getByRole("checkbox", { name: "Mark Book venue done" })).not.toBeChecked();
    expect(within(await group("Done")).getByRole("checkbox", { name: "Mark Print flyers done" })).toBeChecked();
    expect(within(await group("In progress")).getByText("No tasks")).toBeInTheDocument();
  });

  it("marks a task done through the tasks API and moves it to Done", async () => {
    const puts: unknown[] = [];
    mockApi(
      api(TASKS, makeWorkspace(), {
        [`PUT /api/task/${TASKS[0]?.id}`]: ({ init }) => {
          puts.push(JSON.parse(String(init?.body)));
          return ok({ ...TASKS[0], status: { value: "done" }, version: 2 });
        },
      }),
    );
    await renderTaskBlockEditor({ content: checklist(), views: { checklist: ChecklistBlockView } });
    fire.click(await screen.findByRole("checkbox", { name: "Mark Book venue done" }));
    await waitFor(() => expect(puts).toEqual([{ status: "done" }]));
    expect(await within(await group("Done")).findByRole("link", { name: "Book venue" })).toBeInTheDocument();
  });

  it("keeps a snapshot with plain status and priority values and the first tag", async () => {
    mockApi(api(TASKS));
    const { editor } = await renderTaskBlockEditor({ content: checklist(), views: { checklist: ChecklistBlockView } });
    await waitFor(() => expect(storedTasks(editor, "checklist").length).toBe(2));
    expect(storedTasks(editor, "checklist")[0]).toEqual({
      id: TASKS[0]?.id,
      name: "Book venue",
      taskIndex: 1,
      createdAt: TASKS[0]?.createdAt,
      status: "todo",
      priority: "medium",
      assignUsers: [],
      tag: "work",
    });
  });

  it("adds a New Task in a group", async () => {
    const posted: unknown[] = [];
    mockApi(
      api([], makeWorkspace(), {
        "POST /api/task": ({ init }) => {
          posted.push(JSON.parse(String(init?.body)));
          return {
            status: 201,
            body: {
              success: true,
              statusCode: 201,
              message: "Created",
              data: makeTask({ name: "New Task", status: { value: "done" } }),
            },
          };
        },
      }),
    );
    await renderTaskBlockEditor({ content: checklist(), views: { checklist: ChecklistBlockView } });
    fire.click(within(await group("Done")).getByRole("button", { name: "Add a task to Done" }));
    await waitFor(() =>
      expect(posted).toEqual([
        { workspaceId: WORKSPACE_ID, componentId: COMPONENT_ID, name: "New Task", status: "done" },
      ]),
    );
  });

  it("is read-only for workspace viewers: checkboxes disabled, no add", async () => {
    mockApi(api(TASKS, viewerWorkspace()));
    await renderTaskBlockEditor({ content: checklist(), views: { checklist: ChecklistBlockView } });
    const todo = within(await group("To do"));
    expect(await todo.findByRole("checkbox", { name: "Mark Book venue done" })).toBeDisabled();
    expect(todo.queryByRole("button", { name: /Add a task/ })).not.toBeInTheDocument();
  });

  it("shows a custom group label and colour from the block's options", async () => {
    mockApi(api(TASKS));
    await renderTaskBlockEditor({
      content: checklist({ groupOptions: [{ value: "todo", label: "Open items", color: "#FF0000" }] }),
      views: { checklist: ChecklistBlockView },
    });
    expect(within(await group("Open items")).getByRole("link", { name: "Book venue" })).toBeInTheDocument();
    expect(within(await group("Done")).getByRole("link", { name: "Print flyers" })).toBeInTheDocument();
  });

  it("lets editors rename a group and change its colour; an unchanged name stays translated", async () => {
    mockApi(api(TASKS));
    const { editor } = await renderTaskBlockEditor({ content: checklist(), views: { checklist: ChecklistBlockView } });
    await group("To do");
    fire.click(screen.getByRole("button", { name: "Groups" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit groups" }));
    fire.change(dialog.getByLabelText("Name for To do"), { target: { value: "Open items" } });
    const colours = dialog.getAllByLabelText("Colour");
    fire.change(colours[0] as HTMLElement, { target: { value: "zz" } });
    expect(dialog.getByText("Invalid Hex value")).toBeInTheDocument();
    fire.change(colours[0] as HTMLElement, { target: { value: "#00ff00" } });
    fire.click(dialog.getByRole("button", { name: "Save" }));
    expect(nodeAttrs(editor, "checklist")[0]?.groupOptions).toEqual([
      { value: "todo", label: "Open items", color: "#00FF00" },
      { value: "inProgress", label: "In Progress", color: "#2196F3" },
      { value: "done", label: "Done", color: "#4CAF50" },
    ]);
    expect(within(await group("Open items")).getByRole("link", { name: "Book venue" })).toBeInTheDocument();
  });
});
