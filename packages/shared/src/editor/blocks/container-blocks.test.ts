import { describe, expect, it } from "vitest";
import { findNode, parseAttrs, roundTripAttrs, toHtml, toJson } from "../editor-test-utils";
import { DEFAULT_EXPAND_CONTENT, expandDefaultContent } from "./expand";
import { layoutDefaultContent } from "./layout";

const paragraph = (text: string) => ({ type: "paragraph", content: [{ type: "text", text }] });

describe("callout block", () => {
  const sample = {
    id: "c1",
    macroId: "m1",
    type: "warning",
    panelIcon: "⚠️",
    panelIconId: "26a0",
    bgColor: "#FFF8E1",
  };
  const defaults = { id: "", macroId: "", type: "info", panelIcon: "", panelIconId: "", bgColor: "#E3F2FD" };

  it("keeps attributes and content through HTML and back", () => {
    const html = toHtml({
      type: "doc",
      content: [{ type: "callout", attrs: sample, content: [paragraph("Careful")] }],
    });
    const node = findNode(toJson(html), "callout");
    expect(node?.attrs).toEqual(sample);
    expect(node?.content).toEqual([paragraph("Careful")]);
  });

  it("falls back field by field", () => {
    expect(parseAttrs("bearish-callout", "callout", "{oops", "<p>x</p>")).toEqual(defaults);
    expect(
      parseAttrs(
        "bearish-callout",
        "callout",
        JSON.stringify({ type: "loud", bgColor: "url(x)", id: "k" }),
        "<p>x</p>",
      ),
    ).toEqual({ ...defaults, id: "k" });
  });
});

describe("expand block", () => {
  it("keeps its title and content through HTML and back", () => {
    const attrs = { macroId: "e1", title: "Details" };
    expect(roundTripAttrs({ type: "expand", attrs, content: [paragraph("Body")] })).toEqual(attrs);
  });

  it("falls back to the default title", () => {
    expect(parseAttrs("bearish-expand", "expand", JSON.stringify({ title: 3, macroId: "m" }), "<p>x</p>")).toEqual({
      macroId: "m",
      title: "Click to expand",
    });
  });

  it("is inserted holding the default content", () => {
    const node = expandDefaultContent();
    expect(node.attrs).toEqual({ macroId: "", title: "Click to expand" });
    expect(node.content).toEqual([paragraph(DEFAULT_EXPAND_CONTENT)]);
    expect(DEFAULT_EXPAND_CONTENT).toBe("Expandable content here");
  });

  it("gets an empty paragraph when stored without content", () => {
    const node = findNode(toJson('<bearish-expand data-attrs="{}"></bearish-expand>'), "expand");
    expect(node?.content).toEqual([{ type: "paragraph" }]);
  });
});

describe("layout block", () => {
  const columnCount = (html: string) => findNode(toJson(html), "layout")?.content?.length;

  it("keeps its type and columns through HTML and back", () => {
    const layout = {
      type: "layout",
      attrs: { type: "three_column" },
      content: ["a", "b", "c"].map((text) => ({ type: "layoutColumn", content: [paragraph(text)] })),
    };
    const node = findNode(toJson(toHtml({ type: "doc", content: [layout] })), "layout");
    expect(node).toEqual(layout);
  });

  it("falls back to two columns for a malformed type", () => {
    const html = '<bearish-layout data-attrs="{&quot;type&quot;:&quot;nine&quot;}"></bearish-layout>';
    expect(findNode(toJson(html), "layout")?.attrs).toEqual({ type: "two_column" });
    expect(columnCount(html)).toBe(2);
  });

  it("gives a layout stored without columns its type's default columns", () => {
    expect(
      columnCount('<bearish-layout data-attrs="{&quot;type&quot;:&quot;four_column&quot;}"></bearish-layout>'),
    ).toBe(4);
    expect(columnCount('<bearish-layout data-attrs="not json"></bearish-layout>')).toBe(2);
  });

  it("keeps at most 6 columns", () => {
    const columns = Array.from({ length: 8 }, (_, i) => `<bearish-layout-column><p>${i}</p></bearish-layout-column>`);
    expect(columnCount(`<bearish-layout data-attrs="{}">${columns.join("")}</bearish-layout>`)).toBeLessThanOrEqual(6);
  });

  it("builds a new layout with its type's empty columns", () => {
    expect(layoutDefaultContent("single").content).toHaveLength(1);
    expect(layoutDefaultContent().content).toHaveLength(2);
    expect(layoutDefaultContent("four_column").content).toHaveLength(4);
  });
});

describe("code block", () => {
  it("keeps language, macroId and code through HTML and back", () => {
    const node = {
      type: "codeBlock",
      attrs: { language: "python", macroId: "cb-1" },
      content: [{ type: "text", text: "print(1)\n" }],
    };
    const html = toHtml({ type: "doc", content: [node] });
    expect(html).toContain("<pre");
    expect(html).toContain('<code class="language-python">');
    expect(findNode(toJson(html), "codeBlock")).toEqual(node);
  });

  it("parses pasted <pre><code> with a language class", () => {
    const node = findNode(toJson('<pre><code class="language-rust">fn main() {}</code></pre>'), "codeBlock");
    expect(node?.attrs).toEqual({ language: "rust", macroId: "" });
    expect(node?.content).toEqual([{ type: "text", text: "fn main() {}" }]);
  });

  it("defaults to javascript and drops malformed attributes", () => {
    const node = findNode(
      toJson('<pre data-language="a b;c" data-macro-id="<x>"><code>let a</code></pre>'),
      "codeBlock",
    );
    expect(node?.attrs).toEqual({ language: "javascript", macroId: "" });
    expect(findNode(toJson("<pre>x</pre>"), "codeBlock")?.attrs).toEqual({ language: "javascript", macroId: "" });
  });
});
