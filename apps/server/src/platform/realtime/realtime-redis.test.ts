// Realtime across server instances. With TEST_REDIS_URL (e.g. redis://127.0.0.1:6379/5): two app
// instances sharing that Redis (and, with TEST_DB=postgres, one database), and an outage of a
// redis-server this file starts and stops itself. Without it: the fallback when Redis is unreachable.
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import net from "node:net";
import { compareEventIds } from "@bearish/shared/realtime/event-id-rules";
import { eq } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMembers, conversations } from "../../db/schema/messaging";
import { sessions } from "../../db/schema/sessions";
import { insertUser } from "../../features/users/users.repository";
import { createUser, type TestUser } from "../../test/factories";
import { testEngine } from "../../test/test-database";
import { createTestServer, type TestServer } from "../../test/test-server";
import { sha256 } from "../tokens";
import { connect, issueTicket, listen, TestSocket, until } from "./realtime-test-client";

const sharedRedisUrl = process.env.TEST_REDIS_URL;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Gives `target` the same user and session (same ids) as `source` has: instances with separate databases. */
async function mirrorUser(source: TestServer, target: TestServer, user: TestUser): Promise<void> {
  const [session] = await source.ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(user.token)));
  if (!session) throw new Error("no session to mirror");
  await insertUser(target.ctx.db, {
    id: user.user.id,
    email: user.email,
    firstName: user.user.firstName,
    lastName: user.user.lastName,
    role: user.user.role,
    accountState: "active",
    passwordHash: null,
    now: target.clock.now(),
  });
  await target.ctx.db.insert(sessions).values(session);
}

// A Redis URL on a port where nothing listens (yet): the instance must serve without it.
describe("an instance whose Redis is unreachable", () => {
  let port: number;
  let t: TestServer;
  let baseUrl: string;
  let user: TestUser;
  let redis: ChildProcess | null = null;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    port = await freePort();
    t = await createTestServer({ env: { REDIS_URL: `redis://127.0.0.1:${port}/0` } });
    baseUrl = await listen(t);
    user = await createUser(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
    redis?.kill("SIGKILL");
  });

  it("keeps the API and its own sockets working: tickets, subscribe, publish", async () => {
    expect(t.ctx.realtime.backendKind).toBe("redis");
    expect((await t.request("GET", "/api/user/auth/me", { token: user.token })).statusCode).toBe(200);
    const socket = await connect(t, baseUrl, user.token);
    sockets.push(socket);
    const channel = `user:${user.user.id}` as const;
    // Without the buffer the server cannot place the client: it says so (resync, no position).
    expect(await socket.subscribe(channel)).toEqual([
      { type: "resync", channel },
      { type: "subscribed", channel, lastEventId: null },
    ]);
    for (let i = 0; i < 3; i++) await t.ctx.realtime.publish(channel, "n", { i });
    const events = await socket.events(channel, 3);
    expect(events.map((e) => e.data)).toEqual([{ i: 0 }, { i: 1 }, { i: 2 }]);
    expect(compareEventIds(events[2]?.id ?? "", events[0]?.id ?? "")).toBeGreaterThan(0);
  });

  // The outage half needs redis-server, which the environments that set TEST_REDIS_URL have.
  if (sharedRedisUrl) {
    const startRedis = async () => {
      redis = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      const probe = new Redis(port, "127.0.0.1", { retryStrategy: () => 20 });
      probe.on("error", () => undefined);
      await until(() => probe.status === "ready", 5_000, "redis-server to start");
      probe.disconnect();
    };

    it("tells subscribers to resync once Redis comes up, then fans out through it", async () => {
      const socket = sockets[0] as TestSocket;
      const channel = `user:${user.user.id}` as const;
      await startRedis();
      const resync = await socket.take("resync", (f) => f.channel === channel, 5_000);
      expect(resync).toEqual({ type: "resync", channel });
      const position = await socket.take("subscribed", (f) => f.channel === channel);
      expect(position.lastEventId).toMatch(/^\d+-0$/);

      await t.ctx.realtime.publish(channel, "n", { via: "redis" });
      const [event] = await socket.events(channel, 1);
      const check = new Redis(port, "127.0.0.1");
      expect(await check.xlen(`bearish:rt:{${channel}}:events`)).toBe(1);
      check.disconnect();
      expect(event?.data).toEqual({ via: "redis" });
    });

    it("survives Redis going away mid-run and resyncs everyone when it is back", async () => {
      const socket = sockets[0] as TestSocket;
      const channel = `user:${user.user.id}` as const;
      await t.ctx.realtime.publish(channel, "n", { before: true });
      const [before] = await socket.events(channel, 1);

      redis?.kill("SIGKILL");
      await new Promise((resolve) => redis?.once("exit", resolve));
      // The API answers, tickets work (kept locally), events reach this instance's sockets.
      expect((await t.request("GET", "/api/user/auth/me", { token: user.token })).statusCode).toBe(200);
      const second = await connect(t, baseUrl, user.token);
      sockets.push(second);
      await second.subscribe(channel);
      await t.ctx.realtime.publish(channel, "n", { during: true });
      expect((await socket.events(channel, 1))[0]?.data).toEqual({ during: true });
      expect((await second.events(channel, 1))[0]?.data).toEqual({ during: true });

      await startRedis();
      for (const s of [socket, second]) {
        expect(await s.take("resync", (f) => f.channel === channel, 5_000)).toEqual({ type: "resync", channel });
        await s.take("subscribed", (f) => f.channel === channel);
      }
      // This Redis lost its data, so the position from before the outage cannot be resumed.
      const third = await connect(t, baseUrl, user.token);
      sockets.push(third);
      expect((await third.subscribe(channel, before?.id)).map((f) => f.type)).toEqual(["resync", "subscribed"]);
      await t.ctx.realtime.publish(channel, "n", { after: true });
      for (const s of [socket, second, third]) expect((await s.events(channel, 1))[0]?.data).toEqual({ after: true });
    });
  }
});

if (sharedRedisUrl) {
  describe("two instances sharing Redis", () => {
    let a: TestServer;
    let b: TestServer;
    let urlA: string;
    let urlB: string;
    let user: TestUser;
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      a = await createTestServer({ env: { REDIS_URL: sharedRedisUrl } });
      // On PostgreSQL both instances use one database, as in production; PGlite databases are
      // per process, so there the second instance gets a copy of the user and session.
      const env: Record<string, string> = { REDIS_URL: sharedRedisUrl };
      if (testEngine === "postgres" && a.ctx.config.databaseUrl) env.DATABASE_URL = a.ctx.config.databaseUrl;
      b = await createTestServer({ env });
      urlA = await listen(a);
      urlB = await listen(b);
      user = await createUser(a);
      if (testEngine !== "postgres") await mirrorUser(a, b, user);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      // B first: on PostgreSQL it uses A's database, which A's close drops.
      await b?.close();
      await a?.close();
    });

    const openOn = async (url: string, ticket: string) => {
      const socket = await TestSocket.open(url, ticket);
      sockets.push(socket);
      return socket;
    };
    const advanceBoth = (minutes: number) => {
      a.clock.advanceMinutes(minutes);
      b.clock.advanceMinutes(minutes);
    };

    it("redeems a ticket issued by one instance on the other, once", async () => {
      const ticket = await issueTicket(a, user.token);
      const socket = await openOn(urlB, ticket);
      await socket.ping();
      await expect(TestSocket.open(urlA, ticket)).rejects.toMatchObject({ statusCode: 401 });
      await expect(TestSocket.open(urlB, ticket)).rejects.toMatchObject({ statusCode: 401 });
    });

    it("delivers events published on either instance to clients on both, in one order", async () => {
      const channel = `user:${user.user.id}` as const;
      const onA = await openOn(urlA, await issueTicket(a, user.token));
      const onB = await openOn(urlB, await issueTicket(b, user.token));
      await onA.subscribe(channel);
      await onB.subscribe(channel);

      await Promise.all(
        Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? a : b).ctx.realtime.publish(channel, "n", { i })),
      );
      const seenOnA = await onA.events(channel, 100, 5_000);
      const seenOnB = await onB.events(channel, 100, 5_000);
      expect(seenOnA.map((e) => e.id)).toEqual(seenOnB.map((e) => e.id));
      expect(seenOnA.map((e) => e.data)).toEqual(seenOnB.map((e) => e.data));
      for (let i = 1; i < seenOnA.length; i++) {
        expect(compareEventIds(seenOnA[i]?.id ?? "", seenOnA[i - 1]?.id ?? "")).toBeGreaterThan(0);
      }
      // Each instance's own publishes keep their order.
      const fromA = seenOnA.map((e) => (e.data as { i: number }).i).filter((i) => i % 2 === 0);
      expect(fromA).toEqual([...fromA].sort((x, y) => x - y));
      await onA.ping();
      expect(onA.drainEvents(channel)).toEqual([]);
    });

    it("resumes on one instance what was published on the other during a 10 s drop", async () => {
      const channel = `user:${user.user.id}` as const;
      const first = await openOn(urlA, await issueTicket(a, user.token));
      await first.subscribe(channel);
      await b.ctx.realtime.publish(channel, "n", { i: 1 });
      const [seen] = await first.events(channel, 1);
      first.close();
      await first.waitClosed();

      await b.ctx.realtime.publish(channel, "n", { i: 2 });
      advanceBoth(10 / 60);
      await a.ctx.realtime.publish(channel, "n", { i: 3 });

      const back = await openOn(urlB, await issueTicket(b, user.token));
      const frames = await back.subscribe(channel, seen?.id);
      expect(frames.map((f) => (f.type === "event" ? f.data : f.type))).toEqual([{ i: 2 }, { i: 3 }, "subscribed"]);
      await a.ctx.realtime.publish(channel, "n", { i: 4 });
      expect((await back.events(channel, 1))[0]?.data).toEqual({ i: 4 });
    });

    it("tells a client away longer than the buffer to resync", async () => {
      const channel = `user:${user.user.id}` as const;
      const first = await openOn(urlA, await issueTicket(a, user.token));
      await first.subscribe(channel);
      await a.ctx.realtime.publish(channel, "n", { i: "seen" });
      const [seen] = await first.events(channel, 1);
      first.close();

      await b.ctx.realtime.publish(channel, "n", { i: "missed" });
      advanceBoth(3);
      await b.ctx.realtime.publish(channel, "n", { i: "later" });

      const back = await openOn(urlB, await issueTicket(b, user.token));
      const frames = await back.subscribe(channel, seen?.id);
      expect(frames.map((f) => f.type)).toEqual(["resync", "subscribed"]);
    });

    it("re-checks a channel's subscribers on every instance and drops the refused ones", async () => {
      // A real chat with the user in it (the messaging feature's check decides); with PGlite each
      // instance has its own database, so both get the rows.
      const chatId = randomUUID();
      const databases = testEngine === "postgres" ? [a.ctx.db] : [a.ctx.db, b.ctx.db];
      for (const db of databases) {
        const now = new Date();
        await db.insert(conversations).values({ id: chatId, kind: "chat", createdAt: now, updatedAt: now });
        await db.insert(conversationMembers).values({ conversationId: chatId, userId: user.user.id, joinedAt: now });
      }
      const channel = `chat:bearish:${chatId}` as const;
      const onA = await openOn(urlA, await issueTicket(a, user.token));
      const onB = await openOn(urlB, await issueTicket(b, user.token));
      await onA.subscribe(channel);
      await onB.subscribe(channel);

      // Still allowed: nothing changes.
      a.ctx.realtime.recheckChannel(channel);
      await a.ctx.realtime.publish(channel, "n", { i: 1 });
      expect((await onB.events(channel, 1))[0]?.data).toEqual({ i: 1 });
      expect((await onA.events(channel, 1))[0]?.data).toEqual({ i: 1 });

      for (const db of databases)
        await db.delete(conversationMembers).where(eq(conversationMembers.conversationId, chatId));
      a.ctx.realtime.recheckChannel(channel);
      for (const socket of [onA, onB]) {
        expect((await socket.take("error", (f) => f.channel === channel)).code).toBe("realtime.forbidden");
      }
      await b.ctx.realtime.publish(channel, "n", { i: 2 });
      await onA.ping();
      await onB.ping();
      expect(onA.drainEvents(channel)).toEqual([]);
      expect(onB.drainEvents(channel)).toEqual([]);
    });

    it("closes a user's sockets on every instance when one instance revokes", async () => {
      const second = await createUser(a);
      if (testEngine !== "postgres") await mirrorUser(a, b, second);
      const onA = await openOn(urlA, await issueTicket(a, second.token));
      const onB = await openOn(urlB, await issueTicket(b, second.token));
      const bystander = await openOn(urlA, await issueTicket(a, user.token));

      // Logout through instance B: the socket on A closes too.
      expect((await b.request("POST", "/api/user/auth/logout", { token: second.token })).statusCode).toBe(200);
      expect((await onA.waitClosed()).code).toBe(4401);
      expect((await onB.waitClosed()).code).toBe(4401);

      const third = await openOn(urlA, await issueTicket(a, user.token));
      b.ctx.realtime.disconnectUser(user.user.id);
      expect((await bystander.waitClosed()).code).toBe(4401);
      expect((await third.waitClosed()).code).toBe(4401);
    });
  });
}
