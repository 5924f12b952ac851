import type { HElement } from "docx-preview";

/**
 * The policy of the frame a document is shown in: nothing loads but inline styles, data: pictures
 * and fonts (a `url(https://...)` or `@import` in the document's CSS fetches nothing).
 */
export const DOCX_FRAME_CSP =
  "default-src 'none'; img-src data: blob:; style-src 'unsafe-inline'; font-src data:; form-action 'none'";

/**
 * The frame's sandbox: no scripts and an opaque origin (no allow-same-origin), so the document's CSS
 * and markup can only affect the frame; links with target _blank still open in a new tab.
 */
export const DOCX_FRAME_SANDBOX = "allow-popups allow-popups-to-escape-sandbox";

/** Our page look inside the frame, after the document's own styles (the document keeps its colours). */
const FRAME_CSS =
  "html{background:#eef0f2;color:#000}body{margin:0}html body .docx-wrapper{background:transparent;padding:16px}";

/**
 * Renders DOCX bytes with docx-preview (loaded on first use) into an inert document (nothing there
 * loads or applies), strips anything active the document could have smuggled in, and returns the
 * whole page for a sandboxed iframe's `srcdoc`: docx-preview writes the document's style ids and
 * values almost raw into CSS, which must never reach the app's own page. Pictures and fonts become
 * data: URLs, embedded HTML chunks are not rendered at all.
 */
export async function renderDocx(bytes: Uint8Array): Promise<string> {
  const { renderAsync } = await import("docx-preview");
  const inert = document.implementation.createHTMLDocument("");
  const body = inert.createElement("div");
  const styles = inert.createElement("div");
  await renderAsync(bytes, body, styles, {
    className: "docx",
    inWrapper: true,
    breakPages: true,
    ignoreLastRenderedPageBreak: true,
    useBase64URL: true,
    renderAltChunks: false,
    renderComments: false,
    renderChanges: false,
    experimental: false,
    debug: false,
    h: inertHyperscript(inert),
  });
  neutralizeRenderedDocument(body);
  // A frame's `#bookmark` would resolve against the app's address (a <base> is refused by the page
  // policy): spelled in full, it scrolls within the frame.
  for (const link of body.querySelectorAll('a[href^="#"]')) {
    link.setAttribute("href", `about:srcdoc${link.getAttribute("href")}`);
  }
  return docxFrameDocument(styles, body);
}

/** The frame's page: our policy first, then the document's styles and its sanitized body. */
export function docxFrameDocument(styles: HTMLElement, body: HTMLElement): string {
  // `<` never appears in valid CSS outside strings; escaped, a `</style>` in a value cannot end the element.
  const css = Array.from(styles.querySelectorAll("style"), (style) => style.textContent ?? "")
    .join("\n")
    .replace(/</g, "\\3c ");
  return [
    "<!doctype html><html><head>",
    `<meta http-equiv="Content-Security-Policy" content="${DOCX_FRAME_CSP}">`,
    '<meta name="color-scheme" content="light">',
    `<style>${css}</style><style>${FRAME_CSS}</style>`,
    `</head><body>${body.innerHTML}</body></html>`,
  ].join("");
}

/** docx-preview's element builder, creating nodes in `inert` instead of the app's document. */
function inertHyperscript(inert: Document) {
  const build = (elem: HElement | Node | string): Node => {
    if (typeof elem === "string") return inert.createTextNode(elem);
    if (elem instanceof Node) return elem;
    const { ns, tagName, className, style, children, ...props } = elem;
    if (tagName === "#fragment") {
      const fragment = inert.createDocumentFragment();
      for (const child of children ?? []) fragment.appendChild(build(child));
      return fragment;
    }
    if (tagName === "#comment") return inert.createComment(children ? String(children[0]) : "");
    const element = ns ? inert.createElementNS(ns, tagName) : inert.createElement(tagName);
    if (className) element.setAttribute("class", className);
    if (typeof style === "string") element.setAttribute("style", style);
    else if (style) Object.assign((element as HTMLElement).style, style);
    for (const [key, value] of Object.entries(props)) {
      if (value !== undefined) (element as unknown as Record<string, unknown>)[key] = value;
    }
    for (const child of children ?? []) element.appendChild(build(child));
    return element;
  };
  return build;
}

const ACTIVE_ELEMENTS =
  "script, style, noscript, template, iframe, frame, frameset, object, embed, applet, form, base, meta, link";
const SAFE_LINK = /^(https?:|mailto:|#)/i;
const SAFE_SOURCE = /^(data:image\/(png|jpeg|gif|webp|bmp)|blob:)/i;

/** Removes elements and attributes that could run script or navigate the app; links open in a new tab. */
export function neutralizeRenderedDocument(root: HTMLElement): void {
  for (const element of root.querySelectorAll(ACTIVE_ELEMENTS)) element.remove();
  for (const element of root.querySelectorAll("*")) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value.trim();
      if (name.startsWith("on") || name === "formaction" || name === "srcdoc") {
        element.removeAttribute(attribute.name);
      } else if ((name === "src" || name === "xlink:href") && !SAFE_SOURCE.test(value)) {
        element.removeAttribute(attribute.name);
      } else if (name === "href" && element.tagName.toLowerCase() !== "a" && !SAFE_SOURCE.test(value)) {
        element.removeAttribute(attribute.name);
      }
    }
  }
  for (const link of root.querySelectorAll("a[href]")) {
    const href = link.getAttribute("href")?.trim() ?? "";
    if (!SAFE_LINK.test(href)) {
      link.removeAttribute("href");
      continue;
    }
    if (!href.startsWith("#")) {
      link.setAttribute("target", "_blank");
      link.setAttribute("rel", "noopener noreferrer nofollow");
    }
  }
}
