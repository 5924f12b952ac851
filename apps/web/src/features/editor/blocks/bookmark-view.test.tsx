import { screen, within } from "@testing-library/dom";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../test/fetch-mock";
import { eventually, fireEvent } from "../test-render";
import { firstNodeAttrs, renderBlockEditor } from "./blocks-test-editor";
import { BookmarkView } from "./bookmark-view";

const bookmark = (attrs: Record<string, unknown>) => ({ type: "doc", content: [{ type: "bookmark", attrs }] });

describe("BookmarkView", () => {
  it("shows the stored card: icon, title, description, site, opening in a new tab", async () => {
    await renderBlockEditor({
      content: bookmark({
        url: "https://example.com/post",
        title: "A post",
        description: "About things",
        favicon: "https://example.com/icon.png",
        width: 350,
      }),
      views: { bookmark: BookmarkView },
      editable: false,
    });
    const link = screen.getByRole("link", { name: "Bookmark: A post" });
    expect(link).toHaveAttribute("href", "https://example.com/post");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(within(link).getByText("About things")).toBeInTheDocument();
    expect(within(link).getByText("example.com")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit bookmark" })).not.toBeInTheDocument();
  });

  it("falls back to a default icon when the favicon fails", async () => {
    await renderBlockEditor({
      content: bookmark({ url: "https://example.com", title: "Ex", favicon: "https://example.com/broken.ico" }),
      views: { bookmark: BookmarkView },
      editable: false,
    });
    expect(screen.queryByTestId("bookmark-default-icon")).not.toBeInTheDocument();
    fireEvent.error(document.querySelector("img[src='https://example.com/broken.ico']") as HTMLImageElement);
    expect(screen.getByTestId("bookmark-default-icon")).toBeInTheDocument();
  });

  it("fetches the preview for a new link and stores it in the block", async () => {
    const fetchMock = mockApi({
      "GET /api/global/link-preview": ok({
        url: "https://news.example.org/",
        title: "News",
        description: "Today's news",
        siteName: null,
        image: null,
        favicons: ["https://news.example.org/favicon.ico"],
      }),
    });
    const { editor } = await renderBlockEditor({ content: bookmark({}), views: { bookmark: BookmarkView } });
    expect(screen.getByText("No link yet")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Edit bookmark" }));
    const dialog = screen.getByRole("dialog", { name: "Bookmark a link" });
    fireEvent.change(within(dialog).getByLabelText("URL"), { target: { value: "https://news.example.org/" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await eventually(() => expect(firstNodeAttrs(editor, "bookmark")?.title).toBe("News"));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/global/link-preview?url=${encodeURIComponent("https://news.example.org/")}`,
    );
    expect(firstNodeAttrs(editor, "bookmark")).toMatchObject({
      url: "https://news.example.org/",
      title: "News",
      description: "Today's news",
      favicon: "https://news.example.org/favicon.ico",
    });
  });

  it("keeps the link and says so when no preview is available", async () => {
    mockApi({ "GET /api/global/link-preview": fail(422, "link_preview.unavailable", "Unavailable") });
    const { editor } = await renderBlockEditor({ content: bookmark({}), views: { bookmark: BookmarkView } });
    fireEvent.click(screen.getByRole("button", { name: "Edit bookmark" }));
    fireEvent.change(screen.getByLabelText("URL"), { target: { value: "https://down.example.net" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await eventually(() => expect(screen.getByRole("alert")).toBeInTheDocument());
    expect(screen.getByRole("alert")).toHaveTextContent("No preview is available for this link.");
    expect(firstNodeAttrs(editor, "bookmark")).toMatchObject({ url: "https://down.example.net", title: "" });
    expect(screen.getByRole("link", { name: "Bookmark: down.example.net" })).toBeInTheDocument();
  });
});
