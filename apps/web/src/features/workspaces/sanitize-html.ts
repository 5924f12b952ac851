const ALLOWED_TAGS = new Set([
  "P",
  "BR",
  "B",
  "STRONG",
  "I",
  "EM",
  "U",
  "S",
  "STRIKE",
  "CODE",
  "PRE",
  "BLOCKQUOTE",
  "H1",
  "H2",
  "H3",
  "H4",
  "UL",
  "OL",
  "LI",
  "A",
  "SPAN",
  "DIV",
  "HR",
  "TABLE",
  "THEAD",
  "TBODY",
  "TR",
  "TH",
  "TD",
  "SUB",
  "SUP",
  "MARK",
]);
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
]);

function clean(node: Node, doc: Document): Node | null {
  if (node.nodeType === Node.TEXT_NODE) return doc.createTextNode(node.textContent ?? "");
  if (!(node instanceof Element) || DROP_WITH_CONTENT.has(node.tagName)) return null;
  const children = [...node.childNodes].map((child) => clean(child, doc)).filter((c): c is Node => c !== null);
  if (!ALLOWED_TAGS.has(node.tagName)) {
    const fragment = doc.createDocumentFragment();
    for (const child of children) fragment.appendChild(child);
    return fragment;
  }
  const out = doc.createElement(node.tagName.toLowerCase());
  if (node.tagName === "A") {
    const href = node.getAttribute("href") ?? "";
    if (/^(https?:|mailto:)/i.test(href.trim())) {
      out.setAttribute("href", href.trim());
      out.setAttribute("rel", "noopener noreferrer");
      out.setAttribute("target", "_blank");
    }
  }
  for (const child of children) out.appendChild(child);
  return out;
}

/**
 * The server sanitizes document HTML on write; this allowlist is a second fence before it reaches the DOM
 * (no scripts, no event handlers, no styles, links only to http, https or mailto).
 */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const container = parsed.createElement("div");
  for (const child of [...parsed.body.childNodes]) {
    const cleaned = clean(child, parsed);
    if (cleaned) container.appendChild(cleaned);
  }
  return container.innerHTML;
}
