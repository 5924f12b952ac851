import { fireEvent, screen, within } from "@testing-library/react";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { makeLyingArchive, makeXlsx, makeZipBomb, renderPreviewer, serveBytes } from "../test/previewer-test-utils";
import { columnLetters } from "./read-workbook";
import { XlsxViewer } from "./xlsx-viewer";

const url = "/api/files/xlsx?sig=1";
const NOTE = "Limited preview available. For full preview, download the file and open it in the related app.";

describe("XlsxViewer", () => {
  it("reads a real workbook with exceljs: the note, sheet tabs and each sheet's cells", async () => {
    serveBytes(
      makeXlsx([
        {
          name: "Budget",
          rows: [
            ["Item", "Cost"],
            ["Rent", 1200],
            ["Coffee", 35.5],
          ],
        },
        { name: "Team", rows: [["Name"], ["Ada"], ["Grace"]] },
      ]),
    );
    renderPreviewer(<XlsxViewer url={url} />);

    expect(await screen.findByText(NOTE)).toBeInTheDocument();
    const tabs = screen.getByRole("tablist", { name: "Sheets" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Budget", "Team"]);
    expect(within(tabs).getByRole("tab", { name: "Budget" })).toHaveAttribute("aria-selected", "true");

    const budget = screen.getByRole("table", { name: "Budget" });
    expect(within(budget).getByRole("columnheader", { name: "A" })).toBeInTheDocument();
    expect(within(budget).getByRole("cell", { name: "Rent" })).toBeInTheDocument();
    expect(within(budget).getByRole("cell", { name: "1200" })).toBeInTheDocument();
    expect(within(budget).getByRole("cell", { name: "35.5" })).toBeInTheDocument();

    fireEvent.click(within(tabs).getByRole("tab", { name: "Team" }));
    const team = screen.getByRole("table", { name: "Team" });
    expect(within(team).getByRole("cell", { name: "Grace" })).toBeInTheDocument();
    expect(screen.queryByRole("cell", { name: "Rent" })).not.toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
  });

  it("refuses a zip bomb before exceljs reads it", async () => {
    serveBytes(makeZipBomb());
    renderPreviewer(<XlsxViewer url={url} />);
    expect(
      await screen.findByText("This file expands to more than the safe limit and was not opened."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
  });

  it("refuses an archive that lies about its sizes before exceljs reads it", async () => {
    serveBytes(makeLyingArchive("xl/worksheets/sheet1.xml"));
    renderPreviewer(<XlsxViewer url={url} />);
    expect(
      await screen.findByText("This file expands to more than the safe limit and was not opened."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Error reading XLSX file")).not.toBeInTheDocument();
  });

  it("says Failed to load XLSX file {status} for an error answer", async () => {
    serveBytes(new Uint8Array(), 500);
    renderPreviewer(<XlsxViewer url={url} />);
    expect(await screen.findByText("Failed to load XLSX file 500")).toBeInTheDocument();
  });

  it("says Error reading XLSX file for an archive without a workbook, and for bytes that are no archive", async () => {
    // A readable, harmless archive without a workbook inside.
    serveBytes(zipSync({ "readme.txt": strToU8("hello") }));
    const first = renderPreviewer(<XlsxViewer url={url} />);
    expect(await screen.findByText("Error reading XLSX file")).toBeInTheDocument();
    first.unmount();
    serveBytes(new TextEncoder().encode("not a zip at all"));
    renderPreviewer(<XlsxViewer url={url} />);
    expect(await screen.findByText("Error reading XLSX file")).toBeInTheDocument();
  });
});

describe("columnLetters", () => {
  it("names columns like a spreadsheet", () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual(["A", "Z", "AA", "AZ", "ZZ", "AAA"]);
  });
});
