import { describe, expect, it } from "vitest";
import * as Y from "yjs";
import { sanitizeRichText } from "../workspaces/rich-text";
import {
  parseScene,
  replaceRichText,
  replaceScene,
  richTextOf,
  sceneOf,
  seedRichText,
  seedScene,
} from "./collab-content";

describe("rich text through Yjs", () => {
  it("seeds a document from HTML and serialises it back to the same HTML", () => {
    const html = sanitizeRichText(
      '<h1>Title</h1><p>Hello <strong>bold</strong> <a href="https://example.com">link</a></p><ul><li><p>one</p></li></ul><bearish-callout data-attrs=\'{"type":"warning"}\'><p>careful</p></bearish-callout>',
    );
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("bearish-callout");
    const doc = new Y.Doc();
    seedRichText(doc, html);
    expect(richTextOf(doc)).toBe(html);
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("replaces the content, keeping unchanged blocks", () => {
    const doc = new Y.Doc();
    seedRichText(doc, "<p>first</p><p>second</p>");
    const fragment = doc.getXmlFragment("default");
    const firstBlock = fragment.get(0);
    doc.transact(() => replaceRichText(doc, "<p>first</p><p>changed</p><p>third</p>"));
    expect(richTextOf(doc)).toBe("<p>first</p><p>changed</p><p>third</p>");
    expect(fragment.get(0)).toBe(firstBlock);
  });

  it("an empty document is the empty string", () => {
    const doc = new Y.Doc();
    expect(richTextOf(doc)).toBe("");
    seedRichText(doc, "");
    expect(richTextOf(doc)).toBe("");
    doc.transact(() => replaceRichText(doc, "<p>x</p>"));
    doc.transact(() => replaceRichText(doc, ""));
    expect(richTextOf(doc)).toBe("");
  });
});

describe("whiteboard scenes through Yjs", () => {
  it("seeds, reads in stacking order and replaces only what differs", () => {
    const scene = parseScene({
      elements: [
        { id: "b", index: "a1", type: "rectangle" },
        { id: "a", index: "a0", type: "ellipse" },
        { type: "no id" },
      ],
      files: { f1: { id: "f1", mimeType: "image/png" }, bad: 3 },
      appState: { viewBackgroundColor: "#fff" },
    });
    expect(scene.elements).toHaveLength(2);
    expect(Object.keys(scene.files)).toEqual(["f1"]);
    const doc = new Y.Doc();
    seedScene(doc, scene);
    expect(sceneOf(doc).elements.map((e) => e.id)).toEqual(["a", "b"]);
    doc.transact(() => replaceScene(doc, { elements: [{ id: "a", index: "a0", type: "diamond" }], files: {} }));
    expect(sceneOf(doc)).toEqual({ elements: [{ id: "a", index: "a0", type: "diamond" }], files: {} });
  });
});
