import { afterEach, describe, expect, it } from "vitest";
import { anchorAtCursor, anchorFromSelection, applyReplacement, resolveAnchor, revealAnchor } from "./anchors";
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

describe("anchor at the cursor (/comment)", () => {
  const cursorAt = (editor: ReturnType<typeof setup>, pos: number) => editor.commands.setTextSelection(pos);
  const quoteAt = (editor: ReturnType<typeof setup>) => {
    const anchor = anchorAtCursor(editor);
    if (!anchor) return null;
    const range = resolveAnchor(editor, anchor);
    // The anchor points at exactly the quoted text.
    expect(range && editor.state.doc.textBetween(range.from, range.to, "\n")).toBe(anchor.quote);
    return anchor.quote;
  };

  it("takes the selection when there is one", () => {
    const editor = setup("<p>The quick brown fox</p>");
    selectText(editor, "quick bro");
    expect(quoteAt(editor)).toBe("quick bro");
  });

  it("takes the word the cursor is in, before or after it (any script)", () => {
    const editor = setup("<p>The quick brown fox</p><p>مرحبا بالعالم</p>");
    cursorAt(editor, positionOf(editor, "quick") + 2);
    expect(quoteAt(editor)).toBe("quick");
    cursorAt(editor, positionOf(editor, "brown") + "brown".length);
    expect(quoteAt(editor)).toBe("brown");
    cursorAt(editor, positionOf(editor, "fox"));
    expect(quoteAt(editor)).toBe("fox");
    cursorAt(editor, positionOf(editor, "بالعالم") + 3);
    expect(quoteAt(editor)).toBe("بالعالم");
  });

  it("takes the whole block between words, and nothing on an empty line", () => {
    const editor = setup("<p>alpha - beta</p><p></p>");
    cursorAt(editor, positionOf(editor, "- beta") + 1);
    expect(quoteAt(editor)).toBe("alpha - beta");
    cursorAt(editor, editor.state.doc.content.size - 1);
    expect(anchorAtCursor(editor)).toBeNull();
  });
});
