import { expandDefaultContent } from "@bearish/shared/editor/blocks/expand";
import { screen } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fireEvent } from "../test-render";
import { firstNodeAttrs, renderBlockEditor } from "./blocks-test-editor";
import { ExpandView } from "./expand-view";

const doc = (title?: string) => ({
  type: "doc",
  content: [expandDefaultContent(title === undefined ? {} : { title })],
});

describe("ExpandView", () => {
  it("starts collapsed with the default title and opens for each viewer on its own", async () => {
    const { editor } = await renderBlockEditor({ content: doc(), views: { expand: ExpandView }, editable: false });
    expect(screen.getByText("Click to expand")).toBeInTheDocument();
    const content = screen.getByText("Expandable content here");
    expect(content).not.toBeVisible();
    const toggle = screen.getByRole("button", { name: "Expand" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Collapse" })).toHaveAttribute("aria-expanded", "true");
    expect(content).toBeVisible();
    // Opening is not stored in the document.
    expect(firstNodeAttrs(editor, "expand")).toEqual(expect.not.objectContaining({ open: expect.anything() }));
  });

  it("lets editors rename it", async () => {
    const { editor } = await renderBlockEditor({ content: doc(), views: { expand: ExpandView } });
    const field = screen.getByRole("textbox", { name: "Expand title" });
    expect(field).toHaveAttribute("placeholder", "Click to expand");
    fireEvent.change(field, { target: { value: "Details" } });
    fireEvent.focusOut(field);
    expect(firstNodeAttrs(editor, "expand")?.title).toBe("Details");

    fireEvent.change(field, { target: { value: "  " } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(firstNodeAttrs(editor, "expand")?.title).toBe("Click to expand");
  });

  it("shows a stored title to readers without a field", async () => {
    await renderBlockEditor({ content: doc("FAQ"), views: { expand: ExpandView }, editable: false });
    expect(screen.getByText("FAQ")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Expand title" })).not.toBeInTheDocument();
  });
});
