import type { Conversation } from "./conversation";
import type { Message, Poll, Reaction } from "./message";

/**
 * Realtime events of the messaging center (spec §4, DESIGN §4).
 *
 * On the conversation's channel (`chat:bearish:<id>` or `channel:bearish:<id>`), one serialization
 * for every subscriber:
 * - `new-message` {message}: a delivered message (also a scheduled one when it goes out);
 * - `message-updated` {message}: edit, pin or unpin, poll options;
 * - `message-deleted` {conversationId, id};
 * - `reaction-update` {conversationId, messageId, reactions};
 * - `poll-update` {conversationId, messageId, poll};
 * - `read-state` {conversationId, userId, lastReadSeq, lastReadAt}: someone read up to a point (seen);
 * - `conversation-updated` {conversationId}: name, description, visibility or members changed;
 *   refetch the conversation;
 * - `typing` (DESIGN §4): published by members' clients, with the sender from the session.
 *
 * On a person's channel (`user:<id>`):
 * - `new-chat` {conversation} and `new-channel` {conversation}: they were added to one (or a chat
 *   they deleted came back with a new message); the client subscribes to its channel;
 * - `new-message-notification` {conversationId, conversationType, platform, message}: to every
 *   other member of a chat that is not muted or blocked by them, and to the people a channel message
 *   mentions or replies to. Channel messages otherwise reach a member through the channel's own
 *   `new-message`, since clients follow the channels in their list (fan-out stays one event);
 * - `conversation-state` {conversation}: the person's own state changed in another tab (pin, star,
 *   hide, mute, block, read, unread, delete, left);
 * - `conversation-removed` {conversationId}: they were removed, left, or the channel was deleted.
 */
export const MESSAGING_EVENTS = {
  newMessage: "new-message",
  messageUpdated: "message-updated",
  messageDeleted: "message-deleted",
  reactionUpdate: "reaction-update",
  pollUpdate: "poll-update",
  readState: "read-state",
  conversationUpdated: "conversation-updated",
  newChat: "new-chat",
  newChannel: "new-channel",
  newMessageNotification: "new-message-notification",
  conversationState: "conversation-state",
  conversationRemoved: "conversation-removed",
} as const;

export interface NewMessageEvent {
  message: Message;
}
export interface MessageDeletedEvent {
  conversationId: string;
  id: string;
}
export interface ReactionUpdateEvent {
  conversationId: string;
  messageId: string;
  reactions: Reaction[];
}
export interface PollUpdateEvent {
  conversationId: string;
  messageId: string;
  poll: Poll;
}
export interface ReadStateEvent {
  conversationId: string;
  userId: string;
  lastReadSeq: number;
  lastReadAt: string;
}
export interface ConversationUpdatedEvent {
  conversationId: string;
}
export interface NewConversationEvent {
  conversation: Conversation;
}
export interface NewMessageNotificationEvent {
  conversationId: string;
  conversationType: "chat" | "channel";
  platform: string;
  message: Message;
}
export interface ConversationStateEvent {
  conversation: Conversation;
}
export interface ConversationRemovedEvent {
  conversationId: string;
}
