import { describe, expect, it } from "vitest";
import { fileNameOf, pageHtmlDocument, pageMarkdown, textStats } from "./export-page";

describe("page tools", () => {
  it("counts words and characters and rounds the reading time up", () => {
    expect(textStats("")).toEqual({ words: 0, characters: 0, readingMinutes: 0 });
    expect(textStats("Hello   brave\nnew world")).toEqual({ words: 4, characters: 22, readingMinutes: 1 });
    expect(textStats(Array.from({ length: 401 }, () => "word").join(" ")).readingMinutes).toBe(3);
    expect(textStats("مرحبا بالعالم").words).toBe(2);
  });

  it("exports Markdown-like text", () => {
    const md = pageMarkdown(
      "Plan",
      '<h2>Goals</h2><p>Ship <strong>fast</strong> and <em>well</em>, see <a href="https://x.test">this</a>.</p>' +
        "<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>" +
        "<blockquote><p>Quote</p></blockquote><pre><code>let a = 1;</code></pre><p>Use <code>npm</code></p>",
    );
    expect(md).toBe(
      "# Plan\n\n## Goals\n\nShip **fast** and *well*, see [this](https://x.test).\n\n- one\n- two\n\n1. first\n\n" +
        "> Quote\n\n```\nlet a = 1;\n```\n\nUse `npm`\n",
    );
  });

  it("exports a standalone HTML document with an escaped title, and safe file names", () => {
    const html = pageHtmlDocument('<b>"x"</b>', "<p>Body</p>", "ar", "rtl");
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<title>&lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>");
    expect(html).toContain("<p>Body</p>");
    expect(fileNameOf("a/b:c?", "md")).toBe("a b c.md");
    expect(fileNameOf("  ", "html")).toBe("page.html");
  });
});
