import { STATUS_COLOURS } from "@bearish/shared/editor/editor-constants";
import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fireEvent as fire, settle } from "../test-render";
import { docWith, nodeAttrs, paragraphWith, renderBlockEditor as renderBlocksEditor } from "./blocks-test-editor";
import { StatusView } from "./status-view";

const statusDoc = (attrs: Record<string, unknown>) =>
  docWith(paragraphWith({ type: "text", text: "State: " }, { type: "status", attrs }));

describe("StatusView", () => {
  it("edits the title and picks one of the status colours", async () => {
    const { editor } = await renderBlocksEditor({
      content: statusDoc({ title: "Draft", color: STATUS_COLOURS.green }),
      views: { status: StatusView },
    });
    fire.click(screen.getByRole("button", { name: "Status Draft, edit" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit status" }));
    fire.change(dialog.getByRole("textbox", { name: "Title" }), { target: { value: "In review" } });
    fire.click(dialog.getByRole("radio", { name: "Purple" }));
    expect(nodeAttrs(editor, "status")[0]).toMatchObject({ title: "In review", color: STATUS_COLOURS.purple });
  });

  it("says Invalid Hex value for a bad custom colour and keeps a good one with its #", async () => {
    const { editor } = await renderBlocksEditor({
      content: statusDoc({ title: "Draft", color: STATUS_COLOURS.green }),
      views: { status: StatusView },
    });
    fire.click(screen.getByRole("button", { name: "Status Draft, edit" }));
    const dialog = within(screen.getByRole("dialog", { name: "Edit status" }));
    const hex = dialog.getByRole("textbox", { name: "Custom colour (hex)" });
    fire.change(hex, { target: { value: "12345" } });
    expect(dialog.getByText("Invalid Hex value")).toBeInTheDocument();
    expect(nodeAttrs(editor, "status")[0]?.color).toBe(STATUS_COLOURS.green);
    fire.change(hex, { target: { value: "abc" } });
    await settle();
    expect(dialog.queryByText("Invalid Hex value")).not.toBeInTheDocument();
    expect(nodeAttrs(editor, "status")[0]?.color).toBe("#ABC");
  });

  it("is a plain lozenge for readers", async () => {
    await renderBlocksEditor({
      content: statusDoc({ title: "Done", color: STATUS_COLOURS.blue }),
      views: { status: StatusView },
      editable: false,
    });
    const block = within(screen.getByTestId("status-block"));
    expect(block.getByText("Done")).toBeInTheDocument();
    expect(block.queryByRole("button")).not.toBeInTheDocument();
  });
});
