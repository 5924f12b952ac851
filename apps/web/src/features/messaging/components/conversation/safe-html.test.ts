import { describe, expect, it } from "vitest";
import { messagePlainText, safeMessageHtml } from "./safe-html";

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
        '<a href="https://bearish.test/x">good</a><a href="mailto:ada@bearish.test">mail</a>',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain("<a>bad</a>");
    expect(out).toContain(
      '<a href="https://bearish.test/x" target="_blank" rel="noopener noreferrer nofollow">good</a>',
    );
    expect(out).toContain('href="mailto:ada@bearish.test"');
  });

  it("unwraps unknown tags and plain spans, keeping their text", () => {
    expect(safeMessageHtml('<div><span class="c">text</span> <font color="red">more</font></div>')).toBe("text more");
    expect(safeMessageHtml('<span data-type="mention" data-id="u1" onmouseover="x()">@A</span>')).toBe(
      '<span data-type="mention" data-id="u1">@A</span>',
    );
  });
});

describe("messagePlainText", () => {
  it("turns blocks and line breaks into new lines and drops script text", () => {
    expect(messagePlainText("<p>One<br>two</p><p>Three</p><script>x</script>")).toBe("One\ntwo\nThree");
  });
});
