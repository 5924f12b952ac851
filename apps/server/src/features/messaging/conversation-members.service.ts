import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import type { ChannelUser, Conversation, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import { MESSAGING_EVENTS } from "@bearish/shared/messaging/messaging-events";
import { userChannel } from "@bearish/shared/realtime/channels";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import { forbidden, invalid, notFound } from "../../platform/errors";
import type { SessionActor } from "../../platform/session.repository";
import { inWorkspaceTransaction, type WorkspaceEvents } from "../workspaces/workspace-events";
import { conversationNotFound, requireConversationMember } from "./conversation-access";
import { loadBrowsableChannelViews, loadConversationView, loadConversationViewsForMembers } from "./conversation-view";
import { canAddChannelMembers, canRemoveChannelMember, channelActor } from "./conversations.policy";
import { presentChannelUser } from "./conversations.presenter";
import {
  deleteMember,
  findActiveUserIds,
  findLiveChannel,
  findMemberRole,
  insertMembers,
  listActiveUsers,
  listBrowsableChannelIds,
  touchConversation,
} from "./conversations.repository";
import { requireOwnPlatform } from "./messaging-platform";
import { conversationRealtimeChannel } from "./messaging-realtime";

/** How many public channels the browse list shows at most. */
const BROWSE_LIMIT = 200;

export const OWNER_CANNOT_LEAVE = "The owner cannot leave the channel; delete it instead";

/** Active people of the organisation whom the caller can add to a channel or chat. */
export async function listChannelUsers(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  query: { search?: string | undefined; limit: number; page: number },
): Promise<{ items: ChannelUser[]; meta: PageMeta }> {
  requireOwnPlatform(platform);
  const { rows, total } = await listActiveUsers(ctx.db, actor.userId, query.search || undefined, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { items: rows.map(presentChannelUser), meta: pageMeta(query.page, query.limit, total) };
}

/** Public channels the caller has not joined (to browse and join). */
export async function browseChannels(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  search: string | undefined,
): Promise<Conversation[]> {
  requireOwnPlatform(platform);
  const ids = await listBrowsableChannelIds(ctx.db, actor.userId, platform, search || undefined, BROWSE_LIMIT);
  return loadBrowsableChannelViews(ctx.db, actor.userId, ids);
}

async function requireView(ctx: AppContext, db: Db, viewerId: string, id: string): Promise<Conversation> {
  const view = await loadConversationView(ctx, db, viewerId, id);
  if (!view) throw conversationNotFound("channel");
  return view;
}

/** Tells each new member (their own view, `new-channel`) and the channel that its members changed. */
async function announceNewMembers(
  db: Db,
  events: WorkspaceEvents,
  platform: string,
  channelId: string,
  added: string[],
): Promise<void> {
  if (added.length === 0) return;
  const views = await loadConversationViewsForMembers(db, channelId, added);
  for (const [userId, view] of views) {
    events.add(userChannel(userId), MESSAGING_EVENTS.newChannel, { conversation: view });
  }
  events.add(conversationRealtimeChannel("channel", platform, channelId), MESSAGING_EVENTS.conversationUpdated, {
    conversationId: channelId,
  });
}

/** Joins a public channel; private and deleted channels answer 404 to outsiders. Joining twice is harmless. */
export async function joinChannel(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  id: string,
): Promise<Conversation> {
  requireOwnPlatform(platform);
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const channel = await findLiveChannel(tx, id);
    if (!channel || channel.platform !== platform) throw conversationNotFound("channel");
    const role = await findMemberRole(tx, id, actor.userId);
    if (role === null) {
      if (channel.visibility !== "public") throw conversationNotFound("channel");
      const now = ctx.clock.now();
      const added = await insertMembers(tx, id, [{ userId: actor.userId, role: "member" }], now);
      await touchConversation(tx, id, now);
      await announceNewMembers(tx, events, platform, id, added);
    }
    return requireView(ctx, tx, actor.userId, id);
  });
}

/**
 * Adds people to a channel: any member of a public one, the owner (or an ADMIN member) of a
 * private one. People already in are left as they are; inactive accounts are refused.
 */
export async function addChannelMembers(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  id: string,
  userIds: string[],
): Promise<Conversation> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const access = await requireConversationMember(tx, actor, platform, id, "channel", { lock: true });
    if (!canAddChannelMembers(channelActor(actor, access.member.role), access.conversation.visibility)) {
      throw forbidden("Only the channel's owner can add people to a private channel");
    }
    const wanted = [...new Set(userIds)];
    const active = await findActiveUserIds(tx, wanted);
    const missing = wanted.filter((userId) => !active.has(userId));
    if (missing.length > 0) {
      throw invalid("userIds must list active users", [
        { path: "body.userIds", message: `Not an active user: ${missing.join(", ")}` },
      ]);
    }
    const now = ctx.clock.now();
    const added = await insertMembers(
      tx,
      id,
      wanted.map((userId) => ({ userId, role: "member" as const })),
      now,
    );
    if (added.length > 0) await touchConversation(tx, id, now);
    await announceNewMembers(tx, events, platform, id, added);
    return requireView(ctx, tx, actor.userId, id);
  });
}

/**
 * Removes someone from a channel (the owner or an ADMIN member), or the caller themselves (leave).
 * The owner can neither leave nor be removed: the channel would be left without anyone to run it.
 * Answers the channel as the caller now sees it, or `{ left: true }` after leaving.
 */
export async function removeChannelMember(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  id: string,
  userId: string,
): Promise<Conversation | { left: true }> {
  return inWorkspaceTransaction(ctx, async (tx, events) => {
    const access = await requireConversationMember(tx, actor, platform, id, "channel", { lock: true });
    const leaving = userId === actor.userId;
    if (!canRemoveChannelMember(channelActor(actor, access.member.role), userId)) {
      throw forbidden("Only the channel's owner can remove people");
    }
    const targetRole = leaving ? access.member.role : await findMemberRole(tx, id, userId);
    if (targetRole === null) throw notFound("Member not found");
    if (targetRole === "owner") {
      throw invalid(leaving ? OWNER_CANNOT_LEAVE : "The channel's owner cannot be removed");
    }
    await deleteMember(tx, id, userId);
    await touchConversation(tx, id, ctx.clock.now());
    const channel = conversationRealtimeChannel("channel", platform, id);
    events.add(userChannel(userId), MESSAGING_EVENTS.conversationRemoved, { conversationId: id });
    events.add(channel, MESSAGING_EVENTS.conversationUpdated, { conversationId: id });
    events.recheck(channel);
    if (leaving) return { left: true as const };
    return requireView(ctx, tx, actor.userId, id);
  });
}
