import { describe, expect, it } from "vitest";
import { htmlPlainText, messagePlainText, safeEditorHtml, safeMessageHtml, sanitizeHtml } from "./safe-html";

describe("safeMessageHtml", () => {
  it("keeps the allowlisted formatting and mentions", () => {
    const html =
      "<p>Hi <strong>there</strong> <em>you</em> <s>old</s> <code>x</code></p><ul><li>one</li></ul>" +
      '<p><span data-type="mention" data-id="u1" data-label="Ada Lovelace">@Ada Lovelace</span></p>';
    expect(safeMessageHtml(html)).toBe(html);
  });

  it("drops scripts, styles and frames with their content", () => {
    const out = safeMessageHtml('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>');
    expect(out).toBe("<p>ok</p>");
  });

  it("drops event-handler and every other attribute", () => {
    const out = safeMessageHtml('<p onclick="steal()" style="color:red" class="x">hi<img src=x onerror="steal()"></p>');
    expect(out).toBe("<p>hi</p>");
    expect(out).not.toMatch(/onclick|onerror|style|img/);
  });

  it("keeps only http(s) and mailto links, opening in a new tab without the opener", () => {
    const out = safeMessageHtml(
      '<a href="javascript:alert(1)">bad</a><a href=" JaVaScRiPt:alert(1)">bad2</a><a href="data:text/html,x">d</a>' +
        '<a href="https://bearish.test/x">good</a><a href="mailto:ada@bearish.test">mail</a><a href="tel:123">t</a>',
    );
    expect(out).not.toMatch(/javascript|data:|tel:/i);
    expect(out).toContain("<a>bad</a>");
    expect(out).toContain(
      '<a href="https://bearish.test/x" target="_blank" rel="noopener noreferrer nofollow">good</a>',
    );
    expect(out).toContain('href="mailto:ada@bearish.test"');
  });

  it("unwraps unknown tags, headings, tables, editor blocks and plain spans, keeping their text", () => {
    expect(safeMessageHtml('<div><span class="c">text</span> <font color="red">more</font></div>')).toBe("text more");
    expect(safeMessageHtml('<h1>T</h1><bearish-callout data-attrs="{}">c</bearish-callout>')).toBe("Tc");
    expect(safeMessageHtml('<span data-type="mention" data-id="u1" onmouseover="x()">@A</span>')).toBe(
      '<span data-type="mention" data-id="u1">@A</span>',
    );
  });
});

describe("safeEditorHtml", () => {
  it("keeps the editor's blocks, headings, tables, images, links and text colours", () => {
    const html =
      '<h2>Title</h2><p><span style="color: #ff0000">red</span> <a href="tel:+123" target="_blank" rel="noopener noreferrer nofollow">call</a></p>' +
      '<bearish-callout data-attrs="{&quot;type&quot;:&quot;info&quot;}"><p>inside</p></bearish-callout>' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>a</td><td rowspan="1">b</td></tr></tbody></table>' +
      '<p><img src="/api/files/abc?expires=1&amp;sig=x" alt="Image"></p><hr><ol start="3"><li>x</li></ol>';
    expect(safeEditorHtml(html)).toBe(html);
  });

  it("keeps only the data-attrs of a block and only safe style declarations", () => {
    expect(safeEditorHtml('<bearish-status data-attrs="{}" onclick="x()" id="s" data-x="1"></bearish-status>')).toBe(
      '<bearish-status data-attrs="{}"></bearish-status>',
    );
    expect(
      safeEditorHtml('<span style="color: blue; position: fixed; background-image: url(javascript:x)">a</span>'),
    ).toBe('<span style="color: blue">a</span>');
    expect(safeEditorHtml('<span style="color: expression(alert(1))">a</span>')).toBe("<span>a</span>");
  });

  it("keeps only the schema's block tags and the code language", () => {
    expect(safeEditorHtml('<bearish-unknown data-attrs="{}">text</bearish-unknown>')).toBe("text");
    expect(safeEditorHtml('<pre data-language="ts"><code class="language-ts evil">x</code></pre>')).toBe(
      '<pre data-language="ts"><code>x</code></pre>',
    );
    expect(safeEditorHtml('<pre><code class="language-ts">x</code></pre>')).toBe(
      '<pre><code class="language-ts">x</code></pre>',
    );
  });

  it("is the subset chosen by name", () => {
    expect(sanitizeHtml("<h3>x</h3>", "editor")).toBe("<h3>x</h3>");
    expect(sanitizeHtml("<h3>x</h3>", "message")).toBe("x");
  });
});

// Classic cross-site scripting payloads: none may leave an element or attribute that runs script.
const XSS_CASES: [string, string][] = [
  ["script tag", "<script>alert(1)</script>"],
  ["img onerror", "<img src=x onerror=alert(1)>"],
  ["img javascript src", '<img src="javascript:alert(1)">'],
  ["svg onload", "<svg onload=alert(1)><circle></circle></svg>"],
  ["svg script", "<svg><script>alert(1)</script></svg>"],
  ["math namespace confusion", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
  ["iframe srcdoc", '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ["object data", '<object data="javascript:alert(1)"></object>'],
  ["embed", '<embed src="javascript:alert(1)">'],
  ["body onload", "<body onload=alert(1)>x</body>"],
  ["details ontoggle", "<details open ontoggle=alert(1)>x</details>"],
  ["a javascript href", '<a href="javascript:alert(1)">x</a>'],
  ["a entity-encoded javascript", '<a href="&#106;avascript:alert(1)">x</a>'],
  ["a tab inside scheme", '<a href="java\tscript:alert(1)">x</a>'],
  ["a vbscript", '<a href="vbscript:msgbox(1)">x</a>'],
  ["a data html", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ["form action", '<form action="javascript:alert(1)"><button>go</button></form>'],
  ["input autofocus onfocus", "<input autofocus onfocus=alert(1)>"],
  ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ["base href", '<base href="javascript:alert(1)//">'],
  ["link stylesheet", '<link rel="stylesheet" href="https://evil.test/x.css">'],
  ["style expression", '<p style="width: expression(alert(1))">x</p>'],
  ["style url", '<p style="background: url(javascript:alert(1))">x</p>'],
  ["noscript mutation", '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ["template content", "<template><img src=x onerror=alert(1)></template>"],
  ["textarea breakout", "<textarea></textarea><img src=x onerror=alert(1)></textarea>"],
  ["block tag handler", '<bearish-callout data-attrs="{}" onmouseover="alert(1)">x</bearish-callout>'],
  ["fake block name", '<bearish-x onclick="alert(1)" data-attrs="{}">y</bearish-x>'],
  ["comment breakout", "<!--><img src=x onerror=alert(1)>-->"],
  ["mention handler", '<span data-type="mention" data-id="1" onclick="alert(1)">@x</span>'],
];

function assertInert(html: string) {
  const container = document.createElement("div");
  container.innerHTML = html;
  for (const element of container.querySelectorAll("*")) {
    const tag = element.tagName.toUpperCase();
    expect([
      "SCRIPT",
      "IFRAME",
      "OBJECT",
      "EMBED",
      "SVG",
      "MATH",
      "FORM",
      "INPUT",
      "META",
      "BASE",
      "LINK",
    ]).not.toContain(tag);
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith("on")).toBe(false);
      expect(attribute).not.toBe("srcdoc");
      expect(attribute).not.toBe("action");
      const value = element.getAttribute(attribute) ?? "";
      if (["href", "src"].includes(attribute)) expect(value).toMatch(/^(https?:|mailto:|tel:|\/api\/files\/)/i);
      if (attribute === "style") expect(value).not.toMatch(/expression|url\(|javascript/i);
    }
  }
}

describe("XSS payloads", () => {
  it.each(XSS_CASES)("%s is inert in both subsets", (_name, payload) => {
    for (const out of [safeMessageHtml(payload), safeEditorHtml(payload)]) {
      assertInert(out);
      // Sanitizing again changes nothing: what was written is what a browser reads back.
      expect(safeEditorHtml(out)).toBe(out);
    }
    assertInert(safeEditorHtml(safeEditorHtml(payload)));
  });
});

describe("htmlPlainText", () => {
  it("turns blocks and line breaks into new lines and drops script text", () => {
    expect(htmlPlainText("<p>One<br>two</p><p>Three</p><script>x</script>")).toBe("One\ntwo\nThree");
    expect(messagePlainText("<h1>T</h1><ul><li>a</li><li>b</li></ul>")).toBe("T\na\nb");
  });
});
