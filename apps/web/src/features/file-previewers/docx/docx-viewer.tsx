import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { assertSafeArchive, FileFetchError, fetchFileBytes, UnsafeArchiveError } from "../archive-guard";
import { useCtrlWheel } from "../hooks/use-ctrl-wheel";
import { stepDocxZoom } from "../zoom-rules";
import { renderDocx } from "./render-docx";

type DocxState = { status: "loading" } | { status: "ready" } | { status: "error"; message: string };

/** A Word document rendered by docx-preview, zoomed with Ctrl + wheel from 0.5 to 3 (spec §5). */
export function DocxViewer({ url }: { url: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DocxState>({ status: "loading" });
  const [scale, setScale] = useState(1);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stylesRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    const run = async () => {
      let bytes: Uint8Array;
      try {
        bytes = await fetchFileBytes(url, controller.signal);
      } catch (error) {
        if (controller.signal.aborted) return;
        const message =
          error instanceof FileFetchError && error.status !== null
            ? t("previewers.docx.fetchStatus", { status: error.status })
            : t("previewers.docx.fetchFailed", { text: error instanceof Error ? error.message : String(error) });
        setState({ status: "error", message });
        return;
      }
      try {
        assertSafeArchive(bytes);
        const body = bodyRef.current;
        const styles = stylesRef.current;
        if (!body || !styles || controller.signal.aborted) return;
        await renderDocx(bytes, body, styles);
        if (!controller.signal.aborted) setState({ status: "ready" });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message =
          error instanceof UnsafeArchiveError ? t("previewers.unsafeArchive") : t("previewers.docx.renderFailed");
        setState({ status: "error", message });
      }
    };
    void run();
    return () => {
      controller.abort();
      bodyRef.current?.replaceChildren();
      stylesRef.current?.replaceChildren();
    };
  }, [url, t]);

  const wheelRef = useCtrlWheel((direction) => setScale((current) => stepDocxZoom(current, direction)));

  return (
    <Box sx={{ position: "relative", height: "100%" }}>
      <Box
        ref={wheelRef}
        data-testid="docx-scroll"
        aria-label={t("previewers.docx.label")}
        sx={{ height: "100%", overflow: "auto", bgcolor: "action.hover" }}
      >
        {state.status === "loading" ? (
          <Box sx={{ display: "grid", placeItems: "center", py: 8 }}>
            <CircularProgress aria-label={t("previewers.loading")} />
          </Box>
        ) : null}
        {state.status === "error" ? (
          <Box sx={{ p: 3, display: "flex", justifyContent: "center" }}>
            <Alert severity="error">{state.message}</Alert>
          </Box>
        ) : null}
        <div ref={stylesRef} />
        {/* The document keeps its own colours (and its left-to-right pages) in both themes. */}
        <Box
          ref={bodyRef}
          data-testid="docx-body"
          data-scale={scale}
          sx={{
            zoom: scale,
            color: "#000",
            display: state.status === "error" ? "none" : "block",
            "& .docx-wrapper": { bgcolor: "transparent", p: 2 },
          }}
        />
      </Box>
      {state.status === "ready" ? (
        <Typography
          variant="caption"
          title={t("previewers.docx.zoomHint")}
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
          {t("previewers.zoom.value", { percent: Math.round(scale * 100) })}
        </Typography>
      ) : null}
    </Box>
  );
}
