// @vitest-environment happy-dom
import { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { afterEach, describe, expect, it } from "vitest";
import { editorExtensions } from "../editor-extensions";
import { findNode } from "../editor-test-utils";
import { todayIso } from "./date";

const editors: Editor[] = [];

function makeEditor(content = "<p></p>"): Editor {
  const editor = new Editor({ extensions: editorExtensions(), content });
  editors.push(editor);
  return editor;
}

afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function layoutColumns(e: Editor): number | undefined {
  return findNode(e.getJSON(), "layout")?.content?.length;
}

function selectLayout(e: Editor) {
  let pos = -1;
  e.state.doc.descendants((node, at) => {
    if (pos < 0 && node.type.name === "layout") pos = at;
  });
  e.view.dispatch(e.state.tr.setSelection(NodeSelection.create(e.state.doc, pos)));
}

describe("layout commands", () => {
  it("inserts a two-column layout by default", () => {
    const e = makeEditor();
    expect(e.commands.insertLayout()).toBe(true);
    expect(findNode(e.getJSON(), "layout")?.attrs).toEqual({ type: "two_column" });
    expect(layoutColumns(e)).toBe(2);
  });

  it("trims or pads the columns when the type changes (cursor inside a column)", () => {
    const e = makeEditor(
      '<bearish-layout data-attrs="{&quot;type&quot;:&quot;three_column&quot;}"><bearish-layout-column><p>a</p></bearish-layout-column><bearish-layout-column><p>b</p></bearish-layout-column><bearish-layout-column><p>c</p></bearish-layout-column></bearish-layout>',
    );
    e.commands.setTextSelection(3);
    expect(e.commands.setLayoutType("single")).toBe(true);
    expect(findNode(e.getJSON(), "layout")?.attrs).toEqual({ type: "single" });
    expect(layoutColumns(e)).toBe(1);
    expect(e.getText()).toContain("a");
    expect(e.getText()).not.toContain("b");
  });

  it("adds columns up to 6 and removes down to 1 (layout selected)", () => {
    const e = makeEditor();
    e.commands.insertLayout("four_column");
    selectLayout(e);
    expect(e.commands.addLayoutColumn()).toBe(true);
    selectLayout(e);
    expect(e.commands.addLayoutColumn()).toBe(true);
    expect(layoutColumns(e)).toBe(6);
    selectLayout(e);
    expect(e.commands.addLayoutColumn()).toBe(false);
    expect(layoutColumns(e)).toBe(6);
    selectLayout(e);
    expect(e.commands.setLayoutType("single")).toBe(true);
    selectLayout(e);
    expect(e.commands.removeLayoutColumn()).toBe(false);
    expect(layoutColumns(e)).toBe(1);
  });

  it("does nothing outside a layout", () => {
    const e = makeEditor("<p>text</p>");
    expect(e.commands.setLayoutType("three_column")).toBe(false);
  });
});

describe("expand and date commands", () => {
  it("inserts an expand block with the default title and content", () => {
    const e = makeEditor();
    e.commands.insertExpand();
    const node = findNode(e.getJSON(), "expand");
    expect(node?.attrs?.title).toBe("Click to expand");
    expect(e.getText()).toContain("Expandable content here");
  });

  it("inserts today's date unless a valid one is given", () => {
    const e = makeEditor();
    e.commands.insertDate();
    expect(findNode(e.getJSON(), "date")?.attrs).toEqual({ value: todayIso() });
    const other = makeEditor();
    other.commands.insertDate("2024-02-29");
    expect(findNode(other.getJSON(), "date")?.attrs).toEqual({ value: "2024-02-29" });
  });
});
