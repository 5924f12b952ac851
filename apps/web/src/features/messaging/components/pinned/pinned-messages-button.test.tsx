import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../../test/fetch-mock";
import { CONVERSATION_ID, makeMessage, renderExtras } from "../poll/extras-test-utils";
import { PinnedMessagesButton } from "./pinned-messages-button";

const FIRST = makeMessage({
  id: "0197e000-0000-7000-8000-0000000000p1",
  content: "<p>Read the <em>brief</em></p>",
  pinned: true,
});
const SECOND = makeMessage({
  id: "0197e000-0000-7000-8000-0000000000p2",
  content: "<p>Deadline Friday</p>",
  pinned: true,
});

describe("PinnedMessagesButton", () => {
  it("counts the pinned messages, jumps to one, and unpins", async () => {
    const user = userEvent.setup();
    let pinned = [FIRST, SECOND];
    const unpinned: unknown[] = [];
    const listCalls: string[] = [];
    mockApi({
      "GET /api/messages/pinned": ({ url }) => {
        listCalls.push(new URL(url, "http://x").searchParams.get("chatId") ?? "");
        return ok(pinned);
      },
      "POST /api/message/unpin": ({ init }) => {
        unpinned.push(JSON.parse(String(init?.body)));
        pinned = [SECOND];
        return ok({ ...FIRST, pinned: false });
      },
    });
    const onJump = vi.fn();
    renderExtras(<PinnedMessagesButton conversationId={CONVERSATION_ID} onJump={onJump} />);

    await user.click(await screen.findByRole("button", { name: "2 pinned messages" }));
    expect(listCalls).toEqual([CONVERSATION_ID]);
    expect(screen.getByText("Read the brief")).toBeInTheDocument();
    await user.click(screen.getByText("Deadline Friday"));
    expect(onJump).toHaveBeenCalledWith(SECOND.id);

    await user.click(screen.getByRole("button", { name: "2 pinned messages" }));
    await user.click(screen.getAllByRole("button", { name: "Unpin the message from Ada Lovelace" })[0] as HTMLElement);
    await waitFor(() => expect(unpinned).toEqual([{ messageId: FIRST.id }]));
    await waitFor(() => expect(screen.queryByText("Read the brief")).not.toBeInTheDocument());
    // The count behind the open popover follows the refetched list.
    expect(await screen.findByRole("button", { name: "1 pinned message", hidden: true })).toBeInTheDocument();
  });

  it("says when the pinned list cannot be loaded", async () => {
    const user = userEvent.setup();
    mockApi({});
    renderExtras(<PinnedMessagesButton conversationId={CONVERSATION_ID} onJump={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "0 pinned messages" }));
    expect(await screen.findByText("Failed to fetch pin messages")).toBeInTheDocument();
  });
});
