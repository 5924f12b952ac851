import { CALLOUT_COLOURS } from "@bearish/shared/editor/editor-constants";
import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fireEvent } from "../test-render";
import { firstNodeAttrs, renderBlockEditor } from "./blocks-test-editor";
import { CalloutView } from "./callout-view";

const callout = (text: string, attrs: Record<string, unknown> = {}) => ({
  type: "doc",
  content: [
    {
      type: "callout",
      attrs: { type: "info", bgColor: CALLOUT_COLOURS.info, ...attrs },
      content: [{ type: "paragraph", content: text ? [{ type: "text", text }] : [] }],
    },
  ],
});

describe("CalloutView", async () => {
  it("shows its content on its background, and the placeholder only when empty", async () => {
    await renderBlockEditor({ content: callout("Heads up"), views: { callout: CalloutView } });
    const note = screen.getByRole("note", { name: "Info callout" });
    expect(within(note).getByText("Heads up")).toBeInTheDocument();
    expect(screen.queryByText("Empty callout content")).not.toBeInTheDocument();
  });

  it("shows Empty callout content when it holds nothing", async () => {
    await renderBlockEditor({ content: callout(""), views: { callout: CalloutView } });
    expect(screen.getByText("Empty callout content")).toBeInTheDocument();
  });

  it("resets the background to the new type's colour when the type changes", async () => {
    const { editor } = await renderBlockEditor({
      content: callout("x", { bgColor: "#123456" }),
      views: { callout: CalloutView },
    });
    fireEvent.click(screen.getByRole("button", { name: "Callout options" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "Warning" }));
    expect(firstNodeAttrs(editor, "callout")).toMatchObject({ type: "warning", bgColor: CALLOUT_COLOURS.warning });
  });

  it("refuses a custom background that is not a hex colour and keeps a valid one with its #", async () => {
    const { editor } = await renderBlockEditor({ content: callout("x"), views: { callout: CalloutView } });
    fireEvent.click(screen.getByRole("button", { name: "Callout options" }));
    const field = screen.getByLabelText("Custom background");
    fireEvent.change(field, { target: { value: "#12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByText("Invalid Hex value")).toBeInTheDocument();
    expect(firstNodeAttrs(editor, "callout")?.bgColor).toBe(CALLOUT_COLOURS.info);

    fireEvent.change(field, { target: { value: "abc" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(firstNodeAttrs(editor, "callout")?.bgColor).toBe("#abc");
  });

  it("offers no options to readers", async () => {
    await renderBlockEditor({ content: callout("x"), views: { callout: CalloutView }, editable: false });
    expect(screen.getByRole("note", { name: "Info callout" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Callout options" })).not.toBeInTheDocument();
  });
});
