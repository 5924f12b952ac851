import BrokenImageOutlined from "@mui/icons-material/BrokenImageOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCtrlWheel } from "../hooks/use-ctrl-wheel";
import { stepZoom } from "../zoom-rules";

/** Spec §8: a picture that fails to load becomes an 800x600 box saying so. */
export const IMAGE_FALLBACK_SIZE = { width: 800, height: 600 } as const;

export interface ImageViewerProps {
  url: string;
  name: string;
  zoom: number;
  onZoomChange: (zoom: number) => void;
}

/** A picture at the zoom of the header's control; 100 % fits a large picture to the view's width. */
export function ImageViewer({ url, name, zoom, onZoomChange }: ImageViewerProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [baseWidth, setBaseWidth] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const wheelRef = useCtrlWheel((direction) => onZoomChange(stepZoom(zoom, direction)), scrollRef);

  return (
    <Box ref={wheelRef} sx={{ height: "100%", overflow: "auto", display: "flex", p: 2, bgcolor: "action.hover" }}>
      {failed ? (
        <Box
          role="img"
          aria-label={t("previewers.image.failed")}
          sx={{
            m: "auto",
            width: IMAGE_FALLBACK_SIZE.width,
            height: IMAGE_FALLBACK_SIZE.height,
            maxWidth: "100%",
            flexShrink: 0,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            gap: 1,
            border: 1,
            borderColor: "divider",
            borderRadius: 1,
            bgcolor: "background.paper",
          }}
        >
          <BrokenImageOutlined sx={{ fontSize: 48, color: "text.secondary" }} aria-hidden />
          <Typography color="text.secondary">{t("previewers.image.failed")}</Typography>
        </Box>
      ) : (
        <Box
          component="img"
          src={url}
          alt={name}
          draggable={false}
          onLoad={(event) => {
            const image = event.currentTarget;
            const room = Math.max(1, (scrollRef.current?.clientWidth ?? image.naturalWidth) - 32);
            setBaseWidth(Math.min(image.naturalWidth, room));
          }}
          onError={() => setFailed(true)}
          sx={{
            m: "auto",
            display: "block",
            flexShrink: 0,
            width: baseWidth === null ? "auto" : (baseWidth * zoom) / 100,
            maxWidth: baseWidth === null ? "100%" : "none",
            height: "auto",
            bgcolor: "background.paper",
          }}
        />
      )}
    </Box>
  );
}
