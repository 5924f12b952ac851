import { describe, expect, it } from "vitest";
import { CARET_COLOURS, caretColourOf, checkHexColour, checkLinkUrl, matchesQuery } from "./editor-rules";

describe("checkLinkUrl (spec §5)", () => {
  it("removes the link when the url is empty", () => {
    expect(checkLinkUrl("   ")).toEqual({ kind: "remove" });
  });
  it.each(["example.com", "ftp://example.com", "javascript:alert(1)", "http://", "https//x.y", "mailto:a@b.c"])(
    "refuses %s with Invalid_url",
    (url) => {
      expect(checkLinkUrl(url)).toEqual({ kind: "invalid", message: "Invalid_url" });
    },
  );
  it("accepts http and https urls", () => {
    expect(checkLinkUrl(" https://example.com/a?b=1 ")).toEqual({ kind: "set", href: "https://example.com/a?b=1" });
    expect(checkLinkUrl("HTTP://Example.com")).toEqual({ kind: "set", href: "http://example.com/" });
  });
});

describe("checkHexColour (spec §5)", () => {
  it.each([
    ["#fff", "#fff"],
    ["A1B2C3", "#A1B2C3"],
    [" #00ff00 ", "#00ff00"],
  ])("accepts %s", (raw, value) => {
    expect(checkHexColour(raw)).toEqual({ ok: true, value });
  });
  it.each(["", "#ff", "#ffff", "ggg", "#1234567", "red"])("refuses %s with Invalid Hex value", (raw) => {
    expect(checkHexColour(raw)).toEqual({ ok: false, message: "Invalid Hex value" });
  });
});

describe("caretColourOf", () => {
  it("gives one user the same colour every time, from the caret palette", () => {
    const colour = caretColourOf("0190a1b2-0000-7000-8000-000000000001");
    expect(caretColourOf("0190a1b2-0000-7000-8000-000000000001")).toBe(colour);
    expect(CARET_COLOURS).toContain(colour);
  });
  it("spreads different users over several colours", () => {
    const colours = new Set(Array.from({ length: 40 }, (_, i) => caretColourOf(`user-${i}`)));
    expect(colours.size).toBeGreaterThan(3);
  });
});

describe("matchesQuery", () => {
  it("matches any text case-insensitively and everything for an empty query", () => {
    expect(matchesQuery("", "x")).toBe(true);
    expect(matchesQuery("HEAD", "heading1", "Heading 1")).toBe(true);
    expect(matchesQuery("tab", "heading1", "Heading 1")).toBe(false);
  });
});
