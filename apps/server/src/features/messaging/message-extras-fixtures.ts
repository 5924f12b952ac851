// Test support for the message extras tests: conversations, messages and attachments written
// straight into the database, so a test controls seq, creation times, polls and files exactly.

import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { vi } from "vitest";
import { conversationMembers, conversations, messageAttachments, messages, uploads } from "../../db/tables";
import { newId } from "../../platform/ids";
import type { TestUser } from "../../test/factories";
import type { TestServer } from "../../test/test-server";

/** A chat or channel with `owner` and `members` (owner first), made at the test clock's now. */
export async function insertConversation(
  t: TestServer,
  kind: "chat" | "channel",
  owner: TestUser,
  members: TestUser[],
): Promise<string> {
  const id = newId();
  const now = t.clock.now();
  const people = [owner, ...members];
  await t.ctx.db.insert(conversations).values({
    id,
    kind,
    name: kind === "channel" ? `Channel ${id.slice(-6)}` : "",
    createdBy: owner.user.id,
    // No direct key: tests make several chats between the same people.
    directKey: null,
    createdAt: now,
    updatedAt: now,
  });
  await t.ctx.db.insert(conversationMembers).values(
    people.map((p, index) => ({
      conversationId: id,
      userId: p.user.id,
      role: kind === "channel" && index === 0 ? "owner" : "member",
      joinedAt: now,
    })),
  );
  return id;
}

export interface MessageOptions {
  content?: string;
  createdAt?: Date;
  poll?: { state: "open" | "locked"; question: string; options: { id: string; value: string }[] };
  /** An undelivered draft (no seq). */
  draft?: boolean;
  deleted?: boolean;
}

/** A delivered message from `sender` with the conversation's next seq (or a draft without one). */
export async function insertMessage(
  t: TestServer,
  conversationId: string,
  sender: TestUser,
  options: MessageOptions = {},
): Promise<string> {
  const id = newId();
  const at = options.createdAt ?? t.clock.now();
  let seq: number | null = null;
  if (!options.draft) {
    const [row] = await t.ctx.db
      .update(conversations)
      .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastMessageId: id, lastMessageAt: at })
      .where(eq(conversations.id, conversationId))
      .returning({ seq: conversations.lastSeq });
    seq = row?.seq ?? null;
  }
  const content = options.content ?? `message ${id.slice(-6)}`;
  await t.ctx.db.insert(messages).values({
    id,
    conversationId,
    seq,
    senderId: sender.user.id,
    content: `<p>${content}</p>`,
    plainText: content,
    isDraft: options.draft ?? false,
    poll: options.poll ?? null,
    deletedAt: options.deleted ? at : null,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

export interface AttachmentOptions {
  kind: "image" | "video" | "audio" | "files" | "link";
  fileName: string;
  fileType?: string;
  fileSize?: number;
  url?: string;
  createdAt?: Date;
}

/**
 * A file (with an uploads row of the sender) or a link of a message, dated like the message
 * unless `createdAt` says otherwise. Returns the attachment's id and the upload's (null for links).
 */
export async function insertAttachment(
  t: TestServer,
  messageId: string,
  a: AttachmentOptions,
): Promise<{ id: string; uploadId: string | null }> {
  const [message] = await t.ctx.db
    .select({ conversationId: messages.conversationId, senderId: messages.senderId, createdAt: messages.createdAt })
    .from(messages)
    .where(eq(messages.id, messageId));
  if (!message) throw new Error(`no message ${messageId}`);
  const at = a.createdAt ?? message.createdAt;
  let uploadId: string | null = null;
  if (a.kind !== "link") {
    uploadId = newId();
    await t.ctx.db.insert(uploads).values({
      id: uploadId,
      storageKey: `test/${uploadId}`,
      originalName: a.fileName,
      contentType: a.fileType ?? "application/octet-stream",
      size: a.fileSize ?? 1234,
      sha256: randomBytes(32).toString("hex"),
      uploadedBy: message.senderId ?? "",
      createdAt: at,
    });
  }
  const id = newId();
  await t.ctx.db.insert(messageAttachments).values({
    id,
    messageId,
    conversationId: message.conversationId,
    senderId: message.senderId,
    uploadId,
    kind: a.kind,
    fileName: a.fileName,
    fileType: a.fileType ?? (a.kind === "link" ? "link" : "application/octet-stream"),
    fileSize: a.kind === "link" ? 0 : (a.fileSize ?? 1234),
    url: a.url ?? null,
    createdAt: at,
  });
  return { id, uploadId };
}

/** Sets a member's cleared history (what "delete chat" does to the messages they see). */
export async function setClearedSeq(t: TestServer, conversationId: string, user: TestUser, seq: number) {
  await t.ctx.db
    .update(conversationMembers)
    .set({ clearedSeq: seq })
    .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, user.user.id)));
}

/** Watches the realtime hub: the events published from now on, as {channel, name, data}. */
export function captureEvents(t: TestServer) {
  const spy = vi.spyOn(t.ctx.realtime, "publish");
  return {
    events: () =>
      spy.mock.calls.map(([channel, name, data]) => ({ channel, name, data: data as Record<string, unknown> })),
    clear: () => spy.mockClear(),
    restore: () => spy.mockRestore(),
  };
}
