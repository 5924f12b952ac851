import type { Conversation } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from "react-router";
import { i18n } from "../../../../app/i18n/i18n";
import { RealtimeProvider } from "../../../../lib/realtime/realtime-context";
import { SnackbarProvider } from "../../../../lib/snackbar";
import { createTestRealtime, flushPromises } from "../../../../test/fake-websocket";
import { makeMe } from "../../../../test/fixtures";
import { meQueryKey } from "../../../auth/hooks/use-me";
import { MessagingHome } from "../../routes/messaging-home";
import { MessagingLayout } from "../../routes/messaging-layout";
import { MessagingNotifier } from "./messaging-notifier";

export const ME = makeMe();
export const ADA = { id: "0197a000-0000-7000-8000-00000000000a", firstName: "Ada", lastName: "Lovelace" };
export const ALAN = { id: "0197a000-0000-7000-8000-00000000000b", firstName: "Alan", lastName: "Turing" };

function participant(person: { id: string; firstName: string; lastName: string }, role: "owner" | "member" = "member") {
  const name = `${person.firstName} ${person.lastName}`;
  return {
    id: person.id,
    userId: person.id,
    firstName: person.firstName,
    lastName: person.lastName,
    name,
    email: `${person.firstName.toLowerCase()}@bearish.test`,
    avatar: null,
    avatar_fallBack: `${person.firstName[0]}${person.lastName[0]}`,
    role,
  };
}

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  const people = [participant(ME), participant(ADA)];
  return {
    id: "0197d000-0000-7000-8000-000000000001",
    type: "chat",
    platform: "bearish",
    name: "Ada Lovelace",
    description: "",
    visibility: "private",
    teamId: null,
    avatar: null,
    avatar_fallBack: "AL",
    participants: people,
    participantIds: people.map((p) => p.id),
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
    lastSeq: 4,
    lastReadSeq: 4,
    lastSeen: null,
    lastReadAt: null,
    lastMessageAt: "2025-03-01T10:00:00.000Z",
    lastMessage: {
      id: "0197e000-0000-7000-8000-000000000004",
      preview: "See you tomorrow",
      senderId: ADA.id,
      senderName: "Ada Lovelace",
      createdAt: "2025-03-01T10:00:00.000Z",
      isDeleted: false,
    },
    createdAt: "2025-02-01T10:00:00.000Z",
    updatedAt: "2025-03-01T10:00:00.000Z",
    ...overrides,
  };
}

export function makeChannel(overrides: Partial<Conversation> = {}): Conversation {
  return makeConversation({
    id: "0197d000-0000-7000-8000-0000000000c1",
    type: "channel",
    name: "general",
    description: "Everyone",
    visibility: "public",
    isDirect: false,
    memberCount: 12,
    ownerId: ADA.id,
    participants: [participant(ADA, "owner"), participant(ME)],
    participantIds: [ADA.id, ME.id],
    ...overrides,
  });
}

export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: "0197e000-0000-7000-8000-000000000010",
    conversationId: "0197d000-0000-7000-8000-000000000001",
    conversationType: "chat",
    platform: "bearish",
    seq: 5,
    clientMessageId: null,
    content: "<p>Are you there?</p>",
    senderId: ADA.id,
    userId: ADA.id,
    sender: {
      id: ADA.id,
      firstName: ADA.firstName,
      lastName: ADA.lastName,
      email: "ada@bearish.test",
      avatar: null,
      avatar_fallBack: "AL",
    },
    timestamp: "2025-03-02T09:00:00.000Z",
    createdAt: "2025-03-02T09:00:00.000Z",
    updatedAt: "2025-03-02T09:00:00.000Z",
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
    status: "sent",
    isDeleted: false,
    poll: null,
    ...overrides,
  };
}

/** A list answer as the server sends it (with paging meta). */
export function listReply(items: Conversation[], hasMore = false) {
  return {
    status: 200,
    body: {
      success: true,
      statusCode: 200,
      message: "OK",
      data: items,
      meta: { page: 1, limit: 15, total: items.length, hasMore },
    },
  };
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * The messaging routes (list layout, home, a stand-in conversation page) with the app-wide notifier,
 * signed in as ME, with a connected fake realtime socket.
 */
export async function renderMessaging(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(meQueryKey, ME);
  const realtime = createTestRealtime();
  realtime.client.connect();
  await flushPromises();
  realtime.latest().open();
  const router = createMemoryRouter(
    [
      {
        path: "/:locale",
        element: (
          <>
            <MessagingNotifier />
            <Location />
            <Outlet />
          </>
        ),
        children: [
          {
            path: "message",
            element: <MessagingLayout />,
            children: [
              { path: "your-message/:type", element: <MessagingHome /> },
              {
                path: "your-message/:type/chat/:platform/:chatId",
                element: <div data-testid="conversation-page" />,
              },
              {
                path: "your-message/:type/channel/:platform/:channelId",
                element: <div data-testid="conversation-page" />,
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RealtimeProvider client={realtime.client}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </RealtimeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  let sequence = 0;
  /** The server sends an event on a channel. */
  const receive = (channel: string, name: string, data: unknown) =>
    act(() => realtime.latest().receive({ type: "event", channel, id: `1700000000000-${++sequence}`, name, data }));
  return { ...view, router, queryClient, realtime, receive };
}
