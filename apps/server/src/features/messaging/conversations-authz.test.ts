// The authorization table of chats and channels: every endpoint against every kind of caller, and
// a refused write changes nothing.

import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMembers, conversations } from "../../db/schema/messaging";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { messagingApi as api, openChannel, startChat } from "./messaging-fixtures";

type Actor = "owner" | "admin member" | "member" | "other member" | "non-member" | "non-member ADMIN" | "signed out";
const CHANNEL_ACTORS: Actor[] = [
  "owner",
  "admin member",
  "member",
  "other member",
  "non-member",
  "non-member ADMIN",
  "signed out",
];
const CHAT_ACTORS: Actor[] = ["member", "other member", "non-member", "non-member ADMIN", "signed out"];
const OUTSIDERS: Actor[] = ["non-member", "non-member ADMIN"];
const MANAGERS: Actor[] = ["owner", "admin member"];

let t: TestServer;
let cast: Record<Exclude<Actor, "signed out">, TestUser>;

beforeAll(async () => {
  t = await createTestServer();
  cast = {
    owner: await createUser(t, { firstName: "Owen", lastName: "Owner" }),
    "admin member": await createUser(t, { firstName: "Ada", lastName: "Admin", role: "ADMIN" }),
    member: await createUser(t, { firstName: "Mia", lastName: "Member" }),
    "other member": await createUser(t, { firstName: "Oli", lastName: "Other" }),
    "non-member": await createUser(t, { firstName: "Nod", lastName: "Outsider" }),
    "non-member ADMIN": await createUser(t, { firstName: "Nia", lastName: "Admin", role: "ADMIN" }),
  };
});
afterAll(async () => {
  await t.close();
});

const userOf = (actor: Actor) => (actor === "signed out" ? undefined : cast[actor]);

type Level = "list" | "view" | "manage";
function expected(level: Level, success: number, actor: Actor): number {
  if (actor === "signed out") return 401;
  if (level === "list") return success;
  if (OUTSIDERS.includes(actor)) return 404;
  if (level === "view") return success;
  return MANAGERS.includes(actor) ? success : 403;
}

/** Everything stored about one conversation and its members, to compare before and after. */
async function snapshot(conversationId: string): Promise<string> {
  const [conversation] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, conversationId));
  const members = await t.ctx.db
    .select()
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(conversationMembers.userId);
  return JSON.stringify({ conversation, members });
}
async function conversationCount(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(conversations);
  return row?.n ?? 0;
}

interface Row {
  name: string;
  actors: Actor[];
  status(actor: Actor): number;
  run(actor: Actor): Promise<{ res: LightMyRequestResponse; check(allowed: boolean): Promise<void> }>;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A fresh group chat of member and other member (and a third person, so each run gets its own). */
async function freshChat(): Promise<string> {
  const third = await createUser(t);
  return (await startChat(t, cast.member, [cast["other member"], third])).id;
}
/** A fresh private channel run by owner, with the admin member, member and other member in it. */
async function freshChannel(visibility: "private" | "public" = "private"): Promise<string> {
  return (await openChannel(t, cast.owner, [cast["admin member"], cast.member, cast["other member"]], { visibility }))
    .id;
}
async function setAllMembers(conversationId: string, patch: Partial<typeof conversationMembers.$inferInsert>) {
  await t.ctx.db.update(conversationMembers).set(patch).where(eq(conversationMembers.conversationId, conversationId));
}

function read(name: string, actors: Actor[], level: Level, path: (id: string) => string, fresh = freshChat): Row {
  return {
    name,
    actors,
    status: (actor) => expected(level, 200, actor),
    run: async (actor) => {
      const id = await fresh();
      return { res: await api(t, "GET", path(id), userOf(actor)), check: async () => {} };
    },
  };
}

/** A write on a fresh conversation; an allowed one changes what is stored unless `unchanged` says so. */
function write(
  name: string,
  spec: {
    actors: Actor[];
    level: Level;
    method: Method;
    path: (id: string, actor: Actor) => string;
    body?: unknown | (() => Promise<unknown>);
    fresh: () => Promise<string>;
    prepare?: (id: string) => Promise<void>;
    status?: (actor: Actor) => number;
    unchanged?: (actor: Actor) => boolean;
  },
): Row {
  return {
    name,
    actors: spec.actors,
    status: spec.status ?? ((actor) => expected(spec.level, 200, actor)),
    run: async (actor) => {
      const id = await spec.fresh();
      await spec.prepare?.(id);
      const before = await snapshot(id);
      const body = typeof spec.body === "function" ? await spec.body() : spec.body;
      const res = await api(t, spec.method, spec.path(id, actor), userOf(actor), body);
      return {
        res,
        check: async (allowed) => {
          const after = await snapshot(id);
          if (allowed && !spec.unchanged?.(actor)) expect(after).not.toEqual(before);
          else expect(after).toEqual(before);
        },
      };
    },
  };
}

function create(name: string, actors: Actor[], path: string, body: () => Promise<unknown>): Row {
  return {
    name,
    actors,
    status: (actor) => expected("list", 201, actor),
    run: async (actor) => {
      const before = await conversationCount();
      const res = await api(t, "POST", path, userOf(actor), await body());
      return {
        res,
        check: async (allowed) => expect(await conversationCount()).toBe(before + (allowed ? 1 : 0)),
      };
    },
  };
}

const chat = (id: string) => `chats/bearish/${id}`;
const channel = (id: string) => `channels/bearish/${id}`;

const chatToggle = (action: string, method: Method, prepare?: (id: string) => Promise<void>, body: unknown = {}): Row =>
  write(`${method} /chats/:platform/:id/${action}`, {
    actors: CHAT_ACTORS,
    level: "view",
    method,
    path: (id) => `${chat(id)}/${action}`,
    body,
    fresh: freshChat,
    ...(prepare ? { prepare } : {}),
  });

const channelToggle = (action: string, method: Method, prepare?: (id: string) => Promise<void>): Row =>
  write(`${method} /channels/:platform/:id/${action}`, {
    actors: CHANNEL_ACTORS,
    level: "view",
    method,
    path: (id) => `${channel(id)}/${action}`,
    body: {},
    fresh: freshChannel,
    ...(prepare ? { prepare } : {}),
  });

const rows: Row[] = [
  read("GET /chats/:platform", CHAT_ACTORS, "list", () => "chats/bearish"),
  read("GET /chats/:platform/archive", CHAT_ACTORS, "list", () => "chats/bearish/archive"),
  read("GET /chats/:platform/:id", CHAT_ACTORS, "view", chat),
  create("POST /chats/:platform", CHAT_ACTORS, "chats/bearish", async () => ({
    participantIds: [(await createUser(t)).user.id],
  })),
  chatToggle("pin", "PATCH", undefined, { isPinned: true }),
  chatToggle("unpin", "PATCH", (id) => setAllMembers(id, { isPinned: true })),
  chatToggle("star", "PUT"),
  chatToggle("unstar", "PUT", (id) => setAllMembers(id, { isStarred: true })),
  chatToggle("hide", "POST", undefined, { hide: true }),
  chatToggle("unhide", "POST", (id) => setAllMembers(id, { isHidden: true })),
  chatToggle("mute", "PUT"),
  chatToggle("unmute", "PUT", (id) => setAllMembers(id, { isMuted: true })),
  chatToggle("block", "PUT"),
  chatToggle("unblock", "PUT", (id) => setAllMembers(id, { isBlocked: true })),
  chatToggle("read", "PUT"),
  chatToggle("unread", "PUT"),
  write("PUT /chats/:id/star", {
    actors: CHAT_ACTORS,
    level: "view",
    method: "PUT",
    path: (id) => `chats/${id}/star`,
    body: { isStar: true },
    fresh: freshChat,
  }),
  write("DELETE /chats/:platform/:id", {
    actors: CHAT_ACTORS,
    level: "view",
    method: "DELETE",
    path: chat,
    fresh: freshChat,
  }),

  read("GET /channels/:platform", CHANNEL_ACTORS, "list", () => "channels/bearish", freshChannel),
  read("GET /channels/:platform/archive", CHANNEL_ACTORS, "list", () => "channels/bearish/archive", freshChannel),
  read("GET /channels/:platform/browse", CHANNEL_ACTORS, "list", () => "channels/bearish/browse", freshChannel),
  read("GET /channels/:platform/users", CHANNEL_ACTORS, "list", () => "channels/bearish/users", freshChannel),
  read("GET /channels/:platform/:id", CHANNEL_ACTORS, "view", channel, freshChannel),
  create("POST /channels/:platform", CHANNEL_ACTORS, "channels/bearish", async () => ({
    name: "New",
    participantIds: [(await createUser(t)).user.id],
  })),
  write("PATCH /channels/:platform/:id", {
    actors: CHANNEL_ACTORS,
    level: "manage",
    method: "PATCH",
    path: channel,
    body: { name: "Renamed" },
    fresh: freshChannel,
  }),
  channelToggle("pin", "POST"),
  channelToggle("unpin", "POST", (id) => setAllMembers(id, { isPinned: true })),
  channelToggle("hide", "POST"),
  channelToggle("unhide", "POST", (id) => setAllMembers(id, { isHidden: true })),
  channelToggle("star", "PUT"),
  channelToggle("unstar", "PUT", (id) => setAllMembers(id, { isStarred: true })),
  channelToggle("mute", "PUT"),
  channelToggle("unmute", "PUT", (id) => setAllMembers(id, { isMuted: true })),
  channelToggle("read", "PUT"),
  channelToggle("unread", "PUT"),
  write("POST /channels/:platform/:id/join (private)", {
    actors: CHANNEL_ACTORS,
    level: "view",
    method: "POST",
    path: (id) => `${channel(id)}/join`,
    body: {},
    fresh: freshChannel,
    unchanged: () => true,
  }),
  write("POST /channels/:platform/:id/join (public)", {
    actors: CHANNEL_ACTORS,
    level: "list",
    method: "POST",
    path: (id) => `${channel(id)}/join`,
    body: {},
    fresh: () => freshChannel("public"),
    unchanged: (actor) => !OUTSIDERS.includes(actor),
  }),
  write("POST /channels/:platform/:id/members (private)", {
    actors: CHANNEL_ACTORS,
    level: "manage",
    method: "POST",
    path: (id) => `${channel(id)}/members`,
    body: async () => ({ userIds: [(await createUser(t)).user.id] }),
    fresh: freshChannel,
  }),
  write("DELETE /channels/:platform/:id/members/:userId (someone else)", {
    actors: CHANNEL_ACTORS,
    level: "manage",
    method: "DELETE",
    path: (id) => `${channel(id)}/members/${cast["other member"].user.id}`,
    fresh: freshChannel,
    // Removing "other member" is leaving, for them.
    status: (actor) => (actor === "other member" ? 200 : expected("manage", 200, actor)),
  }),
  write("DELETE /channels/:platform/:id/members/:userId (oneself: leave)", {
    actors: CHANNEL_ACTORS,
    level: "view",
    method: "DELETE",
    path: (id, actor) => `${channel(id)}/members/${userOf(actor)?.user.id ?? cast.member.user.id}`,
    fresh: freshChannel,
    status: (actor) => (actor === "owner" ? 400 : expected("view", 200, actor)),
  }),
  write("DELETE /channels/:platform/:id", {
    actors: CHANNEL_ACTORS,
    level: "manage",
    method: "DELETE",
    path: channel,
    fresh: freshChannel,
  }),
];

describe("conversations authorization", () => {
  for (const row of rows) {
    for (const actor of row.actors) {
      const status = row.status(actor);
      it(`${row.name} as ${actor} → ${status}`, async () => {
        const { res, check } = await row.run(actor);
        expect(res.statusCode, res.body).toBe(status);
        await check(status < 300);
      });
    }
  }
});
