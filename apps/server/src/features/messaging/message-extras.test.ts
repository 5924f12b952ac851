// Pins, stars, archive, reactions, polls and the media files panel, through HTTP against the real
// database: shared state and its realtime events, per-person marks, idempotency, poll rules.

import { MESSAGE_ERRORS } from "@bearish/shared/messaging/message";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messageReactions, messages, pollVotes } from "../../db/tables";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import {
  captureEvents,
  insertAttachment,
  insertConversation,
  insertMessage,
  setClearedSeq,
} from "./message-extras-fixtures";
import { mediaRangeStart } from "./message-media.service";
import { mergePollOptions } from "./message-polls.service";
import { messagingApi, startChat } from "./messaging-fixtures";

let t: TestServer;
let ann: TestUser;
let ben: TestUser;
let cat: TestUser;
let chatId: string;
let channelId: string;

beforeAll(async () => {
  t = await createTestServer();
  ann = await createUser(t, { firstName: "Ann", lastName: "Author" });
  ben = await createUser(t, { firstName: "Ben", lastName: "Member" });
  cat = await createUser(t, { firstName: "Cat", lastName: "Outsider" });
  chatId = await insertConversation(t, "chat", ann, [ben]);
  channelId = await insertConversation(t, "channel", ann, [ben]);
});
afterAll(async () => {
  await t.close();
});

const api = (method: "GET" | "POST" | "PUT" | "PATCH", path: string, user: TestUser, body?: unknown) =>
  messagingApi(t, method, path, user, body);

async function ok(res: Awaited<ReturnType<typeof api>>, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

describe("pins", () => {
  it("pins for everyone, tells the conversation, lists newest pin first and unpins", async () => {
    const first = await insertMessage(t, chatId, ann, { content: "first" });
    const second = await insertMessage(t, chatId, ben, { content: "second" });
    const watch = captureEvents(t);
    try {
      const pinned = (await ok(await api("POST", "message/pin", ben, { messageId: first, isPinned: true }))).data;
      expect(pinned).toMatchObject({ id: first, pinned: true });
      expect(pinned.pinnedAt).toEqual(expect.any(String));
      expect(watch.events()).toEqual([
        {
          channel: `chat:bearish:${chatId}`,
          name: "message-updated",
          data: { message: expect.objectContaining({ id: first, pinned: true, status: "sent" }) },
        },
      ]);
      t.clock.advanceMinutes(1);
      await ok(await api("POST", "message/pin", ann, { messageId: second }));
      // Pinning again changes nothing and tells nobody.
      watch.clear();
      await ok(await api("POST", "message/pin", ann, { messageId: second }));
      expect(watch.events()).toEqual([]);

      const list = (await ok(await api("GET", `messages/pinned?chatId=${chatId}`, ben))).data;
      expect(list.map((m: { id: string }) => m.id)).toEqual([second, first]);

      const unpinned = (await ok(await api("POST", "message/unpin", ann, { messageId: first }))).data;
      expect(unpinned).toMatchObject({ pinned: false, pinnedAt: null });
      await ok(await api("POST", "message/pin", ann, { messageId: second, isPinned: false }));
      expect((await ok(await api("GET", `messages/pinned?chatId=${chatId}`, ann))).data).toEqual([]);
      const [row] = await t.ctx.db
        .select({ pinnedAt: messages.pinnedAt, pinnedBy: messages.pinnedBy })
        .from(messages)
        .where(eq(messages.id, first));
      expect(row).toEqual({ pinnedAt: null, pinnedBy: null });
    } finally {
      watch.restore();
    }
  });

  it("publishes channel pins on the channel's own realtime channel", async () => {
    const id = await insertMessage(t, channelId, ann);
    const watch = captureEvents(t);
    try {
      await ok(await api("POST", "message/pin", ben, { messageId: id }));
      expect(watch.events().map((e) => e.channel)).toEqual([`channel:bearish:${channelId}`]);
    } finally {
      watch.restore();
    }
  });

  it("needs a chatId, and leaves out deleted and cleared messages", async () => {
    const res = await api("GET", "messages/pinned", ann);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("chatId is required");

    const chat = await insertConversation(t, "chat", ann, [ben, cat]);
    const old = await insertMessage(t, chat, ann);
    const live = await insertMessage(t, chat, ann);
    const gone = await insertMessage(t, chat, ann);
    for (const id of [old, live, gone]) await ok(await api("POST", "message/pin", ann, { messageId: id }));
    await t.ctx.db.update(messages).set({ deletedAt: t.clock.now() }).where(eq(messages.id, gone));
    await setClearedSeq(t, chat, ben, 1);
    const forBen = (await ok(await api("GET", `messages/pinned?chatId=${chat}`, ben))).data;
    expect(forBen.map((m: { id: string }) => m.id)).toEqual([live]);
    const forAnn = (await ok(await api("GET", `messages/pinned?chatId=${chat}`, ann))).data;
    expect(forAnn.map((m: { id: string }) => m.id).sort()).toEqual([old, live].sort());
    // The cleared message is gone for Ben: pinning it is "not found".
    const refused = await api("POST", "message/unpin", ben, { messageId: old });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("Message not found");
  });
});

describe("stars and archive", () => {
  it("are each person's own, listed newest first with paging, and send no conversation event", async () => {
    const chat = await insertConversation(t, "chat", ann, [ben]);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await insertMessage(t, chat, ben, { content: `m${i}` }));
    const watch = captureEvents(t);
    try {
      for (const id of ids) {
        t.clock.advanceMinutes(1);
        const starred = (await ok(await api("PATCH", "messages/starred", ann, { messageId: id, isStarred: true })))
          .data;
        expect(starred).toMatchObject({ id, isStarred: true });
      }
      expect(watch.events()).toEqual([]);
    } finally {
      watch.restore();
    }
    const page1 = await ok(await api("GET", `messages/starred?chatId=${chat}&limit=2`, ann));
    expect(page1.data.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(page1.meta).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const page2 = await ok(await api("GET", `messages/starred?chatId=${chat}&limit=2&page=2`, ann));
    expect(page2.data.map((m: { id: string }) => m.id)).toEqual([ids[0]]);
    expect(page2.meta.hasMore).toBe(false);

    // Ben does not see Ann's stars, on the list or on the message.
    expect((await ok(await api("GET", `messages/starred?chatId=${chat}`, ben))).data).toEqual([]);
    const pinnedByBen = (await ok(await api("POST", "message/pin", ben, { messageId: ids[0] }))).data;
    expect(pinnedByBen.isStarred).toBe(false);

    await ok(await api("PATCH", "messages/starred", ann, { messageId: ids[1], isStarred: false }));
    const after = (await ok(await api("GET", `messages/starred?chatId=${chat}`, ann))).data;
    expect(after.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[0]]);

    const archived = (await ok(await api("POST", "messages/archived", ben, { messageId: ids[0] }))).data;
    expect(archived).toMatchObject({ isArchived: true, isStarred: false });
    expect((await ok(await api("GET", "messages/archived", ben))).data.map((m: { id: string }) => m.id)).toEqual([
      ids[0],
    ]);
    expect((await ok(await api("GET", "messages/archived", ann))).data).toEqual([]);
    const restored = (await ok(await api("POST", "messages/unarchive", ben, { messageId: ids[0] }))).data;
    expect(restored.isArchived).toBe(false);
    expect((await ok(await api("GET", "messages/archived", ben))).data).toEqual([]);
  });

  it("lists stars across conversations the person still belongs to, not deleted or cleared ones", async () => {
    const mine = await insertConversation(t, "channel", ann, [ben]);
    const other = await insertConversation(t, "channel", ann, [cat]);
    const inMine = await insertMessage(t, mine, ann);
    const inOther = await insertMessage(t, other, ann);
    const deleted = await insertMessage(t, mine, ann);
    for (const id of [inMine, inOther, deleted]) {
      await ok(await api("PATCH", "messages/starred", ann, { messageId: id, isStarred: true }));
    }
    await t.ctx.db.update(messages).set({ deletedAt: t.clock.now() }).where(eq(messages.id, deleted));
    const all = (await ok(await api("GET", "messages/starred?limit=1000", ann))).data.map((m: { id: string }) => m.id);
    expect(all).toEqual(expect.arrayContaining([inMine, inOther]));
    expect(all).not.toContain(deleted);
    await setClearedSeq(t, other, ann, 1);
    const later = (await ok(await api("GET", "messages/starred?limit=1000", ann))).data.map(
      (m: { id: string }) => m.id,
    );
    expect(later).toContain(inMine);
    expect(later).not.toContain(inOther);
    // Naming a conversation the caller is not in is 404, like every conversation route.
    expect((await api("GET", `messages/starred?chatId=${other}`, ben)).statusCode).toBe(404);
  });
});

describe("reactions", () => {
  it("are idempotent per person and emoji, removable, and broadcast only real changes", async () => {
    const id = await insertMessage(t, channelId, ann);
    const watch = captureEvents(t);
    try {
      const first = (await ok(await api("POST", `messages/${id}/setReaction`, ben, { reaction: "👍" }))).data;
      expect(first.reactions).toEqual([{ id: expect.any(String), userId: ben.user.id, emoji: "👍" }]);
      expect(watch.events()).toEqual([
        {
          channel: `channel:bearish:${channelId}`,
          name: "reaction-update",
          data: { conversationId: channelId, messageId: id, reactions: first.reactions },
        },
      ]);
      watch.clear();
      const again = (await ok(await api("POST", `messages/${id}/setReaction`, ben, { reaction: "👍" }))).data;
      expect(again.reactions).toEqual(first.reactions);
      expect(watch.events()).toEqual([]);

      await ok(await api("POST", `messages/${id}/setReaction`, ann, { reaction: "👍" }));
      await ok(await api("POST", `messages/${id}/setReaction`, ann, { reaction: "🎉" }));
      const rows = await t.ctx.db
        .select({ userId: messageReactions.userId, emoji: messageReactions.emoji })
        .from(messageReactions)
        .where(eq(messageReactions.messageId, id));
      expect(rows).toHaveLength(3);

      watch.clear();
      const removed = (await ok(await api("PUT", `messages/${id}/unsetReaction`, ben, { reaction: "👍" }))).data;
      expect(removed.reactions.map((r: { userId: string; emoji: string }) => [r.userId, r.emoji]).sort()).toEqual(
        [
          [ann.user.id, "👍"],
          [ann.user.id, "🎉"],
        ].sort(),
      );
      expect(watch.events().map((e) => e.name)).toEqual(["reaction-update"]);
      watch.clear();
      // Removing what is not there is a no-op.
      await ok(await api("PUT", `messages/${id}/unsetReaction`, ben, { reaction: "👍" }));
      expect(watch.events()).toEqual([]);
    } finally {
      watch.restore();
    }
  });

  it("refuses a blank reaction and more than 50 different emojis on one message", async () => {
    const id = await insertMessage(t, channelId, ann);
    expect((await api("POST", `messages/${id}/setReaction`, ben, { reaction: "  " })).statusCode).toBe(400);
    const now = t.clock.now();
    await t.ctx.db.insert(messageReactions).values(
      Array.from({ length: 50 }, (_, i) => ({
        id: crypto.randomUUID(),
        messageId: id,
        userId: ann.user.id,
        emoji: `e${i}`,
        createdAt: now,
      })),
    );
    const refused = await api("POST", `messages/${id}/setReaction`, ben, { reaction: "new" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("A message can have at most 50 different reactions");
    // An emoji already there can still be added by another person.
    const joined = (await ok(await api("POST", `messages/${id}/setReaction`, ben, { reaction: "e7" }))).data;
    expect(joined.reactions).toHaveLength(51);
  });
});

describe("polls", () => {
  const poll = () => ({ state: "open" as const, question: "Lunch?", options: [{ id: "opt-a", value: "Pizza" }] });

  it("goes open → edit options → lock (refused with one option) → vote → change vote", async () => {
    const id = await insertMessage(t, chatId, ann, { content: "", poll: poll() });
    const watch = captureEvents(t);
    try {
      const lockTooSoon = await api("POST", `messages/${id}/poll/lock`, ann, {});
      expect(lockTooSoon.statusCode).toBe(400);
      expect(lockTooSoon.json().message).toBe(MESSAGE_ERRORS.pollNeedsOptions);
      const voteTooSoon = await api("POST", `messages/${id}/poll/vote`, ben, { optionId: "opt-a" });
      expect(voteTooSoon.statusCode).toBe(409);
      expect(voteTooSoon.json()).toMatchObject({ code: "messaging.poll_state", message: MESSAGE_ERRORS.pollNotLocked });
      expect(watch.events()).toEqual([]);

      const edited = (
        await ok(
          await api("PUT", `messages/${id}/poll/options`, ann, {
            question: "Lunch today?",
            options: [{ id: "opt-a", value: "Pizza!" }, { value: "Salad" }, { id: "made-up", value: "Soup" }],
          }),
        )
      ).data.poll;
      expect(edited.state).toBe("open");
      expect(edited.question).toBe("Lunch today?");
      expect(edited.options.map((o: { value: string }) => o.value)).toEqual(["Pizza!", "Salad", "Soup"]);
      expect(edited.options[0].id).toBe("opt-a");
      expect(edited.options[1].id).not.toBe("opt-a");
      // A client cannot choose ids: an unknown one is replaced by the server's.
      expect(edited.options[2].id).not.toBe("made-up");
      expect(watch.events()).toEqual([
        {
          channel: `chat:bearish:${chatId}`,
          name: "poll-update",
          data: { conversationId: chatId, messageId: id, poll: expect.objectContaining({ question: "Lunch today?" }) },
        },
      ]);

      const locked = (await ok(await api("POST", `messages/${id}/poll/lock`, ann, {}))).data.poll;
      expect(locked.state).toBe("locked");
      const editLocked = await api("PUT", `messages/${id}/poll/options`, ann, {
        options: [{ value: "x" }, { value: "y" }],
      });
      expect(editLocked.statusCode).toBe(409);
      expect(editLocked.json()).toMatchObject({ code: "messaging.poll_state", message: MESSAGE_ERRORS.pollLocked });

      const [pizza, salad] = edited.options;
      watch.clear();
      const benVote = (await ok(await api("POST", `messages/${id}/poll/vote`, ben, { optionId: salad.id }))).data.poll;
      expect(benVote.myVote).toBe(salad.id);
      expect(benVote.options[1]).toMatchObject({ votes: 1, voterIds: [ben.user.id] });
      const broadcast = watch.events()[0]?.data as { poll: { myVote: string | null } };
      expect(broadcast.poll.myVote).toBeNull();

      const annVote = (await ok(await api("POST", `messages/${id}/poll/vote`, ann, { optionId: salad.id }))).data.poll;
      expect(annVote.myVote).toBe(salad.id);
      expect(annVote.options[1].votes).toBe(2);

      const moved = (await ok(await api("POST", `messages/${id}/poll/vote`, ben, { optionId: pizza.id }))).data.poll;
      expect(moved.myVote).toBe(pizza.id);
      expect(moved.options.map((o: { votes: number }) => o.votes)).toEqual([1, 1, 0]);
      const votes = await t.ctx.db
        .select({ userId: pollVotes.userId })
        .from(pollVotes)
        .where(eq(pollVotes.messageId, id));
      expect(votes).toHaveLength(2);

      const unknown = await api("POST", `messages/${id}/poll/vote`, ben, { optionId: "nope" });
      expect(unknown.statusCode).toBe(400);
      const [stillPizza] = await t.ctx.db
        .select({ optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(eq(pollVotes.messageId, id), eq(pollVotes.userId, ben.user.id)));
      expect(stillPizza?.optionId).toBe(pizza.id);

      // Locking again is harmless; the same vote again tells nobody.
      watch.clear();
      await ok(await api("POST", `messages/${id}/poll/lock`, ann, {}));
      await ok(await api("POST", `messages/${id}/poll/vote`, ben, { optionId: pizza.id }));
      expect(watch.events()).toEqual([]);
    } finally {
      watch.restore();
    }
  });

  it("lets only the author change or lock, and says Poll not found without a poll", async () => {
    const id = await insertMessage(t, chatId, ann, { poll: poll() });
    const edit = await api("PUT", `messages/${id}/poll/options`, ben, { options: [{ value: "a" }, { value: "b" }] });
    expect(edit.statusCode).toBe(403);
    expect((await api("POST", `messages/${id}/poll/lock`, ben, {})).statusCode).toBe(403);
    const plain = await insertMessage(t, chatId, ann);
    const none = await api("POST", `messages/${plain}/poll/vote`, ben, { optionId: "opt-a" });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("Poll not found");
    const tooMany = await api("PUT", `messages/${id}/poll/options`, ann, {
      options: Array.from({ length: 21 }, (_, i) => ({ value: `o${i}` })),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it("keeps known option ids once each and makes new ones", () => {
    let n = 0;
    const made = mergePollOptions(
      [
        { id: "a", value: "A" },
        { id: "b", value: "B" },
      ],
      [{ id: "b", value: "B2" }, { id: "b", value: "dup" }, { value: "new" }],
      () => `new-${++n}`,
    );
    expect(made).toEqual([
      { id: "b", value: "B2" },
      { id: "new-1", value: "dup" },
      { id: "new-2", value: "new" },
    ]);
  });
});

describe("media files panel", () => {
  let media: string;
  const DAY = 24 * 60;
  const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
  const names = (body: { data: { name: string }[] }) => body.data.map((m) => m.name);

  beforeEach(async () => {
    media = await insertConversation(t, "chat", ann, [ben]);
    const add = async (sender: TestUser, minutesAgo: number, a: Parameters<typeof insertAttachment>[2]) => {
      const id = await insertMessage(t, media, sender, { createdAt: at(minutesAgo), content: `about ${a.fileName}` });
      return insertAttachment(t, id, a);
    };
    await add(ann, 1, { kind: "image", fileName: "photo.png", fileType: "image/png", fileSize: 2048 });
    await add(ben, 2, { kind: "link", fileName: "https://example.com/docs", url: "https://example.com/docs" });
    await add(ben, 3 * DAY, { kind: "video", fileName: "clip.mp4", fileType: "video/mp4" });
    await add(ann, 20 * DAY, { kind: "audio", fileName: "voice.ogg", fileType: "audio/ogg" });
    await add(ben, 60 * DAY, { kind: "files", fileName: "Report_100%.pdf", fileType: "application/pdf" });
    await add(ann, 200 * DAY, { kind: "files", fileName: "ancient.txt", fileType: "text/plain" });
  });

  it("lists files and links newest first with signed URLs and senders", async () => {
    const body = await ok(await api("GET", `messages/files/bearish/${media}/all`, ben));
    expect(names(body)).toEqual([
      "photo.png",
      "https://example.com/docs",
      "clip.mp4",
      "voice.ogg",
      "Report_100%.pdf",
      "ancient.txt",
    ]);
    expect(body.meta).toEqual({ page: 1, limit: 50, total: 6, hasMore: false });
    const [image, link, video] = body.data;
    expect(image).toMatchObject({
      type: "image",
      size: 2048,
      fileSize: 2048,
      fileType: "image/png",
      senderId: ann.user.id,
      userDetails: { firstName: "Ann", lastName: "Author", avatar: null },
      content: "about photo.png",
    });
    expect(image.fileUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}\?expires=\d+&sig=/);
    expect(image.thumbnailUrl).toBe(image.fileUrl);
    expect(link).toMatchObject({ type: "link", fileUrl: "https://example.com/docs", size: 0, thumbnailUrl: null });
    expect(video.thumbnailUrl).toBeNull();
    expect(video.message.createdAt).toBe(video.timestamp);
  });

  it("filters by type, date range, sender and search, and pages", async () => {
    const list = async (type: string, query = "") =>
      names(await ok(await api("GET", `messages/files/bearish/${media}/${type}${query}`, ann)));
    expect(await list("files")).toEqual(["Report_100%.pdf", "ancient.txt"]);
    expect(await list("link")).toEqual(["https://example.com/docs"]);
    expect(await list("image")).toEqual(["photo.png"]);
    expect(await list("all", "?filter=today")).toEqual(
      // Both are at most two minutes old, unless the test runs across midnight UTC.
      mediaRangeStart("today", t.clock.now()) <= at(2) ? ["photo.png", "https://example.com/docs"] : ["photo.png"],
    );
    expect(await list("all", "?filter=last30Days")).toEqual([
      "photo.png",
      "https://example.com/docs",
      "clip.mp4",
      "voice.ogg",
    ]);
    expect(await list("all", "?filter=last90Days")).toHaveLength(5);
    expect(await list("all", "?sender=me")).toEqual(["photo.png", "voice.ogg", "ancient.txt"]);
    expect(await list("all", "?sender=others")).toEqual(["https://example.com/docs", "clip.mp4", "Report_100%.pdf"]);
    expect(await list("all", "?searchQuery=EXAMPLE.com")).toEqual(["https://example.com/docs"]);
    // LIKE wildcards in the search are literal.
    expect(await list("all", `?searchQuery=${encodeURIComponent("100%")}`)).toEqual(["Report_100%.pdf"]);
    expect(await list("all", `?searchQuery=${encodeURIComponent("%")}`)).toEqual(["Report_100%.pdf"]);
    expect(await list("files", "?sender=others&filter=last90Days")).toEqual(["Report_100%.pdf"]);

    const page2 = await ok(await api("GET", `messages/files/bearish/${media}/all?limit=4&page=2`, ann));
    expect(names(page2)).toEqual(["Report_100%.pdf", "ancient.txt"]);
    expect(page2.meta).toEqual({ page: 2, limit: 4, total: 6, hasMore: false });
    const page1 = await ok(await api("GET", `messages/files/bearish/${media}/all?limit=4`, ann));
    expect(page1.meta.hasMore).toBe(true);

    expect((await api("GET", `messages/files/bearish/${media}/pictures`, ann)).statusCode).toBe(400);
    expect((await api("GET", `messages/files/bearish/${media}/all?filter=yesterday`, ann)).statusCode).toBe(400);
  });

  it("leaves out deleted messages, drafts and the caller's cleared history", async () => {
    const gone = await insertMessage(t, media, ben, { deleted: true });
    await insertAttachment(t, gone, { kind: "files", fileName: "deleted.pdf" });
    const draft = await insertMessage(t, media, ben, { draft: true });
    await insertAttachment(t, draft, { kind: "files", fileName: "draft.pdf" });
    const all = names(await ok(await api("GET", `messages/files/bearish/${media}/all`, ann)));
    expect(all).not.toContain("deleted.pdf");
    expect(all).not.toContain("draft.pdf");
    // Seqs were given oldest-inserted first: photo 1, link 2, clip 3, voice 4, report 5, ancient 6.
    await setClearedSeq(t, media, ann, 4);
    expect(names(await ok(await api("GET", `messages/files/bearish/${media}/all`, ann)))).toEqual([
      "Report_100%.pdf",
      "ancient.txt",
    ]);
    expect(names(await ok(await api("GET", `messages/files/bearish/${media}/all`, ben)))).toHaveLength(6);
  });

  it("starts this week on Monday, UTC", () => {
    expect(mediaRangeStart("thisWeek", new Date("2025-01-08T15:00:00Z")).toISOString()).toBe(
      "2025-01-06T00:00:00.000Z",
    );
    expect(mediaRangeStart("thisWeek", new Date("2025-01-12T23:59:00Z")).toISOString()).toBe(
      "2025-01-06T00:00:00.000Z",
    );
    expect(mediaRangeStart("thisWeek", new Date("2025-01-06T00:00:00Z")).toISOString()).toBe(
      "2025-01-06T00:00:00.000Z",
    );
    expect(mediaRangeStart("today", new Date("2025-01-08T15:00:00Z")).toISOString()).toBe("2025-01-08T00:00:00.000Z");
  });
});

describe("on messages sent through the API", () => {
  it("locks and votes on a sent poll, reacts to it, and lists a sent link in the media panel", async () => {
    const chat = await startChat(t, ann, [ben]);
    const send = async (body: unknown) =>
      (await ok(await api("POST", `chats/bearish/${chat.id}/messages`, ann, body), 201)).data;
    const withPoll = await send({ poll: { question: "Where?", options: [{ value: "Here" }, { value: "There" }] } });
    expect(withPoll.poll.state).toBe("open");
    const locked = (await ok(await api("POST", `messages/${withPoll.id}/poll/lock`, ann, {}))).data.poll;
    const there = locked.options[1].id;
    const voted = (await ok(await api("POST", `messages/${withPoll.id}/poll/vote`, ben, { optionId: there }))).data;
    expect(voted.poll).toMatchObject({ state: "locked", myVote: there });
    const reacted = (await ok(await api("POST", `messages/${withPoll.id}/setReaction`, ben, { reaction: "🔥" }))).data;
    expect(reacted.reactions).toHaveLength(1);

    await send({ content: "<p>See https://example.org/plan for details</p>" });
    const links = (await ok(await api("GET", `messages/files/bearish/${chat.id}/link`, ben))).data;
    expect(links.map((l: { fileUrl: string }) => l.fileUrl)).toEqual(["https://example.org/plan"]);
  });
});
