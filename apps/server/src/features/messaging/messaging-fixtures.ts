// Test support for the messaging tests: requests under /api, chats and channels made through HTTP.
import type { Conversation, CreateChannelBody } from "@bearish/shared/messaging/conversation";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { conversations, messages } from "../../db/schema/messaging";
import { newId } from "../../platform/ids";
import type { TestUser } from "../../test/factories";
import type { TestServer } from "../../test/test-server";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A request under /api as `user` (signed out when undefined); `path` may start with "/" or not. */
export function messagingApi(t: TestServer, method: Method, path: string, user: TestUser | undefined, body?: unknown) {
  const url = `/api/${path.replace(/^\/+/, "")}`;
  return t.request(method, url, { token: user?.token, ...(body === undefined ? {} : { body }) });
}

/** Starts (or reopens) a bearish chat of `user` with `others` through `POST /chats/bearish`. */
export async function startChat(t: TestServer, user: TestUser, others: TestUser[]): Promise<Conversation> {
  const res = await messagingApi(t, "POST", "chats/bearish", user, { participantIds: others.map((o) => o.user.id) });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().data;
}

let channelNumber = 0;

/** Creates a bearish channel owned by `owner` with `members` through `POST /channels/bearish`. */
export async function openChannel(
  t: TestServer,
  owner: TestUser,
  members: TestUser[],
  extra: Partial<CreateChannelBody> = {},
): Promise<Conversation> {
  channelNumber += 1;
  const res = await messagingApi(t, "POST", "channels/bearish", owner, {
    name: `Channel ${channelNumber}`,
    participantIds: members.map((m) => m.user.id),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/**
 * Writes a delivered message straight into the database (next seq, conversation's latest message),
 * for tests of lists and unread counts that should not depend on the send endpoint.
 */
export async function seedMessage(
  t: TestServer,
  conversationId: string,
  sender: TestUser,
  text: string,
  options: { deleted?: boolean } = {},
): Promise<{ id: string; seq: number }> {
  return t.ctx.db.transaction(async (tx) => {
    const now = t.clock.now();
    const [bumped] = await tx
      .update(conversations)
      .set({ lastSeq: sql`${conversations.lastSeq} + 1` })
      .where(eq(conversations.id, conversationId))
      .returning({ seq: conversations.lastSeq });
    if (!bumped) throw new Error(`no conversation ${conversationId}`);
    const id = newId();
    await tx.insert(messages).values({
      id,
      conversationId,
      seq: bumped.seq,
      senderId: sender.user.id,
      content: `<p>${text}</p>`,
      plainText: text,
      deletedAt: options.deleted ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    await tx
      .update(conversations)
      .set({ lastMessageId: id, lastMessageAt: now })
      .where(eq(conversations.id, conversationId));
    return { id, seq: bumped.seq };
  });
}
