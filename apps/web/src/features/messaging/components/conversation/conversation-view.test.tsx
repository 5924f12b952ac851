import { MESSAGING_EVENTS } from "@bearish/shared/messaging/messaging-events";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok } from "../../../../test/fetch-mock";
import { ALAN_ID, CHAT_ID, ME, makeMessage, renderConversation } from "./conversation-test-utils";

const minutes = (n: number) => n * 60 * 1000;

/** The row of the message whose text is `text`. */
const rowOf = (text: string) => {
  const row = screen.getByText(text).closest("[data-message-id]");
  if (!(row instanceof HTMLElement)) throw new Error(`No message row for "${text}"`);
  return row;
};

describe("ConversationView messages", () => {
  it("separates days (Today, Yesterday, a date) and groups one sender's messages within 5 minutes", async () => {
    const today = new Date();
    today.setHours(12, 0, 0, 0);
    const yesterday = new Date(today.getTime() - 24 * 60 * 60 * 1000);
    const older = new Date(Date.UTC(2025, 4, 10, 12));
    const at = (base: Date, offset: number) => new Date(base.getTime() + offset).toISOString();
    await renderConversation({
      messages: [
        makeMessage({ seq: 1, createdAt: at(older, 0), content: "<p>Long ago</p>" }),
        makeMessage({ seq: 2, createdAt: at(yesterday, 0), content: "<p>Yesterday one</p>" }),
        makeMessage({ seq: 3, createdAt: at(today, 0), content: "<p>First</p>" }),
        makeMessage({ seq: 4, createdAt: at(today, minutes(2)), content: "<p>Second, grouped</p>" }),
        makeMessage({ seq: 5, createdAt: at(today, minutes(3)), senderId: ALAN_ID, content: "<p>Alan here</p>" }),
        makeMessage({ seq: 6, createdAt: at(today, minutes(4)), content: "<p>Ada again</p>" }),
        makeMessage({ seq: 7, createdAt: at(today, minutes(10)), content: "<p>Ada later</p>" }),
      ],
    });
    await screen.findByText("First");
    const separators = within(screen.getByRole("log"))
      .getAllByRole("separator")
      .map((s) => s.textContent);
    expect(separators).toHaveLength(3);
    expect(separators[1]).toBe("Yesterday");
    expect(separators[2]).toBe("Today");
    expect(separators[0]).toMatch(/2025/);

    // Ada's name heads "Long ago", "Yesterday one", "First", "Ada again" and "Ada later", not "Second".
    expect(within(rowOf("First")).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(rowOf("Second, grouped")).queryByText("Ada Lovelace")).toBeNull();
    expect(within(rowOf("Alan here")).getByText("Alan Turing")).toBeInTheDocument();
    expect(within(rowOf("Ada again")).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(rowOf("Ada later")).getByText("Ada Lovelace")).toBeInTheDocument();
  });

  it("shows deleted, edited and forwarded messages and highlights mentions of me", async () => {
    await renderConversation({
      messages: [
        makeMessage({ content: "", isDeleted: true }),
        makeMessage({ content: "<p>Fixed typo</p>", editedAt: "2026-01-05T10:00:00.000Z" }),
        makeMessage({
          content: "<p>Look at this</p>",
          forwarded: { messageId: "x", fromName: "Alan Turing", fromConversationName: "Enigma" },
        }),
        makeMessage({
          content: `<p>Hi <span data-type="mention" data-id="${ME.id}" data-label="Grace Hopper">@Grace Hopper</span></p>`,
          isMentioned: true,
        }),
      ],
    });
    expect(await screen.findByText("This message was deleted")).toBeInTheDocument();
    expect(within(rowOf("Fixed typo")).getByText("(edited)")).toBeInTheDocument();
    expect(screen.getByText("Forwarded from Alan Turing (Enigma)")).toBeInTheDocument();
    const mention = screen.getByText("@Grace Hopper");
    expect(mention).toHaveAttribute("data-id", ME.id);
  });

  it("disables edit for messages I received and allows it for mine", async () => {
    await renderConversation({
      messages: [
        makeMessage({ content: "<p>From Ada</p>" }),
        makeMessage({ senderId: ME.id, content: "<p>From me</p>" }),
      ],
    });
    await screen.findByText("From Ada");
    expect(within(rowOf("From Ada")).getByRole("button", { name: "Edit" })).toBeDisabled();
    expect(within(rowOf("From Ada")).getByRole("button", { name: "Reply" })).toBeEnabled();
    expect(within(rowOf("From me")).getByRole("button", { name: "Edit" })).toBeEnabled();
  });

  it("turns my sent messages to Seen when someone else's read-state reaches them", async () => {
    const { publish } = await renderConversation({
      messages: [
        makeMessage({ seq: 10, senderId: ME.id, content: "<p>Mine early</p>" }),
        makeMessage({ seq: 11, senderId: ME.id, content: "<p>Mine late</p>" }),
      ],
    });
    await screen.findByText("Mine early");
    expect(within(rowOf("Mine early")).getByRole("img", { name: "Sent" })).toBeInTheDocument();

    // My own read (another tab) says nothing about being seen.
    await publish(MESSAGING_EVENTS.readState, {
      conversationId: CHAT_ID,
      userId: ME.id,
      lastReadSeq: 11,
      lastReadAt: "",
    });
    expect(within(rowOf("Mine early")).queryByText("Seen")).toBeNull();

    await publish(MESSAGING_EVENTS.readState, {
      conversationId: CHAT_ID,
      userId: ALAN_ID,
      lastReadSeq: 10,
      lastReadAt: "",
    });
    expect(within(rowOf("Mine early")).getByText("Seen")).toBeInTheDocument();
    expect(within(rowOf("Mine late")).queryByText("Seen")).toBeNull();
    expect(within(rowOf("Mine late")).getByRole("img", { name: "Sent" })).toBeInTheDocument();
  });

  it("applies live edits, deletions and reactions, and marks the chat read on open", async () => {
    const first = makeMessage({ content: "<p>Original</p>" });
    const { publish, fetchMock } = await renderConversation({ messages: [first] });
    await screen.findByText("Original");
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith(`${CHAT_ID}/read`) && init?.method === "PUT"),
      ).toBe(true),
    );

    await publish(MESSAGING_EVENTS.messageUpdated, {
      message: { ...first, content: "<p>Changed</p>", editedAt: "2026-01-05T11:00:00.000Z" },
    });
    expect(await screen.findByText("Changed")).toBeInTheDocument();
    expect(screen.getByText("(edited)")).toBeInTheDocument();

    await publish(MESSAGING_EVENTS.reactionUpdate, {
      conversationId: CHAT_ID,
      messageId: first.id,
      reactions: [{ id: "r1", userId: ME.id, emoji: "🎉" }],
    });
    expect(screen.getByRole("button", { name: "🎉 reactions: 1" })).toHaveAttribute("aria-pressed", "true");

    await publish(MESSAGING_EVENTS.messageDeleted, { conversationId: CHAT_ID, id: first.id });
    expect(screen.getByText("This message was deleted")).toBeInTheDocument();
    expect(screen.queryByText("Changed")).toBeNull();
  });

  it("follows a pin made by someone else in the header's pinned count", async () => {
    const first = makeMessage({ content: "<p>Pin me</p>" });
    let pinned: (typeof first)[] = [];
    const { publish } = await renderConversation({
      messages: [first],
      routes: { "GET /api/messages/pinned": () => ok(pinned) },
    });
    expect(await screen.findByRole("button", { name: "0 pinned messages" })).toBeInTheDocument();
    const pinnedCopy = { ...first, pinned: true, pinnedAt: "2026-01-05T11:00:00.000Z" };
    pinned = [pinnedCopy];
    await publish(MESSAGING_EVENTS.messageUpdated, { message: pinnedCopy });
    expect(await screen.findByRole("button", { name: "1 pinned message" })).toBeInTheDocument();
  });

  it("adds a realtime message from someone else once", async () => {
    const { publish } = await renderConversation({
      messages: [makeMessage({ content: "<p>Hello</p>" })],
      routes: { [`PUT /api/chats/bearish/${CHAT_ID}/read`]: ok({}) },
    });
    await screen.findByText("Hello");
    const incoming = makeMessage({ senderId: ALAN_ID, content: "<p>Live one</p>", status: "sent" });
    await publish(MESSAGING_EVENTS.newMessage, { message: incoming });
    await publish(MESSAGING_EVENTS.newMessage, { message: incoming });
    expect(screen.getAllByText("Live one")).toHaveLength(1);
  });

  it("loads older messages with the oldest loaded seq as the cursor when scrolled near the top", async () => {
    const requests: string[] = [];
    const older = makeMessage({ seq: 3, content: "<p>Older one</p>" });
    const newer = makeMessage({ seq: 8, content: "<p>Newer one</p>" });
    await renderConversation({
      routes: {
        [`GET /api/chats/bearish/${CHAT_ID}/messages`]: ({ url }) => {
          requests.push(url);
          const before = new URL(url, "http://x").searchParams.get("beforeSeq");
          const data = before === null ? [newer] : [older];
          return {
            status: 200,
            body: {
              success: true,
              statusCode: 200,
              message: "OK",
              data,
              meta: { page: 1, limit: 1000, total: 2, hasMore: before === null },
            },
          };
        },
      },
    });
    await screen.findByText("Newer one");
    const log = screen.getByRole("log");
    log.scrollTop = 0;
    fireEvent.scroll(log);
    expect(await screen.findByText("Older one")).toBeInTheDocument();
    expect(new URL(requests[1] ?? "", "http://x").searchParams.get("beforeSeq")).toBe("8");
    expect(new URL(requests[0] ?? "", "http://x").searchParams.get("pageSize")).toBe("1000");
  });

  it("saves an edit of my message through the composer", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const mine = makeMessage({ senderId: ME.id, content: "<p>Draft text</p>" });
    const edits: unknown[] = [];
    await renderConversation({
      messages: [mine],
      routes: {
        [`PUT /api/messages/${mine.id}`]: ({ init }) => {
          const body = JSON.parse(String(init?.body)) as { content: string };
          edits.push(body);
          return ok({ ...mine, content: body.content, editedAt: "2026-01-05T12:00:00.000Z", category: "edited" });
        },
      },
    });
    await screen.findByText("Draft text");
    await user.click(within(rowOf("Draft text")).getByRole("button", { name: "Edit" }));
    const box = screen.getByRole("textbox", { name: "Message" });
    await waitFor(() => expect(box).toHaveTextContent("Draft text"));
    await user.keyboard(" fixed{Enter}");
    await waitFor(() => expect(edits).toEqual([{ content: "<p>Draft text fixed</p>", mentions: [] }]));
    expect(await screen.findByText("Draft text fixed")).toBeInTheDocument();
    expect(within(rowOf("Draft text fixed")).getByText("(edited)")).toBeInTheDocument();
  });
});
