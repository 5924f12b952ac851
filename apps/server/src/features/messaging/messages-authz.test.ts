import { randomUUID } from "node:crypto";
import type { Conversation } from "@bearish/shared/messaging/conversation";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMembers, conversations, messages } from "../../db/tables";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { pathOf, send } from "./messages.fixtures";
import { messagingApi, openChannel } from "./messaging-fixtures";

type Who = "sender" | "member" | "nonMember" | "admin" | "signedOut";
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let t: TestServer;
let owner: TestUser;
let people: Record<Exclude<Who, "signedOut">, TestUser>;
let channel: Conversation;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t, { firstName: "Owner", lastName: "One" });
  people = {
    sender: await createUser(t, { firstName: "Sender", lastName: "Two" }),
    member: await createUser(t, { firstName: "Member", lastName: "Three" }),
    nonMember: await createUser(t, { firstName: "Non", lastName: "Member" }),
    admin: await createUser(t, { firstName: "Admin", lastName: "Five", role: "ADMIN" }),
  };
  channel = await openChannel(t, owner, [people.sender, people.member]);
});
afterAll(async () => {
  await t.close();
});

const userOf = (who: Who) => (who === "signedOut" ? undefined : people[who]);
const future = () => new Date(t.clock.now().getTime() + 3_600_000).toISOString();

/** Everything a refused write could have touched: the conversation's messages, counter and read pointers. */
async function snapshot() {
  const rows = await t.ctx.db
    .select({
      id: messages.id,
      seq: messages.seq,
      content: messages.content,
      scheduledAt: messages.scheduledAt,
      isDraft: messages.isDraft,
      deletedAt: messages.deletedAt,
      editedAt: messages.editedAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, channel.id))
    .orderBy(asc(messages.id));
  const [conversation] = await t.ctx.db
    .select({ lastSeq: conversations.lastSeq })
    .from(conversations)
    .where(eq(conversations.id, channel.id));
  const pointers = await t.ctx.db
    .select({ userId: conversationMembers.userId, seq: conversationMembers.lastReadSeq })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, channel.id))
    .orderBy(asc(conversationMembers.userId));
  return { rows, conversation, pointers };
}

async function scheduled(): Promise<string> {
  const res = await messagingApi(t, "POST", `${pathOf(channel)}/messages/schedule`, people.sender, {
    content: "later",
    scheduledAt: future(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

interface Row {
  name: string;
  method: Method;
  write: boolean;
  /** Makes what the call needs (a message...) and answers the path and body. */
  prepare: () => Promise<{ path: string; body?: unknown }>;
  expected: Record<Who, number>;
}

const base = () => `${pathOf(channel)}/messages`;
const delivered = async () => (await send(t, people.sender, channel, "hello")).id;
const readers = { sender: 200, member: 200, nonMember: 404, admin: 404, signedOut: 401 };
const senderOnly = { sender: 200, member: 404, nonMember: 404, admin: 404, signedOut: 401 };

const rows: Row[] = [
  { name: "GET list", method: "GET", write: false, prepare: async () => ({ path: base() }), expected: readers },
  {
    name: "POST send",
    method: "POST",
    write: true,
    prepare: async () => ({ path: base(), body: { content: "hi", clientMessageId: randomUUID() } }),
    expected: { ...readers, sender: 201, member: 201 },
  },
  {
    name: "POST schedule",
    method: "POST",
    write: true,
    prepare: async () => ({ path: `${base()}/schedule`, body: { content: "hi", scheduledAt: future() } }),
    expected: { ...readers, sender: 201, member: 201 },
  },
  {
    name: "GET scheduled",
    method: "GET",
    write: false,
    prepare: async () => ({ path: `${base()}/scheduled` }),
    expected: readers,
  },
  {
    name: "GET drafts",
    method: "GET",
    write: false,
    prepare: async () => ({ path: `${base()}/drafts` }),
    expected: readers,
  },
  {
    name: "PATCH schedule/:msgId",
    method: "PATCH",
    write: true,
    prepare: async () => ({ path: `${base()}/schedule/${await scheduled()}`, body: { scheduledAt: future() } }),
    expected: senderOnly,
  },
  {
    name: "DELETE schedule/:msgId",
    method: "DELETE",
    write: true,
    prepare: async () => ({ path: `${base()}/schedule/${await scheduled()}` }),
    expected: senderOnly,
  },
  {
    name: "POST :msgId/forward",
    method: "POST",
    write: true,
    prepare: async () => ({
      path: `${base()}/${await delivered()}/forward`,
      body: { chatId: channel.id, content: "" },
    }),
    expected: { ...readers, sender: 201, member: 201 },
  },
  {
    name: "GET messages/:msgId",
    method: "GET",
    write: false,
    prepare: async () => ({ path: `messages/${await delivered()}` }),
    expected: readers,
  },
  {
    name: "PUT messages/:msgId",
    method: "PUT",
    write: true,
    prepare: async () => ({ path: `messages/${await delivered()}`, body: { content: "changed" } }),
    expected: { ...readers, member: 403 },
  },
  {
    name: "PATCH messages/:msgId (draft)",
    method: "PATCH",
    write: true,
    prepare: async () => {
      const draft = await send(t, people.sender, channel, { content: "draft", isDraft: true });
      return { path: `messages/${draft.id}`, body: { content: "changed", isDraft: false } };
    },
    expected: senderOnly,
  },
  {
    name: "POST messages/:msgId/read",
    method: "POST",
    write: true,
    prepare: async () => ({ path: `messages/${await delivered()}/read`, body: {} }),
    expected: readers,
  },
  {
    name: "POST messages/:msgId/unread",
    method: "POST",
    write: true,
    prepare: async () => ({ path: `messages/${await delivered()}/unread`, body: {} }),
    expected: readers,
  },
  {
    name: "DELETE messages/:msgId",
    method: "DELETE",
    write: true,
    prepare: async () => ({ path: `messages/${await delivered()}` }),
    expected: { ...readers, member: 403 },
  },
];

const WHO: Who[] = ["sender", "member", "nonMember", "admin", "signedOut"];

describe("messages authorization", () => {
  for (const row of rows) {
    for (const who of WHO) {
      const status = row.expected[who];
      it(`${row.name} as ${who} → ${status}`, async () => {
        const { path, body } = await row.prepare();
        const before = row.write && status >= 400 ? await snapshot() : null;
        const res = await messagingApi(t, row.method, path, userOf(who), body);
        expect(res.statusCode, res.body).toBe(status);
        if (status === 404) expect(res.json().message).toMatch(/not found/);
        if (before) expect(await snapshot()).toEqual(before);
      });
    }
  }

  it("a message of another conversation is 404 by a conversation route, even to its members", async () => {
    const other = await openChannel(t, owner, [people.sender]);
    const message = await send(t, people.sender, other, "elsewhere");
    const res = await messagingApi(t, "POST", `${base()}/${message.id}/forward`, people.sender, {
      chatId: channel.id,
      content: "",
    });
    expect(res.statusCode).toBe(404);
    const wrongType = await messagingApi(t, "GET", `chats/bearish/${channel.id}/messages`, people.sender);
    expect(wrongType.statusCode).toBe(404);
  });
});
