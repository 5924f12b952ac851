import { screen, waitFor, within } from "@testing-library/dom";
import { describe, expect, it, vi } from "vitest";
import { fail, type MockReply, mockApi, ok } from "../../../test/fetch-mock";
import { WhiteboardPicker } from "../../whiteboards/components/whiteboard-picker";
import { EMPTY_ITEMS } from "../../workspaces/workspace-fixtures";
import { fireEvent } from "../test-render";
import { renderWithProviders } from "./blocks-test-editor";
import { TaskBlockPicker } from "./task-block-picker";

const WS = "0197b000-0000-7000-8000-000000000001";
const ITEMS = `GET /api/workspace/${WS}/items`;
const ADD = `POST /api/workspace/${WS}`;
const NEW_ID = "0197c000-0000-7000-8000-0000000000ff";
const component = (id: string, name: string, componentType: string) => ({
  id,
  name,
  componentType,
  description: null,
  createdAt: "",
});
const whiteboard = (id: string, title: string, description: string | null) => ({
  id,
  title,
  description,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});
const created = (name: string, type: string): MockReply => ({
  status: 201,
  body: { success: true, statusCode: 201, message: "Created", data: { id: NEW_ID, name, type, createdAt: "" } },
});

describe("TaskBlockPicker", () => {
  it("lists the workspace's boards, lists and checklists with their kind and picks the one clicked", async () => {
    mockApi({
      [ITEMS]: ok({
        ...EMPTY_ITEMS,
        components: [component("c-1", "Sprint board", "Board"), component("c-2", "Launch", "Checklist")],
      }),
    });
    const onPick = vi.fn();
    renderWithProviders(<TaskBlockPicker workspaceId={WS} createType="Board" onPick={onPick} />);
    const list = await screen.findByRole("list", { name: "Choose the tasks to show" });
    const rows = within(list).getAllByRole("button");
    expect(rows.map((row) => row.textContent)).toEqual(["Sprint boardBoard", "LaunchChecklist"]);
    fireEvent.click(within(list).getByRole("button", { name: /Launch/ }));
    expect(onPick).toHaveBeenCalledWith("c-2");
  });

  it("creates a component of the block's kind under the default name and picks it", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [ITEMS]: ok(EMPTY_ITEMS),
      [ADD]: ({ init }) => {
        bodies.push(JSON.parse(String(init?.body)));
        return created("New Checklist", "Checklist");
      },
    });
    const onPick = vi.fn();
    renderWithProviders(<TaskBlockPicker workspaceId={WS} createType="Checklist" onPick={onPick} />);
    expect(await screen.findByText("This workspace has no boards, lists or checklists yet.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("New Checklist");
    fireEvent.click(screen.getByRole("button", { name: "Create checklist" }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(NEW_ID));
    expect(bodies).toEqual([{ name: "New Checklist", type: "Checklist" }]);
  });

  it("says so when the items cannot be loaded, and offers no create with an empty name", async () => {
    mockApi({ [ITEMS]: fail(500, "server.error", "Boom") });
    renderWithProviders(<TaskBlockPicker workspaceId={WS} createType="Board" onPick={vi.fn()} />);
    expect(await screen.findByText("Failed to load the workspace's items.")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "   " } });
    expect(screen.getByRole("button", { name: "Create board" })).toBeDisabled();
  });
});

describe("WhiteboardPicker", () => {
  it("lists the workspace's whiteboards with their descriptions and picks the one clicked", async () => {
    mockApi({
      [ITEMS]: ok({
        ...EMPTY_ITEMS,
        whiteboard: [whiteboard("w-1", "Roadmap", "Q3 plans"), whiteboard("w-2", "Ideas", null)],
      }),
    });
    const onPick = vi.fn();
    renderWithProviders(<WhiteboardPicker workspaceId={WS} onPick={onPick} />);
    const list = await screen.findByRole("list", { name: "Choose a whiteboard" });
    expect(within(list).getByRole("button", { name: /Roadmap/ })).toHaveTextContent("Q3 plans");
    fireEvent.click(within(list).getByRole("button", { name: "Ideas" }));
    expect(onPick).toHaveBeenCalledWith("w-2");
  });

  it("creates a whiteboard under the typed name, and shows the server's refusal", async () => {
    const bodies: unknown[] = [];
    let reply: MockReply = fail(400, "validation.failed", "Item name is too long");
    mockApi({
      [ITEMS]: ok(EMPTY_ITEMS),
      [ADD]: ({ init }) => {
        bodies.push(JSON.parse(String(init?.body)));
        return reply;
      },
    });
    const onPick = vi.fn();
    renderWithProviders(<WhiteboardPicker workspaceId={WS} onPick={onPick} />);
    expect(await screen.findByText("This workspace has no whiteboards yet.")).toBeInTheDocument();
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Whiteboard");
    fireEvent.change(name, { target: { value: "Retro" } });
    fireEvent.click(screen.getByRole("button", { name: "New whiteboard" }));
    expect(await screen.findByText("Item name is too long")).toBeInTheDocument();
    expect(onPick).not.toHaveBeenCalled();
    reply = created("Retro", "Whiteboard");
    fireEvent.click(screen.getByRole("button", { name: "New whiteboard" }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(NEW_ID));
    expect(bodies).toEqual([
      { name: "Retro", type: "Whiteboard" },
      { name: "Retro", type: "Whiteboard" },
    ]);
  });
});
