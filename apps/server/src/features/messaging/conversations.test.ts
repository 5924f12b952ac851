// Chats and channels through HTTP: create and reuse, lists, per-person state, members, events, settings.
import { CHANNEL_ERRORS, type Conversation, MESSAGING_PLATFORMS } from "@bearish/shared/messaging/conversation";
import { DEFAULT_MESSAGE_CENTER_SETTINGS } from "@bearish/shared/messaging/message-center-settings";
import { MESSAGING_EVENTS } from "@bearish/shared/messaging/messaging-events";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversationMembers, conversations } from "../../db/schema/messaging";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { OWNER_CANNOT_LEAVE } from "./conversation-members.service";
import { messagingApi as api, openChannel, seedMessage, startChat } from "./messaging-fixtures";

let t: TestServer;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
let dee: TestUser;
let eve: TestUser;
let admin: TestUser;
let gone: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  ada = await createUser(t, { firstName: "Ada", lastName: "Lovelace" });
  bob = await createUser(t, { firstName: "Bob", lastName: "Builder" });
  cy = await createUser(t, { firstName: "Cy", lastName: "Young" });
  dee = await createUser(t, { firstName: "Dee", lastName: "Dee" });
  eve = await createUser(t, { firstName: "Eve", lastName: "Adams" });
  admin = await createUser(t, { firstName: "Ann", lastName: "Admin", role: "ADMIN" });
  gone = await createUser(t, { firstName: "Gus", lastName: "Gone", accountState: "deactivated" });
});
afterAll(async () => {
  await t.close();
});

interface Published {
  channel: string;
  name: string;
  data: Record<string, unknown>;
}

/** The realtime events published while `run` ran (they go out after commit, before the answer). */
async function eventsDuring(run: () => Promise<unknown>): Promise<Published[]> {
  const spy = vi.spyOn(t.ctx.realtime, "publish");
  try {
    await run();
    return spy.mock.calls.map(([channel, name, data]) => ({ channel, name, data: data as Record<string, unknown> }));
  } finally {
    spy.mockRestore();
  }
}

const viewIn = (event: Published | undefined) => event?.data.conversation as Conversation | undefined;

async function listOf(user: TestUser, path: string): Promise<Conversation[]> {
  const res = await api(t, "GET", path, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const ids = (list: Conversation[]) => list.map((c) => c.id);

async function one(user: TestUser, path: string): Promise<Conversation> {
  const res = await api(t, "GET", path, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function act(user: TestUser, method: "PUT" | "POST" | "PATCH", path: string, body: unknown = {}) {
  const res = await api(t, method, path, user, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Conversation;
}

describe("starting chats", () => {
  it("names a direct chat after the other person and answers the same chat for the same people", async () => {
    const first = await api(t, "POST", "chats/bearish", ada, { participantIds: [cy.user.id] });
    expect(first.statusCode, first.body).toBe(201);
    const chat: Conversation = first.json().data;
    expect(chat).toMatchObject({
      type: "chat",
      platform: "bearish",
      name: "Cy Young",
      avatar_fallBack: "CY",
      isDirect: true,
      memberCount: 2,
      ownerId: null,
      myRole: "member",
      unreadCount: 0,
      isUnreadMessage: false,
      lastMessage: null,
    });
    expect(chat.participantIds.sort()).toEqual([ada.user.id, cy.user.id].sort());

    const again = await api(t, "POST", "chats/bearish", ada, { participantIds: [cy.user.id, cy.user.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(chat.id);
    const fromCy = await api(t, "POST", "chats/bearish", cy, { participantIds: [ada.user.id] });
    expect(fromCy.statusCode).toBe(200);
    expect(fromCy.json().data).toMatchObject({ id: chat.id, name: "Ada Lovelace" });
  });

  it("names a group chat after the others' first names, three then +n", async () => {
    const group = await startChat(t, ada, [bob, cy, dee, eve]);
    expect(group.isDirect).toBe(false);
    expect(group.memberCount).toBe(5);
    expect(group.name).toMatch(/^(Bob|Cy|Dee|Eve), (Bob|Cy|Dee|Eve), (Bob|Cy|Dee|Eve) \+1$/);
    expect(group.name).not.toContain("Ada");
    const small = await startChat(t, bob, [cy, dee]);
    expect(small.name.split(", ").sort()).toEqual(["Cy", "Dee"]);
  });

  it("needs a recipient: nobody, or only oneself, is refused with the spec's text", async () => {
    for (const participantIds of [[], [ada.user.id]]) {
      const res = await api(t, "POST", "chats/bearish", ada, { participantIds });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe("Start chat needs a recipient");
    }
  });

  it("refuses unknown and inactive people, naming the field, and writes nothing", async () => {
    const before = await countConversations();
    for (const id of [gone.user.id, "0190a0b2-7c1d-7e3f-8a4b-5c6d7e8f9a0b"]) {
      const res = await api(t, "POST", "chats/bearish", ada, { participantIds: [bob.user.id, id] });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].path).toBe("body.participantIds");
    }
    const bad = await api(t, "POST", "chats/bearish", ada, { participantIds: ["nope"] });
    expect(bad.statusCode).toBe(400);
    expect(await countConversations()).toBe(before);
  });

  it("makes one chat when the same chat is started twice at once", async () => {
    const x = await createUser(t, { firstName: "Xia", lastName: "Race" });
    const y = await createUser(t, { firstName: "Yan", lastName: "Race" });
    const [a, b] = await Promise.all([
      api(t, "POST", "chats/bearish", x, { participantIds: [y.user.id] }),
      api(t, "POST", "chats/bearish", y, { participantIds: [x.user.id] }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 201]);
    expect(a?.json().data.id).toBe(b?.json().data.id);
    const key = [x.user.id, y.user.id].sort().join(",");
    const [row] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(conversations)
      .where(eq(conversations.directKey, key));
    expect(row?.n).toBe(1);
  });

  it("answers integration.not_connected for Slack and Teams", async () => {
    for (const platform of MESSAGING_PLATFORMS.filter((p) => p !== "bearish")) {
      const res = await api(t, "POST", `chats/${platform}`, ada, { participantIds: [bob.user.id] });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("integration.not_connected");
      const list = await api(t, "GET", `chats/${platform}`, ada);
      expect(list.json().code).toBe("integration.not_connected");
    }
  });

  it("tells every member of a new chat with their own view (new-chat)", async () => {
    const x = await createUser(t, { firstName: "Xavi", lastName: "New" });
    let chat: Conversation | undefined;
    const events = await eventsDuring(async () => {
      chat = await startChat(t, ada, [x]);
    });
    const toX = events.find((e) => e.channel === `user:${x.user.id}`);
    expect(toX?.name).toBe(MESSAGING_EVENTS.newChat);
    expect(viewIn(toX)?.name).toBe("Ada Lovelace");
    const toAda = events.find((e) => e.channel === `user:${ada.user.id}`);
    expect(viewIn(toAda)?.id).toBe(chat?.id);
  });
});

async function countConversations(): Promise<number> {
  const [row] = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(conversations);
  return row?.n ?? 0;
}

describe("channel validation", () => {
  const valid = () => ({ name: "General", participantIds: [bob.user.id] });

  it("answers the spec's texts", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ participantIds: [bob.user.id] }, CHANNEL_ERRORS.nameRequired],
      [{ name: "   ", participantIds: [bob.user.id] }, CHANNEL_ERRORS.nameRequired],
      [{ name: "General" }, CHANNEL_ERRORS.participantRequired],
      [{ name: "General", participantIds: [] }, CHANNEL_ERRORS.participantRequired],
      [{ name: "General", participantIds: [ada.user.id] }, CHANNEL_ERRORS.participantRequired],
      [{ ...valid(), platform: "teams" }, CHANNEL_ERRORS.teamRequired],
    ];
    for (const [body, message] of cases) {
      const res = await api(t, "POST", "channels/bearish", ada, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("checks the body before the platform, then answers integration.not_connected", async () => {
    const invalid = await api(t, "POST", "channels/slack", ada, { participantIds: [bob.user.id] });
    expect(invalid.json().message).toBe(CHANNEL_ERRORS.nameRequired);
    const teamsWithoutTeam = await api(t, "POST", "channels/teams", ada, valid());
    expect(teamsWithoutTeam.json().message).toBe(CHANNEL_ERRORS.teamRequired);
    const slack = await api(t, "POST", "channels/slack", ada, valid());
    expect(slack.statusCode).toBe(409);
    expect(slack.json().code).toBe("integration.not_connected");
    const teamsAll = await api(t, "GET", "channels/teams/all", ada);
    expect(teamsAll.json().code).toBe("integration.not_connected");
  });

  it("refuses inactive participants and writes nothing", async () => {
    const before = await countConversations();
    const res = await api(t, "POST", "channels/bearish", ada, { name: "X", participantIds: [gone.user.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].path).toBe("body.participantIds");
    expect(await countConversations()).toBe(before);
  });

  it("makes the creator the owner and tells each member (new-channel)", async () => {
    let channel: Conversation | undefined;
    const events = await eventsDuring(async () => {
      channel = await openChannel(t, ada, [bob, cy], { name: "Design", description: "Pixels", visibility: "private" });
    });
    expect(channel).toMatchObject({
      type: "channel",
      name: "Design",
      description: "Pixels",
      visibility: "private",
      ownerId: ada.user.id,
      myRole: "owner",
      memberCount: 3,
      isDirect: false,
    });
    expect(channel?.participants[0]?.id).toBe(ada.user.id);
    const toBob = events.find((e) => e.channel === `user:${bob.user.id}`);
    expect(toBob?.name).toBe(MESSAGING_EVENTS.newChannel);
    expect(viewIn(toBob)?.myRole).toBe("member");
  });
});

describe("lists", () => {
  let p1: TestUser;
  let p2: TestUser;
  let p3: TestUser;
  let me: TestUser;

  beforeAll(async () => {
    me = await createUser(t, { firstName: "Lia", lastName: "Lister" });
    p1 = await createUser(t, { firstName: "Pam", lastName: "One" });
    p2 = await createUser(t, { firstName: "Pat", lastName: "Two" });
    p3 = await createUser(t, { firstName: "Quinn", lastName: "Three" });
  });

  it("orders pinned first, then by latest activity; pages with meta", async () => {
    const c1 = await startChat(t, me, [p1]);
    t.clock.advanceMinutes(1);
    const c2 = await startChat(t, me, [p2]);
    t.clock.advanceMinutes(1);
    const c3 = await startChat(t, me, [p3]);
    t.clock.advanceMinutes(1);
    expect(ids(await listOf(me, "chats/bearish"))).toEqual([c3.id, c2.id, c1.id]);

    await seedMessage(t, c1.id, p1, "hello");
    expect(ids(await listOf(me, "chats/bearish"))).toEqual([c1.id, c3.id, c2.id]);

    const pinned = await act(me, "PATCH", `chats/bearish/${c2.id}/pin`, { isPinned: true });
    expect(pinned.isPinned).toBe(true);
    expect(ids(await listOf(me, "chats/bearish"))).toEqual([c2.id, c1.id, c3.id]);

    const page = await api(t, "GET", "chats/bearish?pageSize=2&pageNumber=2", me);
    expect(ids(page.json().data)).toEqual([c3.id]);
    expect(page.json().meta).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
    const first = await api(t, "GET", "chats/bearish?pageSize=2", me);
    expect(first.json().meta).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const past = await api(t, "GET", "chats/bearish?pageSize=2&pageNumber=9", me);
    expect(past.json()).toMatchObject({ data: [], meta: { total: 3, hasMore: false } });

    const unpinned = await act(me, "PATCH", `chats/bearish/${c2.id}/unpin`, { isPinned: false });
    expect(unpinned.isPinned).toBe(false);
  });

  it("filters unread and starred, and searches the other people's names", async () => {
    const [c1, c2, c3] = await Promise.all([startChat(t, me, [p1]), startChat(t, me, [p2]), startChat(t, me, [p3])]);
    await act(me, "PUT", `chats/bearish/${c1?.id}/read`);
    await act(me, "PUT", `chats/bearish/${c2?.id}/read`);
    await act(me, "PUT", `chats/bearish/${c3?.id}/read`);
    await seedMessage(t, c2?.id as string, p2, "unread one");
    await seedMessage(t, c3?.id as string, me, "my own message");
    expect(ids(await listOf(me, "chats/bearish?filter=unread"))).toEqual([c2?.id]);
    await act(me, "PUT", `chats/bearish/${c1?.id}/unread`);
    expect(ids(await listOf(me, "chats/bearish?filter=unread")).sort()).toEqual([c1?.id, c2?.id].sort());

    const starred = await act(me, "PUT", `chats/bearish/${c3?.id}/star?isStar=true`);
    expect(starred.isStar).toBe(true);
    expect(ids(await listOf(me, "chats/bearish?filter=starred"))).toEqual([c3?.id]);
    await act(me, "PUT", `chats/bearish/${c3?.id}/unstar?isStar=false`);
    expect(await listOf(me, "chats/bearish?filter=starred")).toEqual([]);

    expect(ids(await listOf(me, "chats/bearish?search=quinn"))).toEqual([c3?.id]);
    expect(ids(await listOf(me, "chats/bearish?search=Pat%20Two"))).toEqual([c2?.id]);
    expect(await listOf(me, "chats/bearish?search=Lia")).toEqual([]);
    expect(await listOf(me, "chats/bearish?search=%25")).toEqual([]);
  });

  it("counts unread messages from others up to 100, with the latest message's preview", async () => {
    const reader = await createUser(t, { firstName: "Rea", lastName: "Der" });
    const chat = await startChat(t, reader, [p1]);
    await seedMessage(t, chat.id, reader, "mine");
    await seedMessage(t, chat.id, p1, "one");
    await seedMessage(t, chat.id, p1, "gone", { deleted: true });
    const last = await seedMessage(t, chat.id, p1, "x".repeat(300));
    let view = (await listOf(reader, "chats/bearish"))[0];
    expect(view).toMatchObject({ unreadCount: 2, isUnreadMessage: true, lastSeq: 4, lastReadSeq: 0 });
    expect(view?.lastMessage).toMatchObject({ id: last.id, senderId: p1.user.id, senderName: "Pam One" });
    expect(view?.lastMessage?.preview).toHaveLength(120);

    const read = await act(reader, "PUT", `chats/bearish/${chat.id}/read`);
    expect(read).toMatchObject({ unreadCount: 0, isUnreadMessage: false, lastReadSeq: 4 });
    expect(read.lastSeen).toBe(read.lastReadAt);
    expect(read.lastReadAt).not.toBeNull();
    const unread = await act(reader, "PUT", `chats/bearish/${chat.id}/unread`);
    expect(unread).toMatchObject({ unreadCount: 0, isUnreadMessage: true });

    const deletedLast = await seedMessage(t, chat.id, p1, "oops", { deleted: true });
    view = await one(reader, `chats/bearish/${chat.id}`);
    expect(view.lastMessage).toMatchObject({ id: deletedLast.id, isDeleted: true, preview: "" });

    for (let i = 0; i < 105; i++) await seedMessage(t, chat.id, p1, `m${i}`);
    view = await one(reader, `chats/bearish/${chat.id}`);
    expect(view.unreadCount).toBe(100);
  });

  it("moves hidden conversations to the archive and back", async () => {
    const hider = await createUser(t, { firstName: "Hil", lastName: "Hide" });
    const chat = await startChat(t, hider, [p1]);
    const hidden = await act(hider, "POST", `chats/bearish/${chat.id}/hide`, { hide: true });
    expect(hidden).toMatchObject({ isHide: true, isArchived: true });
    expect(await listOf(hider, "chats/bearish")).toEqual([]);
    expect(ids(await listOf(hider, "chats/bearish/archive"))).toEqual([chat.id]);
    const back = await act(hider, "POST", `chats/bearish/${chat.id}/unhide`, { hide: false });
    expect(back.isHide).toBe(false);
    expect(ids(await listOf(hider, "chats/bearish"))).toEqual([chat.id]);
    expect(await listOf(hider, "chats/bearish/archive")).toEqual([]);

    const channel = await openChannel(t, hider, [p1]);
    await act(hider, "POST", `channels/bearish/${channel.id}/hide`, { isHidden: true });
    expect(ids(await listOf(hider, "channels/bearish/archive"))).toEqual([channel.id]);
    await act(hider, "POST", `channels/bearish/${channel.id}/unhide`);
    expect(ids(await listOf(hider, "channels/bearish"))).toEqual([channel.id]);
  });

  it("takes blocked chats off the lists; starting the chat again shows it blocked", async () => {
    const blocker = await createUser(t, { firstName: "Blo", lastName: "Cker" });
    const chat = await startChat(t, blocker, [p2]);
    const blocked = await act(blocker, "PUT", `chats/bearish/${chat.id}/block`);
    expect(blocked.isBlocked).toBe(true);
    expect(await listOf(blocker, "chats/bearish")).toEqual([]);
    expect(await listOf(blocker, "chats/bearish/archive")).toEqual([]);
    const again = await startChat(t, blocker, [p2]);
    expect(again).toMatchObject({ id: chat.id, isBlocked: true });
    expect((await act(blocker, "PUT", `chats/bearish/${chat.id}/unblock`)).isBlocked).toBe(false);
    expect(ids(await listOf(blocker, "chats/bearish"))).toEqual([chat.id]);
    // The other person still has it.
    expect(ids(await listOf(p2, "chats/bearish"))).toContain(chat.id);
  });

  it("deletes a chat for the caller only, clearing what they saw; starting it again brings it back", async () => {
    const deleter = await createUser(t, { firstName: "Del", lastName: "Eter" });
    const chat = await startChat(t, deleter, [p3]);
    await seedMessage(t, chat.id, p3, "before");
    await act(deleter, "PATCH", `chats/bearish/${chat.id}/pin`, { isPinned: true });
    let removed: Published[] = [];
    removed = await eventsDuring(async () => {
      const res = await api(t, "DELETE", `chats/bearish/${chat.id}`, deleter);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ id: chat.id });
    });
    expect(removed).toContainEqual({
      channel: `user:${deleter.user.id}`,
      name: MESSAGING_EVENTS.conversationRemoved,
      data: { conversationId: chat.id },
    });
    expect(await listOf(deleter, "chats/bearish")).toEqual([]);
    expect(ids(await listOf(p3, "chats/bearish"))).toContain(chat.id);
    const back = await api(t, "POST", "chats/bearish", deleter, { participantIds: [p3.user.id] });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ id: chat.id, isPinned: false, lastMessage: null, unreadCount: 0 });
    expect(ids(await listOf(deleter, "chats/bearish"))).toEqual([chat.id]);
  });
});

describe("per-person state", () => {
  it("answers the conversation from the caller's view and tells their other tabs", async () => {
    const chat = await startChat(t, bob, [dee]);
    const events = await eventsDuring(() => act(bob, "PUT", `chats/bearish/${chat.id}/mute`));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ channel: `user:${bob.user.id}`, name: MESSAGING_EVENTS.conversationState });
    expect(viewIn(events[0])?.isMuted).toBe(true);
    expect((await one(dee, `chats/bearish/${chat.id}`)).isMuted).toBe(false);
    expect((await act(bob, "PUT", `chats/bearish/${chat.id}/unmute`)).isMuted).toBe(false);

    const starred = await act(bob, "PUT", `chats/${chat.id}/star`, { isStar: true });
    expect(starred.isStar).toBe(true);
    expect((await act(bob, "PUT", `chats/${chat.id}/star`, { isStar: false })).isStar).toBe(false);
  });

  it("publishes read-state on the conversation's channel when read", async () => {
    const channel = await openChannel(t, bob, [dee]);
    await seedMessage(t, channel.id, bob, "hi");
    await seedMessage(t, channel.id, bob, "there");
    const events = await eventsDuring(() => act(dee, "PUT", `channels/bearish/${channel.id}/read`));
    const readState = events.find((e) => e.name === MESSAGING_EVENTS.readState);
    expect(readState?.channel).toBe(`channel:bearish:${channel.id}`);
    expect(readState?.data).toMatchObject({ conversationId: channel.id, userId: dee.user.id, lastReadSeq: 2 });
    expect(typeof readState?.data.lastReadAt).toBe("string");

    for (const [path, field, value] of [
      ["pin", "isPinned", true],
      ["unpin", "isPinned", false],
      ["mute", "isMuted", true],
      ["unmute", "isMuted", false],
      ["star?isStar=true", "isStar", true],
      ["unstar", "isStar", false],
    ] as const) {
      const method = path.startsWith("pin") || path.startsWith("unpin") ? "POST" : "PUT";
      expect((await act(dee, method, `channels/bearish/${channel.id}/${path}`))[field]).toBe(value);
    }
  });
});

describe("channel members", () => {
  it("lets any member add people to a public channel, ignoring those already in", async () => {
    const channel = await openChannel(t, ada, [bob]);
    const events = await eventsDuring(async () => {
      const added = await act(bob, "POST", `channels/bearish/${channel.id}/members`, {
        userIds: [cy.user.id, ada.user.id],
      });
      expect(added.memberCount).toBe(3);
    });
    expect(events.find((e) => e.channel === `user:${cy.user.id}`)?.name).toBe(MESSAGING_EVENTS.newChannel);
    expect(events.find((e) => e.channel === `user:${ada.user.id}`)).toBeUndefined();
    expect(events.find((e) => e.channel === `channel:bearish:${channel.id}`)?.name).toBe(
      MESSAGING_EVENTS.conversationUpdated,
    );
    const inactive = await api(t, "POST", `channels/bearish/${channel.id}/members`, bob, { userIds: [gone.user.id] });
    expect(inactive.statusCode).toBe(400);
    expect(await memberCount(channel.id)).toBe(3);
  });

  it("keeps a private channel's door with its owner (and ADMIN members)", async () => {
    const channel = await openChannel(t, ada, [bob, admin], { visibility: "private" });
    const refused = await api(t, "POST", `channels/bearish/${channel.id}/members`, bob, { userIds: [cy.user.id] });
    expect(refused.statusCode).toBe(403);
    expect(await memberCount(channel.id)).toBe(3);
    await act(admin, "POST", `channels/bearish/${channel.id}/members`, { userIds: [cy.user.id] });
    await act(ada, "POST", `channels/bearish/${channel.id}/members`, { userIds: [dee.user.id] });
    expect(await memberCount(channel.id)).toBe(5);
  });

  it("removes people (owner), lets anyone leave, and keeps the owner in", async () => {
    const channel = await openChannel(t, ada, [bob, cy, dee]);
    const refused = await api(t, "DELETE", `channels/bearish/${channel.id}/members/${cy.user.id}`, bob);
    expect(refused.statusCode).toBe(403);

    const events = await eventsDuring(async () => {
      const res = await api(t, "DELETE", `channels/bearish/${channel.id}/members/${cy.user.id}`, ada);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.memberCount).toBe(3);
    });
    expect(events).toContainEqual({
      channel: `user:${cy.user.id}`,
      name: MESSAGING_EVENTS.conversationRemoved,
      data: { conversationId: channel.id },
    });
    expect((await api(t, "GET", `channels/bearish/${channel.id}`, cy)).statusCode).toBe(404);

    const left = await api(t, "DELETE", `channels/bearish/${channel.id}/members/${dee.user.id}`, dee);
    expect(left.json().data).toEqual({ left: true });
    expect(await memberCount(channel.id)).toBe(2);

    const ownerLeaves = await api(t, "DELETE", `channels/bearish/${channel.id}/members/${ada.user.id}`, ada);
    expect(ownerLeaves.statusCode).toBe(400);
    expect(ownerLeaves.json().message).toBe(OWNER_CANNOT_LEAVE);
    const notMember = await api(t, "DELETE", `channels/bearish/${channel.id}/members/${eve.user.id}`, ada);
    expect(notMember.statusCode).toBe(404);
  });

  it("browses public channels one is not in, and joins them; private ones stay hidden", async () => {
    const outsider = await createUser(t, { firstName: "Out", lastName: "Sider" });
    const open = await openChannel(t, ada, [bob], { name: "Open Kitchen" });
    const closed = await openChannel(t, ada, [bob], { name: "Closed Kitchen", visibility: "private" });
    const browse = await listOf(outsider, "channels/bearish/browse?search=kitchen");
    expect(ids(browse)).toEqual([open.id]);
    expect(browse[0]).toMatchObject({ memberCount: 2, lastMessage: null, isPinned: false });

    expect((await api(t, "POST", `channels/bearish/${closed.id}/join`, outsider)).statusCode).toBe(404);
    const joined = await act(outsider, "POST", `channels/bearish/${open.id}/join`);
    expect(joined).toMatchObject({ id: open.id, memberCount: 3, myRole: "member" });
    expect(await listOf(outsider, "channels/bearish/browse?search=kitchen")).toEqual([]);
    expect(ids(await listOf(outsider, "channels/bearish"))).toContain(open.id);
    expect((await act(outsider, "POST", `channels/bearish/${open.id}/join`)).memberCount).toBe(3);
  });

  it("lets the owner (or an ADMIN member) edit and delete; others are refused", async () => {
    const channel = await openChannel(t, ada, [bob, admin]);
    const refused = await api(t, "PATCH", `channels/bearish/${channel.id}`, bob, { name: "Mine" });
    expect(refused.statusCode).toBe(403);
    const renamed = await api(t, "PATCH", `channels/bearish/${channel.id}`, admin, { name: "Renamed" });
    expect(renamed.json().data.name).toBe("Renamed");
    const nothing = await api(t, "PATCH", `channels/bearish/${channel.id}`, ada, {});
    expect(nothing.statusCode).toBe(400);

    const deleteRefused = await api(t, "DELETE", `channels/bearish/${channel.id}`, bob);
    expect(deleteRefused.statusCode).toBe(403);
    expect(deleteRefused.json().message).toBe("Only the channel's owner can delete it");
    const events = await eventsDuring(async () => {
      expect((await api(t, "DELETE", `channels/bearish/${channel.id}`, ada)).statusCode).toBe(200);
    });
    for (const user of [ada, bob, admin]) {
      expect(events).toContainEqual({
        channel: `user:${user.user.id}`,
        name: MESSAGING_EVENTS.conversationRemoved,
        data: { conversationId: channel.id },
      });
      expect((await api(t, "GET", `channels/bearish/${channel.id}`, user)).statusCode).toBe(404);
    }
    expect(ids(await listOf(bob, "channels/bearish"))).not.toContain(channel.id);

    const other = await openChannel(t, bob, [admin]);
    expect((await api(t, "DELETE", `channels/bearish/${other.id}`, admin)).statusCode).toBe(200);
  });

  it("lists active people to add, searchable by name and email", async () => {
    const res = await api(t, "GET", "channels/bearish/users?search=young", ada);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((u: { id: string }) => u.id)).toEqual([cy.user.id]);
    expect(res.json().data[0]).toMatchObject({ firstName: "Cy", avatar_fallBack: "CY", status: "offline" });
    const byEmail = await api(t, "GET", `channels/bearish/users?search=${encodeURIComponent(dee.email)}`, ada);
    expect(byEmail.json().data.map((u: { id: string }) => u.id)).toEqual([dee.user.id]);
    const inactive = await api(t, "GET", "channels/bearish/users?search=Gone", ada);
    expect(inactive.json().data).toEqual([]);
    const self = await api(t, "GET", "channels/bearish/users?search=Lovelace", ada);
    expect(self.json().data).toEqual([]);
  });
});

async function memberCount(conversationId: string): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversationId)));
  return row?.n ?? 0;
}

describe("message center settings", () => {
  it("answers the defaults, then merges changes", async () => {
    const user = await createUser(t);
    expect((await api(t, "GET", "settings/message-center", user)).json().data).toEqual(DEFAULT_MESSAGE_CENTER_SETTINGS);
    const saved = await api(t, "PUT", "settings/message-center", user, { sound: false });
    expect(saved.json().data).toEqual({ ...DEFAULT_MESSAGE_CENTER_SETTINGS, sound: false });
    await api(t, "PUT", "settings/message-center", user, { enterToSend: false });
    expect((await api(t, "GET", "settings/message-center", user)).json().data).toEqual({
      ...DEFAULT_MESSAGE_CENTER_SETTINGS,
      sound: false,
      enterToSend: false,
    });
    expect((await api(t, "GET", "settings/message-center", ada)).json().data).toEqual(DEFAULT_MESSAGE_CENTER_SETTINGS);
    const bad = await api(t, "PUT", "settings/message-center", user, { sound: "loud" });
    expect(bad.statusCode).toBe(400);
    const unknown = await api(t, "PUT", "settings/message-center", user, { volume: 3 });
    expect(unknown.statusCode).toBe(400);
    expect((await api(t, "GET", "settings/message-center", undefined)).statusCode).toBe(401);
  });
});
