import { randomUUID } from "node:crypto";
import { MESSAGE_ERRORS, type Message } from "@bearish/shared/messaging/message";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { messageAttachments, uploads } from "../../db/tables";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { seedCloudFile, shareCloudItem } from "../cloud-storage/cloud-fixtures";
import { recordEvents } from "../tasks/task-social-fixtures";
import { multipartBody, PNG_BYTES } from "../uploads/upload-fixtures";
import { listOf, notificationsOf, pathOf, send } from "./messages.fixtures";
import { messagingApi, openChannel, startChat } from "./messaging-fixtures";

let t: TestServer;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
let outsider: TestUser;
let events: ReturnType<typeof recordEvents>;

beforeAll(async () => {
  t = await createTestServer();
  ada = await createUser(t, { firstName: "Ada", lastName: "Lovelace" });
  bob = await createUser(t, { firstName: "Bob", lastName: "Builder" });
  cy = await createUser(t, { firstName: "Cy", lastName: "Young" });
  outsider = await createUser(t, { firstName: "Out", lastName: "Sider" });
  events = recordEvents(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => events.clear());

const api = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, who?: TestUser, body?: unknown) =>
  messagingApi(t, method, path, who, body);
const named = (name: string) => events.calls.filter((c) => c[1] === name);
/** A chat between the same people is one chat: tests that need an empty one take a fresh partner. */
const freshChat = async (who: TestUser) =>
  startChat(t, who, [await createUser(t, { firstName: "Fresh", lastName: "Partner" })]);

describe("listing messages", () => {
  it("answers the newest page oldest first, pages by number and by seq, and counts the history", async () => {
    const channel = await openChannel(t, ada, [bob]);
    for (let i = 1; i <= 5; i++) await send(t, i % 2 ? ada : bob, channel, `message ${i}`);

    const page1 = await listOf(t, bob, channel, "?pageSize=2");
    expect(page1.data.map((m) => m.content)).toEqual(["message 4", "message 5"]);
    expect(page1.data.map((m) => m.seq)).toEqual([4, 5]);
    expect(page1.meta).toEqual({ page: 1, limit: 2, total: 5, hasMore: true });

    const page3 = await listOf(t, bob, channel, "?pageSize=2&pageNumber=3");
    expect(page3.data.map((m) => m.seq)).toEqual([1]);
    expect(page3.meta.hasMore).toBe(false);

    const older = await listOf(t, bob, channel, "?pageSize=2&beforeSeq=4");
    expect(older.data.map((m) => m.seq)).toEqual([2, 3]);
    expect(older.meta.hasMore).toBe(true);

    const all = await listOf(t, ada, channel);
    expect(all.meta).toEqual({ page: 1, limit: 100, total: 5, hasMore: false });
  });

  it("defaults to 1000 in chats, hides history a person cleared, and brings the chat back with a new message", async () => {
    const chat = await startChat(t, ada, [cy]);
    await send(t, ada, chat, "before");
    expect((await listOf(t, cy, chat)).meta.limit).toBe(1000);

    const removed = await api("DELETE", pathOf(chat), cy);
    expect(removed.statusCode, removed.body).toBe(200);
    events.clear();
    await send(t, ada, chat, "after");

    const seen = await listOf(t, cy, chat);
    expect(seen.data.map((m) => m.content)).toEqual(["after"]);
    expect(seen.meta.total).toBe(1);
    expect((await listOf(t, ada, chat)).data).toHaveLength(2);
    const back = named("new-chat");
    expect(back).toHaveLength(1);
    expect(back[0]?.[0]).toBe(`user:${cy.user.id}`);
    expect((back[0]?.[2] as { conversation: { id: string } } | undefined)?.conversation.id).toBe(chat.id);
  });

  it("keeps deleted messages as tombstones", async () => {
    const channel = await openChannel(t, ada, [bob]);
    const kept = await send(t, bob, channel, "kept");
    const gone = await send(t, bob, channel, "gone <b>secret</b>");
    expect((await api("DELETE", `messages/${gone.id}`, bob)).statusCode).toBe(200);
    const list = await listOf(t, ada, channel);
    expect(list.data.map((m) => [m.id, m.isDeleted, m.content])).toEqual([
      [kept.id, false, "kept"],
      [gone.id, true, ""],
    ]);
  });
});

describe("sending", () => {
  it("sanitizes, numbers, moves the sender's read pointer and tells the conversation once", async () => {
    const dan = await createUser(t, { firstName: "Dan", lastName: "Brown" });
    const chat = await startChat(t, ada, [dan]);
    const message = await send(
      t,
      ada,
      chat,
      '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">y</a></p>',
    );
    expect(message).toMatchObject({
      seq: 1,
      content: '<p>Hi <a rel="noopener noreferrer nofollow" target="_blank">y</a></p>',
      senderId: ada.user.id,
      status: "sent",
      conversationType: "chat",
      isDraft: false,
    });
    const view = (await api("GET", pathOf(chat), ada)).json().data;
    expect(view).toMatchObject({ lastSeq: 1, lastReadSeq: 1, lastMessage: { id: message.id } });

    const broadcast = named("new-message");
    expect(broadcast).toHaveLength(1);
    expect(broadcast[0]?.[0]).toBe(`chat:bearish:${chat.id}`);
    expect((broadcast[0]?.[2] as { message: Message } | undefined)?.message).toMatchObject({
      id: message.id,
      status: "sent",
    });
    const told = named("new-message-notification");
    expect(told.map((c) => c[0])).toEqual([`user:${dan.user.id}`]);
  });

  it("refuses an empty message with the spec's text, and writes nothing", async () => {
    const chat = await freshChat(ada);
    const res = await api("POST", `${pathOf(chat)}/messages`, ada, { content: "<p> </p><br>" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGE_ERRORS.empty);
    expect((await listOf(t, ada, chat)).data).toHaveLength(0);
  });

  it("answers a retried clientMessageId with the stored message", async () => {
    const chat = await freshChat(ada);
    const clientMessageId = randomUUID();
    const first = await send(t, ada, chat, { content: "once", clientMessageId });
    const again = await api("POST", `${pathOf(chat)}/messages`, ada, { content: "twice", clientMessageId });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.id, content: "once", clientMessageId });
    expect((await listOf(t, ada, chat)).data).toHaveLength(1);
  });

  it("takes multipart with files, mentions as JSON text, and typed links", async () => {
    const channel = await openChannel(t, ada, [bob]);
    const form = multipartBody([
      { field: "content", content: "look at https://example.com/page" },
      { field: "clientMessageId", content: randomUUID() },
      { field: "mentions", content: JSON.stringify([{ id: bob.user.id, username: "whoever" }]) },
      { field: "files", filename: "pic.png", contentType: "text/plain", content: PNG_BYTES },
    ]);
    const res = await t.request("POST", `/api/${pathOf(channel)}/messages`, {
      token: ada.token,
      body: form.payload,
      headers: { "content-type": form.contentType },
    });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().data as Message;
    expect(message.files).toHaveLength(1);
    expect(message.files[0]).toMatchObject({ fileName: "pic.png", fileType: "image/png", kind: "image" });
    expect(message.files[0]?.fileUrl).toMatch(/^\/api\/files\/.+\?expires=\d+&sig=/);
    expect(message.mentions).toEqual([{ id: bob.user.id, username: "Bob Builder" }]);
    const links = await t.ctx.db
      .select({ kind: messageAttachments.kind, url: messageAttachments.url })
      .from(messageAttachments)
      .where(and(eq(messageAttachments.messageId, message.id), eq(messageAttachments.kind, "link")));
    expect(links).toEqual([{ kind: "link", url: "https://example.com/page" }]);
    const file = await t.request("GET", message.files[0]?.fileUrl ?? "");
    expect(file.statusCode).toBe(200);
  });

  it("attaches the sender's own uploads by id, never someone else's", async () => {
    const chat = await startChat(t, ada, [bob]);
    const upload = async (who: TestUser) => {
      const form = multipartBody([{ field: "file", filename: "a.png", content: PNG_BYTES }]);
      const res = await t.request("POST", "/api/upload-files", {
        token: who.token,
        body: form.payload,
        headers: { "content-type": form.contentType },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as string;
    };
    const mine = await upload(ada);
    const theirs = await upload(bob);
    const refused = await api("POST", `${pathOf(chat)}/messages`, ada, { fileIds: [theirs] });
    expect(refused.statusCode).toBe(400);
    const sent = await send(t, ada, chat, { fileIds: [mine] });
    expect(sent.files.map((f) => f.fileId)).toEqual([mine]);
    const [stored] = await t.ctx.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.id, theirs));
    expect(stored).toBeDefined();
  });

  it("attaches a cloud file the sender may open (picked from the cloud), never one they may not", async () => {
    const chat = await startChat(t, bob, [ada]);
    const shared = await seedCloudFile(t, ada, { name: "Plan.pdf", bytes: PNG_BYTES });
    const hidden = await seedCloudFile(t, ada, { name: "Private.pdf", bytes: PNG_BYTES });
    await shareCloudItem(t, { ownerId: ada.user.id, fileId: shared.id, userId: bob.user.id, role: "viewer" });
    const refused = await api("POST", `${pathOf(chat)}/messages`, bob, { fileIds: [hidden.uploadId] });
    expect(refused.statusCode).toBe(400);
    const sent = await send(t, bob, chat, { fileIds: [shared.uploadId] });
    expect(sent.files.map((f) => [f.fileId, f.fileName])).toEqual([[shared.uploadId, "Plan.pdf"]]);
  });

  it("replies only within the conversation, and tells the author replied to", async () => {
    const channel = await openChannel(t, ada, [bob]);
    const other = await openChannel(t, ada, [bob]);
    const original = await send(t, bob, channel, "question?");
    const elsewhere = await send(t, bob, other, "elsewhere");
    const bad = await api("POST", `${pathOf(channel)}/messages`, ada, { content: "x", replyTo: elsewhere.id });
    expect(bad.statusCode).toBe(400);
    events.clear();
    const reply = await send(t, ada, channel, { content: "answer", replyTo: original.id });
    expect(reply.replyTo).toMatchObject({ id: original.id, preview: "question?", senderName: "Bob Builder" });
    expect(named("new-message-notification").map((c) => c[0])).toEqual([`user:${bob.user.id}`]);
    const replied = (await notificationsOf(t, bob)).filter((n) => n.kind === "message.replied");
    expect(replied[0]).toMatchObject({
      title: `Ada Lovelace replied to your message in #${channel.name}`,
      body: "answer",
      link: `/message/your-message/inbox/channel/bearish/${channel.id}`,
    });
  });

  it("keeps only members' mentions and tells them, muted or not", async () => {
    const channel = await openChannel(t, ada, [bob, cy]);
    expect((await api("PUT", `${pathOf(channel)}/mute`, cy)).statusCode).toBe(200);
    events.clear();
    const message = await send(t, ada, channel, {
      content: '<span data-type="mention" data-id="x">@Cy</span> hi',
      mentions: [
        { id: cy.user.id, username: "x" },
        { id: outsider.user.id, username: "Out" },
      ],
    });
    expect(message.mentions).toEqual([{ id: cy.user.id, username: "Cy Young" }]);
    expect(named("new-message-notification").map((c) => c[0])).toEqual([`user:${cy.user.id}`]);
    const cyView = (await api("GET", `messages/${message.id}`, cy)).json().data;
    expect(cyView.isMentioned).toBe(true);
    expect((await api("GET", `messages/${message.id}`, bob)).json().data.isMentioned).toBe(false);
    const mention = (await notificationsOf(t, cy)).find((n) => n.kind === "message.mentioned");
    expect(mention?.title).toBe(`Ada Lovelace mentioned you in #${channel.name}`);
    expect((await notificationsOf(t, outsider)).filter((n) => n.kind.startsWith("message."))).toEqual([]);
  });

  it("stores a poll as open with server-made option ids", async () => {
    const channel = await openChannel(t, ada, [bob]);
    const message = await send(t, ada, channel, {
      poll: { question: "Lunch?", options: [{ value: "Pizza" }, { value: "Soup", id: "mine" }] },
    });
    expect(message.poll).toMatchObject({ state: "open", question: "Lunch?", myVote: null });
    const ids = message.poll?.options.map((o) => o.id) ?? [];
    expect(message.poll?.options.map((o) => [o.value, o.votes, o.voterIds])).toEqual([
      ["Pizza", 0, []],
      ["Soup", 0, []],
    ]);
    expect(ids).not.toContain("mine");
    expect(new Set(ids).size).toBe(2);
  });

  it("refuses a direct chat the other side blocked", async () => {
    const chat = await startChat(t, cy, [outsider]);
    expect((await api("PUT", `${pathOf(chat)}/block`, outsider)).statusCode).toBe(200);
    const res = await api("POST", `${pathOf(chat)}/messages`, cy, { content: "hello?" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "messaging.blocked", message: MESSAGE_ERRORS.blocked });
    expect((await listOf(t, cy, chat)).data).toHaveLength(0);
  });
});

describe("direct notifications", () => {
  it("keeps one unread per chat per person, skips muted members, and starts anew once read", async () => {
    const chat = await startChat(t, ada, [bob, cy]);
    expect((await api("PUT", `${pathOf(chat)}/mute`, cy)).statusCode).toBe(200);
    const direct = async (who: TestUser) =>
      (await notificationsOf(t, who)).filter((n) => n.link?.endsWith(chat.id) && n.kind === "message.direct");
    await send(t, ada, chat, "one");
    await send(t, ada, chat, "two");
    await send(t, ada, chat, "three");
    const bobs = await direct(bob);
    expect(bobs).toHaveLength(1);
    expect(bobs[0]).toMatchObject({ title: "New message from Ada Lovelace", body: "three" });
    expect(await direct(cy)).toEqual([]);
    expect(await direct(ada)).toEqual([]);

    expect((await api("POST", `message/notifications/${bobs[0]?.id}/read`, bob)).statusCode).toBe(200);
    await send(t, ada, chat, "four");
    const again = await direct(bob);
    expect(again).toHaveLength(1);
    expect(again[0]?.body).toBe("four");
    expect(again[0]?.id).not.toBe(bobs[0]?.id);
  });
});

describe("drafts", () => {
  it("are the sender's alone until sent with PATCH isDraft false", async () => {
    const dan = await createUser(t, { firstName: "Dan", lastName: "Brown" });
    const chat = await startChat(t, ada, [dan]);
    const draft = await send(t, ada, chat, { content: "draft", isDraft: true });
    expect(draft).toMatchObject({ seq: null, isDraft: true });
    expect(named("new-message")).toEqual([]);
    expect((await api("GET", `messages/${draft.id}`, dan)).statusCode).toBe(404);
    expect((await listOf(t, dan, chat)).data).toEqual([]);
    const drafts = await api("GET", `${pathOf(chat)}/messages/drafts`, ada);
    expect(drafts.json().data.map((m: Message) => m.id)).toEqual([draft.id]);
    expect((await api("GET", `${pathOf(chat)}/messages/drafts`, dan)).json().data).toEqual([]);

    expect((await api("PATCH", `messages/${draft.id}`, dan, { content: "hijack" })).statusCode).toBe(404);
    const changed = await api("PATCH", `messages/${draft.id}`, ada, { content: "better draft" });
    expect(changed.json().data).toMatchObject({ content: "better draft", seq: null });
    const sent = await api("PATCH", `messages/${draft.id}`, ada, { isDraft: false });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ seq: 1, isDraft: false, content: "better draft" });
    expect(named("new-message")).toHaveLength(1);
    expect((await listOf(t, dan, chat)).data.map((m) => m.id)).toEqual([draft.id]);
    const again = await api("PATCH", `messages/${draft.id}`, ada, { content: "x" });
    expect(again.statusCode).toBe(409);
  });
});

describe("editing and deleting", () => {
  it("lets only the sender edit; the message becomes edited and new mentions are told", async () => {
    const channel = await openChannel(t, ada, [bob, cy]);
    const message = await send(t, bob, channel, "first");
    const refused = await api("PUT", `messages/${message.id}`, ada, { content: "owner's word" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGE_ERRORS.editOwnOnly);
    events.clear();
    const edited = await api("PUT", `messages/${message.id}`, bob, {
      content: "second @Cy",
      mentions: [{ id: cy.user.id, username: "Cy" }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ content: "second @Cy", category: "edited" });
    expect(edited.json().data.editedAt).not.toBeNull();
    expect(named("message-updated")).toHaveLength(1);
    expect((await notificationsOf(t, cy)).some((n) => n.kind === "message.mentioned" && n.body === "second @Cy")).toBe(
      true,
    );
    expect((await listOf(t, ada, channel)).data[0]?.content).toBe("second @Cy");
  });

  it("lets the sender or the channel's owner delete; others get 403; a deleted message is 404 to edit", async () => {
    const channel = await openChannel(t, ada, [bob, cy]);
    const bobs = await send(t, bob, channel, "bob's");
    const other = await send(t, bob, channel, "bob's other");
    const refused = await api("DELETE", `messages/${bobs.id}`, cy);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGE_ERRORS.deleteOwnOnly);
    events.clear();
    expect((await api("DELETE", `messages/${bobs.id}`, ada)).statusCode).toBe(200);
    expect(named("message-deleted").map((c) => c[2])).toEqual([{ conversationId: channel.id, id: bobs.id }]);
    expect((await api("DELETE", `messages/${other.id}`, bob)).statusCode).toBe(200);
    expect((await api("PUT", `messages/${bobs.id}`, bob, { content: "back" })).statusCode).toBe(404);
    expect((await api("GET", `messages/${bobs.id}`, cy)).json().data).toMatchObject({ isDeleted: true, content: "" });
  });
});

describe("forwarding", () => {
  it("copies text and files with where they came from, then the note; the target must be the caller's", async () => {
    const channel = await openChannel(t, ada, [bob]);
    const chat = await startChat(t, bob, [cy]);
    const stranger = await startChat(t, ada, [cy]);
    const form = multipartBody([
      { field: "content", content: "<strong>fwd me</strong>" },
      { field: "files", filename: "p.png", content: PNG_BYTES },
    ]);
    const posted = await t.request("POST", `/api/${pathOf(channel)}/messages`, {
      token: ada.token,
      body: form.payload,
      headers: { "content-type": form.contentType },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const original = posted.json().data as Message;

    const refused = await api("POST", `${pathOf(channel)}/messages/${original.id}/forward`, bob, {
      chatId: stranger.id,
      content: "",
    });
    expect(refused.statusCode).toBe(404);
    const outside = await api("POST", `${pathOf(channel)}/messages/${original.id}/forward`, cy, {
      chatId: chat.id,
      content: "",
    });
    expect(outside.statusCode).toBe(404);

    const res = await api("POST", `${pathOf(channel)}/messages/${original.id}/forward`, bob, {
      chatId: chat.id,
      content: "see this",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      conversationId: chat.id,
      content: "<strong>fwd me</strong>",
      forwarded: { messageId: original.id, fromName: "Ada Lovelace", fromConversationName: channel.name },
    });
    expect(res.json().data.files.map((f: { fileId: string }) => f.fileId)).toEqual(original.files.map((f) => f.fileId));
    const inChat = await listOf(t, cy, chat);
    expect(inChat.data.map((m) => m.content)).toEqual(["<strong>fwd me</strong>", "see this"]);
  });
});

describe("read state", () => {
  it("moves the pointer, shows the sender 'seen', and marks unread from a message", async () => {
    const dan = await createUser(t, { firstName: "Dan", lastName: "Brown" });
    const chat = await startChat(t, ada, [dan]);
    const one = await send(t, ada, chat, "one");
    const two = await send(t, ada, chat, "two");
    expect((await api("GET", `messages/${one.id}`, ada)).json().data.status).toBe("sent");

    events.clear();
    const read = await api("POST", `messages/${two.id}/read`, dan);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ id: chat.id, lastReadSeq: 2, unreadCount: 0 });
    const state = named("read-state");
    expect(state[0]?.[0]).toBe(`chat:bearish:${chat.id}`);
    expect(state[0]?.[2]).toMatchObject({ conversationId: chat.id, userId: dan.user.id, lastReadSeq: 2 });
    expect((await api("GET", `messages/${one.id}`, ada)).json().data.status).toBe("received");
    expect((await api("GET", `messages/${one.id}`, dan)).json().data.status).toBe("received");

    const back = await api("POST", `messages/${one.id}/read`, dan);
    expect(back.json().data.lastReadSeq).toBe(2);
    const unread = await api("POST", `messages/${two.id}/unread`, dan);
    expect(unread.json().data).toMatchObject({ lastReadSeq: 1, unreadCount: 1 });
  });
});

describe("scheduling", () => {
  it("stores a future message for its sender; past times, others and sent ones are refused", async () => {
    const chat = await startChat(t, ada, [bob]);
    const past = await api("POST", `${pathOf(chat)}/messages/schedule`, ada, {
      content: "late",
      scheduledAt: "2001-01-01 10:00:00",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(MESSAGE_ERRORS.scheduledInPast);

    const at = new Date(t.clock.now().getTime() + 3_600_000);
    const res = await api("POST", `${pathOf(chat)}/messages/schedule`, ada, {
      content: "later",
      scheduledAt: at.toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const scheduled = res.json().data as Message;
    expect(scheduled).toMatchObject({ seq: null, scheduledAt: at.toISOString() });
    expect(named("new-message")).toEqual([]);
    const mine = await api("GET", `${pathOf(chat)}/messages/scheduled`, ada);
    expect(mine.json().data.map((m: Message) => m.id)).toEqual([scheduled.id]);
    expect((await api("GET", `${pathOf(chat)}/messages/scheduled`, bob)).json().data).toEqual([]);

    const later = new Date(at.getTime() + 3_600_000).toISOString();
    const byBob = await api("PATCH", `${pathOf(chat)}/messages/schedule/${scheduled.id}`, bob, { scheduledAt: later });
    expect(byBob.statusCode).toBe(404);
    const moved = await api("PATCH", `${pathOf(chat)}/messages/schedule/${scheduled.id}`, ada, {
      scheduledAt: later,
      content: "much later",
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ scheduledAt: later, content: "much later" });

    const cancelled = await api("DELETE", `${pathOf(chat)}/messages/schedule/${scheduled.id}`, ada);
    expect(cancelled.statusCode).toBe(200);
    expect((await api("GET", `${pathOf(chat)}/messages/scheduled`, ada)).json().data).toEqual([]);
    expect((await api("GET", `messages/${scheduled.id}`, ada)).statusCode).toBe(404);
  });
});

describe("search", () => {
  it("finds a message for members only, and not once deleted", async () => {
    const channel = await openChannel(t, ada, [bob]);
    const message = await send(t, ada, channel, "zanzibarquokka plans");
    const find = async (who: TestUser) => {
      const res = await api("GET", "search?q=zanzibarquokka&kinds=message", who);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.groups.flatMap((g: { hits: { id: string }[] }) => g.hits.map((h) => h.id));
    };
    expect(await find(bob)).toEqual([message.id]);
    expect(await find(outsider)).toEqual([]);
    expect((await api("DELETE", `messages/${message.id}`, ada)).statusCode).toBe(200);
    expect(await find(bob)).toEqual([]);
  });
});
