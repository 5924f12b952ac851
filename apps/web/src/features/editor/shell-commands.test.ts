import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import { Editor } from "@tiptap/core";
import { afterEach, describe, expect, it } from "vitest";
import { blockMenuEntries, insertBlock } from "./blocks/block-commands";
import { insertMention } from "./palette/command-palette";
import { PALETTE_COMMANDS } from "./palette/palette-items";
import { editorAttributes, shellExtensions } from "./shell-extensions";
import { filterEntries } from "./slash/slash-menu";
import { applyLink, readLinkSelection } from "./toolbar/link-dialog";

// The shell's editor-side behaviour on a real (non-React) editor with the shared schema.
const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function makeEditor(content = "<p></p>", editable = true) {
  const element = document.createElement("div");
  document.body.appendChild(element);
  const editor = new Editor({
    element,
    extensions: [...editorExtensions({ mapBlock: (b) => b }), ...shellExtensions()],
    content,
    editable,
    editorProps: { attributes: editorAttributes("Page content") },
  });
  editors.push(editor);
  return editor;
}

const key = (editor: Editor, k: string, init: KeyboardEventInit = {}) =>
  editor.view.dom.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...init }));

/** The suggestion view reports after an async tick. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("slash command", () => {
  it("opens the menu store when the text before the cursor ends with a slash, with the query after it", async () => {
    const editor = makeEditor();
    const store = editor.storage.slashCommand.store;
    expect(store.get().open).toBe(false);
    editor.commands.insertContent("notes/");
    await tick();
    expect(store.get()).toMatchObject({ open: true, query: "", range: { from: 6, to: 7 } });
    editor.commands.insertContent("head");
    await tick();
    expect(store.get()).toMatchObject({ open: true, query: "head", range: { from: 6, to: 11 } });
  });

  it("passes keys to the open menu and closes on Escape", async () => {
    const editor = makeEditor();
    const store = editor.storage.slashCommand.store;
    editor.commands.insertContent("/");
    await tick();
    const seen: string[] = [];
    store.keyHandler = (event) => {
      seen.push(event.key);
      return event.key === "Enter";
    };
    key(editor, "ArrowDown");
    key(editor, "Enter");
    expect(seen).toEqual(["ArrowDown", "Enter"]);
    // The menu used Enter: no new paragraph.
    expect(editor.getHTML()).toBe("<p>/</p>");
    key(editor, "Escape");
    await tick();
    expect(store.get().open).toBe(false);
  });

  it("does not open in a read-only editor", async () => {
    const editor = makeEditor("<p></p>", false);
    editor.commands.insertContent("/");
    await tick();
    expect(editor.storage.slashCommand.store.get().open).toBe(false);
  });
});

describe("filterEntries", () => {
  const label = (e: { key: string }) => e.key;
  it("keeps the groups in order (items, block types, components)", () => {
    const groups = filterEntries(blockMenuEntries, "", label).map((e) => e.group);
    const firstBlockType = groups.indexOf("blockTypes");
    const firstComponent = groups.indexOf("components");
    expect(groups.lastIndexOf("items")).toBeLessThan(firstBlockType);
    expect(groups.lastIndexOf("blockTypes")).toBeLessThan(firstComponent);
  });
  it("filters by key or label, case-insensitively", () => {
    expect(filterEntries(blockMenuEntries, "HEADING", label).map((e) => e.key)).toEqual([
      "heading1",
      "heading2",
      "heading3",
    ]);
    expect(filterEntries(blockMenuEntries, "Tabelle", (e) => (e.key === "table" ? "Tabelle" : e.key))).toHaveLength(1);
    expect(filterEntries(blockMenuEntries, "zzz", label)).toEqual([]);
  });
});

describe("link dialog actions", () => {
  it("refuses an invalid url with Invalid_url and changes nothing", () => {
    const editor = makeEditor("<p>Hello world</p>");
    editor.commands.setTextSelection({ from: 1, to: 6 });
    expect(applyLink(editor, "Hello", "example.com", "Hello")).toBe("Invalid_url");
    expect(applyLink(editor, "Hello", "javascript:alert(1)", "Hello")).toBe("Invalid_url");
    expect(editor.getHTML()).not.toContain("<a");
  });

  it("links the selection, replaces its text when the text changed, and removes the link on an empty url", () => {
    const editor = makeEditor("<p>Hello world</p>");
    editor.commands.setTextSelection({ from: 1, to: 6 });
    const initial = readLinkSelection(editor);
    expect(initial).toEqual({ text: "Hello", url: "" });
    expect(applyLink(editor, "Hello", "https://example.com", initial.text)).toBeNull();
    expect(editor.getHTML()).toMatch(/<a [^>]*href="https:\/\/example.com\/"[^>]*>Hello<\/a> world/);

    editor.commands.setTextSelection(3);
    const inside = readLinkSelection(editor);
    expect(inside).toEqual({ text: "Hello", url: "https://example.com/" });
    expect(applyLink(editor, "Hi there", "https://example.org", inside.text)).toBeNull();
    expect(editor.getHTML()).toMatch(/<a [^>]*href="https:\/\/example.org\/"[^>]*>Hi there<\/a> world/);

    editor.commands.setTextSelection(3);
    const again = readLinkSelection(editor);
    expect(applyLink(editor, again.text, "", again.text)).toBeNull();
    expect(editor.getHTML()).toBe("<p>Hi there world</p>");
  });

  it("inserts the url as its own text when nothing is selected", () => {
    const editor = makeEditor("<p>See it</p>");
    editor.commands.setTextSelection(5);
    expect(applyLink(editor, "", "https://example.com/x", "")).toBeNull();
    expect(editor.getHTML()).toMatch(/See <a [^>]*>https:\/\/example.com\/x<\/a>it/);
  });
});

describe("command palette actions", () => {
  it("opens the palette store with Mod-k only while editable", () => {
    const editor = makeEditor();
    key(editor, "k", { ctrlKey: true });
    expect(editor.storage.commandPalette.store.get().open).toBe(true);
    const reader = makeEditor("<p></p>", false);
    key(reader, "k", { ctrlKey: true });
    expect(reader.storage.commandPalette.store.get().open).toBe(false);
  });

  it("inserts a mention of a person with their name", () => {
    const editor = makeEditor("<p>Hi </p>");
    editor.commands.setTextSelection(4);
    insertMention(editor, { id: "user-1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
    const mention = editor.getJSON().content?.[0]?.content?.find((n) => n.type === "mention") as
      | { attrs?: Record<string, unknown> }
      | undefined;
    expect(mention?.attrs).toMatchObject({ accountId: "user-1", label: "Ada Lovelace" });
    expect(editor.getText()).toContain("@Ada Lovelace");
  });

  it("clears formatting, undoes and redoes", () => {
    const editor = makeEditor("<p><strong>Bold</strong> text</p>");
    const run = (k: string) => PALETTE_COMMANDS.find((c) => c.key === k)?.run(editor);
    editor.commands.setTextSelection({ from: 1, to: 5 });
    run("clearFormatting");
    expect(editor.getHTML()).toBe("<p>Bold text</p>");
    run("undo");
    expect(editor.getHTML()).toContain("<strong>Bold</strong>");
    run("redo");
    expect(editor.getHTML()).toBe("<p>Bold text</p>");
  });

  it("runs a writing block from the shared block commands", () => {
    const editor = makeEditor("<p>Title</p>");
    editor.commands.setTextSelection(2);
    expect(insertBlock(editor, "heading1")).toBe(true);
    expect(editor.getHTML()).toMatch(/^<h1>Title<\/h1>/);
  });
});
