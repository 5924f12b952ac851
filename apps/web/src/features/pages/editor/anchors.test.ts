import { afterEach, describe, expect, it } from "vitest";
import { anchorFromSelection, applyReplacement, resolveAnchor, revealAnchor } from "./anchors";
import { createCollabEditor, positionOf, selectText } from "./test-editor";

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

function setup(html: string) {
  const made = createCollabEditor(html);
  cleanup = made.destroy;
  return made.editor;
}

describe("page anchors", () => {
  it("turns a selection into relative positions with its quote, and back", () => {
    const editor = setup("<p>The quick brown fox</p>");
    selectText(editor, "quick brown");
    const anchor = anchorFromSelection(editor);
    expect(anchor?.quote).toBe("quick brown");
    expect(anchor?.from).toHaveProperty("item");
    if (!anchor) throw new Error("no anchor");
    const start = positionOf(editor, "quick");
    expect(resolveAnchor(editor, anchor)).toEqual({ from: start, to: start + "quick brown".length });
  });

  it("follows text typed before the anchored range", () => {
    const editor = setup("<p>The quick brown fox</p>");
    selectText(editor, "brown");
    const anchor = anchorFromSelection(editor);
    if (!anchor) throw new Error("no anchor");
    editor.commands.insertContentAt(1, "Look: ");
    const range = resolveAnchor(editor, anchor);
    expect(range && editor.state.doc.textBetween(range.from, range.to)).toBe("brown");
  });

  it("gives no anchor for an empty selection and no range once the text is deleted", () => {
    const editor = setup("<p>alpha beta</p>");
    editor.commands.setTextSelection(2);
    expect(anchorFromSelection(editor)).toBeNull();
    selectText(editor, "beta");
    const anchor = anchorFromSelection(editor);
    if (!anchor) throw new Error("no anchor");
    const from = positionOf(editor, "beta");
    editor.commands.deleteRange({ from, to: from + 4 });
    expect(resolveAnchor(editor, anchor)).toBeNull();
    expect(revealAnchor(editor, anchor)).toBe(false);
  });

  it("applies a replacement as plain text, never as HTML", () => {
    const editor = setup("<p>Hello wrold!</p>");
    selectText(editor, "wrold");
    const anchor = anchorFromSelection(editor);
    if (!anchor) throw new Error("no anchor");
    expect(applyReplacement(editor, anchor, "<b>world</b>")).toBe(true);
    expect(editor.getHTML()).toBe("<p>Hello &lt;b&gt;world&lt;/b&gt;!</p>");
  });

  it("reveals a range by selecting it", () => {
    const editor = setup("<p>one two three</p>");
    selectText(editor, "two");
    const anchor = anchorFromSelection(editor);
    if (!anchor) throw new Error("no anchor");
    editor.commands.setTextSelection(1);
    expect(revealAnchor(editor, anchor)).toBe(true);
    const { from, to } = editor.state.selection;
    expect(editor.state.doc.textBetween(from, to)).toBe("two");
  });
});
