// Realtime of chats and channels over a real socket: who may subscribe, typing tied to conversations,
// and removed people losing the subscription.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, listen, type TestSocket } from "../../platform/realtime/realtime-test-client";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { messagingApi as api, openChannel, startChat } from "./messaging-fixtures";

let t: TestServer;
let baseUrl: string;
let ada: TestUser;
let bob: TestUser;
let cy: TestUser;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestServer();
  baseUrl = await listen(t);
  ada = await createUser(t, { firstName: "Ada", lastName: "Lovelace" });
  bob = await createUser(t, { firstName: "Bob", lastName: "Builder" });
  cy = await createUser(t, { firstName: "Cy", lastName: "Young" });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function open(user: TestUser): Promise<TestSocket> {
  const socket = await connect(t, baseUrl, user.token);
  sockets.push(socket);
  return socket;
}

/** "subscribed", or the code of the error frame the subscribe got. */
async function trySubscribe(socket: TestSocket, channel: string): Promise<string> {
  socket.send({ type: "subscribe", channel });
  for (;;) {
    await socket.ping();
    const index = socket.inbox.findIndex(
      (f) => (f.type === "subscribed" || f.type === "error") && "channel" in f && f.channel === channel,
    );
    if (index < 0) continue;
    const [frame] = socket.inbox.splice(index, 1);
    return frame?.type === "error" ? frame.code : "subscribed";
  }
}

describe("subscribing to conversations", () => {
  it("lets members in, on bearish only, with the channel kind of the conversation", async () => {
    const chat = await startChat(t, ada, [bob]);
    const channel = await openChannel(t, ada, [bob], { visibility: "private" });
    const adaSocket = await open(ada);
    const cySocket = await open(cy);
    expect(await trySubscribe(adaSocket, `chat:bearish:${chat.id}`)).toBe("subscribed");
    expect(await trySubscribe(adaSocket, `channel:bearish:${channel.id}`)).toBe("subscribed");
    expect(await trySubscribe(adaSocket, `channel:bearish:${chat.id}`)).toBe("realtime.forbidden");
    expect(await trySubscribe(adaSocket, `chat:bearish:${channel.id}`)).toBe("realtime.forbidden");
    expect(await trySubscribe(adaSocket, `chat:slack:${chat.id}`)).toBe("realtime.forbidden");
    expect(await trySubscribe(adaSocket, "chat:bearish:not-a-uuid")).toBe("realtime.forbidden");
    expect(await trySubscribe(cySocket, `chat:bearish:${chat.id}`)).toBe("realtime.forbidden");
    expect(await trySubscribe(cySocket, `channel:bearish:${channel.id}`)).toBe("realtime.forbidden");
  });

  it("drops the subscription of someone removed, and everyone's when the channel is deleted", async () => {
    const channel = await openChannel(t, ada, [bob, cy]);
    const name = `channel:bearish:${channel.id}` as const;
    const bobSocket = await open(bob);
    const cySocket = await open(cy);
    expect(await trySubscribe(bobSocket, name)).toBe("subscribed");
    expect(await trySubscribe(cySocket, name)).toBe("subscribed");

    const removed = await api(t, "DELETE", `channels/bearish/${channel.id}/members/${bob.user.id}`, ada);
    expect(removed.statusCode).toBe(200);
    const lost = await bobSocket.take("error", (f) => f.channel === name);
    expect(lost.code).toBe("realtime.forbidden");
    await t.ctx.realtime.publish(name, "new-message", { text: "after" });
    expect((await cySocket.events(name, 2)).map((e) => e.name)).toEqual(["conversation-updated", "new-message"]);
    await bobSocket.ping();
    // The member change went out before the re-check; nothing after it reaches Bob.
    expect(bobSocket.drainEvents(name).map((e) => e.name)).toEqual(["conversation-updated"]);

    expect((await api(t, "DELETE", `channels/bearish/${channel.id}`, ada)).statusCode).toBe(200);
    expect((await cySocket.take("error", (f) => f.channel === name)).code).toBe("realtime.forbidden");
  });
});

describe("typing", () => {
  it("goes to a conversation's members on its channel, from members only", async () => {
    const chat = await startChat(t, ada, [bob]);
    const name = `chat:bearish:${chat.id}`;
    const bobSocket = await open(bob);
    expect(await trySubscribe(bobSocket, name)).toBe("subscribed");
    const adaSocket = await open(ada);
    adaSocket.send({ type: "publish", channel: name, name: "typing", data: { chatId: chat.id, isTyping: true } });
    const [typing] = await bobSocket.events(name, 1);
    expect(typing?.name).toBe("typing");
    expect(typing?.data).toMatchObject({ chatId: chat.id, isTyping: true, id: ada.user.id, firstName: "Ada" });

    const cySocket = await open(cy);
    cySocket.send({ type: "publish", channel: name, name: "typing", data: {} });
    expect((await cySocket.take("error")).code).toBe("realtime.forbidden");
    await bobSocket.ping();
    expect(bobSocket.drainEvents(name)).toEqual([]);
  });

  it("on a person's channel, reaches them only when both are in the conversation it names", async () => {
    const chat = await startChat(t, ada, [bob]);
    const toBob = `user:${bob.user.id}`;
    const toCy = `user:${cy.user.id}`;
    const bobSocket = await open(bob);
    const cySocket = await open(cy);
    expect(await trySubscribe(bobSocket, toBob)).toBe("subscribed");
    expect(await trySubscribe(cySocket, toCy)).toBe("subscribed");
    const adaSocket = await open(ada);

    adaSocket.send({ type: "publish", channel: toBob, name: "typing", data: { chatId: chat.id, platform: "bearish" } });
    expect((await bobSocket.events(toBob, 1))[0]?.data).toMatchObject({ chatId: chat.id, id: ada.user.id });

    for (const data of [{ chatId: chat.id }, { chatId: "not-a-chat" }]) {
      adaSocket.send({ type: "publish", channel: toCy, name: "typing", data });
      expect((await adaSocket.take("error")).code).toBe("realtime.forbidden");
    }
    adaSocket.send({ type: "publish", channel: toBob, name: "typing", data: { chatId: chat.id, platform: "slack" } });
    expect((await adaSocket.take("error")).code).toBe("realtime.forbidden");
    const cyToBob = await open(cy);
    cyToBob.send({ type: "publish", channel: toBob, name: "typing", data: { chatId: chat.id } });
    expect((await cyToBob.take("error")).code).toBe("realtime.forbidden");
    await cySocket.ping();
    expect(cySocket.drainEvents(toCy)).toEqual([]);
    await bobSocket.ping();
    expect(bobSocket.drainEvents(toBob)).toEqual([]);

    // Typing that names no conversation reaches nobody.
    adaSocket.send({ type: "publish", channel: toCy, name: "typing", data: { isTyping: true } });
    expect((await adaSocket.take("error")).code).toBe("realtime.forbidden");
    await cySocket.ping();
    expect(cySocket.drainEvents(toCy)).toEqual([]);
  });
});
