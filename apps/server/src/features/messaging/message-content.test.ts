import { describe, expect, it } from "vitest";
import { cleanMessageContent, linksOf, plainTextOf, previewOf, sanitizeMessageHtml } from "./message-content";

describe("sanitizeMessageHtml", () => {
  it.each([
    ["<script>alert(1)</script>hi", "hi"],
    ['<img src=x onerror="alert(1)">hi', "hi"],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer nofollow" target="_blank">x</a>'],
    [
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a rel="noopener noreferrer nofollow" target="_blank">x</a>',
    ],
    ['<p onclick="alert(1)" style="color:red">hi</p>', "<p>hi</p>"],
    ["<svg><script>alert(1)</script></svg>ok", "ok"],
    ['<iframe src="https://evil.example"></iframe>ok', "ok"],
    ["<style>body{display:none}</style>ok", "ok"],
    ['<span data-type="x" onmouseover="alert(1)">t</span>', "<span>t</span>"],
    ["<form><input value=1></form>ok", "ok"],
  ])("removes %s", (input, expected) => {
    expect(sanitizeMessageHtml(input)).toBe(expected);
  });

  it("keeps the allowlisted markup and mention chips", () => {
    const html =
      "<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>one</li></ul><blockquote>q</blockquote>" +
      '<span data-type="mention" data-id="u1" data-label="Ada" class="x">@Ada</span>';
    expect(sanitizeMessageHtml(html)).toBe(
      "<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>one</li></ul><blockquote>q</blockquote>" +
        '<span data-type="mention" data-id="u1" data-label="Ada">@Ada</span>',
    );
  });

  it("makes links open safely in a new tab", () => {
    expect(sanitizeMessageHtml('<a href="https://example.com/a?b=1&c=2" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    expect(sanitizeMessageHtml('<a href="mailto:a@example.com">m</a>')).toContain('href="mailto:a@example.com"');
    expect(sanitizeMessageHtml('<a href="//evil.example">x</a>')).not.toContain("href");
  });

  it("escapes text that looks like markup", () => {
    expect(sanitizeMessageHtml("1 < 2 & 3 > 2")).toBe("1 &lt; 2 &amp; 3 &gt; 2");
  });
});

describe("plainTextOf", () => {
  it("drops markup, decodes entities and breaks lines at blocks", () => {
    const clean = sanitizeMessageHtml("<p>Hello <strong>there</strong></p><p>1 &lt; 2 &amp; &quot;q&quot;</p>");
    expect(plainTextOf(clean)).toBe('Hello there\n1 < 2 & "q"');
  });

  it("is empty for markup without text", () => {
    expect(plainTextOf(sanitizeMessageHtml("<p> </p><p><br></p><script>x</script>"))).toBe("");
  });
});

describe("linksOf", () => {
  it("finds link targets and typed URLs once, http(s) only", () => {
    const content = cleanMessageContent(
      '<p>see <a href="https://a.example/x">this</a> and https://b.example/y. or https://a.example/x, mailto:z@example.com</p>',
    );
    expect(content.links).toEqual(["https://a.example/x", "https://b.example/y"]);
  });

  it("decodes entities of hrefs", () => {
    const html = sanitizeMessageHtml('<a href="https://e.example/?a=1&b=2">x</a>');
    expect(linksOf(html, plainTextOf(html))).toEqual(["https://e.example/?a=1&b=2"]);
  });
});

describe("previewOf", () => {
  it("keeps one line and shortens long text", () => {
    expect(previewOf("a\nb")).toBe("a b");
    expect(previewOf("x".repeat(200), 10)).toBe(`${"x".repeat(9)}…`);
  });
});

describe("content that grows when cleaned", () => {
  it("refuses a flood of tags before sanitizing, and stored HTML over the cap", () => {
    expect(() => cleanMessageContent(`x${"<a>".repeat(13_333)}`)).toThrow("A message is too long");
    // 19,000 `&` escape to `&amp;`: about 114,000 characters of stored HTML from 38,000 typed.
    expect(() => cleanMessageContent(`<p>${"& ".repeat(19_000)}</p>`)).toThrow("A message is too long");
    expect(cleanMessageContent(`<p>${"a ".repeat(19_000)}</p>`).plainText.length).toBeGreaterThan(30_000);
  });

  it("drops links without text", () => {
    expect(cleanMessageContent('<p>see <a href="https://example.com"></a>here</p>').html).toBe("<p>see here</p>");
  });
});
