import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocxLike, makeLyingArchive, makeZipBomb, renderPreviewer, serveBytes } from "../test/previewer-test-utils";
import { DocxViewer } from "./docx-viewer";

// jsdom cannot lay out docx-preview's pages: this stands in for it and draws what a hostile document could contain.
const docx = vi.hoisted(() => ({ renderAsync: vi.fn() }));
vi.mock("docx-preview", () => ({ renderAsync: docx.renderAsync }));

beforeEach(() => {
  docx.renderAsync.mockReset();
  docx.renderAsync.mockImplementation(async (_data: unknown, body: HTMLElement) => {
    body.innerHTML =
      '<section class="docx"><p>Quarterly letter</p><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a><a href="#_Toc1">toc</a><img src="https://tracker.example/p.png" alt="pixel"><iframe srcdoc="x"></iframe><span onclick="alert(1)">click</span></section>';
  });
});

const url = "/api/files/docx?sig=1";

describe("DocxViewer", () => {
  it("renders the document with docx-preview in a sandboxed frame and disarms what it could smuggle in", async () => {
    const bytes = makeDocxLike();
    serveBytes(bytes);
    renderPreviewer(<DocxViewer url={url} />);
    const frame = await screen.findByTestId("docx-frame");
    expect(docx.renderAsync).toHaveBeenCalledTimes(1);
    const [data, body, , options] = docx.renderAsync.mock.calls[0] as [Uint8Array, HTMLElement, HTMLElement, object];
    expect(Array.from(data)).toEqual(Array.from(bytes));
    expect(options).toMatchObject({ renderAltChunks: false, useBase64URL: true });
    // docx-preview drew into a detached, inert document, never into the app's page.
    expect(body.ownerDocument).not.toBe(document);
    expect(document.body.textContent).not.toContain("Quarterly letter");

    expect(frame).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");
    const inner = new DOMParser().parseFromString(frame.getAttribute("srcdoc") ?? "", "text/html");
    const byText = (text: string) => Array.from(inner.querySelectorAll("a, span")).find((e) => e.textContent === text);
    expect(inner.body.textContent).toContain("Quarterly letter");
    expect(byText("bad")?.hasAttribute("href")).toBe(false);
    expect(byText("good")?.getAttribute("href")).toBe("https://example.com");
    expect(byText("good")?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    // A bookmark link scrolls within the frame (about:srcdoc) instead of loading the app's address in it.
    expect(byText("toc")?.getAttribute("href")).toBe("about:srcdoc#_Toc1");
    expect(inner.body.querySelector("iframe")).toBeNull();
    expect(inner.querySelector("img[alt=pixel]")?.hasAttribute("src")).toBe(false);
    expect(byText("click")?.hasAttribute("onclick")).toBe(false);
  });

  it("zooms with Ctrl + wheel from 0.5 to 3 in steps of 0.1, over the frame too", async () => {
    serveBytes(makeDocxLike());
    renderPreviewer(<DocxViewer url={url} />);
    const frame = await screen.findByTestId("docx-frame");
    const scroller = screen.getByTestId("docx-scroll");
    expect(frame).toHaveAttribute("data-scale", "1");
    // The frame's own events never reach the page: while Ctrl is held a layer over it takes the wheel.
    expect(screen.queryByTestId("docx-zoom-layer")).toBeNull();
    fireEvent.keyDown(window, { key: "Control", ctrlKey: true });
    const layer = screen.getByTestId("docx-zoom-layer");
    fireEvent.wheel(layer, { deltaY: -120, ctrlKey: true });
    expect(frame).toHaveAttribute("data-scale", "1.1");
    expect(screen.getByText("110%")).toBeInTheDocument();
    expect(frame).toHaveStyle({ transform: "scale(1.1)" });
    for (let i = 0; i < 40; i += 1) fireEvent.wheel(layer, { deltaY: -120, ctrlKey: true });
    expect(frame).toHaveAttribute("data-scale", "3");
    for (let i = 0; i < 40; i += 1) fireEvent.wheel(scroller, { deltaY: 120, ctrlKey: true });
    expect(frame).toHaveAttribute("data-scale", "0.5");
    expect(screen.getByText("50%")).toBeInTheDocument();
    fireEvent.keyUp(window, { key: "Control" });
    expect(screen.queryByTestId("docx-zoom-layer")).toBeNull();
    // A wheel without Ctrl scrolls; it does not zoom.
    fireEvent.wheel(scroller, { deltaY: -120 });
    expect(frame).toHaveAttribute("data-scale", "0.5");
  });

  it("refuses a zip bomb before docx-preview sees it", async () => {
    serveBytes(makeZipBomb());
    renderPreviewer(<DocxViewer url={url} />);
    expect(
      await screen.findByText("This file expands to more than the safe limit and was not opened."),
    ).toBeInTheDocument();
    expect(docx.renderAsync).not.toHaveBeenCalled();
  });

  it("refuses an archive that lies about its sizes before docx-preview sees it", async () => {
    serveBytes(makeLyingArchive());
    renderPreviewer(<DocxViewer url={url} />);
    expect(
      await screen.findByText("This file expands to more than the safe limit and was not opened."),
    ).toBeInTheDocument();
    expect(docx.renderAsync).not.toHaveBeenCalled();
  });

  it("says Failed to fetch DOCX. Status {n} for an error answer", async () => {
    serveBytes(new Uint8Array(), 404);
    renderPreviewer(<DocxViewer url={url} />);
    expect(await screen.findByText("Failed to fetch DOCX. Status 404")).toBeInTheDocument();
  });

  it("says Failed to fetch DOCX: {text} when no answer comes", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("network down");
      }),
    );
    renderPreviewer(<DocxViewer url={url} />);
    expect(await screen.findByText("Failed to fetch DOCX: network down")).toBeInTheDocument();
  });

  it("says Error rendering DOCX when docx-preview fails (and for bytes that are no archive)", async () => {
    docx.renderAsync.mockRejectedValue(new Error("corrupt"));
    serveBytes(makeDocxLike());
    const first = renderPreviewer(<DocxViewer url={url} />);
    expect(await screen.findByText("Error rendering DOCX")).toBeInTheDocument();
    first.unmount();

    docx.renderAsync.mockClear();
    serveBytes(new TextEncoder().encode("not a zip at all"));
    renderPreviewer(<DocxViewer url={url} />);
    expect(await screen.findByText("Error rendering DOCX")).toBeInTheDocument();
    await waitFor(() => expect(docx.renderAsync).not.toHaveBeenCalled());
  });
});
