/** What to answer to a `Range` header for a resource of `size` bytes. */
export type RangeAnswer =
  | { kind: "full" }
  | { kind: "partial"; start: number; end: number }
  | { kind: "unsatisfiable" };

/**
 * Reads a `Range: bytes=...` header (RFC 9110 §14). One range is served as 206; a header that is
 * malformed, names another unit or asks for several ranges is ignored (the whole file, 200), which
 * the RFC allows; a well-formed range that starts past the end is 416.
 */
export function parseByteRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: "full" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: "full" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    // Suffix range: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  if (last !== "" && Number(last) < start) return { kind: "full" };
  return { kind: "partial", start, end };
}

/** True when an `If-None-Match` header names this entity tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === bare);
}
