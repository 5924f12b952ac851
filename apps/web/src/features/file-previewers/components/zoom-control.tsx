import AddRounded from "@mui/icons-material/AddRounded";
import RemoveRounded from "@mui/icons-material/RemoveRounded";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clampZoom, stepZoom, ZOOM_DEFAULT, ZOOM_MAX, ZOOM_MIN, ZOOM_PRESETS } from "../zoom-rules";

export interface ZoomControlProps {
  /** Percent. */
  value: number;
  onChange: (percent: number) => void;
  /** Listen for Ctrl + `+`, Ctrl + `-` and Ctrl + `0` on the whole window (the preview is full screen). */
  keyboard?: boolean;
}

/** Zoom out / percentage with presets / zoom in, 10 to 250 % in steps of 10 (spec §5). */
export function ZoomControl({ value, onChange, keyboard = true }: ZoomControlProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const zoom = clampZoom(value);
  const latest = useRef({ zoom, onChange });
  latest.current = { zoom, onChange };

  useEffect(() => {
    if (!keyboard) return;
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const { zoom: current, onChange: change } = latest.current;
      let next: number | null = null;
      if (event.key === "+" || event.key === "=" || event.code === "NumpadAdd") next = stepZoom(current, 1);
      else if (event.key === "-" || event.key === "_" || event.code === "NumpadSubtract") next = stepZoom(current, -1);
      else if (event.key === "0" || event.code === "Numpad0") next = ZOOM_DEFAULT;
      if (next === null) return;
      // The browser would zoom the whole app instead.
      event.preventDefault();
      if (next !== current) change(next);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [keyboard]);

  return (
    <Stack direction="row" role="group" aria-label={t("previewers.zoom.label")} sx={{ alignItems: "center" }}>
      <IconButton
        size="small"
        aria-label={t("previewers.zoom.zoomOut")}
        disabled={zoom <= ZOOM_MIN}
        onClick={() => onChange(stepZoom(zoom, -1))}
      >
        <RemoveRounded fontSize="small" />
      </IconButton>
      <Button
        size="small"
        color="inherit"
        aria-haspopup="menu"
        aria-label={`${t("previewers.zoom.presets")}: ${t("previewers.zoom.value", { percent: zoom })}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 64, fontVariantNumeric: "tabular-nums" }}
      >
        {t("previewers.zoom.value", { percent: zoom })}
      </Button>
      <IconButton
        size="small"
        aria-label={t("previewers.zoom.zoomIn")}
        disabled={zoom >= ZOOM_MAX}
        onClick={() => onChange(stepZoom(zoom, 1))}
      >
        <AddRounded fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { "aria-label": t("previewers.zoom.presets"), dense: true } }}
      >
        {ZOOM_PRESETS.map((preset) => (
          <MenuItem
            key={preset}
            selected={preset === zoom}
            onClick={() => {
              onChange(preset);
              setAnchor(null);
            }}
          >
            {t("previewers.zoom.value", { percent: preset })}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
