import { type Conversation, PARTICIPANT_PREVIEW } from "@bearish/shared/messaging/conversation";
import type { AppContext } from "../../platform/context";
import type { Db } from "../../platform/db/database";
import {
  findConversationViewRecords,
  findConversationViewRecordsForViewers,
  findParticipants,
} from "./conversation-view.repository";
import { presentConversation } from "./conversations.presenter";

/**
 * The conversations as `viewerId` sees them (conversationSchema), in the order given; unknown or
 * non-member ids are left out. Batched: a fixed number of queries whatever the count.
 * `allParticipants` returns every member (GET one) instead of the first PARTICIPANT_PREVIEW.
 */
export async function loadConversationViews(
  _ctx: AppContext,
  db: Db,
  viewerId: string,
  conversationIds: string[],
  options: { allParticipants?: boolean } = {},
): Promise<Conversation[]> {
  return loadViews(db, viewerId, conversationIds, options.allParticipants ?? false, true);
}

/** Public channels as someone outside them sees them (browse): default state, no message preview. */
export async function loadBrowsableChannelViews(
  db: Db,
  viewerId: string,
  channelIds: string[],
): Promise<Conversation[]> {
  return loadViews(db, viewerId, channelIds, false, false);
}

async function loadViews(
  db: Db,
  viewerId: string,
  conversationIds: string[],
  allParticipants: boolean,
  membersOnly: boolean,
): Promise<Conversation[]> {
  const ids = [...new Set(conversationIds)];
  if (ids.length === 0) return [];
  const records = await findConversationViewRecords(db, viewerId, ids, membersOnly);
  if (records.length === 0) return [];
  const members = await findParticipants(
    db,
    records.map((r) => r.id),
    allParticipants ? null : PARTICIPANT_PREVIEW,
  );
  const byId = new Map(records.map((r) => [r.id, r]));
  const views: Conversation[] = [];
  for (const id of conversationIds) {
    const record = byId.get(id);
    if (!record) continue;
    byId.delete(id);
    const entry = members.get(id) ?? { members: [], total: 0 };
    views.push(presentConversation(viewerId, record, entry.members, entry.total));
  }
  return views;
}

/**
 * One conversation as each of `userIds` sees it (people just added, who each get their own
 * `new-chat`/`new-channel`), by user id; a fixed number of queries whatever the count.
 */
export async function loadConversationViewsForMembers(
  db: Db,
  conversationId: string,
  userIds: string[],
): Promise<Map<string, Conversation>> {
  const views = new Map<string, Conversation>();
  const records = await findConversationViewRecordsForViewers(db, conversationId, [...new Set(userIds)]);
  if (records.size === 0) return views;
  const entry = (await findParticipants(db, [conversationId], PARTICIPANT_PREVIEW)).get(conversationId) ?? {
    members: [],
    total: 0,
  };
  for (const [userId, record] of records) {
    views.set(userId, presentConversation(userId, record, entry.members, entry.total));
  }
  return views;
}

/** One conversation as the viewer sees it with every member, or null when they do not belong to it. */
export async function loadConversationView(
  ctx: AppContext,
  db: Db,
  viewerId: string,
  conversationId: string,
): Promise<Conversation | null> {
  const [view] = await loadConversationViews(ctx, db, viewerId, [conversationId], { allParticipants: true });
  return view ?? null;
}
