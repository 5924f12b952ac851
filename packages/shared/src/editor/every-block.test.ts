import sanitizeHtml from "sanitize-html";
import { describe, expect, it } from "vitest";
import { EDITOR_BLOCK_NAMES } from "./blocks/all-blocks";
import { EDITOR_BLOCK_TAGS, editorSanitizeOptions } from "./editor-allowlist";
import { findNode, toHtml, toJson } from "./editor-test-utils";
import { EVERY_BLOCK_DOC } from "./every-block.fixture";

const sanitize = (html: string) => sanitizeHtml(html, editorSanitizeOptions as sanitizeHtml.IOptions);

describe("a document with one of every block", () => {
  it("holds every registered block", () => {
    for (const name of EDITOR_BLOCK_NAMES) expect(findNode(EVERY_BLOCK_DOC, name), name).toBeDefined();
  });

  it("survives JSON → HTML → JSON unchanged", () => {
    expect(toJson(toHtml(EVERY_BLOCK_DOC))).toEqual(EVERY_BLOCK_DOC);
  });

  it("survives HTML → JSON → HTML unchanged", () => {
    const html = toHtml(EVERY_BLOCK_DOC);
    expect(toHtml(toJson(html))).toBe(html);
  });

  it("is kept whole by the stored-HTML allowlist", () => {
    const html = toHtml(EVERY_BLOCK_DOC);
    expect(toJson(sanitize(html))).toEqual(EVERY_BLOCK_DOC);
  });
});

describe("editor allowlist", () => {
  it("lists a bearish-* tag for every custom block, layout columns included", () => {
    expect(EDITOR_BLOCK_TAGS).toContain("bearish-callout");
    expect(EDITOR_BLOCK_TAGS).toContain("bearish-layout-column");
    expect(EDITOR_BLOCK_TAGS).toContain("bearish-poll");
    expect(EDITOR_BLOCK_TAGS.every((tag) => tag.startsWith("bearish-"))).toBe(true);
    // Every block but the code block (plain <pre>) has its own tag.
    expect(EDITOR_BLOCK_TAGS).toHaveLength(EDITOR_BLOCK_NAMES.length - 1);
  });

  it("keeps only data-attrs on block tags", () => {
    const out = sanitize('<bearish-iframe data-attrs="{}" src="https://x.example" onload="alert(1)"></bearish-iframe>');
    expect(out).toBe('<bearish-iframe data-attrs="{}"></bearish-iframe>');
  });

  it("drops scripts, event handlers, unknown tags and unsafe links", () => {
    const out = sanitize(
      '<p onclick="x()">a<script>alert(1)</script><img src="x" onerror="y()"><a href="javascript:alert(1)">b</a><iframe src="https://x"></iframe><bearish-nope data-attrs="{}">c</bearish-nope></p>',
    );
    expect(out).toBe("<p>a<a>b</a>c</p>");
  });

  it("keeps http, https, mailto and tel links", () => {
    for (const href of ["https://a.example/", "http://a.example/", "mailto:a@b.example", "tel:+123"]) {
      expect(sanitize(`<p><a href="${href}">x</a></p>`)).toBe(`<p><a href="${href}">x</a></p>`);
    }
    expect(sanitize('<p><a href="//evil.example">x</a></p>')).toBe("<p><a>x</a></p>");
  });

  it("keeps only colour and font family styles on spans, with safe values", () => {
    expect(
      sanitize('<p><span style="color: #ff0000; font-family: &quot;Comic Sans&quot;; position: fixed">x</span></p>'),
    ).toBe('<p><span style="color:#ff0000;font-family:&quot;Comic Sans&quot;">x</span></p>');
    expect(sanitize('<p><span style="color: expression(alert(1)); font-family: url(x)">x</span></p>')).toBe(
      "<p><span>x</span></p>",
    );
  });

  it("keeps code block language classes and attributes only", () => {
    expect(sanitize('<pre data-language="js" data-x="1"><code class="language-js evil">a</code></pre>')).toBe(
      '<pre data-language="js"><code class="language-js">a</code></pre>',
    );
  });
});
