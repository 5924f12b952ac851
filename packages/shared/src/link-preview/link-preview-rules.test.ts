import { describe, expect, it } from "vitest";
import { cleanPreviewText, parsePreviewUrl } from "./link-preview-rules";

describe("parsePreviewUrl", () => {
  it("accepts http and https, trims and drops the fragment", () => {
    expect(parsePreviewUrl("  https://Example.com/a?b=1#top ")?.href).toBe("https://example.com/a?b=1");
    expect(parsePreviewUrl("http://example.com")?.href).toBe("http://example.com/");
  });

  it.each([
    "",
    "   ",
    "example.com",
    "/relative",
    "ftp://example.com/",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "data:text/html,<b>x</b>",
    "gopher://example.com/",
    "http://user:pass@example.com/",
    "http://user@example.com/",
    "http://exa mple.com/",
    `https://example.com/${"a".repeat(2048)}`,
  ])("refuses %j", (input) => {
    expect(parsePreviewUrl(input)).toBeNull();
  });
});

describe("cleanPreviewText", () => {
  it("collapses whitespace, strips controls and trims", () => {
    expect(cleanPreviewText("  Hello\n\t  world\u0000\u0007 ", 100)).toBe("Hello world");
  });

  it("answers null for nothing", () => {
    expect(cleanPreviewText(undefined, 10)).toBeNull();
    expect(cleanPreviewText(null, 10)).toBeNull();
    expect(cleanPreviewText(" \n ", 10)).toBeNull();
  });

  it("cuts to the limit with an ellipsis, never inside a surrogate pair", () => {
    expect(cleanPreviewText("abcdefghij", 5)).toBe("abcd…");
    expect(cleanPreviewText("abcdefghij", 10)).toBe("abcdefghij");
    const cut = cleanPreviewText("abc😀def", 5);
    expect(cut).toBe("abc…");
    expect(cut?.length).toBeLessThanOrEqual(5);
  });
});
