import { describe, expect, it } from "vitest";
import { htmlToPlainText, whiteboardText } from "./page-text";

describe("htmlToPlainText", () => {
  it("keeps the words, one block per line, and decodes entities", () => {
    expect(
      htmlToPlainText(
        "<h1>Plan &amp; goals</h1><p>Ship <strong>v2</strong>&nbsp;soon</p><ul><li>one</li><li>two &#x2713;</li></ul>",
      ),
    ).toBe("Plan & goals\nShip v2 soon\none\ntwo ✓");
  });
  it("drops scripts, styles, comments and attributes", () => {
    expect(
      htmlToPlainText('<p data-attrs="{&quot;x&quot;:1}">a</p><script>evil()</script><style>p{}</style><!-- c -->b'),
    ).toBe("a\nb");
  });
  it("leaves unknown entities alone", () => {
    expect(htmlToPlainText("<p>&bogus; &lt;tag&gt;</p>")).toBe("&bogus; <tag>");
  });
});

describe("whiteboardText", () => {
  it("reads the live text elements of a scene, an element list or the collaborative map", () => {
    const elements = [
      { id: "1", type: "text", text: " Hello " },
      { id: "2", type: "rectangle" },
      { id: "3", type: "text", text: "gone", isDeleted: true },
      { id: "4", type: "text", text: "World" },
    ];
    expect(whiteboardText({ elements })).toBe("Hello\nWorld");
    expect(whiteboardText(elements)).toBe("Hello\nWorld");
    expect(whiteboardText({ elements: Object.fromEntries(elements.map((e) => [e.id, e])) })).toBe("Hello\nWorld");
    expect(whiteboardText(null)).toBe("");
    expect(whiteboardText("not a scene")).toBe("");
  });
});
