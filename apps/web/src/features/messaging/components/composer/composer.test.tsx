import type { Message } from "@bearish/shared/messaging/message";
import { MESSAGING_EVENTS } from "@bearish/shared/messaging/messaging-events";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ok } from "../../../../test/fetch-mock";
import { ALAN_ID, CHAT_PATH, ME, makeMessage, renderConversation } from "../conversation/conversation-test-utils";

interface SentBody {
  content: string;
  clientMessageId: string;
  replyTo?: string;
  mentions: { id: string; username: string }[];
}

/** The server's answer to a send: the stored message for the body. */
function stored(body: SentBody, seq: number): Message {
  return makeMessage({
    seq,
    senderId: ME.id,
    clientMessageId: body.clientMessageId,
    content: body.content,
    mentions: body.mentions,
    status: "sent",
  });
}

function sendRoute(sent: SentBody[], reply: (body: SentBody, attempt: number) => "ok" | "fail" = () => "ok") {
  return {
    [`POST ${CHAT_PATH}/messages`]: ({ init }: { init: RequestInit | undefined }) => {
      const body = JSON.parse(String(init?.body)) as SentBody;
      sent.push(body);
      if (reply(body, sent.length) === "fail") {
        return {
          status: 503,
          body: { success: false, statusCode: 503, error: "Unavailable", code: "x", message: "Down" },
        };
      }
      return ok(stored(body, 100 + sent.length));
    },
  };
}

const editor = () => screen.getByRole("textbox", { name: "Message" });
// The hover toolbar takes pointer events only under a hovering pointer, which jsdom's CSS cannot match.
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

describe("Composer", () => {
  it("sends on Enter, breaks the line on Shift+Enter, and sends nothing when empty", async () => {
    const user = setupUser();
    const sent: SentBody[] = [];
    await renderConversation({ routes: sendRoute(sent) });
    await screen.findByText("No messages yet. Say hello!");

    await user.click(editor());
    await user.keyboard("{Enter}");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toHaveLength(0);
    // TipTap moves the focus on the next frame.
    await waitFor(() => expect(editor()).toHaveFocus());

    await user.type(editor(), "Hello");
    await user.keyboard("{Shift>}{Enter}{/Shift}");
    await user.keyboard("world");
    expect(sent).toHaveLength(0);
    await user.keyboard("{Enter}");

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.content).toBe("<p>Hello<br>world</p>");
    expect(await screen.findByText(/Hello/)).toBeInTheDocument();
    expect(editor()).toHaveTextContent("");
  });

  it("suggests people whose names start with the query; Enter picks one instead of sending", async () => {
    const user = setupUser();
    const sent: SentBody[] = [];
    await renderConversation({ routes: sendRoute(sent) });
    await screen.findByText("No messages yet. Say hello!");

    await user.type(editor(), "Hi @l");
    let list = await screen.findByRole("listbox", { name: "People to mention" });
    // Lovelace starts with "l"; Alan Turing contains one but starts with none.
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([expect.stringContaining("Ada Lovelace")]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox", { name: "People to mention" })).toBeNull());
    await user.keyboard(" @a");
    list = await screen.findByRole("listbox", { name: "People to mention" });
    const options = within(list).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining("Ada Lovelace"),
      expect.stringContaining("Alan Turing"),
    ]);
    await user.keyboard("{ArrowDown}");
    expect(within(list).getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    expect(sent).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole("listbox", { name: "People to mention" })).toBeNull());
    expect(editor()).toHaveTextContent("Hi @l @Alan Turing");

    await user.keyboard("{Enter}");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.mentions).toEqual([{ id: ALAN_ID, username: "Alan Turing" }]);
    expect(sent[0]?.content).toContain(`data-id="${ALAN_ID}"`);
  });

  it("keeps reply and edit exclusive and clears them after a send", async () => {
    const user = setupUser();
    const sent: SentBody[] = [];
    const mine = makeMessage({ senderId: ME.id, content: "<p>My words</p>" });
    const theirs = makeMessage({ content: "<p>Their words</p>" });
    await renderConversation({ messages: [theirs, mine], routes: sendRoute(sent) });
    const theirRow = (await screen.findByText("Their words")).closest("[data-message-id]") as HTMLElement;
    const myRow = screen.getByText("My words").closest("[data-message-id]") as HTMLElement;

    await user.click(within(theirRow).getByRole("button", { name: "Reply" }));
    expect(screen.getByRole("group", { name: "Replying to Ada Lovelace" })).toBeInTheDocument();

    await user.click(within(myRow).getByRole("button", { name: "Edit" }));
    expect(screen.queryByRole("group", { name: "Replying to Ada Lovelace" })).toBeNull();
    expect(screen.getByRole("group", { name: "Editing message" })).toBeInTheDocument();
    await waitFor(() => expect(editor()).toHaveTextContent("My words"));

    await user.click(within(theirRow).getByRole("button", { name: "Reply" }));
    expect(screen.queryByRole("group", { name: "Editing message" })).toBeNull();
    await waitFor(() => expect(editor()).toHaveTextContent(""));

    await user.type(editor(), "Answer{Enter}");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.replyTo).toBe(theirs.id);
    expect(screen.queryByRole("group", { name: "Replying to Ada Lovelace" })).toBeNull();
  });

  it("leaves edit mode on Escape without saving", async () => {
    const user = setupUser();
    const mine = makeMessage({ senderId: ME.id, content: "<p>Keep me</p>" });
    await renderConversation({ messages: [mine] });
    const row = (await screen.findByText("Keep me")).closest("[data-message-id]") as HTMLElement;
    await user.click(within(row).getByRole("button", { name: "Edit" }));
    await waitFor(() => expect(editor()).toHaveTextContent("Keep me"));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Editing message" })).toBeNull();
    expect(editor()).toHaveTextContent("");
  });

  it("shows a pending send once, even when the realtime echo comes before the answer", async () => {
    const user = setupUser();
    const sent: SentBody[] = [];
    const server: { answer?: () => void } = {};
    const { publish } = await renderConversation({
      routes: {
        [`POST ${CHAT_PATH}/messages`]: ({ init }) => {
          const body = JSON.parse(String(init?.body)) as SentBody;
          sent.push(body);
          return new Promise((resolve) => {
            server.answer = () => resolve(ok(stored(body, 7)));
          });
        },
      },
    });
    await screen.findByText("No messages yet. Say hello!");
    await user.type(editor(), "Echo me{Enter}");
    const log = screen.getByRole("log");
    expect(await within(log).findByText("Echo me")).toBeInTheDocument();
    expect(within(log).getByRole("img", { name: "Sending" })).toBeInTheDocument();

    const body = sent[0];
    if (!body) throw new Error("nothing sent");
    await publish(MESSAGING_EVENTS.newMessage, { message: { ...stored(body, 7), status: "sent" } });
    expect(within(log).getAllByText("Echo me")).toHaveLength(1);
    expect(within(log).getByRole("img", { name: "Sent" })).toBeInTheDocument();

    server.answer?.();
    await waitFor(() => expect(within(log).getAllByText("Echo me")).toHaveLength(1));
    expect(within(log).queryByRole("img", { name: "Sending" })).toBeNull();
  });
});
