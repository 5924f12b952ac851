import type { JSONContent } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { findNode, toHtml, toJson } from "./editor-test-utils";
import { LINK_REL, safeColour, safeColumnWidths, safeFontFamily, safeSpan } from "./safe-extensions";

/** What a collaborator can put into the live Yjs state (it never passes the server's sanitizer). */
const INJECTED_CSS = "red; position:fixed; inset:0; z-index:99999; background:url(https://evil.example/x.png)";

function paragraph(text: string, marks: JSONContent["marks"]): JSONContent {
  return { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text, marks }] }] };
}

function table(cellAttrs: Record<string, unknown>, type = "tableCell"): JSONContent {
  return {
    type: "doc",
    content: [
      {
        type: "table",
        content: [
          {
            type: "tableRow",
            content: [
              { type, attrs: cellAttrs, content: [{ type: "paragraph", content: [{ type: "text", text: "c" }] }] },
            ],
          },
        ],
      },
    ],
  };
}

function expectNoInjectedCss(html: string) {
  expect(html).not.toMatch(/position:\s*fixed/);
  expect(html).not.toContain("url(");
  expect(html).not.toContain("z-index");
}

describe("text colour and font family", () => {
  it("renders no injected CSS from a malicious colour or font", () => {
    const html = toHtml(
      paragraph("hello", [{ type: "textStyle", attrs: { color: INJECTED_CSS, fontFamily: `Arial; ${INJECTED_CSS}` } }]),
    );
    expectNoInjectedCss(html);
    expect(html).not.toContain("style=");
    expect(html).toContain("hello");
  });

  it("keeps allowed colours and fonts", () => {
    const html = toHtml(
      paragraph("hi", [{ type: "textStyle", attrs: { color: "#E53935", fontFamily: "Roboto Mono" } }]),
    );
    expect(html).toContain("color: #E53935");
    expect(html).toMatch(/font-family: (&quot;)?Roboto Mono/);
  });

  it("parses malicious styles back clean", () => {
    const doc = toJson(
      `<p><span style="color: expression(alert(1)); font-family: x; background: url(https://evil.example/y)">t</span></p>`,
    );
    const text = findNode(doc, "text");
    const attrs = text?.marks?.find((mark) => mark.type === "textStyle")?.attrs ?? {};
    expect(attrs.color ?? null).toBeNull();
    expect(attrs.fontFamily).toBe("x");
    expectNoInjectedCss(toHtml(doc));
  });

  it("parses a colour with a CSS escape as nothing", () => {
    const doc = toJson(`<p><span style="color: re\\64">t</span></p>`);
    const attrs = findNode(doc, "text")?.marks?.find((mark) => mark.type === "textStyle")?.attrs ?? {};
    expect(attrs.color ?? null).toBeNull();
  });
});

describe("table cells", () => {
  it.each(["tableCell", "tableHeader"])("%s renders no injected width, span or alignment", (type) => {
    const html = toHtml(
      table({ colwidth: [`100px; ${INJECTED_CSS}`], colspan: "2 onclick=x", rowspan: 1e9, align: INJECTED_CSS }, type),
    );
    expectNoInjectedCss(html);
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("colwidth=");
    expect(html).toMatch(/colspan="1"/);
    expect(html).toMatch(/rowspan="1"/);
  });

  it("keeps allowed widths and alignment", () => {
    const html = toHtml(table({ colwidth: [240], align: "center" }));
    expect(html).toContain('colwidth="240"');
    expect(html).toContain("text-align: center");
  });

  it("parses out-of-range or malformed widths as none", () => {
    for (const colwidth of ["5000", "-3", "1px;x", "abc"]) {
      const doc = toJson(`<table><tr><td colwidth="${colwidth}" colspan="9999"><p>c</p></td></tr></table>`);
      const attrs = findNode(doc, "tableCell")?.attrs;
      expect(attrs?.colwidth).toBeNull();
      expect(attrs?.colspan).toBe(1);
    }
    const ok = toJson(`<table><tr><td colwidth="120,80" colspan="2"><p>c</p></td></tr></table>`);
    expect(findNode(ok, "tableCell")?.attrs).toMatchObject({ colwidth: [120, 80], colspan: 2 });
  });
});

describe("links", () => {
  it("pins rel and target and drops class", () => {
    const html = toHtml(
      paragraph("link", [
        {
          type: "link",
          attrs: { href: "https://example.com", target: "_self", rel: "", class: "MuiBackdrop-root" },
        },
      ]),
    );
    expect(html).toContain(`rel="${LINK_REL}"`);
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain("class=");
    expect(html).not.toContain("MuiBackdrop");
  });

  it("parses a link's class and rel back clean", () => {
    const doc = toJson(`<p><a href="https://example.com" class="MuiBackdrop-root" rel="opener">x</a></p>`);
    const attrs = findNode(doc, "text")?.marks?.find((mark) => mark.type === "link")?.attrs;
    expect(attrs).toMatchObject({ href: "https://example.com", class: null, rel: LINK_REL, target: "_blank" });
  });

  it("still drops javascript: links", () => {
    const html = toHtml(paragraph("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]));
    expect(html).not.toContain("javascript:");
  });
});

describe("value checks", () => {
  it("accepts only allowlisted values", () => {
    expect(safeColour(" #fff ")).toBe("#fff");
    expect(safeColour("rgb(1, 2, 3)")).toBe("rgb(1, 2, 3)");
    expect(safeColour("red;x:y")).toBeNull();
    expect(safeColour(42)).toBeNull();
    expect(safeFontFamily("'Inria Serif', serif")).toBe("'Inria Serif', serif");
    expect(safeFontFamily("a; b")).toBeNull();
    expect(safeColumnWidths([1, 2000])).toEqual([1, 2000]);
    expect(safeColumnWidths([2001])).toBeNull();
    expect(safeColumnWidths([0])).toBeNull();
    expect(safeColumnWidths([1.5])).toBeNull();
    expect(safeColumnWidths("100")).toBeNull();
    expect(safeSpan(3)).toBe(3);
    expect(safeSpan(0)).toBe(1);
    expect(safeSpan(101)).toBe(1);
  });
});
