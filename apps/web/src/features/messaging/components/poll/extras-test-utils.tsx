import type { Conversation, Participant } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import type { Me } from "@bearish/shared/users/user";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../../../../app/i18n/i18n";
import { SnackbarProvider } from "../../../../lib/snackbar";
import { makeMe } from "../../../../test/fixtures";
import { meQueryKey } from "../../../auth/hooks/use-me";
import { flattenMessages, type MessagesData } from "../../hooks/message-cache";
import { messagingKeys } from "../../hooks/messaging-keys";

// Test helpers of the messaging extras (components and hooks of engineer C3).

export const CONVERSATION_ID = "0197d000-0000-7000-8000-000000000001";
export const ME = makeMe();
export const ADA_ID = "0197a000-0000-7000-8000-00000000000a";

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: "0197e000-0000-7000-8000-000000000001",
    conversationId: CONVERSATION_ID,
    conversationType: "chat",
    platform: "bearish",
    seq: 1,
    clientMessageId: null,
    content: "<p>Hello <strong>team</strong></p>",
    senderId: ADA_ID,
    userId: ADA_ID,
    sender: {
      id: ADA_ID,
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      avatar: null,
      avatar_fallBack: "AL",
    },
    timestamp: "2026-01-05T10:00:00.000Z",
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    editedAt: null,
    files: [],
    reactions: [],
    replyTo: null,
    teamId: null,
    isMentioned: false,
    mentions: [],
    isAttachment: false,
    isDraft: false,
    scheduledAt: null,
    pinned: false,
    pinnedAt: null,
    isStarred: false,
    isArchived: false,
    forwarded: null,
    category: "default",
    status: "received",
    isDeleted: false,
    poll: null,
    ...overrides,
  };
}

export function makeParticipant(userId: string, firstName: string, lastName: string): Participant {
  return {
    id: userId,
    userId,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}@example.com`,
    avatar: null,
    avatar_fallBack: `${firstName[0]}${lastName[0]}`,
    role: "member",
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CONVERSATION_ID,
    type: "chat",
    platform: "bearish",
    name: "Ada Lovelace",
    description: "",
    visibility: "private",
    teamId: null,
    avatar: null,
    avatar_fallBack: "AL",
    participants: [],
    participantIds: [],
    memberCount: 2,
    ownerId: null,
    myRole: "member",
    isDirect: true,
    isUnreadMessage: false,
    unreadCount: 0,
    isStar: false,
    isHide: false,
    isPinned: false,
    isArchived: false,
    isMuted: false,
    isBlocked: false,
    lastSeq: 1,
    lastReadSeq: 1,
    lastSeen: null,
    lastReadAt: null,
    lastMessageAt: null,
    lastMessage: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** Puts messages in the conversation's message cache, as the conversation page would have loaded them. */
export function seedMessages(queryClient: QueryClient, messages: Message[], conversationId = CONVERSATION_ID) {
  queryClient.setQueryData<MessagesData>(messagingKeys.messages(conversationId), {
    pages: [{ messages, hasMore: false }],
    pageParams: [undefined],
  });
}

/** Renders `render(message)` with the cached copy of one message, so cache updates show as they would on the page. */
export function CachedMessage({ id, children }: { id: string; children: (message: Message) => ReactNode }) {
  const { data } = useQuery<MessagesData>({
    queryKey: messagingKeys.messages(CONVERSATION_ID),
    queryFn: () => Promise.reject(new Error("seeded by the test")),
    enabled: false,
  });
  const message = flattenMessages(data).find((m) => m.id === id);
  return message ? children(message) : null;
}

/** Renders with the app's providers (i18n, query cache, snackbar), signed in as `me`. */
export function renderExtras(ui: ReactNode, { me = ME }: { me?: Me } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(meQueryKey, me);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider>{ui}</SnackbarProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, queryClient };
}
