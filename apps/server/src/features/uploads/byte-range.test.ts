import { describe, expect, it } from "vitest";
import { etagMatches, parseByteRange } from "./byte-range";

describe("parseByteRange", () => {
  it("reads single ranges", () => {
    expect(parseByteRange("bytes=0-99", 1000)).toEqual({ kind: "partial", start: 0, end: 99 });
    expect(parseByteRange("bytes=900-", 1000)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseByteRange("bytes=-100", 1000)).toEqual({ kind: "partial", start: 900, end: 999 });
    expect(parseByteRange("bytes=-5000", 1000)).toEqual({ kind: "partial", start: 0, end: 999 });
    expect(parseByteRange("bytes=990-5000", 1000)).toEqual({ kind: "partial", start: 990, end: 999 });
  });

  it("serves the whole file for no, malformed, multiple or foreign ranges", () => {
    for (const header of [undefined, "", "bytes=", "bytes=-", "bytes=5-1", "bytes=0-1,4-5", "items=0-1", "bytes=a-b"]) {
      expect(parseByteRange(header, 1000), String(header)).toEqual({ kind: "full" });
    }
  });

  it("refuses ranges past the end", () => {
    expect(parseByteRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseByteRange("bytes=99999999999999999999-", 1000)).toEqual({ kind: "unsatisfiable" });
  });
});

describe("etagMatches", () => {
  it("compares weakly and accepts lists and *", () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches("*", '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
