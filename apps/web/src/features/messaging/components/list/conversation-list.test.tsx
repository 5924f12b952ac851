import { DEFAULT_MESSAGE_CENTER_SETTINGS } from "@bearish/shared/messaging/message-center-settings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../../test/fetch-mock";
import { ALAN, listReply, ME, makeChannel, makeConversation, renderMessaging } from "./messaging-test-utils";

const directChat = makeConversation({ unreadCount: 3, isUnreadMessage: true });
const groupChat = makeConversation({
  id: "0197d000-0000-7000-8000-000000000002",
  name: "Ada, Alan",
  isDirect: false,
  isMuted: true,
  unreadCount: 150,
  isUnreadMessage: true,
  lastMessage: {
    id: "0197e000-0000-7000-8000-000000000020",
    preview: "Lunch?",
    senderId: ME.id,
    senderName: "Grace Hopper",
    createdAt: "2025-03-01T09:00:00.000Z",
    isDeleted: false,
  },
  participants: [
    ...directChat.participants,
    {
      id: ALAN.id,
      userId: ALAN.id,
      firstName: ALAN.firstName,
      lastName: ALAN.lastName,
      name: "Alan Turing",
      email: "alan@bearish.test",
      avatar: null,
      avatar_fallBack: "AT",
      role: "member" as const,
    },
  ],
});
const pinnedChannel = makeChannel({ isPinned: true, isStar: true, myRole: "member" });
const ownedChannel = makeChannel({
  id: "0197d000-0000-7000-8000-0000000000c2",
  name: "design",
  myRole: "owner",
  ownerId: ME.id,
});

function api(overrides: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    "GET /api/chats/bearish": listReply([directChat, groupChat]),
    "GET /api/channels/bearish": listReply([pinnedChannel, ownedChannel]),
    "GET /api/settings/message-center": ok(DEFAULT_MESSAGE_CENTER_SETTINGS),
    ...overrides,
  });
}

const row = (name: RegExp) => screen.findByRole("link", { name });
const section = (name: string) => screen.getByRole("list", { name });

describe("chat and channel list", () => {
  it("shows Pinned, Channels and Direct messages with previews, unread badges and marks", async () => {
    api();
    await renderMessaging("/en/message/your-message/inbox");
    await row(/Ada Lovelace/);
    expect(within(section("Pinned")).getByRole("link", { name: /# general/ })).toBeInTheDocument();
    expect(within(section("Channels")).getByRole("link", { name: /# design/ })).toBeInTheDocument();
    const direct = section("Direct messages");
    const ada = within(direct).getByRole("link", { name: /Ada Lovelace/ });
    expect(ada).toHaveTextContent("Ada: See you tomorrow");
    expect(ada).toHaveTextContent("3 unread");
    const group = within(direct).getByRole("link", { name: /Ada, Alan/ });
    expect(group).toHaveTextContent("You: Lunch?");
    expect(within(group).getByTestId("unread-badge")).toHaveTextContent("99+");
    expect(within(group).getByTitle("Muted")).toBeInTheDocument();
    expect(within(section("Pinned")).getByTitle("Starred")).toBeInTheDocument();
    // Nothing open: the home explains what to do.
    expect(screen.getByRole("heading", { name: "Your messages" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start a chat" })).toBeInTheDocument();
  });

  it("says what to do when there is nothing yet, and asks the server for a filter", async () => {
    const user = userEvent.setup();
    const urls: string[] = [];
    api({
      "GET /api/chats/bearish": ({ url }) => {
        urls.push(url);
        return listReply([]);
      },
      "GET /api/channels/bearish": listReply([]),
    });
    await renderMessaging("/en/message/your-message/inbox");
    expect(await screen.findByText("No chats or channels yet. Start a chat or create a channel.")).toBeInTheDocument();
    expect(urls[0]).toContain("pageSize=15");
    await user.click(screen.getByRole("button", { name: "Unread" }));
    await waitFor(() => expect(urls.some((url) => url.includes("filter=unread"))).toBe(true));
    expect(await screen.findByText("Nothing matches this filter.")).toBeInTheDocument();
  });

  it("offers menu items by state: read or unread, pin or unpin, block and delete for chats, leave for members of a channel", async () => {
    const user = userEvent.setup();
    api();
    await renderMessaging("/en/message/your-message/inbox");
    const items = async () => (await screen.findAllByRole("menuitem")).map((item) => item.textContent);

    await user.pointer({ keys: "[MouseRight]", target: await row(/Ada Lovelace/) });
    expect(await items()).toEqual(["Mark as read", "Pin", "Star", "Mute", "Block", "Hide", "Delete"]);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "More actions for general" }));
    expect(await items()).toEqual(["Mark as unread", "Unpin", "Unstar", "Mute", "Hide", "Leave channel"]);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "More actions for design" }));
    expect(await items()).toEqual(["Mark as unread", "Pin", "Star", "Mute", "Hide", "Delete"]);
  });

  it("in the hidden list offers only Unhide, which sends the row back to the inbox", async () => {
    const user = userEvent.setup();
    const hidden = makeConversation({ isHide: true });
    let unhideBody: unknown = null;
    api({
      "GET /api/chats/bearish/archive": listReply([hidden]),
      "GET /api/channels/bearish/archive": listReply([]),
      [`POST /api/chats/bearish/${hidden.id}/unhide`]: ({ init }) => {
        unhideBody = JSON.parse(String(init?.body));
        return ok({ ...hidden, isHide: false });
      },
    });
    await renderMessaging("/en/message/your-message/archive");
    expect(screen.getByRole("heading", { name: "Hidden chats and channels", level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "More actions for Ada Lovelace" }));
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Unhide"]);
    await user.click(screen.getByRole("menuitem", { name: "Unhide" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: /Ada Lovelace/ })).not.toBeInTheDocument());
    expect(unhideBody).toEqual({ hide: false });
    expect(await screen.findByText("Back in your inbox")).toBeInTheDocument();
  });

  it("hides a chat with the server's answer, and shows the server's reason when an action fails", async () => {
    const user = userEvent.setup();
    api({
      [`POST /api/chats/bearish/${directChat.id}/hide`]: ok({ ...directChat, isHide: true }),
      [`PUT /api/chats/bearish/${groupChat.id}/unmute`]: {
        status: 403,
        body: { success: false, statusCode: 403, error: "Forbidden", code: "x.y", message: "Not allowed here" },
      },
    });
    await renderMessaging("/en/message/your-message/inbox");
    await user.click(await screen.findByRole("button", { name: "More actions for Ada Lovelace" }));
    await user.click(await screen.findByRole("menuitem", { name: "Hide" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: /Ada Lovelace/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "More actions for Ada, Alan" }));
    await user.click(await screen.findByRole("menuitem", { name: "Unmute" }));
    expect(await screen.findByText("Not allowed here")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Ada, Alan/ })).toBeInTheDocument();
  });

  it("deletes a chat after confirming, and leaves the page of the open one", async () => {
    const user = userEvent.setup();
    api({ [`DELETE /api/chats/bearish/${directChat.id}`]: ok({ id: directChat.id }) });
    await renderMessaging(`/en/message/your-message/inbox/chat/bearish/${directChat.id}`);
    expect(await row(/Ada Lovelace/)).toHaveAttribute("aria-current", "page");
    await user.click(screen.getByRole("button", { name: "More actions for Ada Lovelace" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this chat?" });
    expect(dialog).toHaveTextContent("This removes it from your list.");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/en/message/your-message/inbox"));
    expect(screen.queryByRole("link", { name: /Ada Lovelace/ })).not.toBeInTheDocument();
  });

  it("opens a row (read at once on screen), and moves between rows with the arrow keys", async () => {
    const user = userEvent.setup();
    api();
    await renderMessaging("/en/message/your-message/inbox");
    const ada = await row(/Ada Lovelace/);
    await user.click(ada);
    expect(screen.getByTestId("location")).toHaveTextContent(
      `/en/message/your-message/inbox/chat/bearish/${directChat.id}`,
    );
    expect(await screen.findByTestId("conversation-page")).toBeInTheDocument();
    expect(ada).not.toHaveTextContent("3 unread");

    const rows = screen.getAllByRole("link").filter((link) => link.hasAttribute("data-conversation-row"));
    rows[0]?.focus();
    await user.keyboard("{ArrowDown}");
    expect(rows[1]).toHaveFocus();
    await user.keyboard("{End}");
    expect(rows.at(-1)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent(groupChat.id);
  });

  it("shows Slack as not connected, with a disabled Connect button and its reason", async () => {
    const user = userEvent.setup();
    api();
    await renderMessaging("/en/message/your-message/inbox");
    await user.click(await screen.findByRole("button", { name: "Platform: All" }));
    await user.click(await screen.findByRole("menuitem", { name: /Slack/ }));
    expect(await screen.findByRole("heading", { name: "Slack is not connected" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Connect an account" })).toBeDisabled();
    expect(screen.queryByRole("link", { name: /Ada Lovelace/ })).not.toBeInTheDocument();
  });

  it("reads in Arabic", async () => {
    const { i18n } = await import("../../../../app/i18n/i18n");
    api();
    await i18n.changeLanguage("ar");
    try {
      await renderMessaging("/ar/message/your-message/inbox");
      expect(await screen.findByRole("list", { name: "الرسائل المباشرة" })).toBeInTheDocument();
      expect(screen.getByRole("list", { name: "المثبتة" })).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "غير المقروءة" })).toBeInTheDocument();
      expect(screen.getByRole("link", { name: /أنت: Lunch\?/ })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
