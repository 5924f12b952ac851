import {
  CHANNEL_LIST_PAGE_SIZE,
  CHAT_LIST_PAGE_SIZE,
  type Conversation,
  type ConversationFilter,
  type ConversationListKind,
  type ConversationType,
  type MessagingPlatform,
  OWN_PLATFORM,
} from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import {
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { USERS_GC_MS, USERS_STALE_MS } from "../../../lib/query-client";
import { browseChannels, listChannelUsers, listConversations } from "../api";
import { activityTime, lastMessageOf } from "../components/list/conversation-format";
import { CONVERSATION_LIST_STALE_MS, messagingKeys } from "./messaging-keys";

/** One page of a chat or channel list as cached. */
export interface ConversationPage {
  items: Conversation[];
  hasMore: boolean;
  total: number;
}
export type ConversationListData = InfiniteData<ConversationPage, number>;

/** The list parameters that make a cache entry of its own (the page is the infinite query's). */
export interface ConversationListParams {
  filter: ConversationFilter;
  /** Trimmed; "" for none. */
  search: string;
}
export const ALL_CONVERSATIONS: ConversationListParams = { filter: "all", search: "" };

export const conversationListKey = (
  type: ConversationType,
  platform: MessagingPlatform,
  kind: ConversationListKind,
  params: ConversationListParams,
) => messagingKeys.list(type, platform, kind, { filter: params.filter, search: params.search });

/**
 * A chat or channel list, inbox or hidden ("archive"), paged as the spec says (chats 15, channels
 * 100) and fresh for a minute. Only the product's own platform is served; the others are not
 * connected, so nothing is fetched for them.
 */
export function useConversationList(
  type: ConversationType,
  platform: MessagingPlatform,
  kind: ConversationListKind,
  params: ConversationListParams = ALL_CONVERSATIONS,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const pageSize = type === "chat" ? CHAT_LIST_PAGE_SIZE : CHANNEL_LIST_PAGE_SIZE;
  return useInfiniteQuery({
    queryKey: conversationListKey(type, platform, kind, params),
    queryFn: async ({ pageParam, signal }): Promise<ConversationPage> => {
      const answer = await listConversations(
        type,
        platform,
        kind,
        { pageSize, pageNumber: pageParam, filter: params.filter, search: params.search || undefined },
        signal,
      );
      return {
        items: answer.data,
        hasMore: answer.meta?.hasMore ?? false,
        total: answer.meta?.total ?? answer.data.length,
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _pages, lastPageParam) => (last.hasMore ? lastPageParam + 1 : undefined),
    staleTime: CONVERSATION_LIST_STALE_MS,
    // Another filter or search keeps the rows on screen until its answer arrives.
    placeholderData: keepPreviousData,
    enabled: enabled && platform === OWN_PLATFORM,
  });
}

/** People who can join a chat or channel (the organisation's active members), found by name or email. */
export function useChannelUsers(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const term = search.trim();
  return useQuery({
    queryKey: messagingKeys.channelUsers(term),
    queryFn: async ({ signal }) => (await listChannelUsers(OWN_PLATFORM, term || undefined, signal)).data,
    staleTime: USERS_STALE_MS,
    gcTime: USERS_GC_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Public channels the person has not joined. */
export function useBrowseChannels(search: string, { enabled = true }: { enabled?: boolean } = {}) {
  const term = search.trim();
  return useQuery({
    queryKey: messagingKeys.browse(term),
    queryFn: async ({ signal }) => (await browseChannels(OWN_PLATFORM, term || undefined, signal)).data,
    staleTime: CONVERSATION_LIST_STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every loaded row in order, once each (a row moved by a live update may also come back on a later page). */
export function flattenConversations(data: InfiniteData<ConversationPage, unknown> | undefined): Conversation[] {
  if (!data) return [];
  const seen = new Set<string>();
  const rows: Conversation[] = [];
  for (const page of data.pages) {
    for (const conversation of page.items) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      rows.push(conversation);
    }
  }
  return rows;
}

// ── Cache helpers: every list cache follows one change at once ──────────────────────────────────

interface ListKey {
  type: ConversationType;
  platform: MessagingPlatform;
  kind: ConversationListKind;
  filter: ConversationFilter;
  search: string;
}

function readListKey(queryKey: QueryKey): ListKey | null {
  const [, , type, platform, kind, params] = queryKey as readonly unknown[];
  if (typeof params !== "object" || params === null) return null;
  const { filter = "all", search = "" } = params as Partial<ConversationListParams>;
  return {
    type: type as ConversationType,
    platform: platform as MessagingPlatform,
    kind: kind as ConversationListKind,
    filter,
    search,
  };
}

/** Hidden ones live in the hidden list; blocked ones leave the inbox (spec §4). */
function belongsTo(list: ListKey, c: Conversation): boolean {
  if (list.type !== c.type || list.platform !== c.platform) return false;
  return list.kind === "archive" ? c.isHide : !c.isHide && !c.isBlocked;
}

/** Whether a list that does not show the row yet should now: its filter takes it and no search narrows it. */
function admits(list: ListKey, c: Conversation): boolean {
  if (!belongsTo(list, c) || list.search !== "") return false;
  if (list.filter === "starred") return c.isStar;
  if (list.filter === "unread") return c.isUnreadMessage || c.unreadCount > 0;
  return true;
}

function withoutRow(data: ConversationListData, id: string): ConversationListData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== id) })) };
}

/** Puts the row where its last activity places it, or nowhere when that is past the loaded pages. */
function insertByActivity(data: ConversationListData, row: Conversation): ConversationListData {
  const time = activityTime(row);
  const pages = data.pages.map((page) => ({ ...page, items: [...page.items] }));
  for (const page of pages) {
    const index = page.items.findIndex((c) => !c.isPinned && activityTime(c) <= time);
    if (index >= 0) {
      page.items.splice(index, 0, row);
      return { ...data, pages };
    }
  }
  const last = pages.at(-1);
  if (!last || last.hasMore) return data;
  last.items.push(row);
  return { ...data, pages };
}

function insertAtTop(data: ConversationListData, row: Conversation): ConversationListData {
  const [first, ...rest] = data.pages;
  if (!first) return data;
  return { ...data, pages: [{ ...first, items: [row, ...first.items] }, ...rest] };
}

function listCaches(queryClient: QueryClient) {
  return queryClient.getQueriesData<ConversationListData>({ queryKey: messagingKeys.lists });
}

/** The conversation as any cache holds it (the lists first, then the open conversation's query). */
export function findConversation(queryClient: QueryClient, id: string): Conversation | null {
  for (const [, data] of listCaches(queryClient)) {
    for (const page of data?.pages ?? []) {
      const found = page.items.find((c) => c.id === id);
      if (found) return found;
    }
  }
  return queryClient.getQueryData<Conversation>(messagingKeys.conversation(id)) ?? null;
}

/**
 * Replaces a conversation in every list (the server's answer to an action, or a `conversation-state`
 * event): it leaves lists it no longer belongs to (hidden, blocked, unstarred under "starred") and
 * joins those it now does (unhidden, new), placed by its last activity. The open conversation's
 * query gets the same copy.
 */
export function patchConversationInLists(queryClient: QueryClient, conversation: Conversation): void {
  for (const [queryKey, data] of listCaches(queryClient)) {
    const list = readListKey(queryKey);
    if (!data || !list) continue;
    const present = data.pages.some((page) => page.items.some((c) => c.id === conversation.id));
    let next = data;
    if (present) {
      const stays = belongsTo(list, conversation) && (list.filter !== "starred" || conversation.isStar);
      next = stays
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((c) => (c.id === conversation.id ? conversation : c)),
            })),
          }
        : withoutRow(data, conversation.id);
    } else if (admits(list, conversation)) {
      next = insertByActivity(data, conversation);
    }
    if (next !== data) queryClient.setQueryData(queryKey, next);
  }
  // The open conversation's detail holds every member; list copies hold a preview of them, so
  // the detail keeps its own member list (mentions and the members dialog need all of them).
  const detail = queryClient.getQueryData<Conversation>(messagingKeys.conversation(conversation.id));
  if (detail !== undefined) {
    const fuller = detail.participants.length > conversation.participants.length;
    queryClient.setQueryData(
      messagingKeys.conversation(conversation.id),
      fuller
        ? { ...conversation, participants: detail.participants, participantIds: detail.participantIds }
        : conversation,
    );
  }
}

/** Drops a conversation from every list (deleted, left, removed, blocked). */
export function removeConversationFromLists(queryClient: QueryClient, id: string): void {
  for (const [queryKey, data] of listCaches(queryClient)) {
    if (data?.pages.some((page) => page.items.some((c) => c.id === id))) {
      queryClient.setQueryData(queryKey, withoutRow(data, id));
    }
  }
}

/** Selecting a row reads it at once on screen (spec §4); the conversation page tells the server. */
export function markReadLocally(queryClient: QueryClient, id: string): void {
  const conversation = findConversation(queryClient, id);
  if (!conversation || (conversation.unreadCount === 0 && !conversation.isUnreadMessage)) return;
  patchConversationInLists(queryClient, {
    ...conversation,
    unreadCount: 0,
    isUnreadMessage: false,
    lastReadSeq: conversation.lastSeq,
  });
}

/**
 * A message arrived: the row takes its preview and moves to the top of its lists; `unread` also
 * raises its badge. Returns the updated row, or null when no cache holds the conversation (the
 * caller refetches the lists). A message the row already counts (its `seq` is not newer) changes nothing.
 */
export function applyIncomingMessage(
  queryClient: QueryClient,
  message: Message,
  { unread }: { unread: boolean },
): Conversation | null {
  const current = findConversation(queryClient, message.conversationId);
  if (!current) return null;
  if (message.seq !== null && message.seq <= current.lastSeq) return current;
  const updated: Conversation = {
    ...current,
    lastMessage: lastMessageOf(message),
    lastMessageAt: message.createdAt,
    lastSeq: message.seq ?? current.lastSeq,
    updatedAt: message.createdAt,
    unreadCount: unread ? current.unreadCount + 1 : current.unreadCount,
    isUnreadMessage: unread || current.isUnreadMessage,
    lastReadSeq: unread ? current.lastReadSeq : (message.seq ?? current.lastReadSeq),
  };
  for (const [queryKey, data] of listCaches(queryClient)) {
    const list = readListKey(queryKey);
    if (!data || !list) continue;
    const present = data.pages.some((page) => page.items.some((c) => c.id === updated.id));
    if (present || admits(list, updated)) {
      queryClient.setQueryData(queryKey, insertAtTop(withoutRow(data, updated.id), updated));
    }
  }
  return updated;
}

/** Adds a conversation the person just joined or started (top of the lists it belongs to). */
export function addConversationToLists(queryClient: QueryClient, conversation: Conversation): void {
  if (findConversation(queryClient, conversation.id)) {
    patchConversationInLists(queryClient, conversation);
    return;
  }
  for (const [queryKey, data] of listCaches(queryClient)) {
    const list = readListKey(queryKey);
    if (data && list && admits(list, conversation)) {
      queryClient.setQueryData(queryKey, insertAtTop(data, conversation));
    }
  }
}

/** Unread messages of the inbox (muted ones left out), for the app switcher's badge. */
function unreadTotal(queryClient: QueryClient): number {
  const counted = new Set<string>();
  let total = 0;
  for (const [queryKey, data] of listCaches(queryClient)) {
    const list = readListKey(queryKey);
    if (!data || !list || list.kind !== "inbox" || list.filter !== "all" || list.search !== "") continue;
    for (const page of data.pages) {
      for (const c of page.items) {
        if (counted.has(c.id)) continue;
        counted.add(c.id);
        if (!c.isMuted) total += c.unreadCount;
      }
    }
  }
  return total;
}

/** The inbox's unread total, following the list caches as they change. */
export function useUnreadMessagesTotal(): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const read = useCallback(() => unreadTotal(queryClient), [queryClient]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Marks a row read on screen when it is selected (the conversation page tells the server). */
export function useMarkReadLocally(): (conversationId: string) => void {
  const queryClient = useQueryClient();
  return useCallback((conversationId: string) => markReadLocally(queryClient, conversationId), [queryClient]);
}
