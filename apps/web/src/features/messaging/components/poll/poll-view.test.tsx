import type { Message, Poll } from "@bearish/shared/messaging/message";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fail, mockApi, ok } from "../../../../test/fetch-mock";
import {
  ADA_ID,
  CachedMessage,
  CONVERSATION_ID,
  ME,
  makeConversation,
  makeMessage,
  makeParticipant,
  renderExtras,
  seedMessages,
} from "./extras-test-utils";
import { PollView } from "./poll-view";

const MESSAGE_ID = "0197e000-0000-7000-8000-0000000000aa";
const BOB_ID = "0197a000-0000-7000-8000-00000000000b";

function pollMessage(poll: Partial<Poll>, overrides: Partial<Message> = {}): Message {
  return makeMessage({
    id: MESSAGE_ID,
    content: "",
    poll: { state: "open", question: "Where do we meet?", options: [], myVote: null, ...poll },
    ...overrides,
  });
}

const option = (id: string, value: string, voterIds: string[] = []) => ({
  id,
  value,
  votes: voterIds.length,
  voterIds,
});

const conversationRoute = {
  [`GET /api/chats/bearish/${CONVERSATION_ID}`]: ok(
    makeConversation({
      participants: [makeParticipant(ADA_ID, "Ada", "Lovelace"), makeParticipant(BOB_ID, "Bob", "Kahn")],
    }),
  ),
};

/** Renders the poll from the message cache, so the server's answers show as they would on the page. */
function renderPoll(message: Message) {
  const view = renderExtras(
    <CachedMessage id={message.id}>{(m) => <PollView message={m} currentUserId={ME.id} />}</CachedMessage>,
  );
  seedMessages(view.queryClient, [message]);
  return view;
}

describe("PollView", () => {
  it("lets the author of an open poll add options, and keeps locking disabled below two", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    mockApi({
      ...conversationRoute,
      [`PUT /api/messages/${MESSAGE_ID}/poll/options`]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { options: { id?: string; value: string }[] };
        bodies.push(body);
        return ok(
          pollMessage(
            { options: body.options.map((o, i) => option(o.id ?? `o${i + 1}`, o.value)) },
            { senderId: ME.id },
          ),
        );
      },
    });
    renderPoll(pollMessage({ options: [option("o1", "Office")] }, { senderId: ME.id }));

    const lock = await screen.findByRole("button", { name: "Lock options and allow voting" });
    expect(lock).toBeDisabled();
    expect(screen.getByText("A poll needs more than one option")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Option 1" })).toHaveValue("Office");

    await user.type(screen.getByRole("textbox", { name: "New option" }), "Café{Enter}");
    await waitFor(() => expect(bodies).toEqual([{ options: [{ id: "o1", value: "Office" }, { value: "Café" }] }]));
    expect(await screen.findByRole("textbox", { name: "Option 2" })).toHaveValue("Café");
    expect(screen.getByRole("button", { name: "Lock options and allow voting" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Remove option “Office”" }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ options: [{ id: "o2", value: "Café" }] });
  });

  it("shows the server's refusal when locking fails", async () => {
    const user = userEvent.setup();
    mockApi({
      ...conversationRoute,
      [`POST /api/messages/${MESSAGE_ID}/poll/lock`]: fail(
        400,
        "message.poll_needs_options",
        "A poll needs more than one option",
      ),
    });
    renderPoll(pollMessage({ options: [option("o1", "Office"), option("o2", "Café")] }, { senderId: ME.id }));
    await user.click(await screen.findByRole("button", { name: "Lock options and allow voting" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not change the poll");
    expect(alert).toHaveTextContent("A poll needs more than one option");
  });

  it("tells others that the options are being prepared", async () => {
    mockApi(conversationRoute);
    renderPoll(pollMessage({ options: [option("o1", "Office"), option("o2", "Café")] }));
    expect(await screen.findByText("Options are being prepared")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Office" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("lets everyone vote on a locked poll, then shows the results with who voted", async () => {
    const user = userEvent.setup();
    const votes: unknown[] = [];
    mockApi({
      ...conversationRoute,
      [`POST /api/messages/${MESSAGE_ID}/poll/vote`]: ({ init }) => {
        votes.push(JSON.parse(String(init?.body)));
        return ok(
          pollMessage({
            state: "locked",
            options: [option("o1", "Office", [BOB_ID]), option("o2", "Café", [ADA_ID, ME.id])],
            myVote: "o2",
          }),
        );
      },
    });
    renderPoll(
      pollMessage({ state: "locked", options: [option("o1", "Office", [BOB_ID]), option("o2", "Café", [ADA_ID])] }),
    );

    // Not voted yet: choices, no results.
    expect(screen.queryByRole("list", { name: "Poll results" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("button", { name: "Café" }));
    await waitFor(() => expect(votes).toEqual([{ optionId: "o2" }]));

    const results = await screen.findByRole("list", { name: "Poll results" });
    const cafe = within(results).getByRole("listitem", { name: "Café" });
    expect(cafe).toHaveTextContent("2 votes · 67%");
    expect(within(cafe).getByLabelText("Your vote")).toBeInTheDocument();
    expect(within(results).getByRole("listitem", { name: "Office" })).toHaveTextContent("1 vote · 33%");
    expect(await within(cafe).findByLabelText("Ada Lovelace")).toBeInTheDocument();
    expect(within(results).getByRole("listitem", { name: "Office" })).toContainElement(
      screen.getByLabelText("Bob Kahn"),
    );
    // The header is a heading, not a button.
    expect(screen.getByRole("heading", { name: "Where do we meet?" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Where do we meet?" })).not.toBeInTheDocument();

    // The vote can be changed.
    await user.click(screen.getByRole("button", { name: "Change vote" }));
    expect(screen.getByRole("button", { name: "Café" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Office" }));
    await waitFor(() => expect(votes).toEqual([{ optionId: "o2" }, { optionId: "o1" }]));
  });

  it("keeps showing results after a broadcast update without the caller's vote", async () => {
    mockApi(conversationRoute);
    // Realtime poll updates carry myVote null; the voter list still says the caller voted.
    renderPoll(
      pollMessage({ state: "locked", options: [option("o1", "Office", [ME.id]), option("o2", "Café")], myVote: null }),
    );
    const results = await screen.findByRole("list", { name: "Poll results" });
    expect(within(results).getByRole("listitem", { name: "Office" })).toHaveTextContent("1 vote · 100%");
  });
});
