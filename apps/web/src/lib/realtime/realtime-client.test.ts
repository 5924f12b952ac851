import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestRealtime, type FakeWebSocket, flushPromises } from "../../test/fake-websocket";
import { fail, mockApi, ok } from "../../test/fetch-mock";
import { setUnauthorizedHandler } from "../http";
import { createBrowserRealtimeClient, realtimeSocketUrl } from "./browser-realtime-client";

const ADA = "user:0197a000-0000-7000-8000-00000000000a";
const TEAM = "workspace:0197a000-0000-7000-8000-0000000000b1";

/** Starts the client and opens its first socket. */
async function connected(realtime = createTestRealtime()) {
  realtime.client.connect();
  await flushPromises();
  realtime.latest().open();
  return realtime;
}

function event(channel: string, id: string, name = "task-created", data: unknown = { id }) {
  return { type: "event", channel, id, name, data };
}

describe("realtime client: ticket and socket", () => {
  let restoreHandler: () => void = () => undefined;
  afterEach(() => restoreHandler());

  it("asks POST /api/realtime/ticket with the token, then opens ws://<this host>/api/realtime?ticket=", async () => {
    window.localStorage.setItem("token", "tok-1");
    const fetchMock = mockApi({
      "POST /api/realtime/ticket": ok({ ticket: "t/1+=", expiresAt: "2030-01-01T00:00:30.000Z" }),
    });
    const sockets: FakeWebSocket[] = [];
    const { FakeWebSocket } = await import("../../test/fake-websocket");
    const client = createBrowserRealtimeClient({
      createSocket: (url) => {
        const socket = new FakeWebSocket(url);
        sockets.push(socket);
        return socket;
      },
      onlineEvents: null,
    });
    client.connect();
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/realtime/ticket");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer tok-1");
    expect(sockets[0]?.url).toBe(`ws://${window.location.host}/api/realtime?ticket=t%2F1%2B%3D`);
    expect(client.getState().status).toBe("connecting");
    sockets[0]?.open();
    expect(client.getState().status).toBe("connected");
    client.disconnect();
    expect(sockets[0]?.closedByClient).toBe(1000);
    expect(client.getState().status).toBe("idle");
  });

  it("uses wss:// beside https://", () => {
    expect(realtimeSocketUrl({ protocol: "https:", host: "work.example:8443" }, "abc")).toBe(
      "wss://work.example:8443/api/realtime?ticket=abc",
    );
    expect(realtimeSocketUrl({ protocol: "http:", host: "localhost:3000" }, "abc")).toBe(
      "ws://localhost:3000/api/realtime?ticket=abc",
    );
  });

  it("stops for good when the ticket endpoint answers 401, and the HTTP client signs the user out", async () => {
    window.localStorage.setItem("token", "revoked");
    const onUnauthorized = vi.fn();
    restoreHandler = setUnauthorizedHandler(onUnauthorized);
    const fetchMock = mockApi({
      "POST /api/realtime/ticket": fail(401, "auth.unauthenticated", "Sign in to continue"),
    });
    const createSocket = vi.fn();
    const client = createBrowserRealtimeClient({ createSocket, onlineEvents: null });
    client.connect();
    await vi.waitFor(() => expect(client.getState().status).toBe("ended"));
    expect(client.getState().retryAt).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith("/en/login");
    expect(window.localStorage.getItem("token")).toBeNull();
    client.retryNow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(createSocket).not.toHaveBeenCalled();
  });
});

describe("realtime client: channels", () => {
  it("shares one server subscription between the listeners of a channel", async () => {
    const realtime = await connected();
    const socket = realtime.latest();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = realtime.client.subscribe(TEAM, { onEvent: first });
    const stopSecond = realtime.client.subscribe(TEAM, { onEvent: second });
    expect(socket.sentOfType("subscribe")).toEqual([{ type: "subscribe", channel: TEAM }]);

    socket.receive(event(TEAM, "1700000000000-1"));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(first.mock.calls[0]?.[0]).toMatchObject({ name: "task-created", data: { id: "1700000000000-1" } });

    stopFirst();
    stopFirst();
    expect(socket.sentOfType("unsubscribe")).toEqual([]);
    socket.receive(event(TEAM, "1700000000000-2"));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);

    stopSecond();
    expect(socket.sentOfType("unsubscribe")).toEqual([{ type: "unsubscribe", channel: TEAM }]);
    socket.receive(event(TEAM, "1700000000000-3"));
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("subscribes channels asked for before the socket opened once it opens", async () => {
    const realtime = createTestRealtime();
    realtime.client.subscribe(ADA, {});
    realtime.client.subscribe(ADA, {});
    realtime.client.connect();
    await flushPromises();
    const socket = realtime.latest();
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent).toEqual([{ type: "subscribe", channel: ADA }]);
  });

  it("after a reconnect resumes each channel from its last event id, or subscribes when it has none", async () => {
    const realtime = await connected();
    const onTeam = vi.fn();
    realtime.client.subscribe(TEAM, { onEvent: onTeam });
    realtime.client.subscribe(ADA, {});
    const first = realtime.latest();
    first.receive({ type: "subscribed", channel: TEAM, lastEventId: "1700000000000-0" });
    first.receive(event(TEAM, "1700000000005-1"));
    first.receive(event(TEAM, "1700000000005-2"));
    first.receive({ type: "subscribed", channel: ADA, lastEventId: null });

    first.drop();
    await flushPromises();
    expect(realtime.fetchTicket).toHaveBeenCalledTimes(2);
    const second = realtime.latest();
    expect(second).not.toBe(first);
    expect(second.url).toBe("ws://bearish.test/api/realtime?ticket=ticket-2");
    second.open();
    expect(second.sent).toEqual([
      { type: "resume", channel: TEAM, lastEventId: "1700000000005-2" },
      { type: "subscribe", channel: ADA },
    ]);

    // The replay may overlap what was seen: each event reaches the listeners once.
    second.receive(event(TEAM, "1700000000005-2"));
    second.receive(event(TEAM, "1700000000006-1"));
    second.receive({ type: "subscribed", channel: TEAM, lastEventId: "1700000000006-1" });
    expect(onTeam.mock.calls.map(([frame]) => frame.id)).toEqual([
      "1700000000005-1",
      "1700000000005-2",
      "1700000000006-1",
    ]);
  });

  it("keeps the position a subscribed acknowledgement gives, to resume from it", async () => {
    const realtime = await connected();
    realtime.client.subscribe(ADA, {});
    realtime.latest().receive({ type: "subscribed", channel: ADA, lastEventId: "1700000000100-0" });
    realtime.latest().drop();
    await flushPromises();
    realtime.latest().open();
    expect(realtime.latest().sent).toEqual([{ type: "resume", channel: ADA, lastEventId: "1700000000100-0" }]);
  });

  it("calls the channel's resync listeners on resync", async () => {
    const realtime = await connected();
    const onResync = vi.fn();
    const other = vi.fn();
    realtime.client.subscribe(TEAM, { onResync });
    realtime.client.subscribe(ADA, { onResync: other });
    realtime.latest().receive({ type: "resync", channel: TEAM });
    expect(onResync).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("ignores frames that are not valid JSON or not in the protocol", async () => {
    const realtime = await connected();
    const onEvent = vi.fn();
    const onResync = vi.fn();
    realtime.client.subscribe(TEAM, { onEvent, onResync });
    const socket = realtime.latest();
    socket.receive("{not json");
    socket.receive(new ArrayBuffer(4));
    socket.receive({ type: "party", channel: TEAM });
    socket.receive({ type: "event", channel: TEAM, name: "task-created", data: {} });
    socket.receive({ type: "event", channel: TEAM, id: "yesterday", name: "task-created", data: {} });
    socket.receive({ type: "resync" });
    socket.receive({ type: "error", code: "realtime.forbidden", message: "No", channel: TEAM });
    socket.receive([event(TEAM, "1700000000000-1")]);
    expect(onEvent).not.toHaveBeenCalled();
    expect(onResync).not.toHaveBeenCalled();
    expect(realtime.client.getState().status).toBe("connected");
    socket.receive(event(TEAM, "1700000000000-1"));
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it("publishes typing only while connected", async () => {
    const realtime = createTestRealtime();
    expect(realtime.client.publishTyping(ADA, { chatId: "c1", isTyping: true })).toBe(false);
    realtime.client.connect();
    await flushPromises();
    realtime.latest().open();
    expect(realtime.client.publishTyping(ADA, { chatId: "c1", platform: "bearish", isTyping: true })).toBe(true);
    expect(realtime.latest().sentOfType("publish")).toEqual([
      { type: "publish", channel: ADA, name: "typing", data: { chatId: "c1", platform: "bearish", isTyping: true } },
    ]);
  });
});

describe("realtime client: reconnecting", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  /** Lets `ms` pass, running ticket answers as they come. */
  async function pass(ms: number) {
    await vi.advanceTimersByTimeAsync(ms);
    await flushPromises();
  }

  /** Fails every new attempt as it comes (the server is down), noting when each was made, in s after `since`. */
  function failEveryAttempt(realtime: ReturnType<typeof createTestRealtime>, since: number) {
    const attempts: number[] = [];
    const seen = new Set(realtime.sockets);
    return async (ms: number) => {
      for (let elapsed = 0; elapsed < ms; elapsed += 1000) {
        await pass(1000);
        for (const socket of realtime.sockets) {
          if (seen.has(socket)) continue;
          seen.add(socket);
          attempts.push((Date.now() - since) / 1000);
          socket.drop();
        }
      }
      return { attempts, state: realtime.client.getState() };
    };
  }

  it("retries at once after a drop, every 15 s while down, then suspended after 2 minutes every 30 s", async () => {
    const realtime = await connected();
    const { client } = realtime;
    await pass(0);
    const dropAt = Date.now();
    realtime.latest().drop();
    await flushPromises();
    // At once: a new ticket and socket, without any wait.
    expect(realtime.sockets).toHaveLength(2);
    expect(client.getState()).toMatchObject({ status: "connecting", downSince: dropAt });
    realtime.latest().drop();
    expect(client.getState()).toEqual({
      status: "reconnecting",
      retryAt: dropAt + 15_000,
      downSince: dropAt,
      wasConnected: true,
    });

    await pass(14_999);
    expect(realtime.sockets).toHaveLength(2);
    await pass(1);
    expect(realtime.sockets).toHaveLength(3);

    realtime.latest().drop();
    const run = failEveryAttempt(realtime, dropAt);
    // Attempts at 15 s (above), 30, 45, ... 120 s after the drop; at 120 s down for 2 minutes: suspended.
    const { attempts, state } = await run(190_000);
    expect(attempts).toEqual([30, 45, 60, 75, 90, 105, 120, 150, 180]);
    expect(state.status).toBe("suspended");
    expect(state.retryAt).toBe(dropAt + 210_000);

    // The next attempt succeeds: connected, and nothing counts as down any more.
    await pass(15_000);
    realtime.latest().open();
    expect(client.getState()).toEqual({ status: "connected", retryAt: null, downSince: null, wasConnected: true });
  });

  it("reports reconnecting while waiting between failed attempts of a first connection", async () => {
    const realtime = createTestRealtime();
    realtime.client.connect();
    expect(realtime.client.getState().status).toBe("connecting");
    await flushPromises();
    realtime.latest().drop();
    expect(realtime.client.getState()).toMatchObject({
      status: "reconnecting",
      retryAt: Date.now() + 15_000,
      wasConnected: false,
    });
  });

  it("retries at once on Retry now and when the browser is back online", async () => {
    const events = new EventTarget();
    const realtime = await connected(createTestRealtime({ onlineEvents: events }));
    realtime.latest().drop();
    await flushPromises();
    realtime.latest().drop();
    expect(realtime.sockets).toHaveLength(2);

    realtime.client.retryNow();
    await flushPromises();
    expect(realtime.sockets).toHaveLength(3);
    // An attempt is under way: asking again does not start a second one.
    realtime.client.retryNow();
    events.dispatchEvent(new Event("online"));
    await flushPromises();
    expect(realtime.sockets).toHaveLength(3);

    realtime.latest().drop();
    events.dispatchEvent(new Event("online"));
    await flushPromises();
    expect(realtime.sockets).toHaveLength(4);
    realtime.latest().open();
    expect(realtime.client.getState().status).toBe("connected");
  });

  it("pings every 25 s and gives the socket up after 60 s without any frame", async () => {
    const realtime = await connected();
    const socket = realtime.latest();
    await pass(25_000);
    expect(socket.sentOfType("ping")).toHaveLength(1);
    socket.receive({ type: "pong" });
    await pass(25_000);
    expect(socket.sentOfType("ping")).toHaveLength(2);
    // Silence since the pong at 25 s: at 85 s the socket is dead and a new attempt starts at once.
    await pass(34_999);
    expect(realtime.sockets).toHaveLength(1);
    await pass(1);
    expect(socket.closedByClient).not.toBeNull();
    expect(realtime.sockets).toHaveLength(2);
    expect(realtime.client.getState().status).toBe("connecting");
  });

  it("on close code 4401 stops reconnecting and signs the user out", async () => {
    window.localStorage.setItem("token", "tok");
    const onUnauthorized = vi.fn();
    const restore = setUnauthorizedHandler(onUnauthorized);
    try {
      const { endSession } = await import("../http");
      const realtime = await connected(createTestRealtime({ onSessionEnded: endSession }));
      realtime.latest().drop(4401);
      expect(realtime.client.getState()).toMatchObject({ status: "ended", retryAt: null, downSince: null });
      expect(window.localStorage.getItem("token")).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledWith("/en/login");
      await pass(10 * 60_000);
      realtime.client.retryNow();
      await flushPromises();
      expect(realtime.fetchTicket).toHaveBeenCalledTimes(1);
      expect(realtime.sockets).toHaveLength(1);
    } finally {
      restore();
    }
  });

  it("reconnects after other close codes (server restarting, too slow)", async () => {
    const realtime = await connected();
    realtime.latest().drop(1001);
    await flushPromises();
    expect(realtime.sockets).toHaveLength(2);
    realtime.latest().open();
    realtime.latest().drop(1013);
    await flushPromises();
    expect(realtime.sockets).toHaveLength(3);
  });

  it("does not reconnect after disconnect(), and a late ticket answer is ignored", async () => {
    let answer: (ticket: string) => void = () => undefined;
    const fetchTicket = vi.fn(
      (_signal: AbortSignal) =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    );
    const realtime = createTestRealtime({ fetchTicket });
    realtime.client.connect();
    realtime.client.disconnect();
    answer("late");
    await pass(60_000);
    expect(realtime.sockets).toHaveLength(0);
    expect(realtime.client.getState().status).toBe("idle");
    expect(fetchTicket.mock.calls[0]?.[0].aborted).toBe(true);
  });
});
