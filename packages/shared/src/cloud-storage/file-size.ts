const UNITS = ["B", "KB", "MB", "GB"] as const;

/** A file size in B, KB, MB or GB (base 1000), with 2 decimals above bytes (spec §9): 1 500 000 → "1.50 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${Math.round(value)} B` : `${value.toFixed(2)} ${UNITS[unit]}`;
}
