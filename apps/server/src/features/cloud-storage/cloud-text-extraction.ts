import { InflationMeter, type ZipEntry } from "@bearish/shared/cloud-storage/zip-inspect";
import { Unzip, UnzipInflate, UnzipPassThrough } from "fflate";

/**
 * Text of PDF, DOCX and XLSX files for the global search. Every limit holds whatever the file
 * claims about itself: inputs over 25 MB are not read, an archive is given up once 50 MB have
 * actually been inflated from it, a PDF is read for its first 50 pages and 20,000 text items per
 * page, and reading stops as soon as the text reaches its cap (100,000 characters once cleaned).
 * XML is read by a linear scan (no regular expression runs over a file's XML). PDF script never
 * runs (pdf.js without eval; text extraction has no scripting), and an encrypted PDF is skipped.
 *
 * The server never calls this on its main thread: `cloud-text-extraction.sandbox.ts` runs it in
 * a worker with a memory limit and a timeout.
 */

export const TEXT_EXTRACTION_LIMITS = {
  maxInputBytes: 25 * 1024 * 1024,
  maxInflatedBytes: 50 * 1024 * 1024,
  maxPdfPages: 50,
  maxPdfItemsPerPage: 20_000,
  maxOutputChars: 100_000,
} as const;

/**
 * Raw characters gathered before cleaning (which collapses runs of space, so it needs some slack
 * to still fill its 100,000 characters); reading stops once this many were taken.
 */
const RAW_TEXT_BUDGET = TEXT_EXTRACTION_LIMITS.maxOutputChars * 2;

export type ExtractableKind = "pdf" | "docx" | "xlsx";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * Which extractor reads a file: from the type recognised from its bytes, or, for an Office file
 * the recogniser could only call a ZIP, from its name's extension.
 */
export function extractableKind(contentType: string, name: string): ExtractableKind | null {
  if (contentType === "application/pdf") return "pdf";
  if (contentType === DOCX_TYPE) return "docx";
  if (contentType === XLSX_TYPE) return "xlsx";
  if (contentType === "application/zip") {
    const lower = name.toLowerCase();
    if (lower.endsWith(".docx")) return "docx";
    if (lower.endsWith(".xlsx")) return "xlsx";
  }
  return null;
}

/** Why extraction gave up on a file (too large, an archive inflating past the cap, encrypted). */
export class ExtractionRefused extends Error {}

/**
 * The searchable text of a file, or null when there is none to take (encrypted PDF, too large, an
 * archive that inflates past the cap). Throws on a file that cannot be parsed at all.
 */
export async function extractText(kind: ExtractableKind, bytes: Uint8Array): Promise<string | null> {
  if (bytes.length > TEXT_EXTRACTION_LIMITS.maxInputBytes) return null;
  try {
    const raw = kind === "pdf" ? await pdfText(bytes) : officeText(kind, bytes);
    return cleanText(raw);
  } catch (error) {
    if (error instanceof ExtractionRefused) return null;
    throw error;
  }
}

/**
 * What the index stores: no NUL or other control characters (PostgreSQL text cannot hold NUL),
 * runs of spaces and blank lines collapsed, at most 100,000 characters.
 */
export function cleanText(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, " ")
      .replace(/[ \t\u00a0]+/g, " ")
      .replace(/ ?\n[\s]*/g, "\n")
      .trim()
      .slice(0, TEXT_EXTRACTION_LIMITS.maxOutputChars)
  );
}

/** Collects text pieces until the raw budget is spent; `full` says when reading should stop. */
class TextBudget {
  private readonly pieces: string[] = [];
  private length = 0;

  get full(): boolean {
    return this.length >= RAW_TEXT_BUDGET;
  }

  push(piece: string): void {
    if (this.full || piece === "") return;
    const room = RAW_TEXT_BUDGET - this.length;
    const kept = piece.length > room ? piece.slice(0, room) : piece;
    this.pieces.push(kept);
    this.length += kept.length;
  }

  text(): string {
    return this.pieces.join("");
  }
}

// --- PDF -------------------------------------------------------------------------------------

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | undefined;

/** pdf.js, loaded once; Node 20 lacks `Promise.withResolvers`, which it needs before it loads. */
function loadPdfJs(): Promise<PdfJs> {
  if (!("withResolvers" in Promise)) {
    Object.defineProperty(Promise, "withResolvers", {
      configurable: true,
      writable: true,
      value<T>() {
        let resolve!: (value: T | PromiseLike<T>) => void;
        let reject!: (reason?: unknown) => void;
        const promise = new Promise<T>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        return { promise, resolve, reject };
      },
    });
  }
  pdfjs ??= import("pdfjs-dist/legacy/build/pdf.mjs");
  return pdfjs;
}

interface PdfTextChunk {
  items: Array<{ str?: string; hasEOL?: boolean }>;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { getDocument } = await loadPdfJs();
  // `isEvalSupported: false` is kept for older pdf.js builds (this one has no eval path left);
  // text extraction never creates pdf.js's scripting sandbox, so a PDF's JavaScript cannot run.
  const options = {
    // pdf.js takes ownership of (and may detach) the buffer it is given, and refuses a Node
    // Buffer: hand it a plain copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  };
  const task = getDocument(options);
  try {
    const doc = await task.promise.catch((error: unknown) => {
      if (error instanceof Error && error.name === "PasswordException") throw new ExtractionRefused("encrypted");
      throw error;
    });
    const pages = Math.min(doc.numPages, TEXT_EXTRACTION_LIMITS.maxPdfPages);
    const out = new TextBudget();
    for (let n = 1; n <= pages && !out.full; n += 1) {
      const page = await doc.getPage(n);
      // The page's text arrives in chunks; reading is cancelled as soon as the text or the page's
      // item count reaches its cap, so a page of millions of text operators is never read whole.
      const reader = page.streamTextContent().getReader() as ReadableStreamDefaultReader<PdfTextChunk>;
      let items = 0;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done || !value) break;
          for (const item of value.items) {
            if (typeof item.str !== "string") continue;
            out.push(item.hasEOL ? `${item.str}\n` : item.str);
            items += 1;
            if (out.full || items >= TEXT_EXTRACTION_LIMITS.maxPdfItemsPerPage) break;
          }
          if (out.full || items >= TEXT_EXTRACTION_LIMITS.maxPdfItemsPerPage) break;
        }
      } finally {
        await reader.cancel(new Error("enough text was read")).catch(() => undefined);
      }
      out.push("\n");
      page.cleanup();
    }
    return out.text();
  } finally {
    await task.destroy();
  }
}

// --- DOCX and XLSX -----------------------------------------------------------------------------

const DOCX_PARTS = /^word\/(document|header\d*|footer\d*|footnotes|endnotes)\.xml$/;
const XLSX_SHARED_STRINGS = "xl/sharedStrings.xml";
const XLSX_SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
/** Small pushes bound what one step can inflate (deflate expands at most about 1032:1). */
const PUSH_BYTES = 8 * 1024;

function officeText(kind: "docx" | "xlsx", bytes: Uint8Array): string {
  const wanted = (name: string) =>
    kind === "docx" ? DOCX_PARTS.test(name) : name === XLSX_SHARED_STRINGS || XLSX_SHEET.test(name);
  const parts = inflateEntries(bytes, wanted);
  const decoder = new TextDecoder("utf-8");
  const text = (name: string) => {
    const chunks = parts.get(name) ?? [];
    // Each part is decoded once and its inflated bytes let go.
    parts.delete(name);
    return decoder.decode(concat(chunks));
  };
  const names = [...parts.keys()];
  const out = new TextBudget();
  if (kind === "docx") {
    const order = (name: string) => (name === "word/document.xml" ? 0 : 1);
    const sorted = names.sort((a, b) => order(a) - order(b) || a.localeCompare(b, "en", { numeric: true }));
    sorted.forEach((name, index) => {
      if (index > 0) out.push("\n");
      wordText(text(name), out);
    });
    return out.text();
  }
  const sheets = names
    .filter((name) => XLSX_SHEET.test(name))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  sharedStringsText(text(XLSX_SHARED_STRINGS), out);
  for (const name of sheets) {
    out.push("\n");
    sheetText(text(name), out);
  }
  return out.text();
}

/**
 * Inflates the entries `wanted` picks, reading the archive's local headers as a stream (what the
 * central directory says is not trusted), and gives up once the bytes produced pass the cap.
 */
function inflateEntries(bytes: Uint8Array, wanted: (name: string) => boolean): Map<string, Uint8Array[]> {
  const parts = new Map<string, Uint8Array[]>();
  let produced = 0;
  let refused = false;
  let failure: Error | null = null;
  const unzip = new Unzip((file) => {
    if (!wanted(file.name) || (file.compression !== 0 && file.compression !== 8) || parts.has(file.name)) return;
    const chunks: Uint8Array[] = [];
    parts.set(file.name, chunks);
    file.ondata = (error, data) => {
      if (refused) return;
      if (error) {
        failure = error;
        return;
      }
      produced += data.length;
      if (produced > TEXT_EXTRACTION_LIMITS.maxInflatedBytes) {
        refused = true;
        file.terminate();
        return;
      }
      chunks.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  for (let at = 0; at < bytes.length && !refused && !failure; at += PUSH_BYTES) {
    const end = Math.min(at + PUSH_BYTES, bytes.length);
    unzip.push(bytes.subarray(at, end), end === bytes.length);
  }
  if (refused) throw new ExtractionRefused("the archive inflates past the cap");
  if (failure) throw failure;
  return parts;
}

/**
 * The upload check of an archive: inflates every entry of the archive fed to it chunk by chunk,
 * reading local headers as the extraction does, keeps none of the output and counts it with an
 * `InflationMeter` against what the central directory declared. `push` answers the problem as
 * soon as there is one (then stops inflating), else null. An entry this inflater cannot read (an
 * unknown method, encrypted or corrupt data) produces nothing more and is judged on its
 * declaration alone, as is whatever follows a break in the archive's structure.
 */
export class ArchiveInflationCheck {
  private problem: string | null = null;
  private broken = false;
  private readonly unzip: Unzip;

  constructor(declared: readonly Pick<ZipEntry, "name" | "uncompressedSize">[]) {
    const meter = new InflationMeter(declared);
    let entries = 0;
    this.unzip = new Unzip((file) => {
      const index = entries;
      entries += 1;
      if (file.compression !== 0 && file.compression !== 8) return;
      let failed = false;
      file.ondata = (error, data) => {
        if (failed || this.problem !== null) return;
        if (error) {
          failed = true;
          return;
        }
        this.problem = meter.add(index, file.name, data.length);
        if (this.problem !== null) file.terminate();
      };
      try {
        file.start();
      } catch {
        failed = true;
      }
    });
    this.unzip.register(UnzipInflate);
    this.unzip.register(UnzipPassThrough);
  }

  push(chunk: Uint8Array, final: boolean): string | null {
    let at = 0;
    do {
      if (this.problem !== null || this.broken) break;
      const end = Math.min(at + PUSH_BYTES, chunk.length);
      try {
        this.unzip.push(chunk.subarray(at, end), final && end === chunk.length);
      } catch {
        this.broken = true;
      }
      at = end;
    } while (at < chunk.length);
    return this.problem;
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

// --- XML, read by a linear scan -----------------------------------------------------------------

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
/** The longest reference decoded (`&#x10FFFF;` and a few leading zeros); longer ones stay as written. */
const MAX_REFERENCE = 12;

/** XML character data as text: the five named entities and numeric references. */
export function decodeXmlText(text: string): string {
  let amp = text.indexOf("&");
  if (amp < 0) return text;
  const out: string[] = [];
  let from = 0;
  while (amp >= 0) {
    const semicolon = text.indexOf(";", amp + 1);
    if (semicolon < 0) break;
    if (semicolon - amp - 1 > MAX_REFERENCE) {
      amp = text.indexOf("&", amp + 1);
      continue;
    }
    const decoded = referenceText(text.slice(amp + 1, semicolon));
    if (decoded === null) {
      amp = text.indexOf("&", amp + 1);
      continue;
    }
    out.push(text.slice(from, amp), decoded);
    from = semicolon + 1;
    amp = text.indexOf("&", from);
  }
  out.push(text.slice(from));
  return out.join("");
}

/** What one reference (the text between `&` and `;`) stands for, or null when it is not one. */
function referenceText(ref: string): string | null {
  const named = ENTITIES[ref];
  if (named !== undefined && Object.hasOwn(ENTITIES, ref)) return named;
  let code: number;
  if (ref.startsWith("#x") || ref.startsWith("#X")) {
    const digits = ref.slice(2);
    if (digits === "" || !isDigits(digits, true)) return null;
    code = Number.parseInt(digits, 16);
  } else if (ref.startsWith("#")) {
    const digits = ref.slice(1);
    if (digits === "" || !isDigits(digits, false)) return null;
    code = Number.parseInt(digits, 10);
  } else {
    return null;
  }
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
}

function isDigits(text: string, hex: boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const digit = c >= 48 && c <= 57;
    const hexLetter = hex && ((c >= 65 && c <= 70) || (c >= 97 && c <= 102));
    if (!digit && !hexLetter) return false;
  }
  return true;
}

/** One tag of an XML document: its name, raw attributes, and whether it opens, closes, or both. */
interface XmlTag {
  name: string;
  /** The text between the name and the tag's end (attributes), not parsed. */
  attributes: string;
  closing: boolean;
  selfClosing: boolean;
}

interface XmlVisitor {
  tag(tag: XmlTag): void;
  /** Character data between tags; `raw` for CDATA (no references to decode). */
  text(text: string, raw: boolean): void;
  /** True once the visitor wants no more (its text budget is spent). */
  done(): boolean;
}

/**
 * Walks an XML document once, left to right: every step finds its end with `indexOf` from where
 * the previous one stopped, so the time is linear in the input whatever it holds (an unclosed
 * comment or tag ends the walk). Comments, processing instructions and declarations are skipped.
 */
export function scanXml(xml: string, visitor: XmlVisitor): void {
  let at = 0;
  while (at < xml.length && !visitor.done()) {
    const lt = xml.indexOf("<", at);
    if (lt < 0) {
      visitor.text(xml.slice(at), false);
      return;
    }
    if (lt > at) visitor.text(xml.slice(at, lt), false);
    if (xml.startsWith("<!--", lt)) {
      const end = xml.indexOf("-->", lt + 4);
      if (end < 0) return;
      at = end + 3;
      continue;
    }
    if (xml.startsWith("<![CDATA[", lt)) {
      const end = xml.indexOf("]]>", lt + 9);
      if (end < 0) return;
      visitor.text(xml.slice(lt + 9, end), true);
      at = end + 3;
      continue;
    }
    const gt = xml.indexOf(">", lt + 1);
    if (gt < 0) return;
    at = gt + 1;
    const first = xml.charCodeAt(lt + 1);
    // `<?...?>` and `<!DOCTYPE ...>`.
    if (first === 0x3f || first === 0x21) continue;
    const closing = first === 0x2f;
    const selfClosing = xml.charCodeAt(gt - 1) === 0x2f && gt - 1 > lt + 1;
    const start = closing ? lt + 2 : lt + 1;
    const end = selfClosing ? gt - 1 : gt;
    let nameEnd = start;
    while (nameEnd < end && !isXmlSpace(xml.charCodeAt(nameEnd))) nameEnd += 1;
    visitor.tag({
      name: xml.slice(start, nameEnd),
      attributes: xml.slice(nameEnd, end),
      closing,
      selfClosing,
    });
  }
}

function isXmlSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

/** The value of attribute `name` in a tag's raw attributes, or null; a linear scan. */
export function xmlAttribute(attributes: string, name: string): string | null {
  let at = 0;
  const length = attributes.length;
  while (at < length) {
    while (at < length && isXmlSpace(attributes.charCodeAt(at))) at += 1;
    const nameStart = at;
    while (at < length && attributes[at] !== "=" && !isXmlSpace(attributes.charCodeAt(at))) at += 1;
    const found = attributes.slice(nameStart, at);
    while (at < length && isXmlSpace(attributes.charCodeAt(at))) at += 1;
    if (attributes[at] !== "=") {
      if (at === nameStart) at += 1;
      continue;
    }
    at += 1;
    while (at < length && isXmlSpace(attributes.charCodeAt(at))) at += 1;
    const quote = attributes[at];
    if (quote !== '"' && quote !== "'") return null;
    const close = attributes.indexOf(quote, at + 1);
    if (close < 0) return null;
    if (found === name) return attributes.slice(at + 1, close);
    at = close + 1;
  }
  return null;
}

const characters = (text: string, raw: boolean) => (raw ? text : decodeXmlText(text));

/** Text runs of WordprocessingML, a line per paragraph, a space per tab or break. */
function wordText(xml: string, out: TextBudget): void {
  let inText = false;
  scanXml(xml, {
    tag(tag) {
      if (tag.name === "w:t") inText = !tag.closing && !tag.selfClosing;
      else if (tag.name === "w:p" && tag.closing) out.push("\n");
      else if ((tag.name === "w:tab" || tag.name === "w:br") && !tag.closing) out.push(" ");
    },
    text(text, raw) {
      if (inText) out.push(characters(text, raw));
    },
    done: () => out.full,
  });
}

/** Every string of a workbook's shared string table, one per line. */
function sharedStringsText(xml: string, out: TextBudget): void {
  let inText = false;
  scanXml(xml, {
    tag(tag) {
      if (tag.name === "t") inText = !tag.closing && !tag.selfClosing;
      else if (tag.name === "si" && tag.closing) out.push("\n");
    },
    text(text, raw) {
      if (inText) out.push(characters(text, raw));
    },
    done: () => out.full,
  });
}

/**
 * A worksheet's inline strings and values, a line per row. Cells of type `s` hold an index into
 * the shared strings (already taken), so their value is skipped; a formula's text is skipped too.
 */
function sheetText(xml: string, out: TextBudget): void {
  // The cell being read: null outside a cell (or in a shared-string cell).
  let cell: { inline: string[]; value: string[] } | null = null;
  let reading: "t" | "v" | null = null;
  const finishCell = () => {
    if (!cell) return;
    const text = cell.inline.length > 0 ? cell.inline.join("") : cell.value.join("");
    if (text !== "") out.push(`${text} `);
    cell = null;
  };
  scanXml(xml, {
    tag(tag) {
      if (tag.name === "c") {
        finishCell();
        reading = null;
        if (!tag.closing && !tag.selfClosing && xmlAttribute(tag.attributes, "t") !== "s") {
          cell = { inline: [], value: [] };
        }
      } else if (tag.name === "row" && tag.closing) {
        finishCell();
        out.push("\n");
      } else if (cell && (tag.name === "t" || tag.name === "v")) {
        reading = tag.closing || tag.selfClosing ? null : tag.name;
      }
    },
    text(text, raw) {
      if (!cell || !reading) return;
      (reading === "t" ? cell.inline : cell.value).push(characters(text, raw));
    },
    done: () => out.full,
  });
  finishCell();
}
