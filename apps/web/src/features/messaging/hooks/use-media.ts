import type { MessagingPlatform } from "@bearish/shared/messaging/conversation";
import {
  MEDIA_PAGE_SIZE,
  type MediaDateRange,
  type MediaItem,
  type MediaType,
} from "@bearish/shared/messaging/message";
import { type InfiniteData, useInfiniteQuery } from "@tanstack/react-query";
import { listMedia } from "../api";
import { messagingKeys } from "./messaging-keys";

export interface MediaFilters {
  type: MediaType;
  filter: MediaDateRange | null;
  sender: "me" | "others" | null;
  searchQuery: string;
}

interface MediaPage {
  items: MediaItem[];
  hasMore: boolean;
}

/**
 * The media files panel's list (spec §5, §9): 50 items a page, always refetched when shown (stale
 * time 0), one retry on failure.
 */
export function useMedia(platform: MessagingPlatform, conversationId: string, filters: MediaFilters) {
  const search = filters.searchQuery.trim();
  const query = useInfiniteQuery({
    queryKey: messagingKeys.media(conversationId, { platform, ...filters, searchQuery: search }),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<MediaPage> => {
      const answer = await listMedia(
        platform,
        conversationId,
        filters.type,
        {
          filter: filters.filter ?? undefined,
          sender: filters.sender ?? undefined,
          searchQuery: search || undefined,
          page: pageParam,
          limit: MEDIA_PAGE_SIZE,
        },
        signal,
      );
      return { items: answer.data, hasMore: answer.meta?.hasMore ?? answer.data.length >= MEDIA_PAGE_SIZE };
    },
    getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
    staleTime: 0,
    retry: 1,
  });
  return { ...query, items: flattenMedia(query.data) };
}

function flattenMedia(data: InfiniteData<MediaPage, unknown> | undefined): MediaItem[] {
  if (!data) return [];
  const byId = new Map<string, MediaItem>();
  for (const page of data.pages) for (const item of page.items) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()];
}
