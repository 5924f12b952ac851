import type { ConversationType } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import { MESSAGING_EVENTS, type NewMessageNotificationEvent } from "@bearish/shared/messaging/messaging-events";
import { chatChannel, conversationChannel, type RealtimeChannel, userChannel } from "@bearish/shared/realtime/channels";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { type NewNotification, notify, notifyLatest } from "../notifications/notifications.service";
import type { WorkspaceEvents } from "../workspaces/workspace-events";
import { previewOf } from "./message-content";
import { personName } from "./message-view";
import type { MemberFacts } from "./messages.repository";
import { conversationLink } from "./messages.search";

/** The realtime channel of a conversation, by its kind. */
export function conversationEventsChannel(kind: ConversationType, platform: string, id: string): RealtimeChannel {
  return kind === "chat" ? chatChannel(platform, id) : conversationChannel(platform, id);
}

export interface ConversationFacts {
  id: string;
  kind: ConversationType;
  platform: string;
  name: string;
}

/** A delivered message with who it concerns. */
export interface Delivery {
  conversation: ConversationFacts;
  members: MemberFacts[];
  senderId: string;
  messageId: string;
  plainText: string;
  mentionedUserIds: string[];
  /** The author of the message replied to (when it still has one). */
  replyAuthorId: string | null;
  hasFiles: boolean;
  hasPoll: boolean;
  /** The neutral broadcast view of the message. */
  view: Message;
}

/** What a notification says about a message: its text, or what it carries. */
function bodyOf(d: Pick<Delivery, "plainText" | "hasFiles" | "hasPoll">): string {
  if (d.plainText.trim() !== "") return previewOf(d.plainText);
  if (d.hasPoll) return "Sent a poll";
  return d.hasFiles ? "Sent a file" : "";
}

function placeOf(c: ConversationFacts): string {
  return c.kind === "channel" ? `#${c.name}` : "a chat";
}

function senderNameOf(d: Pick<Delivery, "members" | "senderId">): string {
  const sender = d.members.find((m) => m.userId === d.senderId);
  return sender ? personName(sender) : "Someone";
}

/** Mention notifications for `mentioned` (members only, never the sender, blocked ones left out). */
function mentionEntries(d: Delivery, mentioned: string[]): NewNotification[] {
  const byId = new Map(d.members.map((m) => [m.userId, m]));
  const who = senderNameOf(d);
  return mentioned.flatMap((userId) => {
    const member = byId.get(userId);
    if (!member || member.isBlocked || userId === d.senderId) return [];
    return [
      {
        userId,
        actorId: d.senderId,
        kind: "message.mentioned" as const,
        title: `${who} mentioned you in ${placeOf(d.conversation)}`,
        body: bodyOf(d),
        link: conversationLink(d.conversation.kind, d.conversation.platform, d.conversation.id),
        details: { conversationId: d.conversation.id, messageId: d.messageId },
      },
    ];
  });
}

/**
 * After a message is delivered (in the transaction; the events go out after commit):
 * - `new-message` on the conversation's channel, one serialization for everyone;
 * - `new-message-notification` to every other chat member who has not muted or blocked the chat,
 *   and to the people a channel message mentions or replies to;
 * - notifications: `message.mentioned` (mentioned members, muted or not), `message.replied` (the
 *   author of the message replied to), `message.direct` (other chat members who have not muted or
 *   blocked it; one unread per chat per person, rewritten by each new message).
 */
export async function announceDelivery(ctx: AppContext, tx: Db, events: WorkspaceEvents, d: Delivery): Promise<void> {
  const { conversation } = d;
  events.add(
    conversationEventsChannel(conversation.kind, conversation.platform, conversation.id),
    MESSAGING_EVENTS.newMessage,
    {
      message: d.view,
    },
  );

  const byId = new Map(d.members.map((m) => [m.userId, m]));
  const others = d.members.filter((m) => m.userId !== d.senderId && !m.isBlocked);
  const mentioned = d.mentionedUserIds.filter((id) => byId.has(id) && id !== d.senderId);
  const replyAuthor =
    d.replyAuthorId &&
    d.replyAuthorId !== d.senderId &&
    byId.has(d.replyAuthorId) &&
    !byId.get(d.replyAuthorId)?.isBlocked
      ? d.replyAuthorId
      : null;

  const told =
    conversation.kind === "chat"
      ? others.filter((m) => !m.isMuted).map((m) => m.userId)
      : [...new Set([...mentioned, ...(replyAuthor ? [replyAuthor] : [])])].filter((id) => !byId.get(id)?.isBlocked);
  const notification: NewMessageNotificationEvent = {
    conversationId: conversation.id,
    conversationType: conversation.kind,
    platform: conversation.platform,
    message: d.view,
  };
  for (const userId of told) events.add(userChannel(userId), MESSAGING_EVENTS.newMessageNotification, notification);

  const now = ctx.clock.now();
  const link = conversationLink(conversation.kind, conversation.platform, conversation.id);
  const details = { conversationId: conversation.id, messageId: d.messageId };
  const who = senderNameOf(d);
  const personal: NewNotification[] = [...mentionEntries(d, mentioned)];
  if (replyAuthor) {
    personal.push({
      userId: replyAuthor,
      actorId: d.senderId,
      kind: "message.replied",
      title: `${who} replied to your message in ${placeOf(conversation)}`,
      body: bodyOf(d),
      link,
      details,
    });
  }
  await notify(tx, events, personal, now);

  if (conversation.kind !== "chat") return;
  const alreadyTold = new Set(personal.map((entry) => entry.userId));
  const direct = others.filter((m) => !m.isMuted && !alreadyTold.has(m.userId));
  await notifyLatest(
    tx,
    events,
    direct.map((m) => ({
      userId: m.userId,
      actorId: d.senderId,
      kind: "message.direct" as const,
      title: `New message from ${who}`,
      body: bodyOf(d),
      link,
      details,
    })),
    "conversationId",
    now,
  );
}

/** After an edit: the members it mentions for the first time are told (others already were). */
export async function announceNewMentions(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  d: Delivery,
  newlyMentioned: string[],
): Promise<void> {
  await notify(tx, events, mentionEntries(d, newlyMentioned), ctx.clock.now());
}
