/** A stored block size as CSS: a bare number is pixels, `auto` becomes `fallback`. */
export function cssLength(size: string, fallback = "100%"): string {
  if (size === "auto") return fallback;
  return /^\d+(\.\d+)?$/.test(size) ? `${size}px` : size;
}
