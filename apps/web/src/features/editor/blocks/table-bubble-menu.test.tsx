import { screen } from "@testing-library/dom";
import type { Editor } from "@tiptap/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fireEvent, settle } from "../test-render";
import { renderBlockEditor } from "./blocks-test-editor";
import { TableBubbleMenu, tableMenuShouldShow } from "./table-bubble-menu";

const cell = (type: "tableCell" | "tableHeader", text: string) => ({
  type,
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});
const tableDoc = {
  type: "doc",
  content: [
    {
      type: "table",
      content: [
        { type: "tableRow", content: [cell("tableHeader", "H1"), cell("tableHeader", "H2")] },
        { type: "tableRow", content: [cell("tableCell", "a"), cell("tableCell", "b")] },
      ],
    },
    { type: "paragraph", content: [{ type: "text", text: "after" }] },
  ],
};

function tableShape(editor: Editor) {
  const rows: string[][] = [];
  editor.state.doc.descendants((node) => {
    if (node.type.name === "tableRow") {
      const row: string[] = [];
      node.forEach((c) => {
        row.push(`${c.type.name === "tableHeader" ? "th" : "td"}:${c.textContent}`);
      });
      rows.push(row);
      return false;
    }
    return true;
  });
  return rows;
}

function cursorIn(editor: Editor, text: string) {
  let pos = -1;
  editor.state.doc.descendants((node, p) => {
    if (pos < 0 && node.isText && node.text === text) pos = p;
  });
  editor.commands.setTextSelection(pos);
}

// jsdom has no layout: the bubble menu measures the selection through Range rectangles.
const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 10, right: 10, width: 10, height: 10, toJSON: () => ({}) };
const original = { rects: Range.prototype.getClientRects, box: Range.prototype.getBoundingClientRect };
beforeAll(() => {
  Range.prototype.getClientRects = () => [rect] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => rect as DOMRect;
});
afterAll(() => {
  Range.prototype.getClientRects = original.rects;
  Range.prototype.getBoundingClientRect = original.box;
});

describe("TableBubbleMenu", () => {
  it("shows only when the cursor is in a table of an editable document", async () => {
    const { editor } = await renderBlockEditor({ content: tableDoc, views: {} });
    cursorIn(editor, "a");
    expect(tableMenuShouldShow({ editor })).toBe(true);
    cursorIn(editor, "after");
    expect(tableMenuShouldShow({ editor })).toBe(false);
    cursorIn(editor, "a");
    editor.setEditable(false);
    expect(tableMenuShouldShow({ editor })).toBe(false);
  });

  it("adds and removes rows and columns, toggles the header row and deletes the table", async () => {
    const { editor } = await renderBlockEditor({
      content: tableDoc,
      views: {},
      children: (e) => <TableBubbleMenu editor={e} />,
    });
    cursorIn(editor, "a");
    await settle();
    fireEvent.click(screen.getByRole("button", { name: "Add row below" }));
    expect(tableShape(editor)).toEqual([
      ["th:H1", "th:H2"],
      ["td:a", "td:b"],
      ["td:", "td:"],
    ]);
    // The row with the cursor goes.
    fireEvent.click(screen.getByRole("button", { name: "Delete row" }));
    expect(tableShape(editor)).toEqual([
      ["th:H1", "th:H2"],
      ["td:", "td:"],
    ]);

    cursorIn(editor, "H1");
    fireEvent.click(screen.getByRole("button", { name: "Add column after" }));
    expect(tableShape(editor)[0]).toEqual(["th:H1", "th:", "th:H2"]);
    fireEvent.click(screen.getByRole("button", { name: "Delete column" }));
    expect(tableShape(editor)[0]).toEqual(["th:", "th:H2"]);

    cursorIn(editor, "H2");
    fireEvent.click(screen.getByRole("button", { name: "Toggle header row" }));
    expect(tableShape(editor)[0]).toEqual(["td:", "td:H2"]);

    fireEvent.click(screen.getByRole("button", { name: "Delete table" }));
    expect(tableShape(editor)).toEqual([]);
  });
});
