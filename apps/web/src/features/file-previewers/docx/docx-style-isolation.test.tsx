import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeDocx, renderPreviewer, serveBytes } from "../test/previewer-test-utils";
import { DocxViewer } from "./docx-viewer";
import { DOCX_FRAME_CSP } from "./render-docx";

// The real docx-preview: a hostile styles.xml must not style the app's own page.
const W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const EVIL_ID = "x{} body *{display:none} .evil";
const EVIL_FONT = "Arial;background:url(https://evil.example/leak)";
const hostileDocx = () =>
  makeDocx({
    stylesXml: `<?xml version="1.0" encoding="UTF-8"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="${EVIL_ID}"><w:name w:val="Evil"/><w:rPr><w:rFonts w:ascii="${EVIL_FONT}" w:hAnsi="${EVIL_FONT}"/></w:rPr></w:style><w:style w:type="paragraph" w:styleId="Leak"><w:name w:val="Leak &lt;/style&gt;&lt;img src=x&gt;"/><w:rPr><w:rFonts w:ascii="&lt;/style&gt;&lt;img src=https://evil.example/x&gt;"/></w:rPr></w:style></w:styles>`,
    body: `<w:p><w:pPr><w:pStyle w:val="${EVIL_ID}"/></w:pPr><w:r><w:t>Hello isolation</w:t></w:r></w:p><w:p><w:pPr><w:pStyle w:val="Leak"/></w:pPr><w:r><w:t>Second</w:t></w:r></w:p>`,
  });

const appStyleText = () =>
  Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? "").join("\n");

describe("DocxViewer style isolation", () => {
  it("keeps a document's hostile styles inside a sandboxed frame with a strict policy", async () => {
    serveBytes(hostileDocx());
    renderPreviewer(<DocxViewer url="/api/files/docx?sig=1" />);
    const frame = await screen.findByTitle("Word document", {}, { timeout: 5000 });

    // Nothing of the document's CSS reached the app's page.
    expect(appStyleText()).not.toContain("evil");
    expect(document.body.textContent).not.toContain("Hello isolation");

    expect(frame.tagName).toBe("IFRAME");
    const sandbox = frame.getAttribute("sandbox");
    expect(sandbox).not.toBeNull();
    expect(sandbox).not.toContain("allow-same-origin");
    expect(sandbox).not.toContain("allow-scripts");

    const srcdoc = frame.getAttribute("srcdoc") ?? "";
    const inner = new DOMParser().parseFromString(srcdoc, "text/html");
    const policy = inner.head.firstElementChild;
    expect(policy?.getAttribute("http-equiv")).toBe("Content-Security-Policy");
    expect(policy?.getAttribute("content")).toBe(DOCX_FRAME_CSP);
    expect(DOCX_FRAME_CSP).toContain("default-src 'none'");
    // The document rendered in the frame, its hostile style with it...
    expect(inner.body.textContent).toContain("Hello isolation");
    const frameCss = Array.from(inner.querySelectorAll("style"), (style) => style.textContent ?? "").join("\n");
    expect(frameCss).toContain("{display:none}-evil");
    expect(frameCss).toContain("url(https://evil.example/leak)");
    // ...and a `</style>` in a value could not end the style element and add markup.
    expect(inner.querySelectorAll("img")).toHaveLength(0);
    expect(inner.querySelectorAll("head > style, head > meta, head > base")).toHaveLength(inner.head.children.length);
  });
});
