import type { MediaItem } from "@bearish/shared/messaging/message";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../test/fetch-mock";
import { CONVERSATION_ID, renderExtras } from "../poll/extras-test-utils";
import { MediaPanel } from "./media-panel";

function item(index: number, type: MediaItem["type"] = "files"): MediaItem {
  return {
    id: `m${index}`,
    name: `report-${index}.pdf`,
    type,
    size: 1_500_000,
    lastModified: "2026-01-05T10:00:00.000Z",
    thumbnailUrl: type === "image" ? `/api/files/t${index}` : null,
    content: "",
    userDetails: { firstName: "Ada", lastName: "Lovelace", avatar: null },
    fileName: type === "link" ? "https://example.com/spec" : `report-${index}.pdf`,
    fileType: type === "link" ? "" : "application/pdf",
    fileSize: 1_500_000,
    fileUrl: type === "link" ? "https://example.com/spec" : `/api/files/f${index}?sig=1`,
    timestamp: "2026-01-05T10:00:00.000Z",
    messageId: `msg${index}`,
    senderId: "u1",
    message: { createdAt: "2026-01-05T10:00:00.000Z" },
    createdAt: "2026-01-05T10:00:00.000Z",
  };
}

const page = (items: MediaItem[], pageNumber: number, hasMore: boolean) => ({
  status: 200,
  body: {
    success: true,
    statusCode: 200,
    message: "OK",
    data: items,
    meta: { page: pageNumber, limit: 50, total: hasMore ? 60 : items.length, hasMore },
  },
});

describe("MediaPanel", () => {
  it("sends the chosen type, date range, sender and search as the query, and pages by 50", async () => {
    const user = userEvent.setup();
    const calls: URL[] = [];
    const base = `/api/messages/files/bearish/${CONVERSATION_ID}`;
    const answer = ({ url }: { url: string }) => {
      const parsed = new URL(url, "http://bearish.test");
      calls.push(parsed);
      const pageNumber = Number(parsed.searchParams.get("page"));
      // Few rows keep the test quick; meta.hasMore is what drives paging.
      const rows = Array.from({ length: pageNumber === 1 ? 5 : 3 }, (_, i) => item((pageNumber - 1) * 5 + i));
      return page(rows, pageNumber, pageNumber === 1);
    };
    mockApi({ [`GET ${base}/all`]: answer, [`GET ${base}/files`]: answer });
    const onOpenFile = vi.fn();
    renderExtras(
      <MediaPanel platform="bearish" conversationId={CONVERSATION_ID} onClose={vi.fn()} onOpenFile={onOpenFile} />,
    );

    expect(await screen.findByText("report-0.pdf")).toBeInTheDocument();
    expect(calls[0]?.pathname).toBe(`${base}/all`);
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toEqual({ page: "1", limit: "50" });

    await user.click(screen.getByRole("tab", { name: "Files" }));
    await user.click(screen.getByRole("combobox", { name: "Date" }));
    await user.click(screen.getByRole("option", { name: "Last 30 days" }));
    await user.click(screen.getByRole("combobox", { name: "Sender" }));
    await user.click(screen.getByRole("option", { name: "Me" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Search files and links" }), { target: { value: "report" } });

    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)?.searchParams ?? [])).toEqual({
        filter: "last30Days",
        sender: "me",
        searchQuery: "report",
        page: "1",
        limit: "50",
      }),
    );
    expect(calls.at(-1)?.pathname).toBe(`${base}/files`);

    const list = await screen.findByRole("list", { name: "Files and links" });
    await waitFor(() => expect(within(list).getAllByRole("button")).toHaveLength(5));
    expect(within(list).getAllByRole("button")[0]).toHaveTextContent("1.50 MB · Ada Lovelace");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(list).getAllByRole("button")).toHaveLength(8));
    expect(calls.at(-1)?.searchParams.get("page")).toBe("2");
    expect(calls.at(-1)?.searchParams.get("filter")).toBe("last30Days");
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();

    await user.click(within(list).getByText("report-3.pdf"));
    expect(onOpenFile).toHaveBeenCalledWith(expect.objectContaining({ id: "m3" }));
  });

  it("shows images as a grid, links as new-tab links, and an empty state per filter", async () => {
    const user = userEvent.setup();
    const base = `/api/messages/files/bearish/${CONVERSATION_ID}`;
    mockApi({
      [`GET ${base}/all`]: page([], 1, false),
      [`GET ${base}/image`]: page([item(1, "image"), item(2, "image")], 1, false),
      [`GET ${base}/link`]: page([item(3, "link")], 1, false),
      [`GET ${base}/video`]: page([], 1, false),
    });
    renderExtras(
      <MediaPanel platform="bearish" conversationId={CONVERSATION_ID} onClose={vi.fn()} onOpenFile={vi.fn()} />,
    );
    expect(await screen.findByText("No files or links have been shared here yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Images" }));
    const grid = await screen.findByRole("list", { name: "Files and links" });
    expect(within(grid).getAllByRole("listitem")).toHaveLength(2);
    expect(within(grid).getByRole("listitem", { name: "Open report-1.pdf" })).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: "Links" }));
    const link = await screen.findByRole("link", { name: /https:\/\/example.com\/spec/ });
    expect(link).toHaveAttribute("href", "https://example.com/spec");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");

    await user.click(screen.getByRole("tab", { name: "Videos" }));
    expect(await screen.findByText("No videos have been shared here yet.")).toBeInTheDocument();
  });
});
