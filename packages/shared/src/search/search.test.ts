import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toPrefixTsQuery } from "./search";

describe("toPrefixTsQuery", () => {
  it("makes prefix terms joined by AND", () => {
    expect(toPrefixTsQuery("Ada Love")).toBe("'ada':* & 'love':*");
  });
  it("keeps emails whole and drops operators", () => {
    expect(toPrefixTsQuery("ada@example.com")).toBe("'ada@example.com':*");
    expect(toPrefixTsQuery("a & !b | (c) <-> d:*")).toBe("'a':* & 'b':* & 'c':* & 'd':*");
  });
  it("keeps non-Latin letters", () => {
    expect(toPrefixTsQuery("مرحبا عالم")).toBe("'مرحبا':* & 'عالم':*");
  });
  it("answers null when nothing is searchable", () => {
    expect(toPrefixTsQuery("  &&& !!")).toBeNull();
  });
  it("caps the number of terms", () => {
    expect(toPrefixTsQuery("a b c d e f g h i j")?.split(" & ")).toHaveLength(8);
  });
  it("never lets a quote or backslash through", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const q = toPrefixTsQuery(s);
        if (q !== null) expect(q.replace(/'[^'\\]*':\*/g, "").replace(/ & /g, "")).toBe("");
      }),
    );
  });
});
