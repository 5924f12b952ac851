import { describe, expect, it } from "vitest";
import {
  ARCHIVE_LIMITS,
  archiveProblem,
  INFLATE_OVERRUN_BYTES,
  InflationMeter,
  inspectZip,
  isUnsafeEntryName,
  locateCentralDirectory,
  readCentralDirectory,
  ZIP_TAIL_BYTES,
  type ZipEntry,
} from "./zip-inspect";

const MB = 1024 * 1024;

interface FakeEntry {
  name: string;
  data?: Uint8Array;
  /** What the central directory claims; the data is whatever `data` is. */
  uncompressedSize?: number;
  compressedSize?: number;
  method?: number;
  /** Writes the sizes as 0xFFFFFFFF with the real values in a ZIP64 extra field. */
  zip64Sizes?: boolean;
}

/** Little-endian writer of the few ZIP records the reader looks at. */
class Bytes {
  private readonly parts: number[] = [];
  u16(v: number) {
    this.parts.push(v & 0xff, (v >>> 8) & 0xff);
    return this;
  }
  u32(v: number) {
    this.u16(v & 0xffff).u16(Math.floor(v / 0x10000) & 0xffff);
    return this;
  }
  u64(v: number) {
    this.u32(v % 0x100000000).u32(Math.floor(v / 0x100000000));
    return this;
  }
  raw(bytes: Uint8Array) {
    for (const b of bytes) this.parts.push(b);
    return this;
  }
  get length() {
    return this.parts.length;
  }
  done() {
    return new Uint8Array(this.parts);
  }
}

/** A ZIP archive whose central directory declares exactly what the test wants it to. */
function fakeZip(entries: FakeEntry[], options: { comment?: string; zip64Record?: boolean } = {}): Uint8Array {
  const out = new Bytes();
  const encoder = new TextEncoder();
  const offsets: number[] = [];
  for (const entry of entries) {
    offsets.push(out.length);
    const name = encoder.encode(entry.name);
    const data = entry.data ?? new Uint8Array();
    out
      .u32(0x04034b50)
      .u16(20)
      .u16(0)
      .u16(entry.method ?? 0)
      .u16(0)
      .u16(0)
      .u32(0);
    out.u32(data.length).u32(data.length).u16(name.length).u16(0).raw(name).raw(data);
  }
  const cdStart = out.length;
  entries.forEach((entry, index) => {
    const name = encoder.encode(entry.name);
    const data = entry.data ?? new Uint8Array();
    const uncompressed = entry.uncompressedSize ?? data.length;
    const compressed = entry.compressedSize ?? data.length;
    const extra = new Bytes();
    if (entry.zip64Sizes) extra.u16(0x0001).u16(16).u64(uncompressed).u64(compressed);
    const extraBytes = extra.done();
    out
      .u32(0x02014b50)
      .u16(45)
      .u16(45)
      .u16(0)
      .u16(entry.method ?? 0)
      .u16(0)
      .u16(0)
      .u32(0);
    out.u32(entry.zip64Sizes ? 0xffffffff : compressed).u32(entry.zip64Sizes ? 0xffffffff : uncompressed);
    out
      .u16(name.length)
      .u16(extraBytes.length)
      .u16(0)
      .u16(0)
      .u16(0)
      .u32(0)
      .u32(offsets[index] ?? 0);
    out.raw(name).raw(extraBytes);
  });
  const cdSize = out.length - cdStart;
  if (options.zip64Record) {
    const recordAt = out.length;
    out.u32(0x06064b50).u64(44).u16(45).u16(45).u32(0).u32(0);
    out.u64(entries.length).u64(entries.length).u64(cdSize).u64(cdStart);
    out.u32(0x07064b50).u32(0).u64(recordAt).u32(1);
  }
  const comment = encoder.encode(options.comment ?? "");
  const saturate = options.zip64Record === true;
  out.u32(0x06054b50).u16(0).u16(0);
  out.u16(saturate ? 0xffff : entries.length).u16(saturate ? 0xffff : entries.length);
  out.u32(saturate ? 0xffffffff : cdSize).u32(saturate ? 0xffffffff : cdStart);
  out.u16(comment.length).raw(comment);
  return out.done();
}

const text = (s: string) => new TextEncoder().encode(s);

function entriesOf(zip: Uint8Array): ZipEntry[] {
  const result = inspectZip(zip);
  if (!result.ok) throw new Error(result.problem);
  return result.value;
}

describe("reading a central directory", () => {
  it("lists every entry with its declared sizes and method", () => {
    const zip = fakeZip([
      { name: "[Content_Types].xml", data: text("<Types/>") },
      { name: "word/document.xml", data: text("<w:document/>"), method: 8, uncompressedSize: 900 },
    ]);
    expect(entriesOf(zip)).toEqual([
      { name: "[Content_Types].xml", compressedSize: 8, uncompressedSize: 8, method: 0 },
      { name: "word/document.xml", compressedSize: 13, uncompressedSize: 900, method: 8 },
    ]);
  });

  it("finds the record behind a comment, even one that contains a record's signature", () => {
    const decoy = String.fromCharCode(0x50, 0x4b, 0x05, 0x06);
    const zip = fakeZip([{ name: "a.txt", data: text("hello") }], { comment: `note ${decoy} ${"x".repeat(3000)}` });
    expect(entriesOf(zip).map((e) => e.name)).toEqual(["a.txt"]);
  });

  it("reads sizes from ZIP64 extra fields and follows the ZIP64 locator", () => {
    const zip = fakeZip(
      [{ name: "huge.bin", data: text("tiny"), uncompressedSize: 5 * 1024 * MB, compressedSize: 4, zip64Sizes: true }],
      { zip64Record: true },
    );
    const tail = zip.subarray(Math.max(0, zip.length - ZIP_TAIL_BYTES));
    const located = locateCentralDirectory(tail, zip.length);
    expect(located.ok && located.value.zip64).toBe(true);
    expect(entriesOf(zip)).toEqual([
      { name: "huge.bin", compressedSize: 4, uncompressedSize: 5 * 1024 * MB, method: 0 },
    ]);
  });

  it("locates the directory from the tail alone, as the server reads it", () => {
    const zip = fakeZip([{ name: "a.txt", data: new Uint8Array(100_000) }]);
    const tail = zip.subarray(zip.length - 200);
    const located = locateCentralDirectory(tail, zip.length);
    if (!located.ok) throw new Error(located.problem);
    expect(located.value).toEqual({ offset: 30 + 5 + 100_000, size: 46 + 5, entryCount: 1, zip64: false });
    const cd = zip.subarray(located.value.offset, located.value.offset + located.value.size);
    const read = readCentralDirectory(cd, located.value);
    expect(read.ok && read.value[0]?.name).toBe("a.txt");
  });

  it("refuses what is not a ZIP, a truncated directory, and a directory that overlaps its record", () => {
    expect(inspectZip(text("%PDF-1.7 not a zip")).ok).toBe(false);
    expect(inspectZip(new Uint8Array()).ok).toBe(false);
    const zip = fakeZip([
      { name: "a.txt", data: text("hello") },
      { name: "b.txt", data: text("world") },
    ]);
    const broken = zip.slice();
    // Claim a third entry that is not there.
    const eocd = broken.length - 22;
    broken[eocd + 8] = 3;
    broken[eocd + 10] = 3;
    expect(inspectZip(broken).ok).toBe(false);
    const overlapping = zip.slice();
    overlapping[overlapping.length - 22 + 12] = 0xff;
    expect(inspectZip(overlapping).ok).toBe(false);
  });

  it("does not read the entries of a directory that declares more than 10,000", () => {
    const result = readCentralDirectory(new Uint8Array(), { entryCount: 10_001 });
    expect(result).toEqual({ ok: false, problem: "The archive has more than 10,000 entries" });
  });
});

describe("archiveProblem", () => {
  const entry = (e: Partial<ZipEntry>): ZipEntry => ({
    name: "word/document.xml",
    compressedSize: 1000,
    uncompressedSize: 5000,
    method: 8,
    ...e,
  });

  it("accepts an ordinary document", () => {
    expect(archiveProblem([entry({}), entry({ name: "word/styles.xml" })])).toBeNull();
  });

  it("refuses more than 256 MB declared in all", () => {
    const parts = Array.from({ length: 9 }, (_, i) =>
      entry({ name: `part${i}.bin`, uncompressedSize: 30 * MB, compressedSize: 29 * MB }),
    );
    expect(archiveProblem(parts.slice(0, 8))).toBeNull();
    expect(archiveProblem(parts)).toBe("The archive expands to more than the safe limit");
  });

  it("refuses one entry over 10 MB that claims more than 200:1, but not a small one", () => {
    expect(archiveProblem([entry({ uncompressedSize: 11 * MB, compressedSize: (11 * MB) / 250 })])).toBe(
      "The archive has an entry that expands more than the safe ratio",
    );
    expect(archiveProblem([entry({ uncompressedSize: 11 * MB, compressedSize: (11 * MB) / 150 })])).toBeNull();
    expect(archiveProblem([entry({ uncompressedSize: 9 * MB, compressedSize: 1 })])).toBeNull();
    expect(archiveProblem([entry({ uncompressedSize: 11 * MB, compressedSize: 0 })])).not.toBeNull();
  });

  it("refuses more than 10,000 entries", () => {
    const many = Array.from({ length: ARCHIVE_LIMITS.maxEntries + 1 }, (_, i) => entry({ name: `f${i}` }));
    expect(archiveProblem(many.slice(1))).toBeNull();
    expect(archiveProblem(many)).toBe("The archive has more than 10,000 entries");
  });

  it("refuses names that climb out or are absolute", () => {
    for (const name of [
      "../evil.sh",
      "word/../../evil",
      "..\\evil",
      "/etc/passwd",
      "\\windows\\x",
      "C:/x",
      "a\u0000b",
    ]) {
      expect(isUnsafeEntryName(name), name).toBe(true);
      expect(archiveProblem([entry({ name })])).toBe("The archive has an entry with an unsafe name");
    }
    for (const name of ["word/document.xml", "a..b/c", "..hidden", "x/y../z"]) {
      expect(isUnsafeEntryName(name), name).toBe(false);
    }
  });

  it("judges a real bomb's central directory: a ZIP64 entry of 5 GB in a few bytes", () => {
    const zip = fakeZip(
      [{ name: "xl/worksheets/sheet1.xml", uncompressedSize: 5 * 1024 * MB, compressedSize: 5 * MB, zip64Sizes: true }],
      { zip64Record: true },
    );
    expect(archiveProblem(entriesOf(zip))).toBe("The archive expands to more than the safe limit");
  });
});

describe("InflationMeter", () => {
  const declared = [
    { name: "[Content_Types].xml", uncompressedSize: 500 },
    { name: "word/document.xml", uncompressedSize: 2 * MB },
  ];

  it("accepts entries that inflate to what they declare, in pieces and in any order", () => {
    const meter = new InflationMeter(declared);
    expect(meter.add(0, "word/document.xml", MB)).toBeNull();
    expect(meter.add(1, "[Content_Types].xml", 500)).toBeNull();
    expect(meter.add(0, "word/document.xml", MB)).toBeNull();
    expect(meter.inflatedBytes).toBe(2 * MB + 500);
  });

  it("refuses an entry that inflates past its declared size by more than the margin", () => {
    const meter = new InflationMeter(declared);
    expect(meter.add(0, "[Content_Types].xml", 500 + INFLATE_OVERRUN_BYTES)).toBeNull();
    expect(meter.add(0, "[Content_Types].xml", 1)).toBe("The archive has an entry larger than it declares");
  });

  it("matches by position when the name differs, and gives an undeclared entry nothing", () => {
    const byPosition = new InflationMeter(declared);
    expect(byPosition.add(1, "word/d\u00c3\u00b6cument.xml", MB)).toBeNull();
    const hidden = new InflationMeter(declared);
    expect(hidden.add(2, "hidden.bin", INFLATE_OVERRUN_BYTES + 1)).toBe(
      "The archive has an entry larger than it declares",
    );
  });

  it("refuses once all entries together pass the total limit, whatever they declare", () => {
    const meter = new InflationMeter(
      Array.from({ length: 3 }, (_, i) => ({ name: `part${i}`, uncompressedSize: 10 * MB })),
      { maxTotalUncompressedBytes: 25 * MB },
    );
    expect(meter.add(0, "part0", 10 * MB)).toBeNull();
    expect(meter.add(1, "part1", 10 * MB)).toBeNull();
    expect(meter.add(2, "part2", 5 * MB + 1)).toBe("The archive expands to more than the safe limit");
  });
});
