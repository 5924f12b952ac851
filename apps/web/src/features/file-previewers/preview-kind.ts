/** Which viewer opens a cloud file; `none` is a card that offers the download only. */
export type CloudPreviewKind = "pdf" | "docx" | "xlsx" | "image" | "video" | "audio" | "none";

// Formats a browser could run script from (or draw over the page) are never previewed, whatever else they claim.
const ACTIVE_TYPES =
  /^(image\/svg|text\/html|application\/xhtml|text\/xml|application\/xml|(text|application)\/(x-)?(java|ecma)script|text\/xsl)/i;
const ACTIVE_EXTENSIONS = new Set(["svg", "svgz", "html", "htm", "xhtml", "xht", "xml", "xsl", "js", "mjs", "cjs"]);

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
// The server names a type from the file's magic bytes: an Office file can come back as a plain ZIP.
const GENERIC_TYPES = new Set(["", "application/zip", "application/x-zip-compressed", "application/octet-stream"]);
const RASTER_IMAGES = /^image\/(png|jpeg|gif|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)$/;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
};

/** Picks the viewer from the stored content type (sniffed by the server), with the name's extension as a tiebreak. */
export function cloudPreviewKind(file: { name: string; contentType: string }): CloudPreviewKind {
  const type = file.contentType.trim().toLowerCase().split(";")[0] ?? "";
  const extension = extensionOf(file.name);
  if (ACTIVE_TYPES.test(type) || ACTIVE_EXTENSIONS.has(extension)) return "none";
  if (type === "application/pdf" || (extension === "pdf" && GENERIC_TYPES.has(type))) return "pdf";
  if (type === DOCX_TYPE || (extension === "docx" && GENERIC_TYPES.has(type))) return "docx";
  if (type === XLSX_TYPE || (extension === "xlsx" && GENERIC_TYPES.has(type))) return "xlsx";
  if (RASTER_IMAGES.test(type)) return "image";
  if (type.startsWith("video/")) return "video";
  if (type.startsWith("audio/")) return "audio";
  return "none";
}

/** Viewers the header's zoom control drives (DOCX zooms with Ctrl + wheel on its own scale). */
export const ZOOMABLE_KINDS: ReadonlySet<CloudPreviewKind> = new Set(["pdf", "image"]);
