import { ARCHIVE_LIMITS, locateCentralDirectory, ZIP_TAIL_BYTES } from "@bearish/shared/cloud-storage/zip-inspect";
import { Inflate } from "fflate";

/**
 * Inflates every entry of a ZIP (DOCX/XLSX) the way JSZip inside docx-preview and exceljs would
 * find it (central directory size and local header offset), throwing the output away and counting
 * the bytes it ACTUALLY produces: an archive that lies about its sizes is stopped here, after at
 * most the limit, instead of freezing the tab inside JSZip. Dependency-light so it runs in a Worker.
 */

export interface InflateLimits {
  /** Most bytes all entries together may produce. */
  maxTotalBytes: number;
  /** How far one entry may run past the size it declares before it is refused. */
  entryMarginBytes: number;
}

export const INFLATE_LIMITS: InflateLimits = {
  maxTotalBytes: ARCHIVE_LIMITS.maxTotalUncompressedBytes,
  entryMarginBytes: 1024 * 1024,
};

/** ok; or `unsafe` (expands past a limit: the bomb refusal) or unreadable (not an archive we can check). */
export type InflateVerdict = { ok: true; totalBytes: number } | { ok: false; unsafe: boolean; problem: string };

const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIGNATURE = 0x04034b50;
const LOCAL_HEADER_SIZE = 30;
const ZIP64_EXTRA_ID = 0x0001;
const STORED = 0;
const DEFLATED = 8;
/** Compressed input per push: deflate expands at most ~1032:1, so one push yields at most ~4 MB. */
const CHUNK = 4096;

interface LocatedEntry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const unreadable = (problem = "This is not a readable ZIP archive"): InflateVerdict => ({
  ok: false,
  unsafe: false,
  problem,
});
const tooLarge = (problem: string): InflateVerdict => ({ ok: false, unsafe: true, problem });

function uint64(data: DataView, at: number): number | null {
  const low = data.getUint32(at, true);
  const high = data.getUint32(at + 4, true);
  if (high >= 0x200000) return null;
  return high * 0x100000000 + low;
}

/** The central directory's entries with where their data lies, or null when it cannot be read. */
function readEntries(bytes: Uint8Array): LocatedEntry[] | null {
  const located = locateCentralDirectory(bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES)), bytes.length);
  if (!located.ok) return null;
  const { offset, size, entryCount } = located.value;
  if (offset + size > bytes.length) return null;
  const data = new DataView(bytes.buffer, bytes.byteOffset + offset, size);
  const entries: LocatedEntry[] = [];
  let at = 0;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + CENTRAL_HEADER_SIZE > size || data.getUint32(at, true) !== CENTRAL_HEADER_SIGNATURE) return null;
    const method = data.getUint16(at + 10, true);
    let compressedSize: number | null = data.getUint32(at + 20, true);
    let uncompressedSize: number | null = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    let localOffset: number | null = data.getUint32(at + 42, true);
    const extraAt = at + CENTRAL_HEADER_SIZE + nameLength;
    const next = extraAt + extraLength + commentLength;
    if (next > size) return null;
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff || localOffset === 0xffffffff) {
      // ZIP64: the saturated fields follow in this order in the extra field with id 1.
      let field = -1;
      for (let extra = extraAt; extra + 4 <= extraAt + extraLength; ) {
        const length = data.getUint16(extra + 2, true);
        if (data.getUint16(extra, true) === ZIP64_EXTRA_ID) {
          field = extra + 4;
          break;
        }
        extra += 4 + length;
      }
      if (field < 0) return null;
      const take = (): number | null => {
        if (field + 8 > extraAt + extraLength) return null;
        const value = uint64(data, field);
        field += 8;
        return value;
      };
      if (uncompressedSize === 0xffffffff) uncompressedSize = take();
      if (compressedSize === 0xffffffff) compressedSize = take();
      if (localOffset === 0xffffffff) localOffset = take();
      if (uncompressedSize === null || compressedSize === null || localOffset === null) return null;
    }
    entries.push({ method, compressedSize, uncompressedSize, localOffset });
    at = next;
  }
  return entries;
}

/** Where an entry's compressed bytes begin (after its local header), or null when it is not there. */
function dataStart(bytes: Uint8Array, entry: LocatedEntry): number | null {
  const at = entry.localOffset;
  if (at + LOCAL_HEADER_SIZE > bytes.length) return null;
  const data = new DataView(bytes.buffer, bytes.byteOffset + at, LOCAL_HEADER_SIZE);
  if (data.getUint32(0, true) !== LOCAL_HEADER_SIGNATURE) return null;
  const start = at + LOCAL_HEADER_SIZE + data.getUint16(26, true) + data.getUint16(28, true);
  return start + entry.compressedSize > bytes.length ? null : start;
}

/**
 * Inflates every entry and says whether the archive stays within `limits` (spec §9: 256 MB in all)
 * and within what each entry declares (plus a margin). Stops as soon as a limit is passed.
 */
export function measureInflatedArchive(bytes: Uint8Array, limits: InflateLimits = INFLATE_LIMITS): InflateVerdict {
  const entries = readEntries(bytes);
  if (!entries) return unreadable();
  let total = 0;
  for (const entry of entries) {
    const start = dataStart(bytes, entry);
    if (start === null) return unreadable();
    const entryLimit = entry.uncompressedSize + limits.entryMarginBytes;
    let produced = 0;
    if (entry.method === STORED) {
      produced = entry.compressedSize;
    } else if (entry.method === DEFLATED) {
      let stopped = false;
      const inflate = new Inflate((chunk) => {
        produced += chunk.length;
        if (produced > entryLimit || total + produced > limits.maxTotalBytes) stopped = true;
      });
      const end = start + entry.compressedSize;
      try {
        for (let at = start; at < end && !stopped; at += CHUNK) {
          const stop = Math.min(at + CHUNK, end);
          inflate.push(bytes.subarray(at, stop), stop === end);
        }
      } catch {
        return unreadable("An entry of the archive is corrupt");
      }
    }
    // JSZip reads only stored and deflated entries; any other method fails there without inflating.
    if (produced > entryLimit) return tooLarge("An entry of the archive expands past the size it declares");
    total += produced;
    if (total > limits.maxTotalBytes) return tooLarge("The archive expands to more than the safe limit");
  }
  return { ok: true, totalBytes: total };
}
