import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { sceneOfContent } from "../whiteboard-scene";

type PreviewState = "drawing" | "drawn" | "empty" | "failed";

/**
 * A read-only picture of a whiteboard's stored scene, drawn by Excalidraw's `exportToSvg` (loaded only
 * when a preview is shown, so documents without whiteboards never fetch Excalidraw).
 */
export function WhiteboardPreview({ content, title, height }: { content: unknown; title: string; height: number }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const dark = theme.palette.mode === "dark";
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<PreviewState>("drawing");

  useEffect(() => {
    const scene = sceneOfContent(content);
    if (scene.elements.length === 0) {
      setState("empty");
      return;
    }
    let cancelled = false;
    setState("drawing");
    void (async () => {
      try {
        await import("../excalidraw-assets");
        const { exportToSvg } = await import("@excalidraw/excalidraw");
        const svg = await exportToSvg({
          elements: scene.elements as unknown as Parameters<typeof exportToSvg>[0]["elements"],
          files: scene.files as unknown as Parameters<typeof exportToSvg>[0]["files"],
          appState: {
            exportBackground: true,
            exportWithDarkMode: dark,
            ...(scene.background ? { viewBackgroundColor: scene.background } : {}),
          },
          exportPadding: 16,
        });
        if (cancelled || !holder.current) return;
        svg.setAttribute("role", "img");
        svg.setAttribute("aria-label", t("whiteboards.block.preview", { title }));
        svg.style.width = "100%";
        svg.style.height = "100%";
        holder.current.replaceChildren(svg);
        setState("drawn");
      } catch {
        if (!cancelled) setState("failed");
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [content, dark, title, t]);

  return (
    <Box sx={{ position: "relative", height, bgcolor: "background.default", borderRadius: 1, overflow: "hidden" }}>
      <Box ref={holder} sx={{ height: "100%", display: state === "drawn" ? "block" : "none" }} />
      {state === "drawing" ? <Skeleton variant="rectangular" height="100%" /> : null}
      {state === "empty" || state === "failed" ? (
        <Box sx={{ height: "100%", display: "grid", placeItems: "center", p: 2 }}>
          <Typography color={state === "failed" ? "error" : "text.secondary"}>
            {t(state === "failed" ? "whiteboards.block.previewFailed" : "whiteboards.block.previewEmpty")}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
