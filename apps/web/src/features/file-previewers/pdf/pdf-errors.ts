/** What a failure to open a PDF means for the viewer. */
export type PdfFailure = { kind: "password"; reason: 1 | 2 } | { kind: "load" } | { kind: "unknown" };

// pdf.js's own error classes (by name, so this needs no pdf.js import) and a network failure.
const LOAD_ERRORS = new Set([
  "InvalidPDFException",
  "MissingPDFException",
  "ResponseException",
  "UnexpectedResponseException",
  "FormatError",
  "TypeError",
]);

/**
 * Spec §4/§8: a PasswordException with code 1 asks for the password, code 2 says `Incorrect
 * password` and asks again; a file pdf.js cannot read is `Failed to load PDF`; anything else is
 * `Unknown error`.
 */
export function classifyPdfError(error: unknown): PdfFailure {
  if (typeof error !== "object" || error === null) return { kind: "unknown" };
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (name === "PasswordException") {
    if (code === 1 || code === 2) return { kind: "password", reason: code };
    return { kind: "unknown" };
  }
  if (typeof name === "string" && LOAD_ERRORS.has(name)) return { kind: "load" };
  return { kind: "unknown" };
}
