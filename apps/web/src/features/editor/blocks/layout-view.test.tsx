import { layoutDefaultContent } from "@bearish/shared/editor/blocks/layout";
import type { LayoutType } from "@bearish/shared/editor/editor-constants";
import { screen, within } from "@testing-library/dom";
import type { Editor } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { fireEvent, settle } from "../test-render";
import { firstNodeAttrs, renderBlockEditor } from "./blocks-test-editor";
import { LayoutView } from "./layout-view";

function layoutDoc(type: LayoutType, texts: string[] = []) {
  const layout = layoutDefaultContent(type);
  texts.forEach((text, i) => {
    const column = layout.content?.[i];
    if (column) column.content = [{ type: "paragraph", content: [{ type: "text", text }] }];
  });
  return { type: "doc", content: [layout] };
}

function columnTexts(editor: Editor): string[] {
  const texts: string[] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === "layoutColumn") {
      texts.push(node.textContent);
      return false;
    }
    return true;
  });
  return texts;
}

async function chooseType(label: string) {
  fireEvent.mouseDown(screen.getByRole("combobox", { name: "Layout" }));
  fireEvent.click(within(screen.getByRole("listbox")).getByRole("option", { name: label }));
  await settle();
}

describe("LayoutView", () => {
  it("shows the columns side by side", async () => {
    await renderBlockEditor({ content: layoutDoc("three_column", ["a", "b", "c"]), views: { layout: LayoutView } });
    const group = screen.getByRole("group", { name: "Column layout" });
    expect(group.querySelectorAll("bearish-layout-column")).toHaveLength(3);
    expect(screen.getByRole("combobox", { name: "Layout" })).toHaveTextContent("Three columns");
  });

  it("trims columns when the type shrinks and pads them when it grows", async () => {
    const { editor } = await renderBlockEditor({
      content: layoutDoc("three_column", ["a", "b", "c"]),
      views: { layout: LayoutView },
    });
    await chooseType("Single column");
    expect(columnTexts(editor)).toEqual(["a"]);
    expect(firstNodeAttrs(editor, "layout")?.type).toBe("single");

    await chooseType("Four columns");
    expect(columnTexts(editor)).toEqual(["a", "", "", ""]);
    expect(firstNodeAttrs(editor, "layout")?.type).toBe("four_column");
  });

  it("adds columns up to 6, then disables adding", async () => {
    const { editor } = await renderBlockEditor({ content: layoutDoc("four_column"), views: { layout: LayoutView } });
    fireEvent.click(screen.getByRole("button", { name: "Add column" }));
    await settle();
    expect(columnTexts(editor)).toHaveLength(5);
    expect(screen.getByRole("combobox", { name: "Layout" })).toHaveTextContent("5 columns");
    fireEvent.click(screen.getByRole("button", { name: "Add column" }));
    await settle();
    expect(columnTexts(editor)).toHaveLength(6);
    expect(screen.getByRole("button", { name: "Add column" })).toBeDisabled();
  });

  it("removes columns down to 1, then hides removing", async () => {
    const { editor } = await renderBlockEditor({
      content: layoutDoc("two_column", ["a", "b"]),
      views: { layout: LayoutView },
    });
    fireEvent.click(screen.getByRole("button", { name: "Remove column" }));
    await settle();
    expect(columnTexts(editor)).toEqual(["a"]);
    expect(screen.queryByRole("button", { name: "Remove column" })).not.toBeInTheDocument();
  });

  it("shows no controls to readers", async () => {
    await renderBlockEditor({ content: layoutDoc("two_column"), views: { layout: LayoutView }, editable: false });
    expect(screen.queryByRole("combobox", { name: "Layout" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add column" })).not.toBeInTheDocument();
  });
});
