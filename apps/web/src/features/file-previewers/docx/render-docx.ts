/**
 * Renders DOCX bytes into `body` with docx-preview (loaded on first use), then strips anything
 * active the document could have smuggled in. Pictures and fonts become data: URLs (the page policy
 * allows them), embedded HTML chunks are not rendered at all.
 */
export async function renderDocx(bytes: Uint8Array, body: HTMLElement, styles: HTMLElement): Promise<void> {
  const { renderAsync } = await import("docx-preview");
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
  });
  neutralizeRenderedDocument(body);
}

const ACTIVE_ELEMENTS = "script, iframe, frame, frameset, object, embed, applet, form, base, meta, link";
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
