import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { PDFDocumentProxy, RenderTask } from "pdfjs-dist";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInView } from "../hooks/use-in-view";

/** pdf.js sizes pages in points (1/72 in); 100 % shows them at their printed size in CSS pixels. */
export const PDF_TO_CSS_UNITS = 96 / 72;
/** A rendered page never takes more canvas than this (about 64 MB of pixels), whatever the zoom. */
const MAX_CANVAS_PIXELS = 16_777_216;

export interface PageSize {
  width: number;
  height: number;
}

export interface PdfPageProps {
  doc: PDFDocumentProxy;
  pageNumber: number;
  /** 1 = 100 %. */
  scale: number;
  /** The first page's size at 100 %, used until this page's own size is known. */
  estimate: PageSize;
  total: number;
}

/** One page: an empty box of the right size until it comes near the view, then a canvas. */
export function PdfPage({ doc, pageNumber, scale, estimate, total }: PdfPageProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const visible = useInView(boxRef, "100% 0px");
  const [size, setSize] = useState<PageSize | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    let task: RenderTask | null = null;
    doc
      .getPage(pageNumber)
      .then((page) => {
        if (cancelled) return;
        const natural = page.getViewport({ scale: PDF_TO_CSS_UNITS });
        setSize({ width: natural.width, height: natural.height });
        const viewport = page.getViewport({ scale: scale * PDF_TO_CSS_UNITS });
        const canvas = canvasRef.current;
        if (!canvas) return;
        const ratio = Math.min(
          window.devicePixelRatio || 1,
          Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, viewport.width * viewport.height)),
        );
        canvas.width = Math.floor(viewport.width * ratio);
        canvas.height = Math.floor(viewport.height * ratio);
        task = page.render({
          canvas,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        return task.promise;
      })
      .then(() => {
        if (!cancelled) setFailed(false);
      })
      .catch((error: unknown) => {
        if (cancelled || (error instanceof Error && error.name === "RenderingCancelledException")) return;
        setFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, pageNumber, scale, visible]);

  // Pages far from the view give their pixels back.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!visible && canvas) {
      canvas.width = 0;
      canvas.height = 0;
    }
  }, [visible]);

  const width = (size ?? estimate).width * scale;
  const height = (size ?? estimate).height * scale;
  return (
    <Box
      ref={boxRef}
      data-page-number={pageNumber}
      role="img"
      aria-label={t("previewers.pdf.page", { page: pageNumber, total })}
      sx={{
        position: "relative",
        width,
        height,
        mx: "auto",
        mb: 2,
        bgcolor: "common.white",
        boxShadow: 2,
        flexShrink: 0,
      }}
    >
      <canvas ref={canvasRef} style={{ display: "block", width, height }} />
      {failed ? (
        <Typography color="error" sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}>
          {t("previewers.pdf.unknownError")}
        </Typography>
      ) : null}
    </Box>
  );
}
