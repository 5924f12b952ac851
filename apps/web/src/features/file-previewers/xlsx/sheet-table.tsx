import Box from "@mui/material/Box";
import { columnLetters, type SheetGrid } from "./read-workbook";

/** A plain table of one sheet's cells with column letters and row numbers (plain elements: thousands of cells). */
export function SheetTable({ grid, label }: { grid: SheetGrid; label: string }) {
  const columns = Array.from({ length: grid.columnCount }, (_, index) => columnLetters(index));
  return (
    <Box
      component="table"
      aria-label={label}
      sx={{
        borderCollapse: "collapse",
        fontSize: 13,
        "& th, & td": {
          border: 1,
          borderColor: "divider",
          px: 1,
          py: 0.5,
          whiteSpace: "nowrap",
          maxWidth: 320,
          overflow: "hidden",
          textOverflow: "ellipsis",
        },
        "& th": { bgcolor: "action.hover", fontWeight: 600, color: "text.secondary", position: "sticky", top: 0 },
        "& tbody th": { position: "sticky", insetInlineStart: 0, top: "auto", textAlign: "end" },
        "& td": { bgcolor: "background.paper" },
      }}
    >
      <thead>
        <tr>
          <th aria-hidden />
          {columns.map((letter) => (
            <th key={letter} scope="col">
              {letter}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's number is its identity.
          <tr key={r}>
            <th scope="row">{r + 1}</th>
            {row.map((text, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a cell's column is its identity.
              <td key={c} title={text.length > 40 ? text : undefined}>
                {text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
