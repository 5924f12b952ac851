import {
  SLASH_BLOCK_TYPES,
  SLASH_COMPONENTS,
  SLASH_ITEMS,
  TABLE_INSERT,
} from "@bearish/shared/editor/editor-constants";
import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import { Editor, type JSONContent } from "@tiptap/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../app/i18n/i18n";
import {
  type BlockMenuKey,
  blockMenuEntries,
  blockMenuEntriesFor,
  insertBlock,
  registerEditorDialog,
} from "./block-commands";

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function makeEditor(editable = true) {
  const editor = new Editor({ extensions: editorExtensions(), content: "<p></p>", editable });
  editors.push(editor);
  return editor;
}

function firstBlock(editor: Editor) {
  return editor.getJSON().content?.find((node) => node.type !== "paragraph" || (node.content?.length ?? 0) > 0);
}

const LEFT_OUT = ["call", "expense", "team", "tag", "followup", "templates", "codeDiagram", "gantt"];

describe("blockMenuEntries", () => {
  it("covers every slash key of spec §9 except the features that do not exist", () => {
    const keys = new Set(blockMenuEntries.map((e) => e.key));
    for (const key of [...SLASH_ITEMS, ...SLASH_BLOCK_TYPES, ...SLASH_COMPONENTS]) {
      expect(keys.has(key) || LEFT_OUT.includes(key), key).toBe(true);
    }
  });

  it("has an English and an Arabic label for every entry", () => {
    for (const entry of blockMenuEntries) {
      for (const lng of ["en", "ar"]) {
        expect(i18n.exists(`editorBlocks.${entry.labelKey}`, { lng, fallbackLng: false }), `${lng} ${entry.key}`).toBe(
          true,
        );
      }
    }
  });
});

describe("insertBlock", () => {
  const inserts: [BlockMenuKey, string, Record<string, unknown>?][] = [
    ["task", "checklist"],
    ["checklists", "checklist"],
    ["lists", "checklist"],
    ["boards", "board"],
    ["event", "calendarEvent"],
    ["note", "callout", { type: "notice" }],
    ["callout", "callout", { type: "info" }],
    ["media", "image"],
    ["button", "button"],
    ["blockEquation", "equation"],
    ["whiteboard", "whiteboard"],
    ["calendar", "calendar"],
    ["iframe", "iframe"],
    ["bookmark", "bookmark"],
    ["status", "status"],
    ["emoji", "emoji", { emojiId: "1f600" }],
    ["poll", "poll", { locked: false }],
    ["profile", "profile"],
    ["profilePicture", "profilePicture", { size: "medium" }],
    ["smartButton", "smartButton", { data: { name: "Smart Button" } }],
    ["code", "codeBlock", { language: "javascript" }],
    ["snippet", "codeBlock", { language: "javascript" }],
    ["heading2", "heading", { level: 2 }],
    ["quote", "blockquote"],
    ["divide", "horizontalRule"],
  ];

  it.each(inserts)("%s inserts a %s", (key, type, attrs) => {
    const editor = makeEditor();
    expect(insertBlock(editor, key)).toBe(true);
    const json = JSON.stringify(editor.getJSON());
    expect(json).toContain(`"type":"${type}"`);
    if (attrs) {
      let found = false;
      editor.state.doc.descendants((node) => {
        if (
          node.type.name === type &&
          Object.entries(attrs).every(([k, v]) => JSON.stringify(node.attrs[k]) === JSON.stringify(v))
        )
          found = true;
      });
      expect(found).toBe(true);
    }
  });

  it("inserts today's date", () => {
    const editor = makeEditor();
    insertBlock(editor, "date");
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    expect(JSON.stringify(editor.getJSON())).toContain(`"value":"${today}"`);
  });

  it("inserts a decision list with one UNDECIDED decision", () => {
    const editor = makeEditor();
    insertBlock(editor, "decisionList");
    const node = firstBlock(editor);
    expect(node?.type).toBe("decisionList");
    expect(node?.attrs?.decisions).toEqual([expect.objectContaining({ content: "", state: "UNDECIDED" })]);
  });

  it("inserts a 3×3 table with a header row", () => {
    const editor = makeEditor();
    insertBlock(editor, "table");
    const table = editor.getJSON().content?.find((n) => n.type === "table") as JSONContent | undefined;
    expect(table?.content).toHaveLength(TABLE_INSERT.rows);
    expect(table?.content?.[0]?.content).toHaveLength(TABLE_INSERT.cols);
    expect(table?.content?.[0]?.content?.[0]?.type).toBe("tableHeader");
  });

  it("inserts two layout columns and an expand with its default content", () => {
    const editor = makeEditor();
    insertBlock(editor, "addColumn");
    insertBlock(editor, "expand");
    const json = editor.getJSON();
    const layout = json.content?.find((n) => n.type === "layout");
    expect(layout?.content?.map((c) => c.type)).toEqual(["layoutColumn", "layoutColumn"]);
    expect(JSON.stringify(json)).toContain("Expandable content here");
  });

  it("runs dialog entries only through a registered dialog, and lists them only then", () => {
    const editor = makeEditor();
    expect(blockMenuEntriesFor(editor).some((e) => e.key === "hyperlink")).toBe(false);
    expect(insertBlock(editor, "hyperlink")).toBe(false);
    const open = vi.fn();
    const unregister = registerEditorDialog(editor, "link", open);
    expect(blockMenuEntriesFor(editor).some((e) => e.key === "hyperlink")).toBe(true);
    expect(insertBlock(editor, "hyperlink")).toBe(true);
    expect(open).toHaveBeenCalledWith(editor);
    unregister();
    expect(insertBlock(editor, "hyperlink")).toBe(false);
  });

  it("does nothing in a read-only editor", () => {
    const editor = makeEditor(false);
    expect(blockMenuEntriesFor(editor)).toEqual([]);
    expect(insertBlock(editor, "status")).toBe(false);
    expect(JSON.stringify(editor.getJSON())).not.toContain("status");
  });
});
