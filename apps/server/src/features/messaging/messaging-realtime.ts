import { type ConversationType, OWN_PLATFORM } from "@bearish/shared/messaging/conversation";
import {
  chatChannel,
  conversationChannel,
  parseChannel,
  type RealtimeChannel,
} from "@bearish/shared/realtime/channels";
import { z } from "zod";
import type { AppContext } from "../../platform/context";
import { findConversationMembership } from "./conversation-access.repository";
import { areAllMembers } from "./conversations.repository";

const uuid = z.uuid();

/** The realtime channel of a conversation: `chat:<platform>:<id>` or `channel:<platform>:<id>`. */
export function conversationRealtimeChannel(type: ConversationType, platform: string, id: string): RealtimeChannel {
  return type === "chat" ? chatChannel(platform, id) : conversationChannel(platform, id);
}

/**
 * Who may follow a conversation's channel (subscribe, and send typing on it): its members, on the
 * product's own platform, with the channel kind matching the conversation's. The hub asks again
 * after a removal (`recheck`), so someone removed stops hearing it at once.
 */
export function registerMessagingRealtime(ctx: AppContext): void {
  for (const kind of ["chat", "channel"] as const) {
    ctx.realtime.registerChannelAuthorizer(kind, async (actor, channel) => {
      const parsed = parseChannel(channel);
      if (parsed?.kind !== kind || parsed.platform !== OWN_PLATFORM || !uuid.safeParse(parsed.id).success) return false;
      const found = await findConversationMembership(ctx.db, actor.userId, parsed.id, false);
      return found !== null && found.conversation.kind === kind && found.conversation.platform === OWN_PLATFORM;
    });
  }
  // Typing sent person to person names the conversation it is about: both must be in it.
  ctx.realtime.registerTypingContextCheck(async (senderId, targetUserId, context) => {
    if (context.platform !== undefined && context.platform !== OWN_PLATFORM) return false;
    if (!context.chatId || !uuid.safeParse(context.chatId).success) return false;
    return areAllMembers(ctx.db, context.chatId, [senderId, targetUserId]);
  });
}
