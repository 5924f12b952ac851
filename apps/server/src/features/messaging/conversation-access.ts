import type { ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import { MESSAGE_ERRORS } from "@bearish/shared/messaging/message";
import type { Db } from "../../platform/db/database";
import { AppError, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import {
  type ConversationRef,
  findConversationMembership,
  isBlockedForSender,
  type MembershipRef,
} from "./conversation-access.repository";
import { requireOwnPlatform } from "./messaging-platform";

export const conversationNotFound = (type: ConversationType) =>
  notFound(type === "chat" ? "Chat not found" : "Channel not found");

export interface ConversationAccess {
  conversation: ConversationRef;
  member: MembershipRef;
}

/**
 * The conversation and the caller's membership. Only participants read or post: anyone else,
 * and a conversation of the other type than the route's, gets 404 (they never learn it exists).
 * `type` omitted accepts either (message-id routes). Inside a write transaction pass `lock`.
 */
export async function requireConversationMember(
  db: Db,
  actor: SessionActor,
  platform: MessagingPlatform,
  conversationId: string,
  type: ConversationType | null,
  options: { lock?: boolean } = {},
): Promise<ConversationAccess> {
  requireOwnPlatform(platform);
  const found = await findConversationMembership(db, actor.userId, conversationId, options.lock ?? false);
  if (!found || (type !== null && found.conversation.kind !== type) || found.conversation.platform !== platform) {
    throw conversationNotFound(type ?? "chat");
  }
  return found;
}

/**
 * In a direct chat the other person has blocked, the blocked side changes nothing the other would
 * see (edits, reactions, pins, poll changes and votes), as it sends nothing: 403 `messaging.blocked`.
 */
export async function refuseIfBlockedFor(db: Db, conversation: ConversationRef, userId: string): Promise<void> {
  if (conversation.kind !== "chat") return;
  if (await isBlockedForSender(db, conversation.id, userId)) {
    throw new AppError("messaging.blocked", 403, MESSAGE_ERRORS.blocked);
  }
}
