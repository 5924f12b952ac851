import { validateHex } from "@bearish/shared/editor/colour-rules";

/** A hex colour as typed (spec §5: 3 or 6 hex digits, optional #), with its #; null when not one. */
export function hexWithHash(value: string): string | null {
  const check = validateHex(value);
  return check.ok ? check.value : null;
}

/**
 * Text colour that stays readable on a stored background (blocks keep their own background in both
 * themes, so the text must follow the background, not the theme).
 */
export function readableTextOn(background: string): string {
  const hex = hexWithHash(background);
  if (!hex) return "inherit";
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  return luminance > 0.4 ? "rgba(0, 0, 0, 0.87)" : "#FFFFFF";
}
