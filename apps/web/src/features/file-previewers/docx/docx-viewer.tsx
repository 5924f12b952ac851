import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  assertArchiveInflatesSafely,
  assertSafeArchive,
  FileFetchError,
  fetchFileBytes,
  UnsafeArchiveError,
} from "../archive-guard";
import { useCtrlHeld } from "../hooks/use-ctrl-held";
import { useCtrlWheel } from "../hooks/use-ctrl-wheel";
import { stepDocxZoom } from "../zoom-rules";
import { DOCX_FRAME_SANDBOX, renderDocx } from "./render-docx";

type DocxState = { status: "loading" } | { status: "ready"; srcdoc: string } | { status: "error"; message: string };

/**
 * A Word document rendered by docx-preview inside a sandboxed iframe (its CSS and markup stay in
 * there), zoomed with Ctrl + wheel from 0.5 to 3 (spec §5): the frame is scaled from outside, and
 * while Ctrl is held a transparent layer over it takes the wheel (a frame's own events never reach
 * this page); without Ctrl the wheel scrolls the frame.
 */
export function DocxViewer({ url }: { url: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<DocxState>({ status: "loading" });
  const [scale, setScale] = useState(1);
  const ctrlHeld = useCtrlHeld();

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
        await assertArchiveInflatesSafely(bytes, controller.signal);
        if (controller.signal.aborted) return;
        const srcdoc = await renderDocx(bytes);
        if (!controller.signal.aborted) setState({ status: "ready", srcdoc });
      } catch (error) {
        if (controller.signal.aborted) return;
        const message =
          error instanceof UnsafeArchiveError ? t("previewers.unsafeArchive") : t("previewers.docx.renderFailed");
        setState({ status: "error", message });
      }
    };
    void run();
    return () => controller.abort();
  }, [url, t]);

  const wheelRef = useCtrlWheel((direction) => setScale((current) => stepDocxZoom(current, direction)));

  return (
    <Box sx={{ position: "relative", height: "100%" }}>
      <Box
        ref={wheelRef}
        data-testid="docx-scroll"
        aria-label={t("previewers.docx.label")}
        sx={{ position: "relative", height: "100%", overflow: "hidden", bgcolor: "action.hover" }}
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
        {state.status === "ready" ? (
          // The document keeps its own colours (and its left-to-right pages) in both themes.
          <Box
            component="iframe"
            data-testid="docx-frame"
            data-scale={scale}
            title={t("previewers.docx.label")}
            sandbox={DOCX_FRAME_SANDBOX}
            referrerPolicy="no-referrer"
            srcDoc={state.srcdoc}
            sx={{
              position: "absolute",
              top: 0,
              left: 0,
              border: 0,
              display: "block",
              // Laid out 1/scale as large, then scaled: the frame always fills the viewer.
              width: `${100 / scale}%`,
              height: `${100 / scale}%`,
              transform: `scale(${scale})`,
              transformOrigin: "0 0",
            }}
          />
        ) : null}
        {state.status === "ready" && ctrlHeld ? (
          <Box data-testid="docx-zoom-layer" sx={{ position: "absolute", inset: 0, zIndex: 1 }} />
        ) : null}
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
