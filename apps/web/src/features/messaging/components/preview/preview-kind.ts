export type PreviewKind = "image" | "video" | "audio" | "file";

// Formats a browser could run script from (or draw over the page) are only ever offered as downloads.
const ACTIVE_TYPES = /(svg|html|xhtml|xml|javascript|ecmascript)/i;
const ACTIVE_NAMES = /\.(svg|svgz|html?|xhtml|xht|xml|js|mjs)$/i;

/** How a file is previewed: images, video and audio play inline; anything else (and SVG/HTML) is a file card. */
export function previewKindOf(file: { fileName: string; fileType: string; kind: string }): PreviewKind {
  if (ACTIVE_TYPES.test(file.fileType) || ACTIVE_NAMES.test(file.fileName)) return "file";
  const type = file.fileType.toLowerCase();
  if (type.startsWith("image/") || (file.kind === "image" && type === "")) return "image";
  if (type.startsWith("video/") || (file.kind === "video" && type === "")) return "video";
  if (type.startsWith("audio/") || (file.kind === "audio" && type === "")) return "audio";
  return "file";
}
