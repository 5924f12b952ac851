// Blocking a direct chat: the blocked side reaches the blocker by nothing they would see. Not by
// a new message, nor by editing an old one, reacting, pinning, or changing or voting in a poll.
import type { Message } from "@bearish/shared/messaging/message";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { messagingApi, startChat } from "./messaging-fixtures";

let t: TestServer;
let ada: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  ada = await createUser(t, { firstName: "Ada", lastName: "Lovelace" });
  bob = await createUser(t, { firstName: "Bob", lastName: "Builder" });
});
afterAll(async () => {
  await t.close();
});

describe("a direct chat the other person blocked", () => {
  it("refuses the blocked side's sends, edits, reactions, pins and poll changes", async () => {
    const chat = await startChat(t, ada, [bob]);
    const base = `chats/bearish/${chat.id}`;
    const send = async (body: Record<string, unknown>) => {
      const res = await messagingApi(t, "POST", `${base}/messages`, ada, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data as Message;
    };
    const text = await send({ content: "<p>hello</p>" });
    const poll = await send({ poll: { question: "Lunch?", options: [{ value: "A" }, { value: "B" }] } });
    expect((await messagingApi(t, "PUT", `${base}/block`, bob)).statusCode).toBe(200);

    const refused = [
      await messagingApi(t, "POST", `${base}/messages`, ada, { content: "<p>still here</p>" }),
      await messagingApi(t, "PUT", `messages/${text.id}`, ada, { content: "<p>edited</p>" }),
      await messagingApi(t, "POST", `messages/${text.id}/setReaction`, ada, { reaction: "👎" }),
      await messagingApi(t, "POST", "message/pin", ada, { messageId: text.id }),
      await messagingApi(t, "POST", `messages/${poll.id}/poll/lock`, ada),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe("messaging.blocked");
    }
    // Nothing changed: Bob still sees the original text, no reaction, no pin, an open poll.
    const list = (await messagingApi(t, "GET", `${base}/messages`, bob)).json().data as Message[];
    expect(list.map((m) => [m.content, m.reactions.length, m.pinned, m.poll?.state ?? null])).toEqual([
      ["<p>hello</p>", 0, false, null],
      ["", 0, false, "open"],
    ]);
    // The blocker may still react in their own chat (blocking limits the other side only).
    expect((await messagingApi(t, "POST", `messages/${text.id}/setReaction`, bob, { reaction: "👍" })).statusCode).toBe(
      200,
    );
  });
});
