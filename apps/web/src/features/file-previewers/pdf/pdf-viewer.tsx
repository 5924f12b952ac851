import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCtrlWheel } from "../hooks/use-ctrl-wheel";
import { stepZoom } from "../zoom-rules";
import { openPdf, type PdfPasswordReason, PdfSessionClosed } from "./pdf-document";
import { classifyPdfError } from "./pdf-errors";
import { type PageSize, PDF_TO_CSS_UNITS, PdfPage } from "./pdf-page";
import { PdfPasswordForm } from "./pdf-password-form";

type PdfState =
  | { status: "loading" }
  | { status: "password"; reason: PdfPasswordReason; submit: (password: string) => void; attempt: number }
  | { status: "ready"; doc: PDFDocumentProxy; firstPage: PageSize }
  | { status: "error"; message: "loadFailed" | "unknownError" };

export interface PdfViewerProps {
  url: string;
  /** Percent, from the header's zoom control. */
  zoom: number;
  onZoomChange: (zoom: number) => void;
}

/** A PDF drawn page by page on canvases (only pages near the view), with the spec's password flow. */
export function PdfViewer({ url, zoom, onZoomChange }: PdfViewerProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [state, setState] = useState<PdfState>({ status: "loading" });
  const [currentPage, setCurrentPage] = useState(1);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setState({ status: "loading" });
    let active = true;
    let attempt = 0;
    const session = openPdf(url, (reason, submit) => {
      attempt += 1;
      if (active) setState({ status: "password", reason, submit, attempt });
    });
    session.promise
      .then(async (doc) => {
        const page = await doc.getPage(1);
        const viewport = page.getViewport({ scale: PDF_TO_CSS_UNITS });
        if (active) setState({ status: "ready", doc, firstPage: { width: viewport.width, height: viewport.height } });
      })
      .catch((error: unknown) => {
        if (!active || error instanceof PdfSessionClosed) return;
        // Passwords arrive through `onPassword`, so a rejection here is a file pdf.js cannot read.
        const failure = classifyPdfError(error);
        setState({ status: "error", message: failure.kind === "load" ? "loadFailed" : "unknownError" });
      });
    return () => {
      active = false;
      session.destroy();
    };
  }, [url]);

  const wheelRef = useCtrlWheel((direction) => onZoomChange(stepZoom(zoom, direction)), scrollRef);

  const pageCount = state.status === "ready" ? state.doc.numPages : 0;

  const goToPage = useCallback((page: number) => {
    const container = scrollRef.current;
    const target = container?.querySelector<HTMLElement>(`[data-page-number="${page}"]`);
    if (!container || !target) return;
    container.scrollTop = target.offsetTop - container.offsetTop;
    setCurrentPage(page);
  }, []);

  // Arrow keys turn pages (Left/Right follow the reading direction); the password field keeps its keys.
  useEffect(() => {
    if (pageCount === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLElement && event.target.closest("input, textarea, [role='tab']")) return;
      const forward = theme.direction === "rtl" ? "ArrowLeft" : "ArrowRight";
      const backward = theme.direction === "rtl" ? "ArrowRight" : "ArrowLeft";
      let next: number | null = null;
      if (event.key === forward || event.key === "PageDown") next = currentPage + 1;
      if (event.key === backward || event.key === "PageUp") next = currentPage - 1;
      if (event.key === "Home") next = 1;
      if (event.key === "End") next = pageCount;
      if (next === null) return;
      event.preventDefault();
      goToPage(Math.min(pageCount, Math.max(1, next)));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [currentPage, goToPage, pageCount, theme.direction]);

  const onScroll = () => {
    const container = scrollRef.current;
    if (!container || pageCount === 0) return;
    const top = container.scrollTop + container.offsetTop + 1;
    const pages = container.querySelectorAll<HTMLElement>("[data-page-number]");
    // Binary search: the last page whose top is above the view's top.
    let low = 0;
    let high = pages.length - 1;
    let found = 0;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const page = pages[middle];
      if (page && page.offsetTop <= top) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    setCurrentPage(found + 1);
  };

  if (state.status === "loading") {
    return (
      <Box sx={{ display: "grid", placeItems: "center", height: "100%" }}>
        <CircularProgress aria-label={t("previewers.loading")} />
      </Box>
    );
  }
  if (state.status === "password") {
    return (
      <Box sx={{ height: "100%", overflow: "auto", px: 2 }}>
        <PdfPasswordForm
          key={state.attempt}
          reason={state.reason}
          onSubmit={(password) => {
            setState({ status: "loading" });
            state.submit(password);
          }}
        />
      </Box>
    );
  }
  if (state.status === "error") {
    return (
      <Box sx={{ p: 3, display: "flex", justifyContent: "center" }}>
        <Alert severity="error">{t(`previewers.pdf.${state.message}`)}</Alert>
      </Box>
    );
  }
  const scale = zoom / 100;
  return (
    <Box sx={{ position: "relative", height: "100%" }}>
      <Box
        ref={wheelRef}
        onScroll={onScroll}
        aria-label={t("previewers.pdf.label")}
        sx={{ height: "100%", overflow: "auto", py: 2, px: 1, display: "flex", flexDirection: "column" }}
      >
        {Array.from({ length: pageCount }, (_, index) => (
          <PdfPage
            // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is its identity.
            key={index}
            doc={state.doc}
            pageNumber={index + 1}
            scale={scale}
            estimate={state.firstPage}
            total={pageCount}
          />
        ))}
      </Box>
      <Typography
        variant="caption"
        aria-live="polite"
        sx={{
          position: "absolute",
          bottom: 12,
          insetInlineEnd: 20,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: "background.paper",
          boxShadow: 1,
        }}
      >
        {t("previewers.pdf.page", { page: currentPage, total: pageCount })}
      </Typography>
    </Box>
  );
}
