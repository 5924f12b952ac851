import { conversationSchema, OWN_PLATFORM } from "@bearish/shared/messaging/conversation";
import { type Message, messageSchema } from "@bearish/shared/messaging/message";
import { MESSAGING_EVENTS } from "@bearish/shared/messaging/messaging-events";
import { conversationChannel, type RealtimeChannel, userChannel } from "@bearish/shared/realtime/channels";
import type { EventFrame } from "@bearish/shared/realtime/frames";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useLocalePath } from "../../../app/locale/use-locale";
import type { ChannelListener } from "../../../lib/realtime/channel-registry";
import type { RealtimeClient } from "../../../lib/realtime/realtime-client";
import { useRealtimeClient } from "../../../lib/realtime/realtime-context";
import { useRealtimeChannel } from "../../../lib/realtime/use-realtime-channel";
import { useSnackbar } from "../../../lib/snackbar";
import { useCurrentUser } from "../../auth/hooks/use-me";
import { lastMessageOf, senderNameOf } from "../components/list/conversation-format";
import { conversationPath, messagingHomePath, parseMessagingPath } from "../components/list/conversation-paths";
import { showDesktopNotification } from "../components/list/desktop-notification";
import { playNotificationSound } from "../components/list/notification-sound";
import { messagingKeys } from "./messaging-keys";
import {
  addConversationToLists,
  applyIncomingMessage,
  type ConversationListData,
  findConversation,
  patchConversationInLists,
  removeConversationFromLists,
  useConversationList,
} from "./use-conversations";
import { useMessageCenterSettings } from "./use-message-center-settings";

/** Message ids remembered to drop the second copy (a channel mention comes on both channels). */
const SEEN_MESSAGES_MAX = 500;

function messageOf(data: unknown): Message | null {
  if (typeof data !== "object" || data === null) return null;
  const parsed = messageSchema.safeParse((data as { message?: unknown }).message);
  return parsed.success ? parsed.data : null;
}

function conversationOf(data: unknown) {
  if (typeof data !== "object" || data === null) return null;
  const parsed = conversationSchema.safeParse((data as { conversation?: unknown }).conversation);
  return parsed.success ? parsed.data : null;
}

/** The realtime channels of every channel in the loaded channel lists (own platform). */
function loadedChannels(queryClient: QueryClient): Set<RealtimeChannel> {
  const channels = new Set<RealtimeChannel>();
  const lists = queryClient.getQueriesData<ConversationListData>({
    queryKey: [...messagingKeys.lists, "channel", OWN_PLATFORM],
  });
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      for (const c of page.items) channels.add(conversationChannel(c.platform, c.id));
    }
  }
  return channels;
}

/**
 * Holds one subscription per channel of the loaded channel lists, however many rows show them;
 * `follow` adds the new ones and drops those no longer listed.
 */
class ChannelFollower {
  private readonly subscriptions = new Map<RealtimeChannel, () => void>();

  constructor(
    private readonly client: RealtimeClient,
    private readonly listener: ChannelListener,
  ) {}

  follow(channels: Set<RealtimeChannel>): void {
    for (const [channel, unsubscribe] of this.subscriptions) {
      if (channels.has(channel)) continue;
      unsubscribe();
      this.subscriptions.delete(channel);
    }
    for (const channel of channels) {
      if (!this.subscriptions.has(channel))
        this.subscriptions.set(channel, this.client.subscribe(channel, this.listener));
    }
  }

  stop(): void {
    for (const unsubscribe of this.subscriptions.values()) unsubscribe();
    this.subscriptions.clear();
  }
}

/**
 * The messaging center's live updates, app-wide (mount once): the person's own channel (new chats
 * and channels, chat messages, state from other tabs, removals) and the channels of their channel
 * list. New messages move rows to the top and raise badges; one for a conversation that is not
 * open, not muted and not the person's own plays a sound, shows the spec's toast and, if allowed,
 * a desktop notification.
 */
export function useMessagingNotifier(): void {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const client = useRealtimeClient();
  const { t } = useTranslation();
  const { showSnackbar } = useSnackbar();
  const { settings } = useMessageCenterSettings();
  const navigate = useNavigate();
  const to = useLocalePath();
  const { pathname } = useLocation();
  // The inbox lists stay loaded everywhere in the app: they feed the badges and say which channels to follow.
  useConversationList("chat", OWN_PLATFORM, "inbox");
  useConversationList("channel", OWN_PLATFORM, "inbox");

  const latest = useRef({ pathname, settings, t, showSnackbar, navigate, to, meId: me.id });
  useEffect(() => {
    latest.current = { pathname, settings, t, showSnackbar, navigate, to, meId: me.id };
  });
  const seen = useRef<string[]>([]);

  const handlers = useRef({
    message(message: Message) {
      if (seen.current.includes(message.id)) return;
      seen.current.push(message.id);
      if (seen.current.length > SEEN_MESSAGES_MAX) seen.current.shift();
      const { pathname, settings, t, showSnackbar, navigate, to, meId } = latest.current;
      const open = parseMessagingPath(pathname);
      const isOpen = open?.id === message.conversationId;
      const mine = message.senderId === meId;
      const updated = applyIncomingMessage(queryClient, message, { unread: !isOpen && !mine });
      // Not in any loaded list (past the loaded pages, or just unhidden by the server): ask again.
      if (!updated) void queryClient.invalidateQueries({ queryKey: messagingKeys.lists });
      if (isOpen || mine || updated?.isMuted) return;

      const title = t(
        message.conversationType === "chat" ? "messagingList.notify.chats" : "messagingList.notify.channels",
      );
      const name = senderNameOf(message) || t("messagingList.notify.someone");
      const preview = lastMessageOf(message).preview;
      const detail =
        settings.messagePreviews && preview ? t("messagingList.notify.fromWithPreview", { name, preview }) : name;
      showSnackbar(title, { severity: "info", detail });
      if (settings.sound) playNotificationSound();
      if (settings.desktopNotifications) {
        const path = conversationPath({
          id: message.conversationId,
          type: message.conversationType,
          platform: message.platform,
        });
        showDesktopNotification(title, detail, message.id, () => navigate(to(path)));
      }
    },
    personal(event: EventFrame) {
      switch (event.name) {
        case MESSAGING_EVENTS.newMessageNotification: {
          const message = messageOf(event.data);
          if (message) handlers.current.message(message);
          return;
        }
        case MESSAGING_EVENTS.newChat:
        case MESSAGING_EVENTS.newChannel: {
          const conversation = conversationOf(event.data);
          if (conversation) addConversationToLists(queryClient, conversation);
          return;
        }
        case MESSAGING_EVENTS.conversationState: {
          const conversation = conversationOf(event.data);
          if (!conversation) return;
          if (findConversation(queryClient, conversation.id)) patchConversationInLists(queryClient, conversation);
          else addConversationToLists(queryClient, conversation);
          return;
        }
        case MESSAGING_EVENTS.conversationRemoved: {
          const id = (event.data as { conversationId?: unknown } | null)?.conversationId;
          if (typeof id !== "string") return;
          removeConversationFromLists(queryClient, id);
          const { pathname, navigate, to } = latest.current;
          const open = parseMessagingPath(pathname);
          if (open?.id === id) navigate(to(messagingHomePath(open.kind)), { replace: true });
          return;
        }
      }
    },
    resync() {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.lists });
    },
  });

  useRealtimeChannel(
    userChannel(me.id),
    (event) => handlers.current.personal(event),
    () => handlers.current.resync(),
  );

  useEffect(() => {
    const follower = new ChannelFollower(client, {
      onEvent: (event) => {
        if (event.name !== MESSAGING_EVENTS.newMessage) return;
        const message = messageOf(event.data);
        if (message) handlers.current.message(message);
      },
      onResync: () => handlers.current.resync(),
    });
    const refollow = () => follower.follow(loadedChannels(queryClient));
    refollow();
    const stopWatching = queryClient.getQueryCache().subscribe((cacheEvent) => {
      const key = cacheEvent.query.queryKey;
      if (key[0] === "messaging" && key[1] === "list" && key[2] === "channel") refollow();
    });
    return () => {
      stopWatching();
      follower.stop();
    };
  }, [client, queryClient]);
}
