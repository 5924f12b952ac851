import type { ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";
import { CHANNEL_MESSAGES_PAGE_SIZE, CHAT_MESSAGES_PAGE_SIZE, type Message } from "@bearish/shared/messaging/message";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { fetchConversation, listMessages } from "../api";
import { flattenMessages, type MessagePage, type MessagesData } from "./message-cache";
import { messagingKeys } from "./messaging-keys";

/** Where an open conversation lives: enough to build every call and channel name. */
export interface ConversationRef {
  type: ConversationType;
  platform: MessagingPlatform;
  id: string;
}

/** Spec §9: chat messages are paged 1000 at a time, channel messages 100. */
export const messagesPageSize = (type: ConversationType) =>
  type === "chat" ? CHAT_MESSAGES_PAGE_SIZE : CHANNEL_MESSAGES_PAGE_SIZE;

/** The open conversation with its full member list (the list items carry only a preview of them). */
export function useConversationDetail({ type, platform, id }: ConversationRef) {
  return useQuery({
    queryKey: messagingKeys.conversation(id),
    queryFn: async ({ signal }) => (await fetchConversation(type, platform, id, signal)).data,
  });
}

/** The oldest numbered message of a page: the cursor of the page before it. */
function oldestSeq(page: MessagePage): number | undefined {
  let oldest: number | undefined;
  for (const message of page.messages) {
    if (message.seq !== null && (oldest === undefined || message.seq < oldest)) oldest = message.seq;
  }
  return oldest;
}

/**
 * A conversation's delivered messages, newest page first (see message-cache.ts). Realtime events keep
 * the pages current while the conversation is open, so focus does not refetch; opening it again does,
 * since events were not followed while it was closed.
 */
export function useMessages({ type, platform, id }: ConversationRef) {
  const query = useInfiniteQuery<
    MessagePage,
    Error,
    MessagesData,
    ReturnType<typeof messagingKeys.messages>,
    number | undefined
  >({
    queryKey: messagingKeys.messages(id),
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await listMessages(
        type,
        platform,
        id,
        { pageSize: messagesPageSize(type), beforeSeq: pageParam },
        signal,
      );
      return { messages: answer.data, hasMore: answer.meta?.hasMore ?? false };
    },
    getNextPageParam: (last) => (last.hasMore ? oldestSeq(last) : undefined),
    refetchOnWindowFocus: false,
  });
  const messages: Message[] = useMemo(() => flattenMessages(query.data), [query.data]);
  return { ...query, messages };
}
