import type { Task } from "@bearish/shared/tasks/task";
import type { Workspace } from "@bearish/shared/workspaces/workspace";
import { screen, waitFor, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fail, type MockReply, mockApi } from "../../../test/fetch-mock";
import { makeTask } from "../../tasks/views/task-fixtures";
import { makeMember, makeWorkspace, viewerWorkspace } from "../../workspaces/workspace-fixtures";
import { fireEvent as fire } from "../test-render";
import { docWith, nodeAttrs } from "./blocks-test-editor";
import { BoardBlockView } from "./board-block-view";
import { COMPONENT_ID, renderTaskBlockEditor, storedTasks, taskBlockApi, WORKSPACE_ID } from "./task-block-test-editor";

type Handler = MockReply | ((r: { url: string; init: RequestInit | undefined }) => MockReply);
const ADA = makeMember({ memberId: "m-ada", userId: "0197a000-0000-7000-8000-0000000000ad", firstName: "Ada" });

function api(tasks: Task[], workspace: Workspace = makeWorkspace(), extra: Record<string, Handler> = {}) {
  return taskBlockApi({
    workspace,
    members: [...workspace.members, ADA],
    component: { name: "Sprint board", componentType: "Board", listed: true },
    tasks,
    extra,
  });
}

const board = (attrs: Record<string, unknown> = {}) =>
  docWith({ type: "board", attrs: { boardId: COMPONENT_ID, ...attrs } });
const column = (name: string) => screen.findByRole("region", { name });

const TASKS = [
  makeTask({ taskIndex: 1, name: "Write brief", status: { value: "todo" }, priority: { value: "urgent" } }),
  makeTask({ taskIndex: 2, name: "Ship it", status: { value: "done" }, assignedUserIds: [ADA.userId] }),
  makeTask({ taskIndex: 3, name: "Old idea", status: { value: "backlog" } }),
];

describe("BoardBlockView", () => {
  it("shows the component's live tasks in a column per status, with an extra column for other statuses", async () => {
    mockApi(api(TASKS));
    await renderTaskBlockEditor({ content: board(), views: { board: BoardBlockView } });
    const todo = within(await column("To do"));
    const card = await todo.findByRole("link", { name: "Write brief" });
    expect(card).toHaveAttribute(
      "href",
      `/en/workspace/bearish/${WORKSPACE_ID}/item/${COMPONENT_ID}/task/${TASKS[0]?.id}`,
    );
    expect(todo.getByText("APO-01")).toBeInTheDocument();
    expect(todo.getByText("Urgent")).toBeInTheDocument();
    expect(within(await column("Done")).getByRole("link", { name: "Ship it" })).toBeInTheDocument();
    expect(within(await column("In progress")).queryAllByRole("link")).toHaveLength(0);
    expect(within(await column("Backlog")).getByRole("link", { name: "Old idea" })).toBeInTheDocument();
    expect(await screen.findByText("Sprint board")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open" })).toHaveAttribute(
      "href",
      `/en/workspace/bearish/${WORKSPACE_ID}/board/${COMPONENT_ID}?projectType=BEARISH`,
    );
  });

  it("keeps the node's snapshot of the live tasks (value objects) for published pages", async () => {
    mockApi(api(TASKS));
    const { editor } = await renderTaskBlockEditor({ content: board(), views: { board: BoardBlockView } });
    await waitFor(() => expect(storedTasks(editor, "board").length).toBe(3));
    const [first, second] = storedTasks(editor, "board");
    expect(first).toEqual({
      id: TASKS[0]?.id,
      name: "Write brief",
      taskIndex: 1,
      createdAt: TASKS[0]?.createdAt,
      status: { value: "todo" },
      priority: { value: "urgent" },
      assignedUsers: [],
    });
    expect(second?.assignedUsers).toEqual([ADA.userId]);
    // Not an undoable change of the writer's.
    expect(editor.can().undo()).toBe(false);
  });

  it("adds a New Task to a column with the column's status", async () => {
    const posted: unknown[] = [];
    mockApi(
      api([], makeWorkspace(), {
        "POST /api/task": ({ init }) => {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          posted.push(body);
          return {
            status: 201,
            body: {
              success: true,
              statusCode: 201,
              message: "Created",
              data: makeTask({ taskIndex: 9, name: "New Task", status: { value: "inProgress" } }),
            },
          };
        },
      }),
    );
    await renderTaskBlockEditor({ content: board(), views: { board: BoardBlockView } });
    fire.click(within(await column("In progress")).getByRole("button", { name: "Add a task to In progress" }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          workspaceId: WORKSPACE_ID,
          componentId: COMPONENT_ID,
          name: "New Task",
          status: "inProgress",
          fromBoardColumn: true,
        },
      ]),
    );
    expect(await within(await column("In progress")).findByRole("link", { name: "New Task" })).toBeInTheDocument();
  });

  it("regroups by priority with the priority options", async () => {
    mockApi(api(TASKS));
    const { editor } = await renderTaskBlockEditor({ content: board(), views: { board: BoardBlockView } });
    await column("To do");
    fire.mouseDown(screen.getByRole("combobox", { name: "Group by" }));
    fire.click(await screen.findByRole("option", { name: "Priority" }));
    const attrs = nodeAttrs(editor, "board")[0];
    expect(attrs?.grouping).toBe("priority");
    expect(((attrs?.groupOptions ?? []) as { value: string }[]).map((o) => o.value)).toEqual([
      "urgent",
      "high",
      "medium",
      "low",
      "noPriority",
    ]);
    expect(within(await column("Urgent")).getByRole("link", { name: "Write brief" })).toBeInTheDocument();
    expect(within(await column("Medium")).getByRole("link", { name: "Ship it" })).toBeInTheDocument();
  });

  it("groups by assignee with an Unassigned column", async () => {
    mockApi(api(TASKS));
    await renderTaskBlockEditor({
      content: board({
        grouping: "assignee",
        groupOptions: [{ value: ADA.userId, label: "Ada L.", color: "#123456" }],
      }),
      views: { board: BoardBlockView },
    });
    expect(within(await column("Ada L.")).getByRole("link", { name: "Ship it" })).toBeInTheDocument();
    expect(within(await column("Unassigned")).getByRole("link", { name: "Write brief" })).toBeInTheDocument();
  });

  it("is read-only for a workspace viewer even in an editable page: no add, no drag", async () => {
    mockApi(api(TASKS, viewerWorkspace()));
    await renderTaskBlockEditor({ content: board(), views: { board: BoardBlockView } });
    const todo = within(await column("To do"));
    expect(await todo.findByRole("link", { name: "Write brief" })).toBeInTheDocument();
    expect(todo.queryByRole("button", { name: /Add a task/ })).not.toBeInTheDocument();
    expect(await screen.findByText("You can view these tasks but not change them.")).toBeInTheDocument();
  });

  it("shows readers no settings and no add buttons", async () => {
    mockApi(api(TASKS));
    await renderTaskBlockEditor({ content: board(), views: { board: BoardBlockView }, editable: false });
    const todo = within(await column("To do"));
    expect(await todo.findByRole("link", { name: "Write brief" })).toBeInTheDocument();
    expect(todo.queryByRole("button", { name: /Add a task/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Group by" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change" })).not.toBeInTheDocument();
  });

  it("lets editors choose the board of an empty block", async () => {
    mockApi(api(TASKS));
    const { editor } = await renderTaskBlockEditor({
      content: docWith({ type: "board", attrs: {} }),
      views: { board: BoardBlockView },
    });
    fire.click(await screen.findByRole("button", { name: /Sprint board/ }));
    expect(nodeAttrs(editor, "board")[0]?.boardId).toBe(COMPONENT_ID);
    expect(within(await column("To do")).getByRole("link", { name: "Write brief" })).toBeInTheDocument();
  });

  it("falls back to the stored snapshot when the live tasks cannot be read", async () => {
    mockApi(
      api(TASKS, makeWorkspace(), { "GET /api/task/get-all-task": fail(404, "workspace.not_found", "Not found") }),
    );
    await renderTaskBlockEditor({
      content: board({
        tasks: [
          {
            id: "t1",
            name: "Remembered task",
            taskIndex: 4,
            createdAt: "",
            status: { value: "done" },
            priority: { value: "low" },
            assignedUsers: [],
          },
        ],
      }),
      views: { board: BoardBlockView },
      editable: false,
    });
    expect(await screen.findByText(/cannot be shown right now/)).toBeInTheDocument();
    const done = within(await column("Done"));
    expect(done.getByText("Remembered task")).toBeInTheDocument();
    expect(done.getByText("APO-04")).toBeInTheDocument();
  });

  it("shows the snapshot outside a workspace route", async () => {
    mockApi({});
    await renderTaskBlockEditor({
      path: "/en/doc",
      content: board({
        tasks: [
          {
            id: "t1",
            name: "Published task",
            taskIndex: 2,
            createdAt: "",
            status: { value: "todo" },
            priority: { value: "low" },
            assignedUsers: [],
          },
        ],
      }),
      views: { board: BoardBlockView },
      editable: false,
    });
    expect(within(await column("To do")).getByText("Published task")).toBeInTheDocument();
    expect(screen.getByText("#2")).toBeInTheDocument();
  });
});
