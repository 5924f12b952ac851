import type { JSONContent } from "@tiptap/core";
import { generateHTML, generateJSON } from "@tiptap/html/server";
import { editorExtensions } from "./editor-extensions";

/** Test helpers: HTML ↔ JSON through the one editor schema, as the server does it. */

const extensions = editorExtensions();

export function toHtml(doc: JSONContent): string {
  return generateHTML(doc, extensions);
}

export function toJson(html: string): JSONContent {
  return generateJSON(html, extensions);
}

const INLINE = new Set(["date", "emoji", "mention", "status"]);

/** A document holding one node (inline nodes inside a paragraph). */
export function docWith(node: JSONContent): JSONContent {
  const type = node.type ?? "";
  return { type: "doc", content: [INLINE.has(type) ? { type: "paragraph", content: [node] } : node] };
}

/** The first node of a type in a document, depth first. */
export function findNode(doc: JSONContent, type: string): JSONContent | undefined {
  if (doc.type === type) return doc;
  for (const child of doc.content ?? []) {
    const found = findNode(child, type);
    if (found) return found;
  }
  return undefined;
}

/** A node's attributes after JSON → HTML → JSON. */
export function roundTripAttrs(node: JSONContent): Record<string, unknown> | undefined {
  const type = node.type ?? "";
  return findNode(toJson(toHtml(docWith(node))), type)?.attrs;
}

/** The attributes a block's tag parses to, given the raw `data-attrs` text (and optional children). */
export function parseAttrs(
  tag: string,
  type: string,
  dataAttrs: string,
  inner = "",
): Record<string, unknown> | undefined {
  const escaped = dataAttrs.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const element = `<${tag} data-attrs="${escaped}">${inner}</${tag}>`;
  const html = INLINE.has(type) ? `<p>${element}</p>` : element;
  return findNode(toJson(html), type)?.attrs;
}
