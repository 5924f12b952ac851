/**
 * Reads what a ZIP archive (DOCX, XLSX, PPTX, ODT, ZIP...) declares about its entries from its
 * end-of-central-directory record and central directory, without inflating anything, and judges
 * whether it is safe to open. Dependency-free and browser-safe: the server checks uploads with
 * it (reading only the archive's tail and central directory), the web previewers check the
 * downloaded bytes before handing them to docx-preview or exceljs.
 *
 * What the archive declares can lie; this check refuses the archives that admit to being
 * dangerous. Whatever inflates archive entries must still cap the bytes it actually produces:
 * `InflationMeter` does the counting for whoever inflates (the server's upload check inflates
 * every entry and discards the output, only counting it).
 */

/** One entry as the central directory declares it. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** 0 stored, 8 deflate; anything else is kept as declared. */
  method: number;
}

/** Where the central directory lies, as the end-of-central-directory record says. */
export interface CentralDirectoryLocation {
  /** Byte offset of the central directory from the start of the file. */
  offset: number;
  size: number;
  entryCount: number;
  zip64: boolean;
}

export type ZipReadResult<T> = { ok: true; value: T } | { ok: false; problem: string };

export interface ArchiveLimits {
  /** Most bytes all entries together may declare once inflated. */
  maxTotalUncompressedBytes: number;
  /** Highest uncompressed:compressed ratio of one entry... */
  maxEntryRatio: number;
  /** ...once the entry declares more than this many bytes (small entries may compress well). */
  ratioCheckedAboveBytes: number;
  maxEntries: number;
}

const MB = 1024 * 1024;

export const ARCHIVE_LIMITS: ArchiveLimits = {
  maxTotalUncompressedBytes: 256 * MB,
  maxEntryRatio: 200,
  ratioCheckedAboveBytes: 10 * MB,
  maxEntries: 10_000,
};

/** A central directory larger than this is not read (10,000 entries with long names fit easily). */
export const MAX_CENTRAL_DIRECTORY_BYTES = 16 * MB;

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const CENTRAL_HEADER_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER_SIZE = 46;
const ZIP64_EXTRA_ID = 0x0001;

/**
 * How many bytes from the end of a file hold its end-of-central-directory record (with the
 * longest comment) and the ZIP64 locator and record before it. Read this many (or the whole
 * file when smaller) and pass them to `locateCentralDirectory`.
 */
export const ZIP_TAIL_BYTES = EOCD_SIZE + MAX_COMMENT + ZIP64_LOCATOR_SIZE + ZIP64_EOCD_SIZE;

const fail = <T>(problem: string): ZipReadResult<T> => ({ ok: false, problem });

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A 64-bit little-endian value; refused above 2^53 (no real file is that large). */
function uint64(data: DataView, at: number): number | null {
  const low = data.getUint32(at, true);
  const high = data.getUint32(at + 4, true);
  if (high >= 0x200000) return null;
  return high * 0x100000000 + low;
}

/**
 * Finds the end-of-central-directory record in `tail` (the last bytes of a file of `fileSize`
 * bytes) and says where the central directory is, following the ZIP64 locator when the record's
 * fields are saturated. The search runs backwards and takes the last record whose comment length
 * reaches exactly the end of the file, so a comment that contains a signature does not fool it.
 */
export function locateCentralDirectory(tail: Uint8Array, fileSize: number): ZipReadResult<CentralDirectoryLocation> {
  if (tail.length > fileSize) return fail("The archive's tail is longer than the file");
  const tailStart = fileSize - tail.length;
  const data = view(tail);
  for (let at = tail.length - EOCD_SIZE; at >= 0 && at >= tail.length - EOCD_SIZE - MAX_COMMENT; at -= 1) {
    if (data.getUint32(at, true) !== EOCD_SIGNATURE) continue;
    const commentLength = data.getUint16(at + 20, true);
    if (at + EOCD_SIZE + commentLength !== tail.length) continue;
    const disk = data.getUint16(at + 4, true);
    const cdDisk = data.getUint16(at + 6, true);
    const entriesHere = data.getUint16(at + 8, true);
    const entryCount = data.getUint16(at + 10, true);
    const size = data.getUint32(at + 12, true);
    const offset = data.getUint32(at + 16, true);
    const saturated = entryCount === 0xffff || entriesHere === 0xffff || size === 0xffffffff || offset === 0xffffffff;
    if (!saturated) {
      if (disk !== 0 || cdDisk !== 0 || entriesHere !== entryCount)
        return fail("Multi-part archives are not supported");
      return checkedLocation({ offset, size, entryCount, zip64: false }, tailStart + at);
    }
    return locateZip64(data, at, tailStart);
  }
  return fail("This is not a readable ZIP archive");
}

function locateZip64(data: DataView, eocdAt: number, tailStart: number): ZipReadResult<CentralDirectoryLocation> {
  const locatorAt = eocdAt - ZIP64_LOCATOR_SIZE;
  if (locatorAt < 0 || data.getUint32(locatorAt, true) !== ZIP64_LOCATOR_SIGNATURE) {
    return fail("This is not a readable ZIP archive");
  }
  if (data.getUint32(locatorAt + 4, true) !== 0 || data.getUint32(locatorAt + 16, true) > 1) {
    return fail("Multi-part archives are not supported");
  }
  const recordOffset = uint64(data, locatorAt + 8);
  if (recordOffset === null) return fail("This is not a readable ZIP archive");
  // The ZIP64 record sits right before its locator in every archive written by a real tool.
  const recordAt = recordOffset - tailStart;
  if (recordAt < 0 || recordAt + ZIP64_EOCD_SIZE > locatorAt) return fail("This ZIP64 archive is not supported");
  if (data.getUint32(recordAt, true) !== ZIP64_EOCD_SIGNATURE) return fail("This is not a readable ZIP archive");
  const entriesHere = uint64(data, recordAt + 24);
  const entryCount = uint64(data, recordAt + 32);
  const size = uint64(data, recordAt + 40);
  const offset = uint64(data, recordAt + 48);
  if (entriesHere === null || entryCount === null || size === null || offset === null) {
    return fail("This is not a readable ZIP archive");
  }
  if (data.getUint32(recordAt + 16, true) !== 0 || entriesHere !== entryCount) {
    return fail("Multi-part archives are not supported");
  }
  return checkedLocation({ offset, size, entryCount, zip64: true }, recordOffset);
}

/** The central directory must end where the record (or ZIP64 record) that describes it begins. */
function checkedLocation(
  location: CentralDirectoryLocation,
  recordOffset: number,
): ZipReadResult<CentralDirectoryLocation> {
  if (location.offset + location.size > recordOffset) return fail("This is not a readable ZIP archive");
  return { ok: true, value: location };
}

/**
 * Reads the entries of a central directory (`bytes` are exactly `location.size` bytes read at
 * `location.offset`). Sizes saturated at 0xFFFFFFFF are taken from the entry's ZIP64 extra field.
 */
export function readCentralDirectory(
  bytes: Uint8Array,
  location: Pick<CentralDirectoryLocation, "entryCount">,
  limits: Pick<ArchiveLimits, "maxEntries"> = ARCHIVE_LIMITS,
): ZipReadResult<ZipEntry[]> {
  if (location.entryCount > limits.maxEntries) return fail(tooManyEntries(limits));
  const data = view(bytes);
  const names = new TextDecoder("utf-8");
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < location.entryCount; index += 1) {
    if (at + CENTRAL_HEADER_SIZE > bytes.length || data.getUint32(at, true) !== CENTRAL_HEADER_SIGNATURE) {
      return fail("This is not a readable ZIP archive");
    }
    const method = data.getUint16(at + 10, true);
    let compressedSize = data.getUint32(at + 20, true);
    let uncompressedSize = data.getUint32(at + 24, true);
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    const localOffset = data.getUint32(at + 42, true);
    const nameAt = at + CENTRAL_HEADER_SIZE;
    const extraAt = nameAt + nameLength;
    const next = extraAt + extraLength + commentLength;
    if (next > bytes.length) return fail("This is not a readable ZIP archive");
    const name = names.decode(bytes.subarray(nameAt, extraAt));
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) {
      const sizes = zip64Sizes(data, extraAt, extraLength, {
        uncompressed: uncompressedSize === 0xffffffff,
        compressed: compressedSize === 0xffffffff,
        offset: localOffset === 0xffffffff,
      });
      if (!sizes) return fail("This is not a readable ZIP archive");
      uncompressedSize = sizes.uncompressed ?? uncompressedSize;
      compressedSize = sizes.compressed ?? compressedSize;
    }
    entries.push({ name, compressedSize, uncompressedSize, method });
    at = next;
  }
  return { ok: true, value: entries };
}

/** The 64-bit sizes of a ZIP64 extra field, present in this order only for saturated fields. */
function zip64Sizes(
  data: DataView,
  extraAt: number,
  extraLength: number,
  saturated: { uncompressed: boolean; compressed: boolean; offset: boolean },
): { uncompressed?: number; compressed?: number } | null {
  let at = extraAt;
  const end = extraAt + extraLength;
  while (at + 4 <= end) {
    const id = data.getUint16(at, true);
    const length = data.getUint16(at + 2, true);
    const body = at + 4;
    if (body + length > end) return null;
    if (id === ZIP64_EXTRA_ID) {
      const sizes: { uncompressed?: number; compressed?: number } = {};
      let field = body;
      const take = (): number | null => {
        if (field + 8 > body + length) return null;
        const value = uint64(data, field);
        field += 8;
        return value;
      };
      if (saturated.uncompressed) {
        const value = take();
        if (value === null) return null;
        sizes.uncompressed = value;
      }
      if (saturated.compressed) {
        const value = take();
        if (value === null) return null;
        sizes.compressed = value;
      }
      return sizes;
    }
    at = body + length;
  }
  return null;
}

/** Reads every entry of an archive held whole in memory (the browser's downloaded bytes). */
export function inspectZip(bytes: Uint8Array, limits: ArchiveLimits = ARCHIVE_LIMITS): ZipReadResult<ZipEntry[]> {
  const tail = bytes.subarray(Math.max(0, bytes.length - ZIP_TAIL_BYTES));
  const located = locateCentralDirectory(tail, bytes.length);
  if (!located.ok) return located;
  const { offset, size } = located.value;
  if (size > MAX_CENTRAL_DIRECTORY_BYTES) return fail(tooManyEntries(limits));
  return readCentralDirectory(bytes.subarray(offset, offset + size), located.value, limits);
}

const tooManyEntries = (limits: Pick<ArchiveLimits, "maxEntries">) =>
  `The archive has more than ${limits.maxEntries.toLocaleString("en-US")} entries`;

/** True for an entry name that would land outside the folder it is extracted to. */
export function isUnsafeEntryName(name: string): boolean {
  const normalized = name.replace(/\\/g, "/");
  if (normalized.startsWith("/") || /^[a-zA-Z]:/.test(normalized)) return true;
  if (normalized.includes("\u0000")) return true;
  return normalized.split("/").some((segment) => segment === "..");
}

/**
 * Why an archive is refused, or null when its declared entries are within the limits: too many
 * entries, more than 256 MB declared in all, one entry over 10 MB that claims to compress more
 * than 200:1, or an entry name with `..` or an absolute path.
 */
export function archiveProblem(entries: readonly ZipEntry[], limits: ArchiveLimits = ARCHIVE_LIMITS): string | null {
  if (entries.length > limits.maxEntries) return tooManyEntries(limits);
  let total = 0;
  for (const entry of entries) {
    if (isUnsafeEntryName(entry.name)) return "The archive has an entry with an unsafe name";
    total += entry.uncompressedSize;
    if (total > limits.maxTotalUncompressedBytes) return "The archive expands to more than the safe limit";
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > limits.ratioCheckedAboveBytes && ratio > limits.maxEntryRatio) {
      return "The archive has an entry that expands more than the safe ratio";
    }
  }
  return null;
}

/** How far past its declared size an entry may inflate before the archive counts as lying. */
export const INFLATE_OVERRUN_BYTES = 4096;

/**
 * Counts the bytes an archive's entries really inflate to, as an inflater reports them, against
 * the central directory's declarations (`declared`, in directory order). An inflated entry is
 * matched to its declaration by name (the largest one when a name repeats), else by position; an
 * entry the directory does not declare at all declares 0. `add` answers the problem once the
 * actual bytes of all entries pass `maxTotalUncompressedBytes` or one entry passes its declared
 * size by more than `INFLATE_OVERRUN_BYTES` (a lying archive), else null.
 */
export class InflationMeter {
  private total = 0;
  private readonly produced = new Map<number, number>();
  private readonly declaredByName = new Map<string, number>();
  private readonly declared: readonly Pick<ZipEntry, "name" | "uncompressedSize">[];
  private readonly limits: Pick<ArchiveLimits, "maxTotalUncompressedBytes">;

  constructor(
    declared: readonly Pick<ZipEntry, "name" | "uncompressedSize">[],
    limits: Pick<ArchiveLimits, "maxTotalUncompressedBytes"> = ARCHIVE_LIMITS,
  ) {
    this.declared = declared;
    this.limits = limits;
    for (const entry of declared) {
      const known = this.declaredByName.get(entry.name) ?? 0;
      this.declaredByName.set(entry.name, Math.max(known, entry.uncompressedSize));
    }
  }

  /** Counts `bytes` more inflated from entry number `index` (its place in the file) named `name`. */
  add(index: number, name: string, bytes: number): string | null {
    this.total += bytes;
    const produced = (this.produced.get(index) ?? 0) + bytes;
    this.produced.set(index, produced);
    if (this.total > this.limits.maxTotalUncompressedBytes) return "The archive expands to more than the safe limit";
    const declared = this.declaredByName.get(name) ?? this.declared[index]?.uncompressedSize ?? 0;
    if (produced > declared + INFLATE_OVERRUN_BYTES) return "The archive has an entry larger than it declares";
    return null;
  }

  /** Bytes inflated so far, all entries together. */
  get inflatedBytes(): number {
    return this.total;
  }
}
