// Test support for the messages tests: sends and reads through HTTP, as the web client does.
import { randomUUID } from "node:crypto";
import type { Conversation } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import { expect } from "vitest";
import type { TestUser } from "../../test/factories";
import type { TestServer } from "../../test/test-server";
import { messagingApi } from "./messaging-fixtures";

/** `chats/bearish/<id>` or `channels/bearish/<id>`. */
export const pathOf = (c: Pick<Conversation, "id" | "type">) =>
  `${c.type === "chat" ? "chats" : "channels"}/bearish/${c.id}`;

/** Sends a JSON message (a fresh clientMessageId unless given) and expects 201. */
export async function send(
  t: TestServer,
  who: TestUser,
  c: Pick<Conversation, "id" | "type">,
  body: Record<string, unknown> | string,
): Promise<Message> {
  const payload = typeof body === "string" ? { content: body } : body;
  const res = await messagingApi(t, "POST", `${pathOf(c)}/messages`, who, {
    clientMessageId: randomUUID(),
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** Lists a conversation's messages as `who` and expects 200. */
export async function listOf(
  t: TestServer,
  who: TestUser,
  c: Pick<Conversation, "id" | "type">,
  query = "",
): Promise<{ data: Message[]; meta: { page: number; limit: number; total: number; hasMore: boolean } }> {
  const res = await messagingApi(t, "GET", `${pathOf(c)}/messages${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The person's notifications of a tab. */
export async function notificationsOf(t: TestServer, who: TestUser, status = "new") {
  const res = await messagingApi(t, "GET", `message/notifications?status=${status}&limit=200`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; kind: string; title: string; body: string; link: string }[];
}
