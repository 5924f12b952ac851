import { screen, within } from "@testing-library/dom";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { PageTargetContext } from "../../pages/page-files";
import type { PageTarget } from "../../pages/page-target";
import { eventually, fireEvent } from "../test-render";
import { firstNodeAttrs, renderBlockEditor } from "./blocks-test-editor";
import { ImageView } from "./image-view";

const image = (attrs: Record<string, unknown>) => ({ type: "doc", content: [{ type: "image", attrs }] });

const PAGE: PageTarget = {
  kind: "wiki_page",
  workspaceId: "0197b000-0000-7000-8000-000000000001",
  targetId: "0197d000-0000-7000-8000-000000000002",
};
const UPLOAD_ID = "0197f100-0000-7000-8000-000000000003";
const PAGE_PATH = `/api/page/wiki_page/${PAGE.workspaceId}/${PAGE.targetId}/files/${UPLOAD_ID}`;
const SIGNED = `/api/files/${UPLOAD_ID}?expires=1&sig=fresh`;
const InPage = ({ children }: { children: ReactNode }) => (
  <PageTargetContext.Provider value={PAGE}>{children}</PageTargetContext.Provider>
);

describe("ImageView", () => {
  it("says Loading image... until the image loads, then shows it with its alt text", async () => {
    await renderBlockEditor({
      content: image({ src: "https://example.com/cat.png", alt: "A cat", width: "50%" }),
      views: { image: ImageView },
      editable: false,
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading image...");
    const img = document.querySelector("img") as HTMLImageElement;
    expect(img).toHaveAttribute("alt", "A cat");
    expect(img.style.width).toBe("50%");
    fireEvent.load(img);
    expect(screen.queryByText("Loading image...")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "A cat" })).toBeVisible();
  });

  it("says No image found when the image fails to load", async () => {
    await renderBlockEditor({
      content: image({ src: "/api/files/gone" }),
      views: { image: ImageView },
      editable: false,
    });
    fireEvent.error(document.querySelector("img") as HTMLImageElement);
    expect(screen.getByRole("img", { name: "No image found" })).toBeInTheDocument();
  });

  it("says No image found when there is no source, and offers readers no controls", async () => {
    await renderBlockEditor({
      content: image({ src: "javascript:alert(1)" }),
      views: { image: ImageView },
      editable: false,
    });
    expect(screen.getByText("No image found")).toBeInTheDocument();
    expect(document.querySelector("img")).toBeNull();
    expect(screen.queryByRole("button", { name: "Upload image" })).not.toBeInTheDocument();
  });

  it("uploads a chosen file and stores the returned file URL", async () => {
    const fetchMock = mockApi({
      "POST /api/upload-files": ok({
        id: "u1",
        fileUrl: { path: "/api/files/u1?expires=1&sig=abc", expiresAt: "2030-01-01T00:00:00.000Z" },
        name: "photo.png",
        size: 3,
        contentType: "image/png",
      }),
    });
    const { editor } = await renderBlockEditor({ content: image({}), views: { image: ImageView } });
    const file = new File(["png"], "photo.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("image-file-input"), { target: { files: [file] } });
    await eventually(() => expect(firstNodeAttrs(editor, "image")?.filename).toBe("photo.png"));
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(body.get("file")).toBeInstanceOf(File);
    expect(firstNodeAttrs(editor, "image")).toMatchObject({
      src: "/api/files/u1?expires=1&sig=abc",
      filename: "photo.png",
    });
  });

  it("takes a web address and refuses one that is not http(s)", async () => {
    const { editor } = await renderBlockEditor({ content: image({}), views: { image: ImageView } });
    fireEvent.click(screen.getByRole("button", { name: "Image from URL" }));
    const dialog = screen.getByRole("dialog", { name: "Insert an image from a URL" });
    fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: "data:image/png;base64,AAAA" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(within(dialog).getByText("Invalid_url")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: "https://example.com/a.png" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(firstNodeAttrs(editor, "image")?.src).toBe("https://example.com/a.png");
  });

  it("lets editors change the alternative text", async () => {
    const { editor } = await renderBlockEditor({
      content: image({ src: "https://example.com/a.png" }),
      views: { image: ImageView },
    });
    fireEvent.click(screen.getByRole("button", { name: "Edit alternative text" }));
    const dialog = screen.getByRole("dialog", { name: "Describe the image" });
    fireEvent.change(within(dialog).getByLabelText("Alternative text"), { target: { value: "A chart of sales" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(firstNodeAttrs(editor, "image")?.alt).toBe("A chart of sales");
  });

  it("shows a page file through a freshly signed URL, for readers too", async () => {
    const fetchMock = mockApi({ [`GET ${PAGE_PATH}`]: ok({ url: SIGNED }) });
    await renderBlockEditor({
      content: image({ src: PAGE_PATH, alt: "Roadmap" }),
      views: { image: ImageView },
      editable: false,
    });
    expect(screen.getByRole("status")).toHaveTextContent("Loading image...");
    await eventually(() => expect(document.querySelector("img")).toHaveAttribute("src", SIGNED));
    fireEvent.load(document.querySelector("img") as HTMLImageElement);
    expect(screen.getByRole("img", { name: "Roadmap" })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says No image found when the page file cannot be resolved", async () => {
    mockApi({ [`GET ${PAGE_PATH}`]: fail(404, "request.not_found", "File not found") });
    await renderBlockEditor({ content: image({ src: PAGE_PATH }), views: { image: ImageView }, editable: false });
    await eventually(() => expect(screen.getByRole("img", { name: "No image found" })).toBeInTheDocument());
    expect(document.querySelector("img")).toBeNull();
  });

  it("inside a page, uploads into the page's files and stores the stable path", async () => {
    const fetchMock = mockApi({
      [`POST /api/page/wiki_page/${PAGE.workspaceId}/${PAGE.targetId}/files`]: ok({
        uploadId: UPLOAD_ID,
        path: PAGE_PATH,
      }),
      [`GET ${PAGE_PATH}`]: ok({ url: SIGNED }),
    });
    const { editor } = await renderBlockEditor({ content: image({}), views: { image: ImageView }, wrapper: InPage });
    const file = new File(["png"], "chart.png", { type: "image/png" });
    fireEvent.change(screen.getByTestId("image-file-input"), { target: { files: [file] } });
    await eventually(() => expect(firstNodeAttrs(editor, "image")?.src).toBe(PAGE_PATH));
    expect(firstNodeAttrs(editor, "image")?.filename).toBe("chart.png");
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect((body.get("file") as File).name).toBe("chart.png");
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/upload-files")).toBe(false);
    await eventually(() => expect(document.querySelector("img")).toHaveAttribute("src", SIGNED));
  });
});
