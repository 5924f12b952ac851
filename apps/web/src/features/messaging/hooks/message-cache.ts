import type { Message } from "@bearish/shared/messaging/message";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { messagingKeys } from "./messaging-keys";

/**
 * One page of a conversation's messages, oldest first. Pages are fetched newest first: page 0 is
 * the latest messages, each next page (pageParam `beforeSeq`) older ones.
 */
export interface MessagePage {
  messages: Message[];
  hasMore: boolean;
}
export type MessagesData = InfiniteData<MessagePage, number | undefined>;

/** Orders by `seq`; messages the server has not numbered yet (pending sends) come last, by time. */
export function compareMessages(a: Message, b: Message): number {
  if (a.seq !== null && b.seq !== null) return a.seq - b.seq;
  if (a.seq === null && b.seq === null) return a.createdAt.localeCompare(b.createdAt);
  return a.seq === null ? 1 : -1;
}

/** Every loaded message of a conversation, oldest first, without duplicates. */
export function flattenMessages(data: MessagesData | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<string, Message>();
  for (const page of [...data.pages].reverse()) for (const m of page.messages) byId.set(m.id, m);
  return [...byId.values()].sort(compareMessages);
}

const sameMessage = (a: Message, b: Message) =>
  a.id === b.id || (a.clientMessageId !== null && a.clientMessageId === b.clientMessageId && a.senderId === b.senderId);

/**
 * Adds or replaces a message (matched by id, or by the sender's clientMessageId, so the server's
 * copy replaces a pending one and a realtime echo never duplicates it). New messages go to page 0.
 */
export function upsertMessage(queryClient: QueryClient, conversationId: string, message: Message): void {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => {
    if (!data) return data;
    let replaced = false;
    const pages = data.pages.map((page) => {
      const index = page.messages.findIndex((m) => sameMessage(m, message));
      if (index < 0) return page;
      replaced = true;
      const messages = [...page.messages];
      messages[index] = message;
      return { ...page, messages: messages.sort(compareMessages) };
    });
    if (!replaced && pages[0]) {
      pages[0] = { ...pages[0], messages: [...pages[0].messages, message].sort(compareMessages) };
    }
    return { ...data, pages };
  });
}

/** Applies `update` to one loaded message (no-op when it is not loaded). */
export function patchMessage(
  queryClient: QueryClient,
  conversationId: string,
  messageId: string,
  update: (message: Message) => Message,
): void {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.messages.some((m) => m.id === messageId)
          ? { ...page, messages: page.messages.map((m) => (m.id === messageId ? update(m) : m)) }
          : page,
      ),
    };
  });
}

/** Drops a message (by id or clientMessageId) from the loaded pages. */
export function removeMessage(queryClient: QueryClient, conversationId: string, idOrClientId: string): void {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => {
    if (!data) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.filter((m) => m.id !== idOrClientId && m.clientMessageId !== idOrClientId),
      })),
    };
  });
}
