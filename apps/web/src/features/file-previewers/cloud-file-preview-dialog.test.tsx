import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../test/fetch-mock";
import { CloudFilePreviewDialog } from "./cloud-file-preview-dialog";
import { makeCloudFile, renderPreviewer } from "./test/previewer-test-utils";

vi.mock("wavesurfer.js", () => ({
  default: { create: () => ({ on: () => () => {}, setOptions: () => {}, destroy: () => {} }) },
}));

const FILE_ID = "0197f000-0000-7000-8000-000000000001";
const ACCESS = `POST /api/cloud-storage/file/${FILE_ID}/access`;
const viewUrl = ok({ path: `/api/files/up1?expires=1&sig=view`, expiresAt: "2026-01-05T11:00:00.000Z" });

const photo = makeCloudFile({ name: "photo.png", contentType: "image/png", size: 2_000_000 });

describe("CloudFilePreviewDialog", () => {
  it("asks for a view URL and shows the picture with its name, size, zoom and download", async () => {
    const fetchMock = mockApi({ [ACCESS]: viewUrl });
    renderPreviewer(<CloudFilePreviewDialog file={photo} onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "photo.png" });
    expect(within(dialog).getByText("2.00 MB")).toBeInTheDocument();
    const image = await within(dialog).findByRole("img", { name: "photo.png" });
    expect(image).toHaveAttribute("src", "/api/files/up1?expires=1&sig=view");
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ purpose: "view" });
    expect(within(dialog).getByRole("group", { name: "Zoom" })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Zoom in" }));
    expect(within(dialog).getByRole("button", { name: /Zoom presets: 110%/ })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(screen.queryByTestId("watermark")).not.toBeInTheDocument();
  });

  it("offers SVG and HTML as a download only: no viewer, no view URL", () => {
    const fetchMock = mockApi({});
    const svg = makeCloudFile({ name: "logo.svg", contentType: "image/svg+xml" });
    const view = renderPreviewer(<CloudFilePreviewDialog file={svg} onClose={vi.fn()} />);
    const card = screen.getByTestId("no-preview");
    expect(card).toHaveTextContent("logo.svg");
    expect(within(card).getByRole("button", { name: "Download" })).toBeInTheDocument();
    expect(document.querySelector("img, iframe, object, embed")).toBeNull();
    view.unmount();

    const html = makeCloudFile({ name: "page.html", contentType: "text/html" });
    renderPreviewer(<CloudFilePreviewDialog file={html} onClose={vi.fn()} />);
    expect(screen.getByTestId("no-preview")).toHaveTextContent("page.html");
    expect(document.querySelector("iframe, object, embed")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("downloads through a download URL", async () => {
    const fetchMock = mockApi({
      [ACCESS]: ok({ path: "/api/files/up1?expires=1&sig=dl", expiresAt: "2026-01-05T11:00:00.000Z" }),
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute("href")} ${this.download}`);
    });
    const notes = makeCloudFile({ name: "notes.bin", contentType: "application/octet-stream" });
    renderPreviewer(<CloudFilePreviewDialog file={notes} onClose={vi.fn()} />);
    fireEvent.click(within(screen.getByTestId("no-preview")).getByRole("button", { name: "Download" }));
    await vi.waitFor(() => expect(clicked).toEqual(["/api/files/up1?expires=1&sig=dl notes.bin"]));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ purpose: "download" });
  });

  it("draws the viewer's name and email over a watermarked file, with no way to turn it off", async () => {
    mockApi({ [ACCESS]: viewUrl });
    renderPreviewer(<CloudFilePreviewDialog file={{ ...photo, enableWatermark: true }} onClose={vi.fn()} />);
    await screen.findByRole("img", { name: "photo.png" });
    const watermark = screen.getByTestId("watermark");
    expect(within(watermark).getAllByText("Grace Hopper · grace@example.com").length).toBeGreaterThan(10);
    expect(watermark).toHaveStyle({ pointerEvents: "none" });
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });

  it("does not show a watermarked file before the viewer is known", async () => {
    mockApi({ [ACCESS]: viewUrl, "GET /api/user/auth/me": { status: 401, body: {} } });
    renderPreviewer(<CloudFilePreviewDialog file={{ ...photo, enableWatermark: true }} onClose={vi.fn()} />, {
      me: null,
    });
    expect(await screen.findByLabelText("Loading the preview…")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "photo.png" })).not.toBeInTheDocument();
  });

  it("closes with Esc and with the close button, and shows nothing without a file", async () => {
    mockApi({ [ACCESS]: viewUrl });
    const onClose = vi.fn();
    const view = renderPreviewer(<CloudFilePreviewDialog file={photo} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Close the preview" }));
    expect(onClose).toHaveBeenCalledTimes(2);
    view.rerender(<CloudFilePreviewDialog file={null} onClose={onClose} />);
    // The dialog fades out before it leaves the page.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
