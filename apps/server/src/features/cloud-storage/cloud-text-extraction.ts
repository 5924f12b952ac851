import { Unzip, UnzipInflate, UnzipPassThrough } from "fflate";

/**
 * Text of PDF, DOCX and XLSX files for the global search. Every limit holds whatever the file
 * claims about itself: inputs over 25 MB are not read, an archive is given up once 50 MB have
 * actually been inflated from it, a PDF is read for its first 50 pages, and the text is cut at
 * 100,000 characters. PDF script never runs (pdf.js without eval; text extraction has no
 * scripting), and an encrypted PDF is skipped.
 */

export const TEXT_EXTRACTION_LIMITS = {
  maxInputBytes: 25 * 1024 * 1024,
  maxInflatedBytes: 50 * 1024 * 1024,
  maxPdfPages: 50,
  maxOutputChars: 100_000,
} as const;

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
    const out: string[] = [];
    let length = 0;
    for (let n = 1; n <= pages && length < TEXT_EXTRACTION_LIMITS.maxOutputChars; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if (!("str" in item)) continue;
        const piece = item.hasEOL ? `${item.str}\n` : item.str;
        out.push(piece);
        length += piece.length;
      }
      out.push("\n");
      page.cleanup();
    }
    return out.join("");
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
  const text = (name: string) => decoder.decode(concat(parts.get(name) ?? []));
  const names = [...parts.keys()];
  if (kind === "docx") {
    const order = (name: string) => (name === "word/document.xml" ? 0 : 1);
    return names
      .sort((a, b) => order(a) - order(b) || a.localeCompare(b, "en", { numeric: true }))
      .map((name) => wordText(text(name)))
      .join("\n");
  }
  const sheets = names
    .filter((name) => XLSX_SHEET.test(name))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }));
  return [sharedStringsText(text(XLSX_SHARED_STRINGS)), ...sheets.map((name) => sheetText(text(name)))].join("\n");
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

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** XML character data as text: the five named entities and numeric references. */
export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (_, ref: string) => {
    if (ref.startsWith("#")) {
      const code = ref.startsWith("#x") ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : " ";
    }
    return ENTITIES[ref] ?? "";
  });
}

/** Text runs of WordprocessingML, a line per paragraph. */
function wordText(xml: string): string {
  const out: string[] = [];
  for (const match of xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<\/w:p>|<w:tab\/>|<w:br\/>/g)) {
    if (match[1] !== undefined) out.push(decodeXmlText(match[1]));
    else out.push(match[0] === "</w:p>" ? "\n" : " ");
  }
  return out.join("");
}

/** Every string of a workbook's shared string table, one per line. */
function sharedStringsText(xml: string): string {
  const out: string[] = [];
  for (const match of xml.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>|<\/si>/g)) {
    out.push(match[1] !== undefined ? decodeXmlText(match[1]) : "\n");
  }
  return out.join("");
}

/**
 * A worksheet's inline strings and values, a line per row. Cells of type `s` hold an index into
 * the shared strings (already taken), so their value is skipped.
 */
function sheetText(xml: string): string {
  const out: string[] = [];
  for (const match of xml.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)|<\/row>/g)) {
    if (match[0] === "</row>") {
      out.push("\n");
      continue;
    }
    const attributes = match[1] ?? "";
    const body = match[2];
    if (!body || /\bt="s"/.test(attributes)) continue;
    const inline = [...body.matchAll(/<t(?:\s[^>]*)?>([^<]*)<\/t>/g)].map((m) => m[1] ?? "");
    const value = /<v>([^<]*)<\/v>/.exec(body)?.[1];
    const cell = inline.length > 0 ? inline.join("") : (value ?? "");
    if (cell !== "") out.push(`${decodeXmlText(cell)} `);
  }
  return out.join("");
}
