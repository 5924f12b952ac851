import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { INFLATE_LIMITS, measureInflatedArchive } from "./archive-inflate-check";
import { makeLyingArchive, makeZipBomb } from "./test/previewer-test-utils";

const MB = 1024 * 1024;

describe("measureInflatedArchive", () => {
  it("passes an honest archive and counts what its entries really inflate to (deflated and stored)", () => {
    const bytes = zipSync({
      "word/document.xml": strToU8("a".repeat(50_000)),
      "word/media/image.png": [new Uint8Array(3000).fill(7), { level: 0 }],
    });
    expect(measureInflatedArchive(bytes)).toEqual({ ok: true, totalBytes: 53_000 });
  });

  it("refuses an entry that inflates past the size it declares", () => {
    const verdict = measureInflatedArchive(makeLyingArchive());
    expect(verdict).toEqual({
      ok: false,
      unsafe: true,
      problem: "An entry of the archive expands past the size it declares",
    });
  });

  it("lets an entry run past its declared size only by the margin", () => {
    // Declares 1,000 bytes, inflates to 3 MB: inside a 4 MB margin, outside a 1 MB one.
    expect(measureInflatedArchive(makeLyingArchive(), { ...INFLATE_LIMITS, entryMarginBytes: 4 * MB }).ok).toBe(true);
    expect(measureInflatedArchive(makeLyingArchive(), { ...INFLATE_LIMITS, entryMarginBytes: MB }).ok).toBe(false);
  });

  it("stops once all entries together produce more than the total limit", () => {
    const two = new Uint8Array(2 * MB);
    const bytes = zipSync({ a: two, b: two, c: two }, { level: 9 });
    expect(measureInflatedArchive(bytes, { maxTotalBytes: 6 * MB, entryMarginBytes: 0 }).ok).toBe(true);
    expect(measureInflatedArchive(bytes, { maxTotalBytes: 5 * MB, entryMarginBytes: 0 })).toEqual({
      ok: false,
      unsafe: true,
      problem: "The archive expands to more than the safe limit",
    });
  });

  it("judges what the archive really holds, not what it declares", () => {
    // The bomb only declares 300 MB; its entry really is 1,000 bytes (the declared check refuses it).
    expect(measureInflatedArchive(makeZipBomb())).toEqual({ ok: true, totalBytes: 1000 });
  });

  it("calls bytes that are no archive, or a corrupt entry, unreadable (not unsafe)", () => {
    expect(measureInflatedArchive(strToU8("not a zip at all"))).toMatchObject({ ok: false, unsafe: false });
    const bytes = zipSync({ "word/document.xml": strToU8("hello hello hello hello") }, { level: 9 });
    // The local header is 30 bytes plus the 17-byte name: break the deflate stream's first block type.
    bytes[30 + 17] = 0xff;
    expect(measureInflatedArchive(bytes)).toMatchObject({ ok: false, unsafe: false });
  });
});
