import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testSurface } from "../test-editor";
import { fireEvent, inAct, renderUi } from "../test-render";

function setup() {
  const surface = testSurface({ content: "<p></p>" });
  renderUi(surface.element);
  const editor = surface.getEditor();
  const type = (text: string) =>
    inAct(() => {
      editor.commands.insertContent(text);
    });
  const key = (k: string) => fireEvent.keyDown(editor.view.dom, { key: k });
  return { editor, type, key };
}

const menu = () => screen.findByTestId("slash-menu");

describe("SlashMenu", () => {
  it("opens when the text before the cursor ends with a slash, grouped", async () => {
    const { type } = setup();
    expect(screen.queryByTestId("slash-menu")).not.toBeInTheDocument();
    type("/");
    const list = within(await menu());
    expect(list.getByRole("group", { name: "Items" })).toBeInTheDocument();
    expect(list.getByRole("group", { name: "Block types" })).toBeInTheDocument();
    expect(list.getByRole("group", { name: "Components" })).toBeInTheDocument();
    expect(list.getByRole("option", { name: "Table" })).toBeInTheDocument();
  });

  it("also opens right after a word (no space needed)", async () => {
    const { type } = setup();
    type("notes/");
    expect(await menu()).toBeInTheDocument();
  });

  it("filters as you type and runs the highlighted entry with Enter", async () => {
    const { editor, type, key } = setup();
    type("/head");
    const list = within(await menu());
    await waitFor(() => expect(list.getAllByRole("option")).toHaveLength(3));
    expect(list.getByRole("option", { name: "Heading 1" })).toHaveAttribute("aria-selected", "true");
    key("ArrowDown");
    await waitFor(() =>
      expect(list.getByRole("option", { name: "Heading 2" })).toHaveAttribute("aria-selected", "true"),
    );
    key("Enter");
    await waitFor(() => expect(screen.queryByTestId("slash-menu")).not.toBeInTheDocument());
    expect(editor.getHTML()).toMatch(/^<h2><\/h2>/);
  });

  it("wraps with ArrowUp and says when nothing matches", async () => {
    const { type, key } = setup();
    type("/head");
    const list = within(await menu());
    await waitFor(() => expect(list.getAllByRole("option")).toHaveLength(3));
    key("ArrowUp");
    await waitFor(() =>
      expect(list.getByRole("option", { name: "Heading 3" })).toHaveAttribute("aria-selected", "true"),
    );
    type("zzz");
    expect(await screen.findByText("No matching blocks")).toBeInTheDocument();
  });

  it("closes on Escape and leaves the text", async () => {
    const { editor, type, key } = setup();
    type("/ta");
    await menu();
    key("Escape");
    await waitFor(() => expect(screen.queryByTestId("slash-menu")).not.toBeInTheDocument());
    expect(editor.getText()).toBe("/ta");
  });

  it("runs an entry clicked with the mouse: a 3×3 table with a header row", async () => {
    const { editor, type } = setup();
    type("/tab");
    const user = userEvent.setup();
    await user.click(within(await menu()).getByRole("option", { name: "Table" }));
    await waitFor(() => expect(screen.queryByTestId("slash-menu")).not.toBeInTheDocument());
    const html = editor.getHTML();
    expect(editor.state.doc.textContent).not.toContain("/tab");
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/<th/g)).toHaveLength(3);
  });

  it("opens the link dialog for the hyperlink entry", async () => {
    const { type, key } = setup();
    type("/hyperl");
    const list = within(await menu());
    await waitFor(() => expect(list.getAllByRole("option")).toHaveLength(1));
    key("Enter");
    expect(await screen.findByRole("dialog", { name: "Link" })).toBeInTheDocument();
  });
});
