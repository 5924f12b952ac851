import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { sampleDocx, samplePdf, sampleXlsx } from "../../demo/demo-documents";
import {
  deflatedZeros,
  manyTextOperatorsPdf,
  officeZipBomb,
  pdfWithScript,
  unclosedCellsXlsx,
  zipOf,
} from "./cloud-safety-fixtures";
import {
  cleanText,
  decodeXmlText,
  extractableKind,
  extractText,
  scanXml,
  TEXT_EXTRACTION_LIMITS,
  xmlAttribute,
} from "./cloud-text-extraction";
import { extractTextInWorker, SANDBOX_LIMITS } from "./cloud-text-extraction.sandbox";

const MB = 1024 * 1024;

describe("extractableKind", () => {
  it("reads PDF, DOCX and XLSX from the recognised type, and a plain ZIP from the name", () => {
    expect(extractableKind("application/pdf", "x")).toBe("pdf");
    expect(extractableKind("application/vnd.openxmlformats-officedocument.wordprocessingml.document", "x")).toBe(
      "docx",
    );
    expect(extractableKind("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "x")).toBe("xlsx");
    expect(extractableKind("application/zip", "Budget.XLSX")).toBe("xlsx");
    expect(extractableKind("application/zip", "notes.docx")).toBe("docx");
    expect(extractableKind("application/zip", "archive.zip")).toBeNull();
    expect(extractableKind("text/plain; charset=utf-8", "a.pdf")).toBeNull();
  });
});

describe("extractText", () => {
  it("takes the text of a PDF", async () => {
    const pdf = await samplePdf({ title: "Quarterly zebra report", paragraphs: ["Pelicans migrate", "in spring"] });
    const text = await extractText("pdf", pdf);
    expect(text).toContain("Quarterly zebra report");
    expect(text).toContain("Pelicans migrate");
  });

  it("skips an encrypted PDF without failing", async () => {
    const pdf = await samplePdf({ title: "Secret walrus", paragraphs: ["hidden"], password: "open-sesame" });
    expect(await extractText("pdf", pdf)).toBeNull();
  });

  it("reads a PDF that carries JavaScript without running it", async () => {
    const marker = globalThis as { pdfScriptRan?: number };
    const pdf = pdfWithScript("Harmless narwhal text", "globalThis.pdfScriptRan = 1; app.alert(1);");
    expect(await extractText("pdf", pdf)).toBe("Harmless narwhal text");
    expect(marker.pdfScriptRan).toBeUndefined();
  });

  it("reads only the first 50 pages of a PDF", async () => {
    const paragraphs = Array.from({ length: 60 }, (_, i) => `pageword${i + 1}`);
    // One paragraph per page: a page break before each.
    const { default: PDFDocument } = await import("pdfkit");
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
    paragraphs.forEach((p, i) => {
      if (i > 0) doc.addPage();
      doc.text(p);
    });
    doc.end();
    const text = (await extractText("pdf", await done)) ?? "";
    expect(text).toContain("pageword50");
    expect(text).not.toContain("pageword51");
  });

  it("takes the paragraphs of a DOCX, headers included", async () => {
    const docx = sampleDocx({ title: "Meeting about otters", paragraphs: ["Fish & chips", "Second <line>"] });
    expect(await extractText("docx", docx)).toBe("Meeting about otters\nFish & chips\nSecond <line>");

    const withHeader = zipSync({
      "word/document.xml": strToU8("<w:document><w:body><w:p><w:r><w:t>Body</w:t></w:r></w:p></w:body></w:document>"),
      "word/header1.xml": strToU8(
        '<w:hdr><w:p><w:r><w:t xml:space="preserve">Letterhead &#x263A;</w:t></w:r></w:p></w:hdr>',
      ),
      "word/styles.xml": strToU8("<w:styles><w:t>not text</w:t></w:styles>"),
    });
    expect(await extractText("docx", withHeader)).toBe("Body\nLetterhead \u263a");
  });

  it("takes shared strings, inline strings and values of an XLSX, not shared-string indexes", async () => {
    const xlsx = sampleXlsx([
      {
        name: "Budget",
        rows: [
          ["Flamingo", 42],
          ["Total", 99.5],
        ],
      },
      { name: "Notes", rows: [["Ibis"]] },
    ]);
    expect(await extractText("xlsx", xlsx)).toBe("Flamingo 42\nTotal 99.5\nIbis");

    const shared = zipSync({
      "xl/sharedStrings.xml": strToU8("<sst><si><t>Heron</t></si><si><r><t>Sto</t></r><r><t>rk</t></r></si></sst>"),
      "xl/worksheets/sheet1.xml": strToU8(
        '<worksheet><sheetData><row r="1"><c r="A1" t="s"><v>1</v></c><c r="B1" t="str"><f>A1</f><v>Stork</v></c><c r="C1"/></row></sheetData></worksheet>',
      ),
    });
    expect(await extractText("xlsx", shared)).toBe("Heron\nStork\nStork");
  });

  it("gives up on an archive once 50 MB were inflated, whatever its headers claim", async () => {
    // The headers admit to 80 MB here; a lying archive is stopped by the same cap on bytes produced.
    expect(await extractText("docx", officeZipBomb("docx", 80))).toBeNull();
    const lying = zipOf([
      { name: "xl/sharedStrings.xml", deflated: { bytes: deflatedZeros(60), uncompressedSize: 1000 } },
    ]);
    expect(await extractText("xlsx", lying)).toBeNull();
    expect(await extractText("xlsx", officeZipBomb("xlsx", 40))).toBe("");
  });

  it("does not read inputs over 25 MB", async () => {
    expect(await extractText("docx", new Uint8Array(TEXT_EXTRACTION_LIMITS.maxInputBytes + 1))).toBeNull();
  });

  it("fails on a file that is not what its type says", async () => {
    await expect(extractText("pdf", strToU8("not a pdf at all"))).rejects.toThrow();
  });
});

describe("hostile inputs", () => {
  it("reads a sheet of thousands of cells that never close in one pass", async () => {
    // 6 KB of `<c>`: a backtracking pattern took seconds on 520 bytes of this.
    const xlsx = unclosedCellsXlsx(2000);
    expect(await extractText("xlsx", xlsx)).toBe("");
    const docx = zipSync({ "word/document.xml": strToU8(`<w:p><w:t>${"<w:t>".repeat(2000)}`) });
    expect(await extractText("docx", docx)).toBe("");
  });

  it("stops reading a PDF page once the text reaches its cap", { timeout: 120_000 }, async () => {
    // A million `(hello world) Tj` operators in one page, in a few dozen KB.
    const pdf = manyTextOperatorsPdf(1_000_000);
    expect(pdf.length).toBeLessThan(200 * 1024);
    const text = (await extractText("pdf", pdf)) ?? "";
    expect(text).toHaveLength(TEXT_EXTRACTION_LIMITS.maxOutputChars);
    expect(text.startsWith("hello world\nhello world")).toBe(true);
  });

  it("extracts in a worker while the main thread keeps running", { timeout: 120_000 }, async () => {
    let ticks = 0;
    const interval = setInterval(() => {
      ticks += 1;
    }, 5);
    try {
      const pdf = await extractTextInWorker("pdf", manyTextOperatorsPdf(1_000_000));
      expect(pdf.ok && pdf.value?.length).toBe(TEXT_EXTRACTION_LIMITS.maxOutputChars);
      const xlsx = await extractTextInWorker("xlsx", unclosedCellsXlsx(2000));
      expect(xlsx).toEqual({ ok: true, value: "" });
      const docx = await extractTextInWorker("docx", sampleDocx({ title: "Walrus", paragraphs: ["tusks"] }));
      expect(docx).toEqual({ ok: true, value: "Walrus\ntusks" });
    } finally {
      clearInterval(interval);
    }
    // The worker's start alone takes longer than a few ticks; a blocked event loop would not tick.
    expect(ticks).toBeGreaterThan(10);
  });

  it("reports a worker stopped by its time limit, or out of memory, without throwing", async () => {
    const saved = { ...SANDBOX_LIMITS };
    try {
      SANDBOX_LIMITS.timeoutMs = 1;
      expect(await extractTextInWorker("pdf", manyTextOperatorsPdf(1000))).toMatchObject({
        ok: false,
        reason: "timeout",
      });
      Object.assign(SANDBOX_LIMITS, saved, { maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1 });
      expect(await extractTextInWorker("pdf", manyTextOperatorsPdf(1000))).toMatchObject({
        ok: false,
        reason: "crashed",
      });
    } finally {
      Object.assign(SANDBOX_LIMITS, saved);
    }
    // And a parse failure is told apart.
    expect(await extractTextInWorker("pdf", strToU8("not a pdf"))).toMatchObject({ ok: false, reason: "failed" });
  });
});

describe("scanXml", () => {
  it("walks tags and text, skipping comments and declarations, keeping CDATA raw", () => {
    const seen: string[] = [];
    scanXml(`<?xml version="1.0"?><!-- <t>no</t> --><a x='1'><t>A &amp; B</t><![CDATA[<raw>]]><b/></a>`, {
      tag: (tag) => seen.push(`${tag.closing ? "/" : ""}${tag.name}${tag.selfClosing ? "/" : ""}`),
      text: (text, raw) => seen.push(raw ? `[${text}]` : JSON.stringify(text)),
      done: () => false,
    });
    expect(seen).toEqual(["a", "t", '"A &amp; B"', "/t", "[<raw>]", "b/", "/a"]);
    expect(xmlAttribute(` r="A1" t='s'`, "t")).toBe("s");
    expect(xmlAttribute(` r="A1" st="s"`, "t")).toBeNull();
    expect(xmlAttribute(` r = "A1"  t = "str"`, "t")).toBe("str");
  });
});

describe("cleanText", () => {
  it("drops NUL and control characters, collapses space, caps at 100,000 characters", () => {
    expect(cleanText("a\u0000b\u0007c \t d\n\n\n  e\r\nf ")).toBe("a b c d\ne\nf");
    expect(cleanText("x".repeat(150_000))).toHaveLength(100_000);
    expect(decodeXmlText("&lt;&amp;&quot;&apos;&gt; &#65;&#x42; &#0; &bogus;")).toBe(`<&"'> AB   &bogus;`);
  });
});

it("keeps the test bomb cheap to build and true to its size", () => {
  const data = deflatedZeros(64);
  expect(data.length).toBeLessThan(64 * 2 * 1024);
  expect(64 * MB).toBeGreaterThan(TEXT_EXTRACTION_LIMITS.maxInflatedBytes);
});
