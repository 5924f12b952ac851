import { CHANNEL_ERRORS } from "@bearish/shared/messaging/conversation";
import { DEFAULT_MESSAGE_CENTER_SETTINGS } from "@bearish/shared/messaging/message-center-settings";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, ok } from "../../../../test/fetch-mock";
import { ADA, ALAN, listReply, ME, makeChannel, makeConversation, renderMessaging } from "../list/messaging-test-utils";
import { channelFormErrors, EMPTY_CHANNEL_FORM } from "./channel-form-rules";

const user = (person: { id: string; firstName: string; lastName: string }) => ({
  ...person,
  email: `${person.firstName.toLowerCase()}@bearish.test`,
  avatar: null,
  avatar_fallBack: `${person.firstName[0]}${person.lastName[0]}`,
  status: "online",
});
const PEOPLE = [user(ME), user(ADA), user(ALAN)];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /api/chats/bearish": listReply([]),
    "GET /api/channels/bearish": listReply([]),
    "GET /api/settings/message-center": ok(DEFAULT_MESSAGE_CENTER_SETTINGS),
    "GET /api/channels/bearish/users": ok(PEOPLE),
    "GET /api/channels/bearish/browse": ok([]),
    ...extra,
  });
}

describe("channel form rules (spec §5)", () => {
  it("lists what is missing in the spec's words, Teams and Slack included", () => {
    expect(channelFormErrors(EMPTY_CHANNEL_FORM)).toEqual([
      CHANNEL_ERRORS.nameRequired,
      CHANNEL_ERRORS.participantRequired,
    ]);
    expect(channelFormErrors({ ...EMPTY_CHANNEL_FORM, name: "x", participantIds: ["a"], platform: "teams" })).toEqual([
      "Please select a team for Teams platform",
    ]);
    expect(channelFormErrors({ ...EMPTY_CHANNEL_FORM, name: "x", participantIds: ["a"], platform: "slack" })).toEqual([
      "Please select a user for Slack platform",
    ]);
    expect(channelFormErrors({ ...EMPTY_CHANNEL_FORM, name: " x ", participantIds: ["a"] })).toEqual([]);
  });
});

describe("messaging dialogs", () => {
  it("Create a Channel shows the spec's alerts, then the server's reasons, and opens the new channel", async () => {
    const u = userEvent.setup();
    const created = makeChannel({ id: "0197d000-0000-7000-8000-0000000000c9", name: "launch", myRole: "owner" });
    let attempts = 0;
    let body: unknown = null;
    const fetchMock = api({
      "POST /api/channels/bearish": ({ init }) => {
        attempts += 1;
        body = JSON.parse(String(init?.body));
        if (attempts === 1) {
          return {
            status: 400,
            body: {
              success: false,
              statusCode: 400,
              error: "Bad Request",
              code: "request.invalid",
              message: "Invalid request",
              details: [{ path: "name", message: "A channel named launch exists" }],
            },
          };
        }
        return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: created } };
      },
    });
    await renderMessaging("/en/message/your-message/inbox");
    await u.click(await screen.findByRole("button", { name: "Create a Channel" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a Channel" });
    await u.click(within(dialog).getByRole("button", { name: "Create channel" }));
    const alerts = within(dialog)
      .getAllByRole("alert")
      .map((a) => a.textContent);
    expect(alerts).toEqual(["Channel name is required", "Please select at least one participant"]);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    // Slack and Teams are offered but not connected.
    await u.click(within(dialog).getByRole("combobox", { name: "Platform" }));
    expect(await screen.findByRole("option", { name: "Slack (not connected)" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await u.click(screen.getByRole("option", { name: "Bearish" }));

    await u.type(within(dialog).getByRole("textbox", { name: /Channel name/ }), "launch");
    await u.click(within(dialog).getByRole("combobox", { name: "Participants" }));
    await u.click(await screen.findByRole("option", { name: /Ada Lovelace/ }));
    expect(screen.queryByRole("option", { name: /Grace Hopper/ })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole("radio", { name: /Private/ }));
    await u.click(within(dialog).getByRole("button", { name: "Create channel" }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole("alert")
          .map((a) => a.textContent),
      ).toEqual(["Invalid request", "A channel named launch exists"]),
    );
    expect(body).toEqual({
      name: "launch",
      description: "",
      participantIds: [ADA.id],
      platform: "bearish",
      visibility: "private",
    });

    await u.click(within(dialog).getByRole("button", { name: "Create channel" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(
        `/en/message/your-message/inbox/channel/bearish/${created.id}`,
      ),
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /# launch/ })).toBeInTheDocument();
  });

  it("Start a chat needs a recipient, then starts it and opens it", async () => {
    const u = userEvent.setup();
    const started = makeConversation({ id: "0197d000-0000-7000-8000-000000000042", name: "Alan Turing" });
    let body: unknown = null;
    api({
      "POST /api/chats/bearish": ({ init }) => {
        body = JSON.parse(String(init?.body));
        return { status: 201, body: { success: true, statusCode: 201, message: "Created", data: started } };
      },
    });
    await renderMessaging("/en/message/your-message/inbox");
    await u.click(await screen.findByRole("button", { name: "Start a chat" }));
    const dialog = await screen.findByRole("dialog", { name: "Start a chat" });
    await u.click(within(dialog).getByRole("button", { name: "Start chat" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Start chat needs a recipient");

    await u.type(within(dialog).getByRole("combobox", { name: "To" }), "Alan");
    await u.click(await screen.findByRole("option", { name: /Alan Turing/ }));
    await u.click(within(dialog).getByRole("button", { name: "Start chat" }));
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(
        `/en/message/your-message/inbox/chat/bearish/${started.id}`,
      ),
    );
    expect(body).toEqual({ participantIds: [ALAN.id] });
    expect(await screen.findByRole("link", { name: /Alan Turing/ })).toBeInTheDocument();
  });

  it("the Create New popover pages people 4 at a time with wraparound, and a click starts a chat", async () => {
    const u = userEvent.setup();
    const many = Array.from({ length: 6 }, (_, i) =>
      user({ id: `0197a000-0000-7000-8000-0000000001${i}0`, firstName: `Person${i}`, lastName: "Example" }),
    );
    const started = makeConversation({ id: "0197d000-0000-7000-8000-000000000043", name: "Person5 Example" });
    api({
      "GET /api/channels/bearish/users": ok([user(ME), ...many]),
      "GET /api/channels/bearish/browse": ok([
        makeChannel({ id: "0197d000-0000-7000-8000-0000000000d1", name: "random" }),
      ]),
      "POST /api/chats/bearish": {
        status: 201,
        body: { success: true, statusCode: 201, message: "Created", data: started },
      },
    });
    await renderMessaging("/en/message/your-message/inbox");
    await u.click(await screen.findByRole("button", { name: "Create new" }));
    const people = await screen.findByRole("region", { name: "People" });
    await within(people).findByRole("button", { name: "Chat with Person0 Example" });
    expect(within(people).getAllByRole("button", { name: /^Chat with/ })).toHaveLength(4);
    await u.click(within(people).getByRole("button", { name: "Previous" }));
    expect(within(people).getByText("2 of 2")).toBeInTheDocument();
    await u.click(within(people).getByRole("button", { name: "Next" }));
    expect(within(people).getByText("1 of 2")).toBeInTheDocument();
    await u.click(within(people).getByRole("button", { name: "Next" }));
    expect(within(screen.getByRole("region", { name: "Public channels" })).getByText("random")).toBeInTheDocument();
    await u.click(within(people).getByRole("button", { name: "Chat with Person5 Example" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(started.id));
  });

  it("the settings dialog saves each switch", async () => {
    const u = userEvent.setup();
    const puts: unknown[] = [];
    let stored = DEFAULT_MESSAGE_CENTER_SETTINGS;
    api({
      "PUT /api/settings/message-center": ({ init }) => {
        const patch = JSON.parse(String(init?.body));
        puts.push(patch);
        stored = { ...stored, ...patch };
        return ok(stored);
      },
    });
    await renderMessaging("/en/message/your-message/inbox");
    await u.click(await screen.findByRole("button", { name: "Message center settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Message center settings" });
    const sound = within(dialog).getByRole("switch", { name: "Sound" });
    await waitFor(() => expect(sound).toBeEnabled());
    expect(sound).toBeChecked();
    await u.click(sound);
    await u.click(within(dialog).getByRole("switch", { name: "Enter to send" }));
    await waitFor(() => expect(puts).toEqual([{ sound: false }, { enterToSend: false }]));
    expect(within(dialog).getByRole("switch", { name: "Sound" })).not.toBeChecked();
    // jsdom has no Notification: the switch says why it cannot help.
    expect(within(dialog).getByText("This browser cannot show desktop notifications.")).toBeInTheDocument();
  });
});
