import type { Workbook, Worksheet } from "exceljs";

/** The preview shows at most this much of a sheet (the note says the preview is limited). */
export const XLSX_MAX_ROWS = 500;
export const XLSX_MAX_COLUMNS = 50;

export interface SheetGrid {
  /** Cell texts, row by row, within the caps. */
  rows: string[][];
  columnCount: number;
  /** True when the sheet has more rows or columns than are shown. */
  capped: boolean;
}

/** Reads XLSX bytes with exceljs, loaded on first use so the page bundle stays small. */
export async function loadWorkbook(bytes: Uint8Array): Promise<Workbook> {
  const module = await import("exceljs");
  // The browser build is a CommonJS bundle: its namespace arrives as `default`.
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const workbook = new ExcelJS.Workbook();
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  await workbook.xlsx.load(buffer);
  // exceljs reads any archive; one without a single sheet is not a workbook.
  if (workbook.worksheets.length === 0) throw new Error("The file has no sheets");
  return workbook;
}

export const sheetNamesOf = (workbook: Workbook): string[] => workbook.worksheets.map((sheet) => sheet.name);

/** The texts of one sheet's first rows and columns (as the spreadsheet shows them). */
export function readSheet(workbook: Workbook, index: number): SheetGrid {
  const sheet: Worksheet | undefined = workbook.worksheets[index];
  if (!sheet) throw new Error(`No sheet ${index}`);
  const rowCount = Math.min(sheet.rowCount, XLSX_MAX_ROWS);
  const columnCount = Math.min(sheet.columnCount, XLSX_MAX_COLUMNS);
  const rows: string[][] = [];
  for (let r = 1; r <= rowCount; r += 1) {
    const row = sheet.getRow(r);
    const texts: string[] = [];
    for (let c = 1; c <= columnCount; c += 1) texts.push(row.getCell(c).text ?? "");
    rows.push(texts);
  }
  return {
    rows,
    columnCount,
    capped: sheet.rowCount > XLSX_MAX_ROWS || sheet.columnCount > XLSX_MAX_COLUMNS,
  };
}

/** A spreadsheet column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let name = "";
  let n = index + 1;
  while (n > 0) {
    const rest = (n - 1) % 26;
    name = String.fromCharCode(65 + rest) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}
