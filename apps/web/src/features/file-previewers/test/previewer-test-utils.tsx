import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import type { Me } from "@bearish/shared/users/user";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { strToU8, zipSync } from "fflate";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { vi } from "vitest";
import { i18n } from "../../../app/i18n/i18n";
import { SnackbarProvider } from "../../../lib/snackbar";
import { makeMe } from "../../../test/fixtures";
import { meQueryKey } from "../../auth/hooks/use-me";

// Test helpers of the file previewers.

export const ME = makeMe({ firstName: "Grace", lastName: "Hopper", email: "grace@example.com" });

/** Renders with the app's providers (i18n, query cache, snackbar), signed in as `me` (null: not loaded). */
export function renderPreviewer(ui: ReactNode, { me = ME }: { me?: Me | null } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (me) queryClient.setQueryData(meQueryKey, me);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>{children}</SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  const view = render(ui, { wrapper });
  return { ...view, queryClient };
}

export function makeCloudFile(overrides: Partial<CloudFile> = {}): CloudFile {
  const person = { id: ME.id, firstName: ME.firstName, lastName: ME.lastName, email: ME.email, avatar: null };
  return {
    id: "0197f000-0000-7000-8000-000000000001",
    name: "report.pdf",
    originalName: "report.pdf",
    description: "",
    tags: [],
    directory: "/",
    path: "/report.pdf",
    size: 1_500_000,
    contentType: "application/pdf",
    uploadId: "0197f000-0000-7000-8000-0000000000aa",
    ownerId: ME.id,
    uploadedBy: person,
    locking: { isLocked: false, lockedBy: null, lockedAt: null },
    enableWatermark: false,
    uploadDate: "2026-01-05T10:00:00.000Z",
    lastAccessed: null,
    downloads: 0,
    totalShares: 0,
    totalViews: 0,
    members: [],
    comments: 0,
    versions: 1,
    version: 1,
    setExpiryDate: null,
    connectedProject: null,
    connectedWorkspace: null,
    connectedFolder: null,
    platform: "bearish",
    thumbnailUrl: null,
    access: "owner",
    isDeleted: false,
    deletedAt: null,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

/** Replaces `fetch` so the signed URL answers with these bytes (or this status). */
export function serveBytes(bytes: Uint8Array, status = 200) {
  // A typed array body (jsdom's Blob is not the one Node's Response reads).
  const fetchMock = vi.fn(async () => new Response(status === 200 ? bytes.slice() : "nope", { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A minimal valid XLSX (inline strings), as the server's demo generator writes it. */
export function makeXlsx(sheets: { name: string; rows: (string | number)[][] }[]): Uint8Array {
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheetXml = (rows: (string | number)[][]) =>
    `${XML}<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
      .map(
        (row, r) =>
          `<row r="${r + 1}">${row
            .map((value, c) =>
              typeof value === "number"
                ? `<c r="${column(c)}${r + 1}"><v>${value}</v></c>`
                : `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`,
            )
            .join("")}</row>`,
      )
      .join("")}</sheetData></worksheet>`;
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets
        .map(
          (_, i) =>
            `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join("")}</Types>`,
    ),
    "_rels/.rels": strToU8(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `${XML}<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
        .map((s, i) => `<sheet name="${escapeXml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
        .join("")}</sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
        .map(
          (_, i) =>
            `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
        )
        .join("")}</Relationships>`,
    ),
  };
  sheets.forEach((sheet, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(sheet.rows));
  });
  return zipSync(files);
}

/** A small valid ZIP holding `word/document.xml` (enough for a mocked docx-preview). */
export function makeDocxLike(): Uint8Array {
  return zipSync({ "word/document.xml": strToU8(`${XML}<w:document/>`) });
}

/** Rewrites the uncompressed size the central directory declares for the archive's first entry. */
function declareSize(bytes: Uint8Array, size: number): Uint8Array {
  const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = bytes.length - 22; at >= 0; at -= 1) {
    if (data.getUint32(at, true) !== 0x06054b50) continue;
    data.setUint32(data.getUint32(at + 16, true) + 24, size, true);
    return bytes;
  }
  throw new Error("no end-of-central-directory record");
}

/**
 * A lying archive: its one entry declares 1,000 bytes (nothing the declared-size check refuses)
 * but actually inflates to 3 MB.
 */
export function makeLyingArchive(name = "word/document.xml"): Uint8Array {
  return declareSize(zipSync({ [name]: new Uint8Array(3 * 1024 * 1024) }, { level: 9 }), 1000);
}

/** The parts of a Word document whose styles.xml holds `stylesXml` and whose body uses style `styleId`. */
export function makeDocx({ stylesXml, body }: { stylesXml: string; body: string }): Uint8Array {
  const rels = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  return zipSync({
    "[Content_Types].xml": strToU8(
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    "word/_rels/document.xml.rels": strToU8(
      `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/styles" Target="styles.xml"/></Relationships>`,
    ),
    "word/styles.xml": strToU8(stylesXml),
    "word/document.xml": strToU8(
      `${XML}<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

/**
 * A zip bomb in disguise: a real, small archive whose central directory declares 300 MB for its
 * one entry (what a crafted bomb admits before anything is inflated).
 */
export function makeZipBomb(): Uint8Array {
  return declareSize(zipSync({ "word/document.xml": strToU8("x".repeat(1000)) }, { level: 9 }), 300 * 1024 * 1024);
}
