import type { Conversation, Participant } from "@bearish/shared/messaging/conversation";
import type { Message } from "@bearish/shared/messaging/message";
import { DEFAULT_MESSAGE_CENTER_SETTINGS } from "@bearish/shared/messaging/message-center-settings";
import type { Me } from "@bearish/shared/users/user";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, RouterProvider } from "react-router";
import { i18n } from "../../../../app/i18n/i18n";
import { RealtimeProvider } from "../../../../lib/realtime/realtime-context";
import { SnackbarProvider } from "../../../../lib/snackbar";
import { createTestRealtime, flushPromises } from "../../../../test/fake-websocket";
import { type MockReply, mockApi, ok } from "../../../../test/fetch-mock";
import { makeMe } from "../../../../test/fixtures";
import { meQueryKey } from "../../../auth/hooks/use-me";
import { ConversationPage } from "../../routes/conversation-page";

export const ME = makeMe();
export const ADA_ID = "0197a000-0000-7000-8000-00000000000a";
export const ALAN_ID = "0197a000-0000-7000-8000-00000000000b";
export const CHAT_ID = "0197d000-0000-7000-8000-000000000001";
export const CHAT_PATH = `/api/chats/bearish/${CHAT_ID}`;

export function makeParticipant(id: string, firstName: string, lastName: string): Participant {
  return {
    id,
    userId: id,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}@bearish.test`,
    avatar: null,
    avatar_fallBack: `${firstName[0]}${lastName[0]}`,
    role: "member",
  };
}

export const PEOPLE = [
  makeParticipant(ME.id, ME.firstName, ME.lastName),
  makeParticipant(ADA_ID, "Ada", "Lovelace"),
  makeParticipant(ALAN_ID, "Alan", "Turing"),
];

export function makeConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    id: CHAT_ID,
    type: "chat",
    platform: "bearish",
    name: "Ada Lovelace, Alan Turing",
    description: "",
    visibility: "private",
    teamId: null,
    avatar: null,
    avatar_fallBack: "AL",
    participants: PEOPLE,
    participantIds: PEOPLE.map((p) => p.userId),
    memberCount: PEOPLE.length,
    ownerId: null,
    myRole: "member",
    isDirect: false,
    isUnreadMessage: false,
    unreadCount: 0,
    isStar: false,
    isHide: false,
    isPinned: false,
    isArchived: false,
    isMuted: false,
    isBlocked: false,
    lastSeq: 0,
    lastReadSeq: 0,
    lastSeen: null,
    lastReadAt: null,
    lastMessageAt: null,
    lastMessage: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

let counter = 0;

/** A delivered message of `senderId` (seq and time given, or following each other a minute apart). */
export function makeMessage(overrides: Partial<Message> & { senderId?: string } = {}): Message {
  counter += 1;
  const senderId = overrides.senderId ?? ADA_ID;
  const person = PEOPLE.find((p) => p.userId === senderId) ?? PEOPLE[1];
  const createdAt = overrides.createdAt ?? new Date(Date.UTC(2026, 0, 5, 9, counter)).toISOString();
  return {
    id: `0197e000-0000-7000-8000-${String(counter).padStart(12, "0")}`,
    conversationId: CHAT_ID,
    conversationType: "chat",
    platform: "bearish",
    seq: counter,
    clientMessageId: null,
    content: `<p>Message ${counter}</p>`,
    senderId,
    userId: senderId,
    sender: person
      ? {
          id: person.userId,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          avatar: null,
          avatar_fallBack: person.avatar_fallBack,
        }
      : null,
    timestamp: createdAt,
    createdAt,
    updatedAt: createdAt,
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
    status: senderId === ME.id ? "sent" : "received",
    isDeleted: false,
    poll: null,
    ...overrides,
  };
}

/** ProseMirror measures the caret; jsdom has no layout, so these answer empty boxes. */
function polyfillLayout() {
  const empty = () => new DOMRect(0, 0, 0, 0);
  const list = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = list;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = empty;
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
}

type Routes = Record<
  string,
  MockReply | ((request: { url: string; init: RequestInit | undefined }) => MockReply | Promise<MockReply>)
>;

/**
 * Renders the conversation page of CHAT_ID signed in as ME, with the server played by `routes` (the
 * conversation, its messages, read, settings and pins answer by default) and a connected fake socket.
 */
export async function renderConversation({
  messages = [],
  conversation = makeConversation(),
  routes = {},
  me = ME as Me,
}: {
  messages?: Message[];
  conversation?: Conversation;
  routes?: Routes;
  me?: Me;
} = {}) {
  polyfillLayout();
  const fetchMock = mockApi({
    [`GET ${CHAT_PATH}`]: ok(conversation),
    [`GET ${CHAT_PATH}/messages`]: {
      status: 200,
      body: {
        success: true,
        statusCode: 200,
        message: "OK",
        data: messages,
        meta: { page: 1, limit: 1000, total: messages.length, hasMore: false },
      },
    },
    [`PUT ${CHAT_PATH}/read`]: ok(conversation),
    "GET /api/settings/message-center": ok(DEFAULT_MESSAGE_CENTER_SETTINGS),
    "GET /api/messages/pinned": ok([]),
    ...routes,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(meQueryKey, me);
  const realtime = createTestRealtime();
  realtime.client.connect();
  await flushPromises();
  realtime.latest().open();
  const router = createMemoryRouter(
    [{ path: "/:locale/message/your-message/:type/chat/:platform/:chatId", element: <ConversationPage /> }],
    { initialEntries: [`/en/message/your-message/inbox/chat/bearish/${CHAT_ID}`] },
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
  let eventId = 0;
  /** The server publishes `name` with `data` on the chat's channel (resolves once the view caught up). */
  const publish = (name: string, data: unknown) =>
    act(async () => {
      realtime.latest().receive({
        type: "event",
        channel: `chat:bearish:${CHAT_ID}`,
        id: `1800000000000-${++eventId}`,
        name,
        data,
      });
      // TanStack Query tells its observers on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { ...view, fetchMock, queryClient, realtime, router, publish };
}
