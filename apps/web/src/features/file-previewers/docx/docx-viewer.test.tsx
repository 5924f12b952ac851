import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { makeDocxLike, makeZipBomb, renderPreviewer, serveBytes } from "../test/previewer-test-utils";
import { DocxViewer } from "./docx-viewer";

// jsdom cannot lay out docx-preview's pages: this stands in for it and draws what a hostile document could contain.
const docx = vi.hoisted(() => ({ renderAsync: vi.fn() }));
vi.mock("docx-preview", () => ({ renderAsync: docx.renderAsync }));

beforeEach(() => {
  docx.renderAsync.mockReset();
  docx.renderAsync.mockImplementation(async (_data: unknown, body: HTMLElement) => {
    body.innerHTML =
      '<section class="docx"><p>Quarterly letter</p><a href="javascript:alert(1)">bad</a><a href="https://example.com">good</a><img src="https://tracker.example/p.png" alt="pixel"><iframe srcdoc="x"></iframe><span onclick="alert(1)">click</span></section>';
  });
});

const url = "/api/files/docx?sig=1";

describe("DocxViewer", () => {
  it("renders the document with docx-preview and disarms what it could smuggle in", async () => {
    const bytes = makeDocxLike();
    serveBytes(bytes);
    renderPreviewer(<DocxViewer url={url} />);
    expect(await screen.findByText("Quarterly letter")).toBeInTheDocument();
    expect(docx.renderAsync).toHaveBeenCalledTimes(1);
    const [data, , , options] = docx.renderAsync.mock.calls[0] as [Uint8Array, HTMLElement, HTMLElement, object];
    expect(Array.from(data)).toEqual(Array.from(bytes));
    expect(options).toMatchObject({ renderAltChunks: false, useBase64URL: true });
    const body = screen.getByTestId("docx-body");
    expect(screen.getByText("bad")).not.toHaveAttribute("href");
    expect(screen.getByText("good")).toHaveAttribute("href", "https://example.com");
    expect(screen.getByText("good")).toHaveAttribute("rel", "noopener noreferrer nofollow");
    expect(body.querySelector("iframe")).toBeNull();
    expect(screen.getByAltText("pixel")).not.toHaveAttribute("src");
    expect(screen.getByText("click")).not.toHaveAttribute("onclick");
  });

  it("zooms with Ctrl + wheel from 0.5 to 3 in steps of 0.1", async () => {
    serveBytes(makeDocxLike());
    renderPreviewer(<DocxViewer url={url} />);
    await screen.findByText("Quarterly letter");
    const scroller = screen.getByTestId("docx-scroll");
    const body = screen.getByTestId("docx-body");
    expect(body).toHaveAttribute("data-scale", "1");
    fireEvent.wheel(scroller, { deltaY: -120, ctrlKey: true });
    expect(body).toHaveAttribute("data-scale", "1.1");
    expect(screen.getByText("110%")).toBeInTheDocument();
    for (let i = 0; i < 40; i += 1) fireEvent.wheel(scroller, { deltaY: -120, ctrlKey: true });
    expect(body).toHaveAttribute("data-scale", "3");
    for (let i = 0; i < 40; i += 1) fireEvent.wheel(scroller, { deltaY: 120, ctrlKey: true });
    expect(body).toHaveAttribute("data-scale", "0.5");
    expect(screen.getByText("50%")).toBeInTheDocument();
    // A wheel without Ctrl scrolls; it does not zoom.
    fireEvent.wheel(scroller, { deltaY: -120 });
    expect(body).toHaveAttribute("data-scale", "0.5");
  });

  it("refuses a zip bomb before docx-preview sees it", async () => {
    serveBytes(makeZipBomb());
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
