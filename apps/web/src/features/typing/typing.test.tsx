import type { TypingEventData } from "@bearish/shared/realtime/frames";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, renderHook, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../app/i18n/i18n";
import { RealtimeProvider } from "../../lib/realtime/realtime-context";
import { createTestRealtime, flushPromises } from "../../test/fake-websocket";
import { makeMe } from "../../test/fixtures";
import { meQueryKey } from "../auth/hooks/use-me";
import { TypingIndicator } from "./components/typing-indicator";
import { usePublishTyping } from "./hooks/use-publish-typing";
import { type TypingFilter, useTypingIndicator } from "./hooks/use-typing-indicator";

const ME = makeMe();
const OWN_CHANNEL = `user:${ME.id}`;
const ADA_ID = "0197a000-0000-7000-8000-00000000000a";
const ALAN_ID = "0197a000-0000-7000-8000-00000000000b";
const KATE_ID = "0197a000-0000-7000-8000-00000000000c";

function person(id: string, firstName: string, extra: Partial<TypingEventData> = {}): TypingEventData {
  return {
    id,
    firstName,
    lastName: "Example",
    avatar: null,
    status: "online",
    email: `${firstName.toLowerCase()}@bearish.test`,
    chatId: "chat-1",
    platform: "bearish",
    isTyping: true,
    ...extra,
  };
}

let sequence = 0;

async function setup() {
  const realtime = createTestRealtime();
  realtime.client.connect();
  await flushPromises();
  realtime.latest().open();
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, ME);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider client={realtime.client}>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
  const typing = (data: unknown, channel = OWN_CHANNEL) =>
    act(() =>
      realtime.latest().receive({ type: "event", channel, id: `1700000000000-${++sequence}`, name: "typing", data }),
    );
  return { realtime, wrapper, typing };
}

function Typing({ filter }: { filter?: TypingFilter }) {
  return <TypingIndicator typers={useTypingIndicator(filter)} />;
}

describe("typing indicator", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it("listens on the user's own channel and shows who types, each gone 6 s after their last event", async () => {
    const { realtime, wrapper, typing } = await setup();
    render(<Typing />, { wrapper });
    expect(realtime.latest().sent).toEqual([{ type: "subscribe", channel: OWN_CHANNEL }]);
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();

    typing(person(ADA_ID, "Ada"));
    expect(status).toHaveTextContent("Ada is typing…");
    advance(4000);
    typing(person(ALAN_ID, "Alan"));
    expect(status).toHaveTextContent("Ada and Alan are typing…");
    // A new event from Ada restarts her 6 s.
    advance(1000);
    typing(person(ADA_ID, "Ada"));
    advance(5999);
    expect(status).toHaveTextContent("Ada is typing…");
    advance(1);
    expect(status).toBeEmptyDOMElement();
  });

  it("counts three or more people, and drops one who says they stopped", async () => {
    const { wrapper, typing } = await setup();
    render(<Typing />, { wrapper });
    typing(person(ADA_ID, "Ada"));
    typing(person(ALAN_ID, "Alan"));
    typing(person(KATE_ID, "Katherine"));
    expect(screen.getByRole("status")).toHaveTextContent("3 people are typing…");
    typing(person(ALAN_ID, "Alan", { isTyping: false }));
    expect(screen.getByRole("status")).toHaveTextContent("Ada and Katherine are typing…");
  });

  it("shows only the chat it is given, and ignores malformed data and other events", async () => {
    const { wrapper, typing } = await setup();
    render(<Typing filter={{ chatId: "chat-1", platform: "bearish" }} />, { wrapper });
    typing(person(ADA_ID, "Ada", { chatId: "chat-2" }));
    typing(person(ALAN_ID, "Alan", { platform: "slack" }));
    typing({ id: KATE_ID, firstName: "Katherine" });
    // A typing event on somebody else's channel is not ours to show.
    typing(person(KATE_ID, "Katherine"), `user:${ADA_ID}`);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    typing(person(KATE_ID, "Katherine"));
    expect(screen.getByRole("status")).toHaveTextContent("Katherine is typing…");
  });

  it("reads in Arabic", async () => {
    const { wrapper, typing } = await setup();
    await act(() => i18n.changeLanguage("ar"));
    try {
      render(<Typing />, { wrapper });
      typing(person(ADA_ID, "Ada"));
      expect(screen.getByRole("status")).toHaveTextContent("Ada يكتب…");
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});

describe("usePublishTyping", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
  });
  afterEach(() => vi.useRealTimers());

  it("publishes to each other person's channel at most once per 2 s, and says when typing stopped", async () => {
    const { realtime, wrapper } = await setup();
    const { result, unmount } = renderHook(
      () => usePublishTyping([ME.id, ADA_ID, ALAN_ID, ADA_ID], { chatId: "chat-1", platform: "bearish" }),
      { wrapper },
    );
    const published = () => realtime.latest().sentOfType("publish");

    act(() => result.current.typing());
    expect(published()).toEqual([
      {
        type: "publish",
        channel: `user:${ADA_ID}`,
        name: "typing",
        data: { chatId: "chat-1", platform: "bearish", isTyping: true },
      },
      {
        type: "publish",
        channel: `user:${ALAN_ID}`,
        name: "typing",
        data: { chatId: "chat-1", platform: "bearish", isTyping: true },
      },
    ]);
    for (let i = 0; i < 19; i++) {
      vi.advanceTimersByTime(100);
      result.current.typing();
    }
    expect(published()).toHaveLength(2);
    vi.advanceTimersByTime(100);
    result.current.typing();
    expect(published()).toHaveLength(4);

    result.current.stopped();
    expect(published().slice(4)).toEqual([
      expect.objectContaining({ channel: `user:${ADA_ID}`, data: expect.objectContaining({ isTyping: false }) }),
      expect.objectContaining({ channel: `user:${ALAN_ID}`, data: expect.objectContaining({ isTyping: false }) }),
    ]);
    result.current.stopped();
    expect(published()).toHaveLength(6);

    // Typing again right after stopping is news at once; leaving mid-sentence says stopped.
    result.current.typing();
    expect(published()).toHaveLength(8);
    unmount();
    expect(published()).toHaveLength(10);
    expect(published().at(-1)).toMatchObject({ data: { isTyping: false } });
  });

  it("sends nothing while disconnected, and tries again on the next keystroke", async () => {
    const { realtime, wrapper } = await setup();
    const { result } = renderHook(() => usePublishTyping([ADA_ID], { chatId: "chat-1" }), { wrapper });
    const socket = realtime.latest();
    socket.drop();
    act(() => result.current.typing());
    await act(flushPromises);
    realtime.latest().open();
    act(() => result.current.typing());
    expect(realtime.latest().sentOfType("publish")).toHaveLength(1);
    expect(socket.sentOfType("publish")).toHaveLength(0);
  });
});
