import { EDITOR_BLOCK_TAGS } from "@bearish/shared/editor/editor-allowlist";

/**
 * The browser's one HTML allowlist: the second fence before stored HTML reaches the DOM. The
 * server already sanitizes what it stores; this pass keeps the same shape in the browser, so a bug
 * or an old stored value can never run script: no script or style elements, no event handlers, no
 * attribute that is not on the list, links only to safe schemes.
 *
 * Two subsets: `message` (chat messages: inline formatting, lists, links and mentions) and
 * `editor` (documents, wiki pages, versions and published pages: the editor's blocks, headings,
 * tables, images, text colours and the `bearish-*` block tags with their `data-attrs`).
 */
export type SafeHtmlSubset = "message" | "editor";

const MESSAGE_TAGS = new Set([
  "P",
  "BR",
  "STRONG",
  "B",
  "EM",
  "I",
  "U",
  "S",
  "CODE",
  "PRE",
  "BLOCKQUOTE",
  "UL",
  "OL",
  "LI",
  "A",
  "SPAN",
]);

const EDITOR_TAGS = new Set([
  ...MESSAGE_TAGS,
  "STRIKE",
  "H1",
  "H2",
  "H3",
  "H4",
  "DIV",
  "HR",
  "TABLE",
  "COLGROUP",
  "COL",
  "THEAD",
  "TBODY",
  "TR",
  "TH",
  "TD",
  "SUB",
  "SUP",
  "MARK",
  "IMG",
]);

/** Dropped with everything inside them (their text is not page text). */
const DROP_WITH_CONTENT = new Set([
  "SCRIPT",
  "STYLE",
  "IFRAME",
  "FRAME",
  "FRAMESET",
  "OBJECT",
  "EMBED",
  "TEMPLATE",
  "NOSCRIPT",
  "SVG",
  "MATH",
  "HEAD",
  "TITLE",
  "META",
  "LINK",
  "BASE",
  "TEXTAREA",
  "SELECT",
]);

/**
 * The editor's custom blocks (`<bearish-callout data-attrs="{...}">`, define-block.ts), from the
 * schema itself. Their JSON attributes are parsed through each block's zod schema before use.
 */
const EDITOR_BLOCK_TAG_SET = new Set(EDITOR_BLOCK_TAGS.map((tag) => tag.toUpperCase()));
const isEditorBlockTag = (tag: string) => EDITOR_BLOCK_TAG_SET.has(tag);

const MESSAGE_HREF = /^(https?:|mailto:)/i;
const EDITOR_HREF = /^(https?:|mailto:|tel:)/i;
/** Images from the web or from this server's signed file URLs (`/api/files/...`). */
const IMAGE_SRC = /^(https?:\/\/|\/api\/files\/)/i;
const SPAN_VALUE = /^[1-9][0-9]?$/;
const DIMENSION = /^\d{1,4}(px|%)?$/;

/** Text styles the editor writes (TextStyle, Color, FontFamily, text alignment) and nothing else. */
const STYLE_PROPERTIES = new Set(["color", "background-color", "font-family", "text-align", "width", "min-width"]);
const STYLE_VALUE = /^[#\w\s,.'"%()-]{1,120}$/;

function safeStyle(style: string): string | null {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!STYLE_PROPERTIES.has(property) || !STYLE_VALUE.test(value)) continue;
    // No url(), expression() or escapes can hide in a value that passed STYLE_VALUE but name a function.
    if (/\b(url|expression|image-set|var)\s*\(/i.test(value)) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.length ? kept.join("; ") : null;
}

function copyAttribute(from: Element, to: Element, name: string, test: (value: string) => boolean): void {
  const value = from.getAttribute(name);
  if (value !== null && test(value.trim())) to.setAttribute(name, value.trim());
}

function isMention(element: Element): boolean {
  return element.tagName.toUpperCase() === "SPAN" && element.getAttribute("data-type") === "mention";
}

function keepsElement(tag: string, element: Element, subset: SafeHtmlSubset): boolean {
  if (subset === "message") return MESSAGE_TAGS.has(tag) && (tag !== "SPAN" || isMention(element));
  return EDITOR_TAGS.has(tag) || isEditorBlockTag(tag);
}

function copyAttributes(element: Element, out: Element, tag: string, subset: SafeHtmlSubset): void {
  if (tag === "A") {
    const href = (element.getAttribute("href") ?? "").trim();
    if ((subset === "message" ? MESSAGE_HREF : EDITOR_HREF).test(href)) {
      out.setAttribute("href", href);
      out.setAttribute("target", "_blank");
      out.setAttribute("rel", "noopener noreferrer nofollow");
    }
  }
  if (isMention(element)) {
    out.setAttribute("data-type", "mention");
    for (const name of ["data-id", "data-label"]) copyAttribute(element, out, name, () => true);
  }
  if (subset !== "editor") return;
  if (isEditorBlockTag(tag)) copyAttribute(element, out, "data-attrs", () => true);
  if (tag === "IMG") {
    copyAttribute(element, out, "src", (v) => IMAGE_SRC.test(v));
    copyAttribute(element, out, "alt", () => true);
    copyAttribute(element, out, "width", (v) => DIMENSION.test(v));
    copyAttribute(element, out, "height", (v) => DIMENSION.test(v));
  }
  if (tag === "TD" || tag === "TH") {
    copyAttribute(element, out, "colspan", (v) => SPAN_VALUE.test(v));
    copyAttribute(element, out, "rowspan", (v) => SPAN_VALUE.test(v));
  }
  if (tag === "TD" || tag === "TH") copyAttribute(element, out, "colwidth", (v) => /^\d{1,5}(,\d{1,5})*$/.test(v));
  if (tag === "OL") copyAttribute(element, out, "start", (v) => /^\d{1,6}$/.test(v));
  if (tag === "PRE") copyAttribute(element, out, "data-language", (v) => /^[\w+#.-]{1,40}$/.test(v));
  if (tag === "CODE") copyAttribute(element, out, "class", (v) => /^language-[\w+#.-]{1,40}$/.test(v));
  const style = element.getAttribute("style");
  const cleanStyle = style ? safeStyle(style) : null;
  if (cleanStyle) out.setAttribute("style", cleanStyle);
}

function appendChildren(target: Node, source: Node, doc: Document, subset: SafeHtmlSubset): void {
  for (const child of [...source.childNodes]) {
    const cleaned = clean(child, doc, subset);
    if (cleaned) target.appendChild(cleaned);
  }
}

function clean(node: Node, doc: Document, subset: SafeHtmlSubset): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? "");
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  // Unknown tags keep their text but lose themselves and every attribute.
  if (!keepsElement(tag, element, subset)) {
    const fragment = doc.createDocumentFragment();
    appendChildren(fragment, element, doc, subset);
    return fragment;
  }
  const out = doc.createElement(tag.toLowerCase());
  copyAttributes(element, out, tag, subset);
  if (tag !== "IMG" && tag !== "BR" && tag !== "HR" && tag !== "COL") appendChildren(out, element, doc, subset);
  return out;
}

/** HTML with only the subset's tags and attributes, ready for `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string, subset: SafeHtmlSubset): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const container = parsed.createElement("div");
  appendChildren(container, parsed.body, parsed, subset);
  return container.innerHTML;
}

/** A chat message's HTML, sanitized (the message subset). */
export const safeMessageHtml = (html: string) => sanitizeHtml(html, "message");

/** A document's, wiki page's or version's HTML, sanitized (the editor subset). */
export const safeEditorHtml = (html: string) => sanitizeHtml(html, "editor");

const BLOCK_TAGS = new Set(["P", "PRE", "BLOCKQUOTE", "LI", "UL", "OL", "DIV", "H1", "H2", "H3", "H4", "TR"]);

/** The text of HTML as a person would copy it: blocks and line breaks become new lines. */
export function htmlPlainText(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      parts.push(node.textContent ?? "");
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName.toUpperCase();
    if (DROP_WITH_CONTENT.has(tag)) return;
    if (tag === "BR") {
      parts.push("\n");
      return;
    }
    for (const child of [...node.childNodes]) walk(child);
    if (BLOCK_TAGS.has(tag)) parts.push("\n");
  };
  walk(parsed.body);
  return parts
    .join("")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The text of a chat message as a person would copy it. */
export const messagePlainText = htmlPlainText;
