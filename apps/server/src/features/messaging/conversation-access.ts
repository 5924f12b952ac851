import type { ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { type ConversationRef, findConversationMembership, type MembershipRef } from "./conversation-access.repository";
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
