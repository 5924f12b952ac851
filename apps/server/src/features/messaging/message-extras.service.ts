import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import { type MessagingPlatform, OWN_PLATFORM } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import { MESSAGING_EVENTS, type ReactionUpdateEvent } from "@bearish/shared/messaging/messaging-events";
import { chatChannel, conversationChannel } from "@bearish/shared/realtime/channels";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { AppError, invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { inWorkspaceTransaction } from "../workspaces/workspace-events";
import { type ConversationAccess, refuseIfBlockedFor, requireConversationMember } from "./conversation-access";
import {
  deleteReaction,
  findDeliveredMessage,
  insertReaction,
  listMarkedMessageIds,
  listPinnedMessageIds,
  type MessageRef,
  type PersonalMark,
  reactionEmojiCount,
  setMessagePin,
  setPersonalMark,
} from "./message-extras.repository";
import { loadMessageViews } from "./message-view";

/** Pinned messages listed at most (the panel shows the latest pins; older ones stay pinned). */
export const PINNED_LIST_MAX = 100;
/** Different emojis one message can carry: enough for any real conversation, bounded for the payload. */
export const REACTION_EMOJIS_MAX = 50;

export const messageNotFound = () => notFound("Message not found");

/** The realtime channel of a conversation, by its kind. */
export const channelOf = (message: Pick<MessageRef, "conversationKind" | "platform" | "conversationId">) =>
  (message.conversationKind === "chat" ? chatChannel : conversationChannel)(message.platform, message.conversationId);

/**
 * The delivered message and the caller's membership of its conversation. Anyone who is not a
 * member (or whose cleared history hides the message) gets 404 "Message not found", never a hint
 * that it exists. With `lock`, the conversation row and then the message row are held (in that
 * order, as sends take the conversation first) and the message is read again under the lock.
 */
export async function requireMessageMember(
  db: Db,
  actor: SessionActor,
  messageId: string,
  options: { lock?: boolean; seenByOthers?: boolean } = {},
): Promise<{ message: MessageRef; access: ConversationAccess }> {
  const found = await findDeliveredMessage(db, messageId);
  if (!found) throw messageNotFound();
  let access: ConversationAccess;
  try {
    access = await requireConversationMember(
      db,
      actor,
      found.platform as MessagingPlatform,
      found.conversationId,
      found.conversationKind,
      { lock: options.lock ?? false },
    );
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) throw messageNotFound();
    throw error;
  }
  const message = options.lock ? await findDeliveredMessage(db, messageId, true) : found;
  if (!message || message.seq <= access.member.clearedSeq) throw messageNotFound();
  if (options.seenByOthers) await refuseIfBlockedFor(db, access.conversation, actor.userId);
  return { message, access };
}

/** One message as `viewerId` sees it (null: the neutral broadcast view). */
export async function messageView(ctx: AppContext, db: Db, viewerId: string | null, id: string): Promise<Message> {
  const [view] = await loadMessageViews(ctx, db, viewerId, [id]);
  if (!view) throw messageNotFound();
  return view;
}

/**
 * `POST message/pin` and `message/unpin` (any member): pins are shared by the conversation. The
 * answer is the caller's view; members hear `message-updated`. Pinning a pinned message (or
 * unpinning an unpinned one) changes nothing and tells nobody.
 */
export async function setPinned(
  ctx: AppContext,
  actor: SessionActor,
  messageId: string,
  pinned: boolean,
): Promise<Message> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { message } = await requireMessageMember(tx, actor, messageId, { lock: true, seenByOthers: true });
    if (pinned !== (message.pinnedAt !== null)) {
      await setMessagePin(tx, messageId, pinned ? { pinnedAt: ctx.clock.now(), pinnedBy: actor.userId } : null);
      const neutral = await messageView(ctx, tx, null, messageId);
      events.add(channelOf(message), MESSAGING_EVENTS.messageUpdated, { message: neutral });
    }
    return messageView(ctx, tx, actor.userId, messageId);
  });
}

/** `GET messages/pinned?chatId=`: a conversation's pinned messages (members only), newest pin first. */
export async function listPinned(ctx: AppContext, actor: SessionActor, conversationId: string): Promise<Message[]> {
  const { member } = await requireConversationMember(ctx.db, actor, OWN_PLATFORM, conversationId, null);
  const ids = await listPinnedMessageIds(ctx.db, conversationId, member.clearedSeq, PINNED_LIST_MAX);
  return loadMessageViews(ctx, ctx.db, actor.userId, ids);
}

/**
 * Stars and archive are the caller's own marks (`PATCH messages/starred`, `POST messages/archived`,
 * `POST messages/unarchive`): nobody else sees them, so no conversation event goes out.
 */
export async function setMark(
  ctx: AppContext,
  actor: SessionActor,
  messageId: string,
  mark: PersonalMark,
  on: boolean,
): Promise<Message> {
  return ctx.db.transaction(async (tx) => {
    await requireMessageMember(tx, actor, messageId, { lock: true });
    await setPersonalMark(tx, messageId, actor.userId, mark, on ? ctx.clock.now() : null);
    return messageView(ctx, tx, actor.userId, messageId);
  });
}

/**
 * `GET messages/starred` and `messages/archived`: the caller's marked messages in conversations
 * they still belong to, newest mark first. Naming a conversation they are not in answers 404.
 */
export async function listMarked(
  ctx: AppContext,
  actor: SessionActor,
  mark: PersonalMark,
  query: { page: number; limit: number; chatId?: string | undefined },
): Promise<{ data: Message[]; meta: PageMeta }> {
  if (query.chatId) await requireConversationMember(ctx.db, actor, OWN_PLATFORM, query.chatId, null);
  const { ids, total } = await listMarkedMessageIds(ctx.db, actor.userId, mark, {
    conversationId: query.chatId,
    page: query.page,
    limit: query.limit,
  });
  const data = await loadMessageViews(ctx, ctx.db, actor.userId, ids);
  return { data, meta: pageMeta(query.page, query.limit, total) };
}

/**
 * `POST messages/{id}/setReaction` and `PUT .../unsetReaction` (any member). Idempotent: the same
 * person and emoji twice is one reaction, removing a missing one is a no-op; only a real change
 * sends `reaction-update`. A message carries at most REACTION_EMOJIS_MAX different emojis.
 */
export async function setReaction(
  ctx: AppContext,
  actor: SessionActor,
  messageId: string,
  emoji: string,
  on: boolean,
): Promise<Message> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const { message } = await requireMessageMember(tx, actor, messageId, { lock: true, seenByOthers: true });
    let changed: boolean;
    if (on) {
      const { distinct, hasEmoji } = await reactionEmojiCount(tx, messageId, emoji);
      if (!hasEmoji && distinct >= REACTION_EMOJIS_MAX) {
        throw invalid(`A message can have at most ${REACTION_EMOJIS_MAX} different reactions`, [
          { path: "body.reaction", message: "Too many different reactions on this message" },
        ]);
      }
      changed = await insertReaction(tx, { id: newId(), messageId, userId: actor.userId, emoji, now: ctx.clock.now() });
    } else {
      changed = await deleteReaction(tx, messageId, actor.userId, emoji);
    }
    const view = await messageView(ctx, tx, actor.userId, messageId);
    if (changed) {
      // Reactions read the same for everyone, so the caller's view gives the broadcast as it is.
      const event: ReactionUpdateEvent = {
        conversationId: message.conversationId,
        messageId,
        reactions: view.reactions,
      };
      events.add(channelOf(message), MESSAGING_EVENTS.reactionUpdate, event);
    }
    return view;
  });
}
