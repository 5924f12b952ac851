import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../test/fetch-mock";
import { renderApp } from "../../../test/render-app";

const WORKSPACE_ID = "0197b000-0000-7000-8000-000000000001";
const DOC_ID = "0197d000-0000-7000-8000-000000000001";
const UPLOAD_ID = "0197f100-0000-7000-8000-000000000001";
const PATH = `/api/page/document/${WORKSPACE_ID}/${DOC_ID}/files/${UPLOAD_ID}`;
const SIGNED = `/api/files/${UPLOAD_ID}?expires=1&sig=abc`;
const attrs = (value: Record<string, unknown>) => JSON.stringify(value).replace(/"/g, "&quot;");

const PAGE = {
  kind: "document",
  title: "Launch plan",
  content: `<p>Before</p><bearish-image data-attrs="${attrs({ src: PATH, alt: "Roadmap", width: "50%" })}"></bearish-image><bearish-image data-attrs="${attrs({ src: "https://example.com/cat.png", alt: "A cat" })}"></bearish-image>`,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("published page images", () => {
  it("draws image blocks, a page file through the public link's fresh signed URL", async () => {
    const fetchMock = mockApi({
      "GET /api/public/page/tok-img": ok(PAGE),
      [`GET /api/public/page/tok-img/files/${UPLOAD_ID}`]: ok({ url: SIGNED }),
    });
    renderApp("/en/p/tok-img");
    expect(await screen.findByRole("heading", { name: "Launch plan" })).toBeVisible();
    // The image block's view (read-only editor) shows each picture once it has loaded; jsdom loads nothing.
    await waitFor(() => expect(document.querySelector('img[alt="Roadmap"]')).toHaveAttribute("src", SIGNED));
    for (const img of document.querySelectorAll("img")) fireEvent.load(img);
    await waitFor(() => expect(screen.getByRole("img", { name: "Roadmap" })).toHaveAttribute("src", SIGNED));
    expect(screen.getByRole("img", { name: "Roadmap" }).style.width).toBe("50%");
    expect(screen.getByRole("img", { name: "A cat" })).toHaveAttribute("src", "https://example.com/cat.png");
    // Nothing was asked of the signed-in page route.
    expect(fetchMock.mock.calls.every(([url]) => String(url).startsWith("/api/public/page/"))).toBe(true);
  });
});
