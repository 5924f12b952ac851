import { HEX_COLOUR } from "@bearish/shared/editor/editor-constants";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Spec §5 hex colour: 3 or 6 hex digits, optional leading #; the stored value carries the #. */
export function normaliseHex(value: string): string | null {
  const trimmed = value.trim();
  if (!HEX_COLOUR.test(trimmed)) return null;
  return (trimmed.startsWith("#") ? trimmed : `#${trimmed}`).toUpperCase();
}

export interface HexColourFieldProps {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}

/** A hex input that reports only valid colours and says `Invalid Hex value` otherwise. */
export function HexColourField({ label, value, onChange }: HexColourFieldProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const valid = normaliseHex(draft) !== null;

  return (
    <TextField
      size="small"
      label={label}
      value={draft}
      error={!valid}
      helperText={valid ? " " : t("editorBlocks.invalidHex")}
      onChange={(event) => {
        setDraft(event.target.value);
        const hex = normaliseHex(event.target.value);
        if (hex) onChange(hex);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <Box
              aria-hidden
              sx={{
                width: 18,
                height: 18,
                borderRadius: 0.5,
                border: 1,
                borderColor: "divider",
                bgcolor: normaliseHex(draft) ?? value,
                marginInlineEnd: 1,
                flexShrink: 0,
              }}
            />
          ),
        },
      }}
    />
  );
}

/** Black or white, whichever reads better on the colour (relative luminance, WCAG). */
export function readableTextOn(hex: string): "#000000" | "#FFFFFF" {
  const digits = hex.replace("#", "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const channel = (i: number) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return luminance > 0.4 ? "#000000" : "#FFFFFF";
}
