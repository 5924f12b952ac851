import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { testSurface } from "../test-editor";
import { fireEvent, inAct, renderUi } from "../test-render";

const person = (i: number) => ({
  id: `0190a1b2-0000-7000-8000-00000000000${i}`,
  firstName: `Person${i}`,
  lastName: "Tester",
  fullName: `Person${i} Tester`,
  email: `p${i}@example.com`,
  role: "USER",
  userType: "USER",
  source: "BEARISH",
  accountId: null,
  status: "online",
  accountState: "active",
  avatar: null,
  avatar_fallBack: `P${i}`,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
});

function setup() {
  // Like the server: the search matches first name, last name or email.
  const fetchMock = mockApi({
    "GET /api/user/auth/all-users": ({ url }) => {
      const search = (new URL(url, "http://localhost").searchParams.get("search") ?? "").toLowerCase();
      const people = [1, 2, 3, 4, 5].map(person);
      return ok(people.filter((p) => `${p.firstName} ${p.lastName} ${p.email}`.toLowerCase().includes(search)));
    },
  });
  const surface = testSurface({ content: "<p>Hi </p>" });
  renderUi(surface.element);
  const editor = surface.getEditor();
  inAct(() => {
    editor.commands.setTextSelection(4);
  });
  return { editor, fetchMock, user: userEvent.setup() };
}

const openWithShortcut = (editor: { view: { dom: Element } }) =>
  fireEvent.keyDown(editor.view.dom, { key: "k", ctrlKey: true });

describe("CommandPalette", () => {
  it("opens with Mod-k and shows at most 3 people", async () => {
    const { editor, fetchMock } = setup();
    openWithShortcut(editor);
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    const people = await within(dialog).findByRole("group", { name: "People" });
    await waitFor(() => expect(within(people).getAllByRole("option")).toHaveLength(3));
    const url = String(fetchMock.mock.calls.find(([u]) => String(u).includes("all-users"))?.[0]);
    expect(url).toContain("limit=3");
  });

  it("inserts a mention of the chosen person", async () => {
    const { editor, user } = setup();
    openWithShortcut(editor);
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    await user.click(await within(dialog).findByRole("option", { name: "Person2 Tester" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const mention = editor.getJSON().content?.[0]?.content?.find((n) => n.type === "mention") as
      | { attrs?: Record<string, unknown> }
      | undefined;
    expect(mention?.attrs).toMatchObject({ accountId: person(2).id, label: "Person2 Tester" });
  });

  it("shows advanced blocks only after the toggle", async () => {
    const { user } = setup();
    await user.click(screen.getByRole("button", { name: "Command palette (Ctrl+K)" }));
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    expect(within(dialog).getByRole("group", { name: "Writing blocks" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("group", { name: "Advanced blocks" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("option", { name: "Table" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("switch", { name: "Show advanced blocks" }));
    const advanced = within(dialog).getByRole("group", { name: "Advanced blocks" });
    expect(within(advanced).getByRole("option", { name: "Table" })).toBeInTheDocument();
  });

  it("filters commands and blocks by typing and runs one with Enter", async () => {
    const { editor, user } = setup();
    inAct(() => {
      editor.commands.setTextSelection({ from: 1, to: 3 });
      editor.commands.toggleBold();
    });
    expect(editor.getHTML()).toContain("<strong>");
    openWithShortcut(editor);
    const dialog = await screen.findByRole("dialog", { name: "Command palette" });
    await user.type(within(dialog).getByRole("combobox", { name: "Type a command or search" }), "clear");
    await waitFor(() => {
      const commands = within(dialog).getByRole("group", { name: "Commands" });
      expect(within(commands).getAllByRole("option")).toHaveLength(1);
    });
    expect(within(dialog).queryByRole("group", { name: "Writing blocks" })).not.toBeInTheDocument();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(editor.getHTML()).not.toContain("<strong>");
  });
});
