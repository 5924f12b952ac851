import { editorSanitizeOptions } from "@bearish/shared/editor/editor-allowlist";
import { editorExtensions } from "@bearish/shared/editor/editor-extensions";
import type { AnyExtension, JSONContent } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html/server";
import sanitizeHtml from "sanitize-html";

/** The one editor schema (issue 8 §5), as the server uses it: no node views, no undo history. */
let extensions: AnyExtension[] | null = null;
export function richTextExtensions(): AnyExtension[] {
  if (!extensions) extensions = editorExtensions({ collaboration: true });
  return extensions;
}

const allowlist = () => editorSanitizeOptions as sanitizeHtml.IOptions;

/** An empty document: no blocks, or one empty paragraph (what a new editor holds). */
function isEmptyDoc(json: JSONContent): boolean {
  const blocks = json.content ?? [];
  if (blocks.length === 0) return true;
  const [only] = blocks;
  return blocks.length === 1 && only?.type === "paragraph" && !(only.content?.length ?? 0);
}

/**
 * Stored HTML as the editor's document (ProseMirror JSON): the editor allowlist first (so nothing
 * a browser would run reaches the parser), then the schema, which keeps only known nodes, marks
 * and attributes and parses every block's `data-attrs` through its zod schema.
 */
export function richTextToJson(html: string): JSONContent {
  const clean = sanitizeHtml(html, allowlist());
  return generateJSON(clean, richTextExtensions()) as JSONContent;
}

/** The editor's document as the HTML we store and serve ("" for an empty document). */
export function richTextFromJson(json: JSONContent): string {
  if (isEmptyDoc(json)) return "";
  return sanitizeHtml(generateHTML(json, richTextExtensions()), allowlist());
}

/**
 * The HTML as it may be stored and shown: the editor allowlist plus a round trip through the one
 * schema (HTML → document → HTML), so unknown tags, `on*` handlers, `javascript:` URLs and
 * malformed block attributes never survive, and what the API stores is what editors see.
 */
export function sanitizeRichText(html: string): string {
  if (!html.trim()) return "";
  return richTextFromJson(richTextToJson(html));
}
