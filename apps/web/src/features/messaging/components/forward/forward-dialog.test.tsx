import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../../test/fetch-mock";
import { findConversation, useUnreadMessagesTotal } from "../../hooks/use-conversations";
import { CONVERSATION_ID, makeConversation, makeMessage, renderExtras } from "../poll/extras-test-utils";
import { ForwardDialog } from "./forward-dialog";

/** The app switcher's unread badge: reads every conversation list cache. */
function UnreadTotal() {
  return <output aria-label="Unread total">{useUnreadMessagesTotal()}</output>;
}

const CHAT_ID = "0197d000-0000-7000-8000-0000000000c1";
const CHANNEL_ID = "0197d000-0000-7000-8000-0000000000c2";
const MESSAGE = makeMessage({ id: "0197e000-0000-7000-8000-0000000000f1" });

describe("ForwardDialog", () => {
  it("forwards the message with a note to the chosen channel", async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    const searches: string[] = [];
    mockApi({
      "GET /api/chats/bearish": ({ url }) => {
        searches.push(new URL(url, "http://x").searchParams.get("search") ?? "");
        return ok([makeConversation({ id: CHAT_ID, name: "Grace Hopper" })]);
      },
      "GET /api/channels/bearish": ok([
        makeConversation({ id: CHANNEL_ID, type: "channel", name: "design", description: "Design talk" }),
      ]),
      [`POST /api/chats/bearish/${CONVERSATION_ID}/messages/${MESSAGE.id}/forward`]: ({ init }) => {
        posted.push(JSON.parse(String(init?.body)));
        return ok(makeMessage({ id: "0197e000-0000-7000-8000-0000000000f2", conversationId: CHANNEL_ID }));
      },
    });
    const onClose = vi.fn();
    renderExtras(
      <ForwardDialog
        open
        message={MESSAGE}
        platform="bearish"
        conversationType="chat"
        conversationId={CONVERSATION_ID}
        onClose={onClose}
      />,
    );

    expect(screen.getByText("Hello team")).toBeInTheDocument();
    const forward = screen.getByRole("button", { name: "Forward" });
    expect(forward).toBeDisabled();
    await user.click(await screen.findByRole("button", { name: /# design/ }));
    await user.type(screen.getByRole("textbox", { name: "Add a note (optional)" }), "  For you  ");
    await user.click(forward);

    await waitFor(() => expect(posted).toEqual([{ chatId: CHANNEL_ID, content: "For you" }]));
    expect(await screen.findByText("Message forwarded")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    // No search text: the list call carries no search parameter.
    expect(searches).toEqual([""]);
  });

  it("searches chats and channels by name", async () => {
    const user = userEvent.setup();
    const searches: Array<string | null> = [];
    mockApi({
      "GET /api/chats/bearish": ({ url }) => {
        searches.push(new URL(url, "http://x").searchParams.get("search"));
        return ok([]);
      },
      "GET /api/channels/bearish": ({ url }) => {
        searches.push(new URL(url, "http://x").searchParams.get("search"));
        return ok([]);
      },
    });
    renderExtras(
      <ForwardDialog
        open
        message={MESSAGE}
        platform="bearish"
        conversationType="chat"
        conversationId={CONVERSATION_ID}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByText("No chats or channels found")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Search chats and channels" }), "des");
    await waitFor(() => expect(searches).toEqual([null, null, "des", "des"]));
  });

  it("keeps its targets out of the conversation list caches the list helpers walk", async () => {
    mockApi({
      "GET /api/chats/bearish": ok([makeConversation({ id: CHAT_ID, name: "Grace Hopper", unreadCount: 2 })]),
      "GET /api/channels/bearish": ok([makeConversation({ id: CHANNEL_ID, type: "channel", name: "design" })]),
    });
    const { queryClient } = renderExtras(
      <>
        <UnreadTotal />
        <ForwardDialog
          open
          message={MESSAGE}
          platform="bearish"
          conversationType="chat"
          conversationId={CONVERSATION_ID}
          onClose={vi.fn()}
        />
      </>,
    );
    expect(await screen.findByRole("button", { name: /# design/ })).toBeInTheDocument();
    // The page still renders (the badge, which walks every list cache, meets no plain array) ...
    expect(screen.getByLabelText("Unread total")).toHaveTextContent("0");
    // ... and the targets are not taken for a list row.
    expect(findConversation(queryClient, CHAT_ID)).toBeNull();
  });
});
