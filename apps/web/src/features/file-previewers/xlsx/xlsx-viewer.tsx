import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import type { Workbook } from "exceljs";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  assertArchiveInflatesSafely,
  assertSafeArchive,
  FileFetchError,
  fetchFileBytes,
  UnsafeArchiveError,
} from "../archive-guard";
import {
  loadWorkbook,
  readSheet,
  type SheetGrid,
  sheetNamesOf,
  XLSX_MAX_COLUMNS,
  XLSX_MAX_ROWS,
} from "./read-workbook";
import { SheetTable } from "./sheet-table";

type XlsxState =
  | { status: "loading" }
  | { status: "ready"; workbook: Workbook; sheets: string[] }
  | { status: "error"; message: string };

/** A spreadsheet read by exceljs: sheet tabs, the first rows and columns of the chosen sheet, and the spec's note. */
export function XlsxViewer({ url }: { url: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<XlsxState>({ status: "loading" });
  const [sheet, setSheet] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    setSheet(0);
    const run = async () => {
      let bytes: Uint8Array;
      try {
        bytes = await fetchFileBytes(url, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        const status = error instanceof FileFetchError && error.status !== null ? error.status : "";
        setState({ status: "error", message: t("previewers.xlsx.loadFailed", { status }).trim() });
        return;
      }
      try {
        assertSafeArchive(bytes);
        await assertArchiveInflatesSafely(bytes, controller.signal);
        if (controller.signal.aborted) return;
        const workbook = await loadWorkbook(bytes);
        if (!controller.signal.aborted) setState({ status: "ready", workbook, sheets: sheetNamesOf(workbook) });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message =
          error instanceof UnsafeArchiveError ? t("previewers.unsafeArchive") : t("previewers.xlsx.readFailed");
        setState({ status: "error", message });
      }
    };
    void run();
    return () => controller.abort();
  }, [url, t]);

  const grid = useMemo<SheetGrid | "failed" | null>(() => {
    if (state.status !== "ready") return null;
    try {
      return readSheet(state.workbook, sheet);
    } catch {
      return "failed";
    }
  }, [state, sheet]);

  if (state.status === "loading") {
    return (
      <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
        <CircularProgress aria-label={t("previewers.loading")} />
      </Box>
    );
  }
  if (state.status === "error") {
    return (
      <Box sx={{ p: 3, display: "flex", justifyContent: "center" }}>
        <Alert severity="error">{state.message}</Alert>
      </Box>
    );
  }
  const sheetName = state.sheets[sheet] ?? "";
  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
      <Alert severity="info" sx={{ borderRadius: 0 }}>
        {t("previewers.xlsx.note")}
      </Alert>
      <Box sx={{ flex: 1, minHeight: 0, overflow: "auto", p: 1 }} aria-label={t("previewers.xlsx.label")}>
        {grid === "failed" ? (
          <Alert severity="error">{t("previewers.xlsx.sheetFailed")}</Alert>
        ) : grid && grid.rows.length > 0 ? (
          <SheetTable grid={grid} label={sheetName} />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t("previewers.xlsx.empty")}
          </Typography>
        )}
      </Box>
      {grid !== "failed" && grid?.capped ? (
        <Typography variant="caption" color="text.secondary" sx={{ px: 2, py: 0.5 }}>
          {t("previewers.xlsx.capped", { rows: XLSX_MAX_ROWS, columns: XLSX_MAX_COLUMNS })}
        </Typography>
      ) : null}
      <Tabs
        value={sheet}
        onChange={(_, value: number) => setSheet(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t("previewers.xlsx.sheets")}
        sx={{ borderTop: 1, borderColor: "divider", minHeight: 40, "& .MuiTab-root": { minHeight: 40 } }}
      >
        {state.sheets.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two sheets may not share a name, but their order is what selects them.
          <Tab key={index} label={name} value={index} sx={{ textTransform: "none" }} />
        ))}
      </Tabs>
    </Box>
  );
}
