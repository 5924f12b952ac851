import type { Message, Poll } from "@bearish/shared/messaging/message";
import type {
  MessageDeletedEvent,
  NewMessageEvent,
  PollUpdateEvent,
  ReactionUpdateEvent,
  ReadStateEvent,
} from "@bearish/shared/messaging/messaging-events";
import { MESSAGING_EVENTS } from "@bearish/shared/messaging/messaging-events";
import { chatChannel, conversationChannel, type RealtimeChannel } from "@bearish/shared/realtime/channels";
import {
  REALTIME_TYPING_TIMEOUT_MS,
  TYPING_EVENT,
  type TypingEventData,
  typingEventDataSchema,
} from "@bearish/shared/realtime/frames";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useRealtimeClient } from "../../../lib/realtime/realtime-context";
import { useRealtimeChannel } from "../../../lib/realtime/use-realtime-channel";
import { useMe } from "../../auth/hooks/use-me";
import {
  TYPING_PUBLISH_INTERVAL_MS,
  type TypingPublisher,
  usePublishTyping,
} from "../../typing/hooks/use-publish-typing";
import { useTypingIndicator } from "../../typing/hooks/use-typing-indicator";
import { runConversationAction } from "../api";
import { type MessagesData, patchMessage, upsertMessage } from "./message-cache";
import { messagingKeys } from "./messaging-keys";
import { applyIncomingMessage, markReadLocally } from "./use-conversations";
import type { ConversationRef } from "./use-messages";

/** Marking read after new messages waits this long, so a burst of messages costs one call. */
export const MARK_READ_THROTTLE_MS = 2_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isMessage = (value: unknown): value is Message =>
  isRecord(value) && typeof value.id === "string" && typeof value.conversationId === "string";

/** The realtime channel of an open conversation (only the product's own platform has one). */
export function conversationRealtimeChannel(ref: ConversationRef): RealtimeChannel | null {
  if (ref.platform !== "bearish") return null;
  return ref.type === "chat" ? chatChannel(ref.platform, ref.id) : conversationChannel(ref.platform, ref.id);
}

function findMessage(queryClient: QueryClient, conversationId: string, messageId: string): Message | undefined {
  const data = queryClient.getQueryData<MessagesData>(messagingKeys.messages(conversationId));
  for (const page of data?.pages ?? []) {
    const found = page.messages.find((m) => m.id === messageId);
    if (found) return found;
  }
  return undefined;
}

function myVoteOf(poll: Poll, meId: string | null, previous: Poll | null | undefined): string | null {
  const voted = meId ? poll.options.find((option) => option.voterIds.includes(meId)) : undefined;
  return voted?.id ?? previous?.myVote ?? null;
}

/**
 * Realtime events carry one serialization for everyone (per-person fields as seen by nobody); this is
 * the signed-in person's view of it, keeping what only they know (star, archive, seen) from the copy
 * already loaded.
 */
export function asSeenBy(message: Message, meId: string | null, previous: Message | undefined): Message {
  const mine = meId !== null && message.senderId === meId;
  return {
    ...message,
    isMentioned: meId !== null && message.mentions.some((mention) => mention.id === meId),
    status: mine ? (previous?.status === "received" ? "received" : "sent") : "received",
    isStarred: previous?.isStarred ?? message.isStarred,
    isArchived: previous?.isArchived ?? message.isArchived,
    poll: message.poll ? { ...message.poll, myVote: myVoteOf(message.poll, meId, previous?.poll) } : null,
  };
}

/** A deleted message as everyone sees it from now on: its place stays, its content goes. */
export const tombstone = (message: Message): Message => ({
  ...message,
  isDeleted: true,
  content: "",
  files: [],
  reactions: [],
  poll: null,
  mentions: [],
  isMentioned: false,
});

/** My delivered messages up to `lastReadSeq` become seen ("received") once someone else read them. */
function markSeen(queryClient: QueryClient, conversationId: string, meId: string, lastReadSeq: number) {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), (data) => {
    if (!data) return data;
    const seen = (m: Message) => m.senderId === meId && m.status === "sent" && m.seq !== null && m.seq <= lastReadSeq;
    if (!data.pages.some((page) => page.messages.some(seen))) return data;
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.messages.some(seen)
          ? { ...page, messages: page.messages.map((m) => (seen(m) ? { ...m, status: "received" as const } : m)) }
          : page,
      ),
    };
  });
}

/** "Read" for the open conversation: at once on the first call, then at most once per throttle window. */
function useMarkRead(ref: ConversationRef) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastAt = useRef(0);
  const latest = useRef(ref);
  latest.current = ref;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) return;
    const delay = Math.max(0, lastAt.current + MARK_READ_THROTTLE_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      lastAt.current = Date.now();
      const { type, platform, id } = latest.current;
      markReadLocally(queryClient, id);
      runConversationAction(type, platform, id, "read")
        // Unread marks are a convenience: a failed "read" is repaired by the next one.
        .catch(() => undefined);
    }, delay);
  }, [queryClient]);
}

const windowFocused = () => document.visibilityState === "visible" && document.hasFocus();

/** Typing on a channel's own realtime channel: who is typing there, and my announcements to them. */
function useChannelTyping(channel: RealtimeChannel | null, ref: ConversationRef, meId: string | null) {
  const client = useRealtimeClient();
  const [typers, setTypers] = useState<TypingEventData[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lastSentAt = useRef<number | null>(null);

  const forget = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setTypers((current) => (current.some((t) => t.id === id) ? current.filter((t) => t.id !== id) : current));
  }, []);

  // The view is keyed by conversation, so the channel never changes under these timers.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const onTyping = useCallback(
    (data: unknown) => {
      const parsed = typingEventDataSchema.safeParse(data);
      if (!parsed.success || parsed.data.id === meId) return;
      const typer = parsed.data;
      if (typer.isTyping === false) {
        forget(typer.id);
        return;
      }
      clearTimeout(timers.current.get(typer.id));
      timers.current.set(
        typer.id,
        setTimeout(() => forget(typer.id), REALTIME_TYPING_TIMEOUT_MS),
      );
      setTypers((current) => {
        const index = current.findIndex((t) => t.id === typer.id);
        return index < 0 ? [...current, typer] : current.map((t, i) => (i === index ? typer : t));
      });
    },
    [forget, meId],
  );

  const publisher = useMemo<TypingPublisher>(() => {
    const publish = (isTyping: boolean) =>
      channel !== null && client.publishTyping(channel, { chatId: ref.id, platform: ref.platform, isTyping });
    return {
      typing() {
        const now = Date.now();
        if (lastSentAt.current !== null && now - lastSentAt.current < TYPING_PUBLISH_INTERVAL_MS) return;
        if (publish(true)) lastSentAt.current = now;
      },
      stopped() {
        if (lastSentAt.current === null) return;
        lastSentAt.current = null;
        publish(false);
      },
    };
  }, [channel, client, ref.id, ref.platform]);
  useEffect(() => () => publisher.stopped(), [publisher]);

  return { typers, onTyping, publisher };
}

/**
 * Follows an open conversation live: its channel's events patch the message cache in place (a
 * resync refetches), opening it and new messages from others while the window is focused mark it
 * read, and typing is shown and announced (chats on each person's own channel, channels on the
 * channel's). `participantIds` are the conversation's members, for chat typing.
 */
export function useConversationRealtime(ref: ConversationRef, participantIds: readonly string[]) {
  const queryClient = useQueryClient();
  const meId = useMe().data?.id ?? null;
  const channel = conversationRealtimeChannel(ref);
  const isChannel = ref.type === "channel";
  const markRead = useMarkRead(ref);
  const unreadWhileAway = useRef(false);
  const channelTyping = useChannelTyping(isChannel ? channel : null, ref, meId);
  const chatTypers = useTypingIndicator({ chatId: ref.id, platform: ref.platform });
  const place = useMemo(() => ({ chatId: ref.id, platform: ref.platform }), [ref.id, ref.platform]);
  const chatPublisher = usePublishTyping(isChannel ? [] : participantIds, place);

  // Opening a conversation reads it.
  useEffect(() => {
    if (ref.platform === "bearish") markRead();
  }, [markRead, ref.platform]);

  useEffect(() => {
    const onFocus = () => {
      if (!unreadWhileAway.current || !windowFocused()) return;
      unreadWhileAway.current = false;
      markRead();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
    };
  }, [markRead]);

  useRealtimeChannel(
    channel,
    (event) => {
      const data = event.data;
      const id = ref.id;
      switch (event.name) {
        case MESSAGING_EVENTS.newMessage: {
          const message = (data as Partial<NewMessageEvent>)?.message;
          if (!isMessage(message) || message.conversationId !== id) return;
          const previous =
            findMessage(queryClient, id, message.id) ??
            (message.clientMessageId ? findMessage(queryClient, id, message.clientMessageId) : undefined);
          upsertMessage(queryClient, id, asSeenBy(message, meId, previous));
          const fromOthers = message.senderId !== meId;
          const seenNow = windowFocused();
          applyIncomingMessage(queryClient, message, { unread: fromOthers && !seenNow });
          if (fromOthers) {
            if (seenNow) markRead();
            else unreadWhileAway.current = true;
          }
          return;
        }
        case MESSAGING_EVENTS.messageUpdated: {
          const message = (data as Partial<NewMessageEvent>)?.message;
          if (!isMessage(message) || message.conversationId !== id) return;
          const wasPinned = findMessage(queryClient, id, message.id)?.pinned ?? false;
          patchMessage(queryClient, id, message.id, (previous) => asSeenBy(message, meId, previous));
          // A pin, an unpin or an edit of a pinned message changes the header's pinned list too.
          if (message.pinned || wasPinned) void queryClient.invalidateQueries({ queryKey: messagingKeys.pinned(id) });
          return;
        }
        case MESSAGING_EVENTS.messageDeleted: {
          const deleted = data as Partial<MessageDeletedEvent>;
          if (typeof deleted?.id === "string") patchMessage(queryClient, id, deleted.id, tombstone);
          return;
        }
        case MESSAGING_EVENTS.reactionUpdate: {
          const update = data as Partial<ReactionUpdateEvent>;
          if (typeof update?.messageId !== "string" || !Array.isArray(update.reactions)) return;
          const reactions = update.reactions;
          patchMessage(queryClient, id, update.messageId, (m) => ({ ...m, reactions }));
          return;
        }
        case MESSAGING_EVENTS.pollUpdate: {
          const update = data as Partial<PollUpdateEvent>;
          const poll = update?.poll;
          if (typeof update?.messageId !== "string" || !isRecord(poll)) return;
          patchMessage(queryClient, id, update.messageId, (m) => ({
            ...m,
            poll: { ...poll, myVote: myVoteOf(poll, meId, m.poll) },
          }));
          return;
        }
        case MESSAGING_EVENTS.readState: {
          const read = data as Partial<ReadStateEvent>;
          if (!meId || read?.userId === meId || typeof read?.lastReadSeq !== "number") return;
          markSeen(queryClient, id, meId, read.lastReadSeq);
          return;
        }
        case MESSAGING_EVENTS.conversationUpdated:
          void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(id) });
          return;
        case TYPING_EVENT:
          if (isChannel) channelTyping.onTyping(data);
          return;
        default:
          return;
      }
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.messages(ref.id) });
      void queryClient.invalidateQueries({ queryKey: messagingKeys.conversation(ref.id) });
    },
  );

  return {
    typers: isChannel ? channelTyping.typers : chatTypers,
    typing: isChannel ? channelTyping.publisher : chatPublisher,
  };
}
