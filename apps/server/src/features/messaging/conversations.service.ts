import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import {
  CHANNEL_ERRORS,
  type Conversation,
  type ConversationListKind,
  type ConversationListQuery,
  type ConversationType,
  type CreateChannelBody,
  type CreateChatBody,
  type MessagingPlatform,
  type UpdateChannelBody,
} from "@bearish/shared/messaging/conversation";
import { MESSAGING_EVENTS } from "@bearish/shared/messaging/messaging-events";
import { userChannel } from "@bearish/shared/realtime/channels";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { forbidden, invalid, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { conversationNotFound, requireConversationMember } from "./conversation-access";
import { loadConversationView, loadConversationViews, loadConversationViewsForMembers } from "./conversation-view";
import { canManageChannel, channelActor } from "./conversations.policy";
import {
  deleteChatForMember,
  findActiveUserIds,
  findChatByDirectKey,
  findMemberIds,
  insertConversation,
  insertMembers,
  listConversationIds,
  type MemberStatePatch,
  markMemberRead,
  restoreMember,
  softDeleteConversation,
  updateChannelFields,
  updateMemberState,
} from "./conversations.repository";
import { requireOwnPlatform } from "./messaging-platform";
import { conversationRealtimeChannel } from "./messaging-realtime";

/** One per-person change of the context menu (spec §4). */
export type ConversationStateChange =
  | { kind: "flag"; field: keyof Omit<MemberStatePatch, "markedUnread">; value: boolean }
  | { kind: "read" }
  | { kind: "unread" };

/** The caller's inbox or hidden list of chats or channels, one page, in list order. */
export async function listConversations(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  kind: ConversationListKind,
  query: ConversationListQuery,
): Promise<{ items: Conversation[]; meta: PageMeta }> {
  requireOwnPlatform(platform);
  const { ids, total } = await listConversationIds(
    ctx.db,
    { viewerId: actor.userId, type, platform, kind, filter: query.filter, search: query.search || undefined },
    { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize },
  );
  const items = await loadConversationViews(ctx, ctx.db, actor.userId, ids);
  return { items, meta: pageMeta(query.pageNumber, query.pageSize, total) };
}

/** One conversation with every member; 404 for anyone outside it. */
export async function getConversation(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  id: string,
): Promise<Conversation> {
  await requireConversationMember(ctx.db, actor, platform, id, type);
  return requireView(ctx, ctx.db, actor.userId, id, type);
}

async function requireView(
  ctx: AppContext,
  db: Db,
  viewerId: string,
  id: string,
  type: ConversationType,
): Promise<Conversation> {
  const view = await loadConversationView(ctx, db, viewerId, id);
  if (!view) throw conversationNotFound(type);
  return view;
}

/** Refuses ids that are not active accounts, naming the field they came in. */
async function requireActiveUsers(db: Db, ids: string[], field: string): Promise<void> {
  const active = await findActiveUserIds(db, ids);
  const missing = ids.filter((id) => !active.has(id));
  if (missing.length > 0) {
    throw invalid(`${field} must list active users`, [
      { path: `body.${field}`, message: `Not an active user: ${missing.join(", ")}` },
    ]);
  }
}

/**
 * Starts a chat, or answers the one between exactly these people (created false), which comes
 * back to the caller's lists if they had deleted it. Two concurrent starts make one chat: the
 * unique (platform, direct_key) lets only one insert through, and the other reads it.
 */
export async function startChat(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  body: CreateChatBody,
): Promise<{ conversation: Conversation; created: boolean }> {
  requireOwnPlatform(platform);
  const others = [...new Set(body.participantIds)].filter((id) => id !== actor.userId);
  if (others.length === 0) {
    throw invalid("Start chat needs a recipient", [
      { path: "body.participantIds", message: "Start chat needs a recipient" },
    ]);
  }
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireActiveUsers(tx, others, "participantIds");
    const memberIds = [actor.userId, ...others];
    const directKey = [...memberIds].sort().join(",");
    const now = ctx.clock.now();
    const existing = await findChatByDirectKey(tx, platform, directKey);
    if (existing) return reopenChat(ctx, tx, events, actor, existing);
    const insertedId = await insertConversation(tx, {
      id: newId(),
      kind: "chat",
      platform,
      name: "",
      description: "",
      visibility: "private",
      createdBy: actor.userId,
      directKey,
      now,
    });
    if (!insertedId) {
      // Another request made this chat between our read and our insert; it is the chat.
      const winner = await findChatByDirectKey(tx, platform, directKey);
      if (!winner) throw notFound("Chat not found");
      return reopenChat(ctx, tx, events, actor, winner);
    }
    await insertMembers(
      tx,
      insertedId,
      memberIds.map((userId) => ({ userId, role: "member" as const })),
      now,
    );
    const views = await loadConversationViewsForMembers(tx, insertedId, memberIds);
    for (const [userId, view] of views)
      events.add(userChannel(userId), MESSAGING_EVENTS.newChat, { conversation: view });
    const conversation = views.get(actor.userId);
    if (!conversation) throw conversationNotFound("chat");
    return { conversation, created: true };
  });
}

async function reopenChat(
  ctx: AppContext,
  tx: Db,
  events: WorkspaceEvents,
  actor: SessionActor,
  chatId: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  await restoreMember(tx, chatId, actor.userId);
  const conversation = await requireView(ctx, tx, actor.userId, chatId, "chat");
  events.add(userChannel(actor.userId), MESSAGING_EVENTS.conversationState, { conversation });
  return { conversation, created: false };
}

/** Creates a channel: the caller owns it, the participants are its members. */
export async function createChannel(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  body: CreateChannelBody,
): Promise<Conversation> {
  if ((platform === "teams" || body.platform === "teams") && !body.teamId) {
    throw invalid(CHANNEL_ERRORS.teamRequired, [{ path: "body.teamId", message: CHANNEL_ERRORS.teamRequired }]);
  }
  requireOwnPlatform(platform);
  const participants = [...new Set(body.participantIds)].filter((id) => id !== actor.userId);
  if (participants.length === 0) {
    throw invalid(CHANNEL_ERRORS.participantRequired, [
      { path: "body.participantIds", message: CHANNEL_ERRORS.participantRequired },
    ]);
  }
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireActiveUsers(tx, participants, "participantIds");
    const now = ctx.clock.now();
    const id = newId();
    await insertConversation(tx, {
      id,
      kind: "channel",
      platform,
      name: body.name,
      description: body.description,
      visibility: body.visibility,
      createdBy: actor.userId,
      directKey: null,
      now,
    });
    const memberIds = [actor.userId, ...participants];
    await insertMembers(
      tx,
      id,
      memberIds.map((userId) => ({ userId, role: userId === actor.userId ? ("owner" as const) : ("member" as const) })),
      now,
    );
    const views = await loadConversationViewsForMembers(tx, id, memberIds);
    for (const [userId, view] of views) {
      events.add(userChannel(userId), MESSAGING_EVENTS.newChannel, { conversation: view });
    }
    return requireView(ctx, tx, actor.userId, id, "channel");
  });
}

/** Renames, describes or changes a channel's visibility: its owner, or an ADMIN member. */
export async function updateChannel(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  id: string,
  body: UpdateChannelBody,
): Promise<Conversation> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const access = await requireConversationMember(tx, actor, platform, id, "channel", { lock: true });
    if (!canManageChannel(channelActor(actor, access.member.role))) {
      throw forbidden("Only the channel's owner can change it");
    }
    await updateChannelFields(
      tx,
      id,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.visibility !== undefined ? { visibility: body.visibility } : {}),
      },
      ctx.clock.now(),
    );
    events.add(conversationRealtimeChannel("channel", platform, id), MESSAGING_EVENTS.conversationUpdated, {
      conversationId: id,
    });
    // Making a channel private does not drop members; the subscribe check stays membership.
    return requireView(ctx, tx, actor.userId, id, "channel");
  });
}

/**
 * A per-person toggle (pin, star, hide, mute, block, read, unread). Answers the conversation as
 * the caller now sees it; the caller's other tabs hear `conversation-state`, and a read also tells
 * the conversation's members (`read-state`, for "seen").
 */
export async function changeConversationState(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  id: string,
  change: ConversationStateChange,
): Promise<Conversation> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    await requireConversationMember(tx, actor, platform, id, type);
    if (change.kind === "read") {
      const read = await markMemberRead(tx, id, actor.userId, ctx.clock.now());
      events.add(conversationRealtimeChannel(type, platform, id), MESSAGING_EVENTS.readState, {
        conversationId: id,
        userId: actor.userId,
        lastReadSeq: read.lastReadSeq,
        lastReadAt: read.lastReadAt.toISOString(),
      });
    } else if (change.kind === "unread") {
      await updateMemberState(tx, id, actor.userId, { markedUnread: true });
    } else {
      await updateMemberState(tx, id, actor.userId, { [change.field]: change.value });
    }
    const conversation = await requireView(ctx, tx, actor.userId, id, type);
    events.add(userChannel(actor.userId), MESSAGING_EVENTS.conversationState, { conversation });
    return conversation;
  });
}

/**
 * DELETE of a chat takes it off the caller's lists and clears the history they see (a new message
 * brings it back). DELETE of a channel removes it for everyone: its owner, or an ADMIN member.
 */
export async function deleteConversation(
  ctx: AppContext,
  actor: SessionActor,
  type: ConversationType,
  platform: MessagingPlatform,
  id: string,
): Promise<{ id: string }> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const access = await requireConversationMember(tx, actor, platform, id, type, { lock: true });
    const now = ctx.clock.now();
    if (type === "chat") {
      await deleteChatForMember(tx, id, actor.userId, now);
      events.add(userChannel(actor.userId), MESSAGING_EVENTS.conversationRemoved, { conversationId: id });
      return { id };
    }
    if (!canManageChannel(channelActor(actor, access.member.role)))
      throw forbidden("Only the channel's owner can delete it");
    const memberIds = await findMemberIds(tx, id);
    await softDeleteConversation(tx, id, now);
    const channel = conversationRealtimeChannel("channel", platform, id);
    for (const userId of memberIds) {
      events.add(userChannel(userId), MESSAGING_EVENTS.conversationRemoved, { conversationId: id });
    }
    events.add(channel, MESSAGING_EVENTS.conversationUpdated, { conversationId: id });
    events.recheck(channel);
    return { id };
  });
}
