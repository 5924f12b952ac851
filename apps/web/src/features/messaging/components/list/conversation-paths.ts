import {
  type Conversation,
  type ConversationListKind,
  type ConversationType,
  MESSAGING_PLATFORMS,
  type MessagingPlatform,
} from "@bearish/shared/messaging/conversation";

/** `/message/your-message/{kind}`: the list with nothing open (without the locale). */
export const messagingHomePath = (kind: ConversationListKind) => `/message/your-message/${kind}`;

/** `/message/your-message/{kind}/{chat|channel}/{platform}/{id}` (spec §2), without the locale. */
export function conversationPath(
  conversation: Pick<Conversation, "id" | "type" | "platform">,
  kind: ConversationListKind = "inbox",
): string {
  return `${messagingHomePath(kind)}/${conversation.type}/${conversation.platform}/${encodeURIComponent(conversation.id)}`;
}

export interface OpenConversation {
  kind: ConversationListKind;
  type: ConversationType | null;
  platform: MessagingPlatform | null;
  id: string | null;
}

const MESSAGING_PATH = /^\/[^/]+\/message\/your-message\/([^/]+)(?:\/(chat|channel)\/([^/]+)\/([^/]+))?\/?$/;

/**
 * What the URL shows in the messaging center: the list kind and the open conversation, if any.
 * Null outside the messaging center. Read from the path so code above the routes (the app-wide
 * notifier) knows which conversation is on screen.
 */
export function parseMessagingPath(pathname: string): OpenConversation | null {
  const match = MESSAGING_PATH.exec(pathname);
  if (!match) return null;
  const [, kind, type, platform, id] = match;
  const platformValue = MESSAGING_PLATFORMS.find((p) => p === platform) ?? null;
  return {
    kind: kind === "archive" ? "archive" : "inbox",
    type: type === "chat" || type === "channel" ? type : null,
    platform: platformValue,
    id: id ? decodeURIComponent(id) : null,
  };
}
