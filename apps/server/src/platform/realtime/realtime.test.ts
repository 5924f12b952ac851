import { compareEventIds } from "@bearish/shared/realtime/event-id-rules";
import {
  REALTIME_FRAME_BURST,
  REALTIME_FRAMES_PER_SECOND,
  REALTIME_MAX_FRAME_BYTES,
  REALTIME_TYPING_BURST,
} from "@bearish/shared/realtime/frames";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema/sessions";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { ChannelAuthorizers } from "./channel-authorizers";
import { connect, HandshakeRefused, issueTicket, listen, TestSocket } from "./realtime-test-client";
import { TokenBucket } from "./token-bucket";

let t: TestServer;
let baseUrl: string;
let ada: TestUser;
let bob: TestUser;
let carol: TestUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestServer();
  baseUrl = await listen(t);
  ada = await createUser(t, { firstName: "Ada", lastName: "Lovelace" });
  bob = await createUser(t, { firstName: "Bob", lastName: "Builder" });
  carol = await createUser(t, { firstName: "Carol", lastName: "Cook" });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function open(user: TestUser | string): Promise<TestSocket> {
  const socket = await connect(t, baseUrl, typeof user === "string" ? user : user.token);
  sockets.push(socket);
  return socket;
}

async function refusal(ticket: string | null): Promise<number> {
  try {
    const socket = await TestSocket.open(baseUrl, ticket);
    socket.close();
    return 101;
  } catch (error) {
    if (error instanceof HandshakeRefused) return error.statusCode;
    throw error;
  }
}

const userChannel = (u: TestUser) => `user:${u.user.id}` as const;

async function login(user: TestUser): Promise<string> {
  const res = await t.request("POST", "/api/user/auth/login", {
    body: { email: user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.token;
}

describe("tickets", () => {
  it("are issued to signed-in users only, for 30 seconds", async () => {
    expect((await t.request("POST", "/api/realtime/ticket")).statusCode).toBe(401);
    const res = await t.request("POST", "/api/realtime/ticket", { token: ada.token });
    expect(res.statusCode).toBe(200);
    const { ticket, expiresAt } = res.json().data;
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = new Date(expiresAt).getTime() - t.clock.now().getTime();
    expect(ttl).toBeGreaterThan(28_000);
    expect(ttl).toBeLessThanOrEqual(30_000);
  });

  it("open one socket each: a reused, unknown, missing or expired ticket is refused with 401", async () => {
    const ticket = await issueTicket(t, ada.token);
    const socket = await TestSocket.open(baseUrl, ticket);
    sockets.push(socket);
    await socket.ping();
    expect(await refusal(ticket)).toBe(401);
    expect(await refusal("not-a-ticket")).toBe(401);
    expect(await refusal(null)).toBe(401);

    const late = await issueTicket(t, ada.token);
    t.clock.advanceMinutes(31 / 60);
    expect(await refusal(late)).toBe(401);
  });

  it("are refused once their session has ended", async () => {
    const token = await login(ada);
    const ticket = await issueTicket(t, token);
    await t.request("POST", "/api/user/auth/logout", { token });
    expect(await refusal(ticket)).toBe(401);
  });
});

describe("subscribing", () => {
  it("allows your own user channel only, whatever the client claims", async () => {
    const socket = await open(ada);
    const own = await socket.subscribe(userChannel(ada));
    expect(own).toEqual([{ type: "subscribed", channel: userChannel(ada), lastEventId: expect.any(String) }]);

    socket.send({ type: "subscribe", channel: userChannel(bob), userId: bob.user.id });
    const refused = await socket.take("error");
    expect(refused).toMatchObject({ code: "realtime.forbidden", channel: userChannel(bob) });

    await t.ctx.realtime.publish(userChannel(bob), "notification", { secret: true });
    await t.ctx.realtime.publish(userChannel(ada), "notification", { mine: true });
    const [event] = await socket.events(userChannel(ada), 1);
    expect(event).toMatchObject({ name: "notification", data: { mine: true } });
    await socket.ping();
    expect(socket.drainEvents(userChannel(bob))).toEqual([]);
  });

  it("refuses a kind of channel until a feature registers its check", async () => {
    const fresh = new ChannelAuthorizers();
    const actor = { userId: ada.user.id, sessionId: "s", role: "USER" };
    expect(await fresh.authorize(actor, "chat:bearish:abc")).toBe("unsupported");
    fresh.register("chat", async () => true);
    expect(await fresh.authorize(actor, "chat:bearish:abc")).toBe("allowed");
    expect(await fresh.authorize(actor, "channel:slack:C0123")).toBe("unsupported");
    expect(() => fresh.register("chat", async () => true)).toThrow(/already registered/);

    // The workspaces and messaging features have registered theirs: unknown ones are refused.
    const socket = await open(ada);
    for (const channel of [
      "workspace:0190a0b2-7c1d-7e3f-8a4b-5c6d7e8f9a0b",
      "chat:bearish:abc",
      "channel:slack:C0123",
    ]) {
      socket.send({ type: "subscribe", channel });
      expect((await socket.take("error", (f) => f.channel === channel)).code).toBe("realtime.forbidden");
    }
    expect(socket.closed).toBeNull();
  });

  it("asks the registered check on every subscribe, with the socket's session as the actor", async () => {
    expect(() => t.ctx.realtime.registerChannelAuthorizer("chat", async () => true)).toThrow(/already registered/);
    const created = await t.request("POST", "/api/channels/bearish", {
      token: ada.token,
      body: { name: "Team", participantIds: [carol.user.id], visibility: "private" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const channel = `channel:bearish:${created.json().data.id as string}` as const;

    const adaSocket = await open(ada);
    const bobSocket = await open(bob);
    expect((await adaSocket.subscribe(channel)).at(-1)?.type).toBe("subscribed");
    bobSocket.send({ type: "subscribe", channel });
    expect((await bobSocket.take("error")).code).toBe("realtime.forbidden");

    // Membership is re-checked on the next subscribe.
    const added = await t.request("POST", `/api/${channel.replace("channel:bearish:", "channels/bearish/")}/members`, {
      token: ada.token,
      body: { userIds: [bob.user.id] },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await bobSocket.subscribe(channel)).at(-1)?.type).toBe("subscribed");
    await t.ctx.realtime.publish(channel, "new-message", { text: "hi" });
    expect((await bobSocket.events(channel, 1)).map((e) => e.name)).toEqual(["new-message"]);
    // Ada also heard the member change before it.
    expect((await adaSocket.events(channel, 2)).map((e) => e.name)).toEqual(["conversation-updated", "new-message"]);
  });

  it("stops delivering after unsubscribe", async () => {
    const socket = await open(ada);
    await socket.subscribe(userChannel(ada));
    socket.send({ type: "unsubscribe", channel: userChannel(ada) });
    await socket.ping();
    await t.ctx.realtime.publish(userChannel(ada), "notification", {});
    await socket.ping();
    expect(socket.drainEvents(userChannel(ada))).toEqual([]);
  });
});

describe("events", () => {
  it("arrive in publish order with ids that grow per channel", async () => {
    const socket = await open(bob);
    await socket.subscribe(userChannel(bob));
    await Promise.all(Array.from({ length: 200 }, (_, i) => t.ctx.realtime.publish(userChannel(bob), "n", { i })));
    const events = await socket.events(userChannel(bob), 200);
    expect(events.map((e) => (e.data as { i: number }).i)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    for (let i = 1; i < events.length; i++) {
      expect(compareEventIds((events[i] as { id: string }).id, (events[i - 1] as { id: string }).id)).toBeGreaterThan(
        0,
      );
    }
  });

  it("go to every socket of the subscriber, and each socket gets one copy", async () => {
    const first = await open(ada);
    const second = await open(ada);
    await first.subscribe(userChannel(ada));
    await second.subscribe(userChannel(ada));
    await second.subscribe(userChannel(ada));
    await t.ctx.realtime.publish(userChannel(ada), "calendar", { id: 1 });
    for (const socket of [first, second]) {
      expect(await socket.events(userChannel(ada), 1)).toHaveLength(1);
      await socket.ping();
      expect(socket.drainEvents(userChannel(ada))).toEqual([]);
    }
  });
});

describe("typing", () => {
  it("is delivered on the other user's channel with the sender taken from the session", async () => {
    // Typing to a person names the chat it happens in (made before Bob listens: he hears "new-chat").
    const chat = await t.request("POST", "/api/chats/bearish", {
      token: ada.token,
      body: { participantIds: [bob.user.id] },
    });
    const chatId = chat.json().data.id as string;
    const bobSocket = await open(bob);
    await bobSocket.subscribe(userChannel(bob));
    const adaSocket = await open(ada);
    const status = await t.request("PUT", "/api/user/auth/status", {
      token: ada.token,
      body: { status: "beBackSoon" },
    });
    expect(status.statusCode).toBe(200);
    adaSocket.send({
      type: "publish",
      channel: userChannel(bob),
      name: "typing",
      data: {
        chatId,
        platform: "bearish",
        isTyping: true,
        id: bob.user.id,
        firstName: "Mallory",
        email: "x@evil.test",
      },
    });
    const [typing] = await bobSocket.events(userChannel(bob), 1);
    expect(typing?.name).toBe("typing");
    expect(typing?.data).toEqual({
      chatId,
      platform: "bearish",
      isTyping: true,
      id: ada.user.id,
      firstName: "Ada",
      lastName: "Lovelace",
      avatar: null,
      status: "beBackSoon",
      email: ada.email,
    });
  });

  it("is the only thing clients may publish, on user channels or conversations they are in, at a limited rate", async () => {
    const socket = await open(ada);
    const chat = await t.request("POST", "/api/chats/bearish", {
      token: ada.token,
      body: { participantIds: [bob.user.id] },
    });
    const inChat = { chatId: chat.json().data.id as string, platform: "bearish" };
    socket.send({ type: "publish", channel: "chat:bearish:team", name: "typing", data: {} });
    expect((await socket.take("error")).code).toBe("realtime.forbidden");
    socket.send({ type: "publish", channel: "user:0190a0b2-7c1d-7e3f-8a4b-5c6d7e8f9a0b", name: "typing" });
    expect((await socket.take("error")).code).toBe("realtime.not_found");
    for (let i = 0; i <= REALTIME_TYPING_BURST; i++) {
      socket.send({ type: "publish", channel: userChannel(bob), name: "typing", data: inChat });
    }
    expect((await socket.take("error")).code).toBe("realtime.rate_limited");
    expect(socket.closed).toBeNull();

    const other = await open(ada);
    other.send({ type: "publish", channel: userChannel(bob), name: "new-message", data: {} });
    expect((await other.waitClosed()).code).toBe(1008);
  });
});

describe("resume", () => {
  it("replays what a client missed during a short drop, then continues live", async () => {
    const channel = userChannel(ada);
    const before = await open(ada);
    await before.subscribe(channel);
    await t.ctx.realtime.publish(channel, "n", { i: 1 });
    const [seen] = await before.events(channel, 1);
    before.close();
    await before.waitClosed();

    await t.ctx.realtime.publish(channel, "n", { i: 2 });
    t.clock.advanceMinutes(10 / 60);
    await t.ctx.realtime.publish(channel, "n", { i: 3 });

    const after = await open(ada);
    const frames = await after.subscribe(channel, seen?.id);
    expect(frames.map((f) => (f.type === "event" ? (f.data as { i: number }).i : f.type))).toEqual([
      2,
      3,
      "subscribed",
    ]);
    const last = frames[1] as { id: string };
    expect(frames[2]).toEqual({ type: "subscribed", channel, lastEventId: last.id });

    await t.ctx.realtime.publish(channel, "n", { i: 4 });
    expect((await after.events(channel, 1)).map((e) => e.data)).toEqual([{ i: 4 }]);
  });

  it("resumes from the subscribe position of a quiet channel with nothing to replay", async () => {
    const channel = userChannel(bob);
    const first = await open(bob);
    const [ack] = await first.subscribe(channel);
    first.close();
    t.clock.advanceMinutes(5);
    const second = await open(bob);
    const frames = await second.subscribe(channel, ack?.type === "subscribed" ? (ack.lastEventId ?? "") : "");
    expect(frames.map((f) => f.type)).toEqual(expect.arrayContaining(["subscribed"]));
    expect(frames.some((f) => f.type === "resync")).toBe(false);
  });

  it("tells a client that was away longer than the buffer to resync", async () => {
    const channel = userChannel(ada);
    const socket = await open(ada);
    await socket.subscribe(channel);
    await t.ctx.realtime.publish(channel, "n", { i: "a" });
    const [seen] = await socket.events(channel, 1);
    socket.close();

    await t.ctx.realtime.publish(channel, "n", { i: "missed" });
    t.clock.advanceMinutes(3);
    await t.ctx.realtime.publish(channel, "n", { i: "b" });

    const back = await open(ada);
    const frames = await back.subscribe(channel, seen?.id);
    expect(frames.map((f) => f.type)).toEqual(["resync", "subscribed"]);
    const head = frames[1] as { lastEventId: string };
    // From the new position it resumes normally.
    back.close();
    await t.ctx.realtime.publish(channel, "n", { i: "c" });
    const again = await open(ada);
    const replay = await again.subscribe(channel, head.lastEventId);
    expect(replay.map((f) => (f.type === "event" ? f.data : f.type))).toEqual([{ i: "c" }, "subscribed"]);
  });

  it("answers resync to ids the channel never had", async () => {
    const socket = await open(ada);
    const frames = await socket.subscribe(userChannel(ada), "999999999999999-1");
    expect(frames.map((f) => f.type)).toEqual(["resync", "subscribed"]);
  });
});

describe("abuse", () => {
  async function expectOthersServed(): Promise<void> {
    const bystander = await open(bob);
    await bystander.subscribe(userChannel(bob));
    await t.ctx.realtime.publish(userChannel(bob), "still-here", {});
    expect(await bystander.events(userChannel(bob), 1)).toHaveLength(1);
  }

  it("closes a socket that sends a frame over 64 KB with 1009", async () => {
    const socket = await open(ada);
    socket.send(JSON.stringify({ type: "ping", pad: "x".repeat(REALTIME_MAX_FRAME_BYTES) }));
    expect((await socket.waitClosed()).code).toBe(1009);
    await expectOthersServed();
  });

  it("closes a socket that sends malformed frames with 1008", async () => {
    for (const bad of [
      "not json",
      JSON.stringify({ type: "shout" }),
      JSON.stringify({ type: "subscribe", channel: "user:not-a-uuid" }),
      JSON.stringify({ type: "resume", channel: userChannel(ada), lastEventId: "yesterday" }),
      JSON.stringify([1, 2]),
    ]) {
      const socket = await open(ada);
      socket.send(bad);
      const closed = await socket.waitClosed();
      expect(closed, bad).toEqual({ code: 1008, reason: "Malformed frame" });
    }
    const binary = await open(ada);
    binary.ws.send(Buffer.from(JSON.stringify({ type: "ping" })), { binary: true });
    expect((await binary.waitClosed()).code).toBe(1008);
    await expectOthersServed();
  });

  it("closes a flooding socket with 1008 and keeps serving the others", async () => {
    const bystander = await open(bob);
    await bystander.subscribe(userChannel(bob));
    const socket = await open(ada);
    for (let i = 0; i < 1000; i++) socket.send({ type: "ping" });
    expect(await socket.waitClosed()).toEqual({ code: 1008, reason: "Too many frames" });
    await t.ctx.realtime.publish(userChannel(bob), "after-flood", {});
    expect(await bystander.events(userChannel(bob), 1)).toHaveLength(1);
    await expectOthersServed();
  });

  it("lets a reconnecting client send its 200 subscriptions at once", async () => {
    const socket = await open(ada);
    const channels = Array.from({ length: 200 }, (_, i) => `chat:bearish:room-${i}`);
    for (const channel of channels) socket.send({ type: "subscribe", channel });
    socket.send({ type: "subscribe", channel: userChannel(ada) });
    await socket.take("subscribed", (f) => f.channel === userChannel(ada));
    expect(socket.inbox.filter((f) => f.type === "error")).toHaveLength(200);
    expect(socket.closed).toBeNull();
  });

  it("allows a steady 40 frames a second for a minute but not 60 (the flood limit)", () => {
    const sustained = (perSecond: number) => {
      const bucket = new TokenBucket(REALTIME_FRAME_BURST, REALTIME_FRAMES_PER_SECOND, 0);
      for (let i = 0; i < perSecond * 60; i++) if (!bucket.take((i * 1000) / perSecond)) return false;
      return true;
    };
    expect(sustained(40)).toBe(true);
    expect(sustained(60)).toBe(false);
  });

  it("drops sockets that stop answering pings and keeps those that answer", async () => {
    const silent = await open(ada);
    const live = await open(ada);
    await silent.ping();
    const count = t.ctx.realtime.connectionCount;
    (silent.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    t.ctx.realtime.heartbeat();
    // The live client answered the server's ping before this round trip completes.
    await live.ping();
    t.ctx.realtime.heartbeat();
    expect(t.ctx.realtime.connectionCount).toBe(count - 1);
    await live.ping();
    expect(live.closed).toBeNull();
  });
});

describe("revocation", () => {
  it("closes the sockets of a session at logout, not those of the user's other sessions", async () => {
    const token = await login(ada);
    const leaving = await open(token);
    const staying = await open(ada);
    const started = Date.now();
    expect((await t.request("POST", "/api/user/auth/logout", { token })).statusCode).toBe(200);
    expect(await leaving.waitClosed()).toEqual({ code: 4401, reason: "Session ended" });
    expect(Date.now() - started).toBeLessThan(2_000);
    await staying.ping();
    expect(staying.closed).toBeNull();
  });

  it("closes the user's other sessions' sockets at a password change", async () => {
    const user = await createUser(t);
    const otherToken = await login(user);
    const current = await open(user);
    const other = await open(otherToken);
    const res = await t.request("POST", "/api/user/auth/change-password", {
      token: user.token,
      body: { currentPassword: user.password, newPassword: "N3w-secret!!" },
    });
    expect(res.statusCode).toBe(200);
    expect((await other.waitClosed()).code).toBe(4401);
    await current.ping();
    expect(current.closed).toBeNull();
  });

  it("closes every socket of a deactivated user", async () => {
    const admin = await createUser(t, { role: "ADMIN" });
    const user = await createUser(t);
    const a = await open(user);
    const b = await open(await login(user));
    const res = await t.request("POST", `/api/user/auth/users/${user.user.id}/deactivate`, { token: admin.token });
    expect(res.statusCode).toBe(200);
    expect((await a.waitClosed()).code).toBe(4401);
    expect((await b.waitClosed()).code).toBe(4401);
  });

  it("closes sockets whose session ended by other means at the next session check", async () => {
    const user = await createUser(t);
    const socket = await open(user);
    const keep = await open(ada);
    await t.ctx.db.update(sessions).set({ revokedAt: t.clock.now() }).where(eq(sessions.userId, user.user.id));
    await t.ctx.realtime.checkSessions();
    expect((await socket.waitClosed()).code).toBe(4401);
    await keep.ping();
  });
});

// Last: it stops the server of this file.
describe("shutdown", () => {
  it("closes sockets with 1001 so clients reconnect elsewhere", async () => {
    const socket = await open(ada);
    await socket.subscribe(userChannel(ada));
    await t.app.close();
    expect((await socket.waitClosed()).code).toBe(1001);
    expect(t.ctx.realtime.connectionCount).toBe(0);
  });
});
