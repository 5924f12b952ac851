import type { ConversationListKind, ConversationType, MessagingPlatform } from "@bearish/shared/messaging/conversation";

/** Query keys of the messaging center; everything starts with "messaging" so one invalidation reaches all. */
export const messagingKeys = {
  all: ["messaging"] as const,
  /** Every conversation list (chats and channels, inbox and archive, every filter). */
  lists: ["messaging", "list"] as const,
  list: (
    type: ConversationType,
    platform: MessagingPlatform,
    kind: ConversationListKind,
    params: Record<string, unknown>,
  ) => ["messaging", "list", type, platform, kind, params] as const,
  /**
   * The forward dialog's targets: plain arrays, so outside `lists` (whose caches are all infinite
   * queries that the list helpers patch page by page).
   */
  forwardTargets: (type: ConversationType, platform: MessagingPlatform, params: Record<string, unknown>) =>
    ["messaging", "forward-targets", type, platform, params] as const,
  conversation: (conversationId: string) => ["messaging", "conversation", conversationId] as const,
  /** Infinite query of a conversation's delivered messages (see message-cache.ts for its shape). */
  messages: (conversationId: string) => ["messaging", "messages", conversationId] as const,
  scheduled: (conversationId: string) => ["messaging", "scheduled", conversationId] as const,
  drafts: (conversationId: string) => ["messaging", "drafts", conversationId] as const,
  pinned: (conversationId: string) => ["messaging", "pinned", conversationId] as const,
  starred: (conversationId: string | null) => ["messaging", "starred", conversationId] as const,
  archived: (conversationId: string | null) => ["messaging", "archived", conversationId] as const,
  media: (conversationId: string, params: Record<string, unknown>) =>
    ["messaging", "media", conversationId, params] as const,
  channelUsers: (search: string) => ["messaging", "channel-users", search] as const,
  browse: (search: string) => ["messaging", "browse", search] as const,
  settings: ["messaging", "settings"] as const,
};

/** Chat and channel lists stay fresh for a minute (spec §9). */
export const CONVERSATION_LIST_STALE_MS = 60_000;
