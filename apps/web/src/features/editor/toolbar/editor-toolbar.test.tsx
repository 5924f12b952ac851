import { screen, waitFor, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { testSurface } from "../test-editor";
import { fireEvent, inAct, renderUi } from "../test-render";

function setup(content = "<p>Hello world</p>") {
  const surface = testSurface({ content });
  renderUi(surface.element);
  const editor = surface.getEditor();
  // Select "Hello".
  inAct(() => {
    editor.commands.setTextSelection({ from: 1, to: 6 });
  });
  return { editor, user: userEvent.setup() };
}

describe("EditorToolbar", () => {
  it("toggles bold, italic and underline on the selection and shows them as pressed", async () => {
    const { editor, user } = setup();
    const bold = screen.getByRole("button", { name: "Bold" });
    expect(bold).toHaveAttribute("aria-pressed", "false");
    await user.click(bold);
    expect(editor.getHTML()).toContain("<strong>Hello</strong>");
    await waitFor(() => expect(bold).toHaveAttribute("aria-pressed", "true"));
    await user.click(screen.getByRole("button", { name: "Italic" }));
    await user.click(screen.getByRole("button", { name: "Underline" }));
    expect(editor.getHTML()).toMatch(/<strong><em><u>Hello<\/u><\/em><\/strong>/);
    await user.click(bold);
    expect(editor.getHTML()).not.toContain("<strong>");
  });

  it("turns the block into a quote and a code block", async () => {
    const { editor, user } = setup();
    await user.click(screen.getByRole("button", { name: "Quote" }));
    expect(editor.getHTML()).toContain("<blockquote>");
    await user.click(screen.getByRole("button", { name: "Quote" }));
    await user.click(screen.getByRole("button", { name: "Code block" }));
    expect(editor.getHTML()).toContain("<pre");
  });

  it("refuses a link that is not http or https with Invalid_url and applies a valid one", async () => {
    const { editor, user } = setup();
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Link" });
    expect(within(dialog).getByLabelText("Text")).toHaveValue("Hello");
    const url = within(dialog).getByLabelText("URL");
    await user.type(url, "example.com");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    expect(within(dialog).getByText("Invalid_url")).toBeInTheDocument();
    expect(editor.getHTML()).not.toContain("<a ");

    await user.clear(url);
    await user.type(url, "https://example.com/page");
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(editor.getHTML()).toMatch(/<a [^>]*href="https:\/\/example.com\/page"[^>]*>Hello<\/a>/);
  });

  it("removes a link when the url is emptied", async () => {
    const { editor, user } = setup('<p><a href="https://example.com">Hello</a> world</p>');
    inAct(() => {
      editor.commands.setTextSelection(3);
    });
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Link" });
    const url = within(dialog).getByLabelText("URL");
    expect(url).toHaveValue("https://example.com");
    await user.clear(url);
    await user.click(within(dialog).getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(editor.getHTML()).not.toContain("<a "));
    expect(editor.getHTML()).toContain("Hello world");
  });

  it("validates the hex colour with Invalid Hex value and applies palette and hex colours", async () => {
    const { editor, user } = setup();
    await user.click(screen.getByRole("button", { name: "Text colour" }));
    const hex = await screen.findByLabelText("Hex colour");
    await user.type(hex, "12345");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("Invalid Hex value")).toBeInTheDocument();
    expect(editor.getHTML()).not.toContain("color");

    await user.clear(hex);
    await user.type(hex, "0f0");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    // The mark keeps the hex as typed; jsdom rewrites inline style colours as rgb() in the HTML.
    await waitFor(() => expect(JSON.stringify(editor.getJSON())).toContain('"color":"#0f0"'));
    expect(editor.getHTML()).toMatch(/color: (#0f0|rgb\(0, 255, 0\))/);

    await user.click(screen.getByRole("button", { name: "Text colour" }));
    await user.click(await screen.findByRole("button", { name: "Colour #1E88E5" }));
    await waitFor(() => expect(editor.getHTML()).toMatch(/color: (#1E88E5|rgb\(30, 136, 229\))/i));
  });

  it("sets headings and the font family", async () => {
    const { editor, user } = setup();
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Text style" }));
    await user.click(await screen.findByRole("option", { name: "Heading 2" }));
    expect(editor.getHTML()).toContain("<h2");
    inAct(() => {
      editor.commands.setTextSelection({ from: 1, to: 6 });
    });
    fireEvent.mouseDown(screen.getByRole("combobox", { name: "Font" }));
    await user.click(await screen.findByRole("option", { name: "Lato" }));
    expect(editor.getHTML()).toContain("font-family: Lato");
  });

  it("undoes and redoes", async () => {
    const { editor, user } = setup();
    await user.click(screen.getByRole("button", { name: "Bold" }));
    expect(editor.getHTML()).toContain("<strong>");
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(editor.getHTML()).not.toContain("<strong>");
    await user.click(screen.getByRole("button", { name: "Redo" }));
    expect(editor.getHTML()).toContain("<strong>");
  });
});

describe("read-only", () => {
  it("hides the toolbar and makes the content not editable", () => {
    const surface = testSurface({ editable: false });
    renderUi(surface.element);
    expect(screen.queryByRole("toolbar")).not.toBeInTheDocument();
    const content = screen.getByRole("textbox", { name: "Page content" });
    expect(content).toHaveAttribute("contenteditable", "false");
    expect(surface.getEditor().isEditable).toBe(false);
  });
});
