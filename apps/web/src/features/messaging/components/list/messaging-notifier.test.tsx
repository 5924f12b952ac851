import {
  DEFAULT_MESSAGE_CENTER_SETTINGS,
  type MessageCenterSettings,
} from "@bearish/shared/messaging/message-center-settings";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "../../../../test/fetch-mock";
import { listReply, ME, makeChannel, makeConversation, makeMessage, renderMessaging } from "./messaging-test-utils";

const chat = makeConversation();
const channel = makeChannel();
const OWN = `user:${ME.id}`;
const CHANNEL = `channel:bearish:${channel.id}`;

let oscillators = 0;
class FakeAudioContext {
  state = "running";
  currentTime = 0;
  destination = {};
  createOscillator() {
    oscillators += 1;
    return { type: "", frequency: { setValueAtTime() {} }, connect() {}, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
}

function api(settings: MessageCenterSettings = DEFAULT_MESSAGE_CENTER_SETTINGS) {
  mockApi({
    "GET /api/chats/bearish": listReply([chat]),
    "GET /api/channels/bearish": listReply([channel]),
    "GET /api/settings/message-center": ok(settings),
  });
}

const badgeOf = (name: RegExp) => within(screen.getByRole("link", { name })).queryByTestId("unread-badge");

describe("live messaging updates", () => {
  beforeEach(() => {
    oscillators = 0;
    vi.stubGlobal("AudioContext", FakeAudioContext);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("a chat message for a conversation not open: toast, sound, badge, and the row moves up with its preview", async () => {
    api();
    const { receive, realtime } = await renderMessaging("/en/message/your-message/inbox");
    await screen.findByRole("link", { name: /Ada Lovelace/ });
    await waitFor(() =>
      expect(
        realtime
          .latest()
          .sentOfType("subscribe")
          .map((f) => f.channel),
      ).toContain(CHANNEL),
    );
    expect(badgeOf(/Ada Lovelace/)).toBeNull();

    receive(OWN, "new-message-notification", {
      conversationId: chat.id,
      conversationType: "chat",
      platform: "bearish",
      message: makeMessage(),
    });
    expect(await screen.findByText("New message in chats")).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace: Are you there?")).toBeInTheDocument();
    expect(badgeOf(/Ada Lovelace/)).toHaveTextContent("1");
    expect(screen.getByRole("link", { name: /Ada Lovelace/ })).toHaveTextContent("Ada: Are you there?");
    expect(oscillators).toBe(1);
  });

  it("a message for the open chat neither toasts nor raises the badge, but updates the preview", async () => {
    api();
    const { receive } = await renderMessaging(`/en/message/your-message/inbox/chat/bearish/${chat.id}`);
    await screen.findByRole("link", { name: /Ada Lovelace/ });
    receive(OWN, "new-message-notification", {
      conversationId: chat.id,
      conversationType: "chat",
      platform: "bearish",
      message: makeMessage({ content: "Still here" }),
    });
    await waitFor(() => expect(screen.getByRole("link", { name: /Ada Lovelace/ })).toHaveTextContent("Still here"));
    expect(badgeOf(/Ada Lovelace/)).toBeNull();
    expect(screen.queryByText("New message in chats")).not.toBeInTheDocument();
    expect(oscillators).toBe(0);
  });

  it("follows the listed channels; a mention arriving on both channels counts once; no preview when turned off", async () => {
    api({ ...DEFAULT_MESSAGE_CENTER_SETTINGS, messagePreviews: false });
    const { receive, realtime } = await renderMessaging("/en/message/your-message/inbox");
    await screen.findByRole("link", { name: /general/ });
    await waitFor(() =>
      expect(
        realtime
          .latest()
          .sentOfType("subscribe")
          .map((f) => f.channel),
      ).toContain(CHANNEL),
    );
    // Settings load after the lists here; wait for them so the toast follows them.
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes("settings"))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));

    const message = makeMessage({
      id: "0197e000-0000-7000-8000-000000000077",
      conversationId: channel.id,
      conversationType: "channel",
      content: "Hello @Grace",
    });
    receive(CHANNEL, "new-message", { message });
    receive(OWN, "new-message-notification", {
      conversationId: channel.id,
      conversationType: "channel",
      platform: "bearish",
      message,
    });
    const toast = await screen.findByRole("alert");
    expect(toast).toHaveTextContent("New message in channels");
    // Previews off: who wrote, not what.
    expect(toast).toHaveTextContent("Ada Lovelace");
    expect(toast).not.toHaveTextContent("Hello");
    expect(badgeOf(/general/)).toHaveTextContent("1");
    // One beep: the second copy (the mention on the person's own channel) was dropped.
    expect(oscillators).toBe(1);
  });

  it("plays no sound when the setting is off", async () => {
    api({ ...DEFAULT_MESSAGE_CENTER_SETTINGS, sound: false });
    const { receive } = await renderMessaging("/en/message/your-message/inbox");
    await screen.findByRole("link", { name: /Ada Lovelace/ });
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes("settings"))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    receive(OWN, "new-message-notification", {
      conversationId: chat.id,
      conversationType: "chat",
      platform: "bearish",
      message: makeMessage(),
    });
    expect(await screen.findByText("New message in chats")).toBeInTheDocument();
    expect(oscillators).toBe(0);
  });

  it("my own messages and muted conversations stay quiet", async () => {
    mockApi({
      "GET /api/chats/bearish": listReply([makeConversation({ isMuted: true })]),
      "GET /api/channels/bearish": listReply([]),
      "GET /api/settings/message-center": ok(DEFAULT_MESSAGE_CENTER_SETTINGS),
    });
    const { receive } = await renderMessaging("/en/message/your-message/inbox");
    await screen.findByRole("link", { name: /Ada Lovelace/ });
    receive(OWN, "new-message-notification", {
      conversationId: chat.id,
      conversationType: "chat",
      platform: "bearish",
      message: makeMessage(),
    });
    receive(OWN, "new-message-notification", {
      conversationId: chat.id,
      conversationType: "chat",
      platform: "bearish",
      message: makeMessage({ id: "0197e000-0000-7000-8000-000000000011", seq: 6, senderId: ME.id, sender: null }),
    });
    await waitFor(() =>
      expect(screen.getByRole("link", { name: /Ada Lovelace/ })).toHaveTextContent("You: Are you there?"),
    );
    expect(screen.queryByText("New message in chats")).not.toBeInTheDocument();
    expect(oscillators).toBe(0);
  });

  it("adds new chats, replaces a row's state, and drops a removed open conversation going back to the inbox", async () => {
    api();
    const { receive } = await renderMessaging(`/en/message/your-message/inbox/channel/bearish/${channel.id}`);
    await screen.findByRole("link", { name: /general/ });
    const newChat = makeConversation({ id: "0197d000-0000-7000-8000-000000000099", name: "Alan Turing" });
    receive(OWN, "new-chat", { conversation: newChat });
    expect(await screen.findByRole("link", { name: /Alan Turing/ })).toBeInTheDocument();

    receive(OWN, "conversation-state", { conversation: { ...chat, isPinned: true } });
    await waitFor(() =>
      expect(
        within(screen.getByRole("list", { name: "Pinned" })).getByRole("link", { name: /Ada Lovelace/ }),
      ).toBeInTheDocument(),
    );

    receive(OWN, "conversation-removed", { conversationId: channel.id });
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(/^\/en\/message\/your-message\/inbox$/),
    );
    expect(screen.queryByRole("link", { name: /general/ })).not.toBeInTheDocument();
  });
});
