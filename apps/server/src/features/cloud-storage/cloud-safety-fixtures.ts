import { Deflate, strToU8, zipSync, zlibSync } from "fflate";

/**
 * Malicious files for the safety tests, generated in code and cheaply: a real zip bomb (deflated
 * zeros that truly inflate to the declared size), one that lies about its size, a PDF that carries
 * JavaScript, a PDF of a few hundred KB holding millions of text operators, and a workbook whose
 * XML made a backtracking regular expression take seconds.
 */

const MB = 1024 * 1024;

/**
 * Raw deflate data of `megabytes` MB of zeros in about 1 KB per MB: one megabyte is deflated
 * once, sync-flushed to a byte boundary, and repeated (its back-references only ever point at
 * zeros, so each copy stays valid after the previous one), then a final empty block ends it.
 */
export function deflatedZeros(megabytes: number): Uint8Array {
  const pieces: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => pieces.push(chunk));
  deflate.push(new Uint8Array(MB));
  deflate.flush(true);
  const oneMegabyte = concat(pieces);
  // A final fixed-Huffman block holding only its end-of-block code.
  const finalBlock = new Uint8Array([0x03, 0x00]);
  return concat([...Array.from({ length: megabytes }, () => oneMegabyte), finalBlock]);
}

interface ZipPart {
  name: string;
  /** Stored (method 0) when `deflated` is absent. */
  data?: Uint8Array;
  deflated?: { bytes: Uint8Array; uncompressedSize: number };
}

/**
 * A ZIP archive of the given parts, written by hand so an entry can hold pre-deflated data. CRCs
 * are left 0: the readers under test never get as far as checking them, and a real bomb's CRC
 * would take a gigabyte of hashing to compute.
 */
export function zipOf(parts: ZipPart[]): Uint8Array {
  const out: number[] = [];
  const u16 = (v: number) => out.push(v & 0xff, (v >>> 8) & 0xff);
  const u32 = (v: number) => {
    u16(v & 0xffff);
    u16(Math.floor(v / 0x10000) & 0xffff);
  };
  const raw = (bytes: Uint8Array) => {
    for (let i = 0; i < bytes.length; i += 1) out.push(bytes[i] as number);
  };
  const entries = parts.map((part) => {
    const body = part.deflated?.bytes ?? part.data ?? new Uint8Array();
    return {
      name: strToU8(part.name),
      body,
      method: part.deflated ? 8 : 0,
      size: part.deflated?.uncompressedSize ?? body.length,
      offset: 0,
    };
  });
  for (const entry of entries) {
    entry.offset = out.length;
    u32(0x04034b50);
    u16(20);
    u16(0);
    u16(entry.method);
    u32(0);
    u32(0);
    u32(entry.body.length);
    u32(entry.size);
    u16(entry.name.length);
    u16(0);
    raw(entry.name);
    raw(entry.body);
  }
  const cdStart = out.length;
  for (const entry of entries) {
    u32(0x02014b50);
    u16(20);
    u16(20);
    u16(0);
    u16(entry.method);
    u32(0);
    u32(0);
    u32(entry.body.length);
    u32(entry.size);
    u16(entry.name.length);
    u16(0); // extra field length
    u16(0); // comment length
    u16(0); // disk number
    u16(0); // internal attributes
    u32(0); // external attributes
    u32(entry.offset);
    raw(entry.name);
  }
  const cdSize = out.length - cdStart;
  u32(0x06054b50);
  u32(0);
  u16(entries.length);
  u16(entries.length);
  u32(cdSize);
  u32(cdStart);
  u16(0);
  return new Uint8Array(out);
}

const CONTENT_TYPES = {
  docx: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  xlsx: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
};

/**
 * A zip bomb dressed as a DOCX or XLSX: a real content-types part, then the main part made of
 * `megabytes` MB of zeros deflated to about a thousandth of that.
 */
export function officeZipBomb(kind: "docx" | "xlsx", megabytes: number): Uint8Array {
  const main = kind === "docx" ? "word/document.xml" : "xl/worksheets/sheet1.xml";
  return zipOf([
    { name: "[Content_Types].xml", data: strToU8(CONTENT_TYPES[kind]) },
    { name: main, deflated: { bytes: deflatedZeros(megabytes), uncompressedSize: megabytes * MB } },
  ]);
}

/**
 * A zip bomb that lies: its central directory (and local header) declare the main part as 1,000
 * bytes, within every declared limit, while it really inflates to `megabytes` MB of zeros.
 */
export function lyingZipBomb(kind: "docx" | "xlsx", megabytes: number): Uint8Array {
  const main = kind === "docx" ? "word/document.xml" : "xl/worksheets/sheet1.xml";
  return zipOf([
    { name: "[Content_Types].xml", data: strToU8(CONTENT_TYPES[kind]) },
    { name: main, deflated: { bytes: deflatedZeros(megabytes), uncompressedSize: 1000 } },
  ]);
}

/**
 * An XLSX whose sheet is `<c>` repeated `times` times (no cell ever closes): a pattern like
 * `<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)` retries the rest of the input from every one of them.
 */
export function unclosedCellsXlsx(times: number): Uint8Array {
  return zipSync({
    "[Content_Types].xml": strToU8(CONTENT_TYPES.xlsx),
    "xl/worksheets/sheet1.xml": strToU8(`<worksheet><sheetData><row>${"<c>".repeat(times)}`),
  });
}

/**
 * A one-page PDF whose content stream repeats `(hello world) Tj` `times` times, compressed with
 * FlateDecode: three million repetitions (51 MB of text operators) take about 100 KB.
 */
export function manyTextOperatorsPdf(times: number): Uint8Array {
  const lines = `${"(hello world) Tj T* ".repeat(50)}0 700 Td `;
  const operators = strToU8(`BT /F1 12 Tf 14 TL 72 720 Td ${lines.repeat(Math.ceil(times / 50))}ET`);
  const stream = zlibSync(operators, { level: 9 });
  const head = (length: number) => `<< /Length ${length} /Filter /FlateDecode >>\nstream\n`;
  const objects: Array<string | Uint8Array[]> = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    [strToU8(head(stream.length)), stream, strToU8("\nendstream")],
  ];
  const pieces: Uint8Array[] = [strToU8("%PDF-1.7\n")];
  let length = pieces[0]?.length ?? 0;
  const add = (piece: Uint8Array) => {
    pieces.push(piece);
    length += piece.length;
  };
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    add(strToU8(`${index + 1} 0 obj\n`));
    for (const piece of typeof body === "string" ? [strToU8(body)] : body) add(piece);
    add(strToU8("\nendobj\n"));
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, "0")} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(strToU8(tail));
  return concat(pieces);
}

/**
 * A one-page PDF whose text is `text` and which asks its viewer to run `script` when it opens
 * (`/OpenAction` JavaScript) and on page open (`/AA`).
 */
export function pdfWithScript(text: string, script: string): Uint8Array {
  const pdfString = (s: string) => s.replace(/([\\()])/g, "\\$1");
  const content = `BT /F1 18 Tf 72 720 Td (${pdfString(text)}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(boot) 5 0 R] >> >> >>`,
    `<< /Type /Pages /Kids [3 0 R] /Count 1 >>`,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 6 0 R /AA << /O 5 0 R >> >>`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>`,
    `<< /S /JavaScript /JS (${pdfString(script)}) >>`,
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(pdf);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
