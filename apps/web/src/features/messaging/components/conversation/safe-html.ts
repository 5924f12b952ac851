/**
 * The second fence before message HTML reaches the DOM. The server already keeps only its allowlist
 * (see `packages/shared/src/messaging/message.ts`); this pass keeps the same one in the browser, so a
 * bug or an old stored message can never run script: no script or style, no event handlers, no
 * attributes but a link's http(s)/mailto `href` and a mention's data attributes.
 */
const ALLOWED_TAGS = new Set([
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
/** Dropped with everything inside them (their text is not message text). */
const DROP_WITH_CONTENT = new Set([
  "SCRIPT",
  "STYLE",
  "IFRAME",
  "OBJECT",
  "EMBED",
  "TEMPLATE",
  "NOSCRIPT",
  "SVG",
  "MATH",
  "HEAD",
  "TITLE",
]);
const SAFE_HREF = /^(https?:|mailto:)/i;

function appendChildren(target: Node, source: Node, doc: Document): void {
  for (const child of [...source.childNodes]) {
    const cleaned = clean(child, doc);
    if (cleaned) target.appendChild(cleaned);
  }
}

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? "");
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROP_WITH_CONTENT.has(tag)) return null;
  const isMention = tag === "SPAN" && element.getAttribute("data-type") === "mention";
  // Unknown tags (and plain spans) keep their text but lose themselves and every attribute.
  if (!ALLOWED_TAGS.has(tag) || (tag === "SPAN" && !isMention)) {
    const fragment = doc.createDocumentFragment();
    appendChildren(fragment, element, doc);
    return fragment;
  }
  const out = doc.createElement(tag.toLowerCase());
  if (tag === "A") {
    const href = (element.getAttribute("href") ?? "").trim();
    if (SAFE_HREF.test(href)) {
      out.setAttribute("href", href);
      out.setAttribute("target", "_blank");
      out.setAttribute("rel", "noopener noreferrer nofollow");
    }
  }
  if (isMention) {
    out.setAttribute("data-type", "mention");
    for (const name of ["data-id", "data-label"]) {
      const value = element.getAttribute(name);
      if (value !== null) out.setAttribute(name, value);
    }
  }
  appendChildren(out, element, doc);
  return out;
}

/** Message HTML with only the allowlisted tags and attributes, ready for `dangerouslySetInnerHTML`. */
export function safeMessageHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const container = parsed.createElement("div");
  appendChildren(container, parsed.body, parsed);
  return container.innerHTML;
}

const BLOCK_TAGS = new Set(["P", "PRE", "BLOCKQUOTE", "LI", "UL", "OL", "DIV"]);

/** The text of message HTML as a person would copy it: blocks and line breaks become new lines. */
export function messagePlainText(html: string): string {
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
