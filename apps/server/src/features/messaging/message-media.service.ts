import { type PageMeta, pageMeta } from "@bearish/shared/api/envelope";
import type { MessagingPlatform } from "@bearish/shared/messaging/conversation";
import type { MediaDateRange, MediaItem, MediaType } from "@bearish/shared/messaging/message";
import type { AppContext } from "../../platform/context";
import type { SessionActor } from "../../platform/session.repository";
import { requireConversationMember } from "./conversation-access";
import { presentMediaItem } from "./message-media.presenter";
import { listMedia } from "./message-media.repository";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a date range of the media panel starts, in UTC: today from midnight, this week from
 * Monday's midnight (ISO week), the last 30 or 90 days counted back from now.
 */
export function mediaRangeStart(range: MediaDateRange, now: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (range) {
    case "today":
      return new Date(midnight);
    case "thisWeek":
      return new Date(midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS);
    case "last30Days":
      return new Date(now.getTime() - 30 * DAY_MS);
    case "last90Days":
      return new Date(now.getTime() - 90 * DAY_MS);
  }
}

export interface MediaQuery {
  filter?: MediaDateRange | undefined;
  sender?: "me" | "others" | undefined;
  searchQuery?: string | undefined;
  page: number;
  limit: number;
}

/**
 * `GET messages/files/{platform}/{chatId}/{type}` (members only): the conversation's files and
 * links the caller can still see (not deleted, above their cleared history), newest first.
 */
export async function listConversationMedia(
  ctx: AppContext,
  actor: SessionActor,
  platform: MessagingPlatform,
  conversationId: string,
  type: MediaType,
  query: MediaQuery,
): Promise<{ data: MediaItem[]; meta: PageMeta }> {
  const { member } = await requireConversationMember(ctx.db, actor, platform, conversationId, null);
  const { rows, total } = await listMedia(ctx.db, {
    conversationId,
    viewerId: actor.userId,
    clearedSeq: member.clearedSeq,
    type,
    since: query.filter ? mediaRangeStart(query.filter, ctx.clock.now()) : null,
    sender: query.sender,
    search: query.searchQuery || undefined,
    page: query.page,
    limit: query.limit,
  });
  return {
    data: rows.map((r) => presentMediaItem(r, ctx.fileUrls)),
    meta: pageMeta(query.page, query.limit, total),
  };
}
