import type {
  ChannelUser,
  Conversation,
  ConversationListKind,
  ConversationType,
  CreateChannelBody,
  MessagingPlatform,
  UpdateChannelBody,
} from "@bearish/shared/messaging/conversation";
import type { MediaDateRange, MediaItem, MediaType, Mention, Message } from "@bearish/shared/messaging/message";
import type { MessageCenterSettings } from "@bearish/shared/messaging/message-center-settings";
import { http } from "../../lib/http";

const id = (value: string) => encodeURIComponent(value);

/** `/chats/{platform}` or `/channels/{platform}`: the conversation type's path root. */
export const rootOf = (type: ConversationType, platform: MessagingPlatform) =>
  `/${type === "chat" ? "chats" : "channels"}/${id(platform)}`;
const conversationPath = (type: ConversationType, platform: MessagingPlatform, conversationId: string) =>
  `${rootOf(type, platform)}/${id(conversationId)}`;

export interface ConversationListParams {
  pageSize?: number;
  pageNumber?: number;
  filter?: "all" | "unread" | "starred";
  search?: string;
}

// ── Chats and channels (spec §7) ────────────────────────────────────────────────────────────────

/** Inbox or hidden ("archive") list; meta carries page, limit, total, hasMore. */
export const listConversations = (
  type: ConversationType,
  platform: MessagingPlatform,
  kind: ConversationListKind,
  params: ConversationListParams,
  signal?: AbortSignal,
) =>
  http.get<Conversation[]>(`${rootOf(type, platform)}${kind === "archive" ? "/archive" : ""}`, {
    query: { ...params },
    signal,
  });
export const fetchConversation = (
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  signal?: AbortSignal,
) => http.get<Conversation>(conversationPath(type, platform, conversationId), { signal });
/** Starts (or reopens: same people, same chat) a chat. */
export const createChat = (platform: MessagingPlatform, participantIds: string[]) =>
  http.post<Conversation>(rootOf("chat", platform), { participantIds });
export const createChannel = (body: CreateChannelBody) =>
  http.post<Conversation>(rootOf("channel", body.platform), body);
export const updateChannel = (platform: MessagingPlatform, channelId: string, body: UpdateChannelBody) =>
  http.patch<Conversation>(conversationPath("channel", platform, channelId), body);
export const listChannelUsers = (platform: MessagingPlatform, search?: string, signal?: AbortSignal) =>
  http.get<ChannelUser[]>(`${rootOf("channel", platform)}/users`, { query: { search }, signal });
/** Public channels the caller has not joined. */
export const browseChannels = (platform: MessagingPlatform, search?: string, signal?: AbortSignal) =>
  http.get<Conversation[]>(`${rootOf("channel", platform)}/browse`, { query: { search }, signal });
export const joinChannel = (platform: MessagingPlatform, channelId: string) =>
  http.post<Conversation>(`${conversationPath("channel", platform, channelId)}/join`, {});
export const addChannelMembers = (platform: MessagingPlatform, channelId: string, userIds: string[]) =>
  http.post<Conversation>(`${conversationPath("channel", platform, channelId)}/members`, { userIds });
export const removeChannelMember = (platform: MessagingPlatform, channelId: string, userId: string) =>
  http.delete<Conversation | { left: true }>(
    `${conversationPath("channel", platform, channelId)}/members/${id(userId)}`,
  );

/** The context menu's per-person actions (spec §4); each answers the conversation as the caller sees it. */
export type ConversationAction =
  | "pin"
  | "unpin"
  | "star"
  | "unstar"
  | "hide"
  | "unhide"
  | "mute"
  | "unmute"
  | "block"
  | "unblock"
  | "read"
  | "unread";

/** Each action with the method and body the spec lists for chats and channels. */
export function runConversationAction(
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  action: ConversationAction,
) {
  const path = `${conversationPath(type, platform, conversationId)}/${action}`;
  const chat = type === "chat";
  switch (action) {
    case "pin":
      return chat
        ? http.patch<Conversation>(path, { isPinned: true })
        : http.post<Conversation>(path, { isPinned: true });
    case "unpin":
      return chat ? http.patch<Conversation>(path, { isPinned: false }) : http.post<Conversation>(path, {});
    case "star":
      return http.put<Conversation>(path, {}, { query: { isStar: true } });
    case "unstar":
      return http.put<Conversation>(path, {}, { query: { isStar: false } });
    case "hide":
      return http.post<Conversation>(path, chat ? { hide: true } : { isHidden: true });
    case "unhide":
      return http.post<Conversation>(path, chat ? { hide: false } : {});
    default:
      return http.put<Conversation>(path, {});
  }
}
/** Deletes a chat from the caller's lists (a new message brings it back); the owner deletes a channel for everyone. */
export const deleteConversation = (type: ConversationType, platform: MessagingPlatform, conversationId: string) =>
  http.delete<{ id: string }>(conversationPath(type, platform, conversationId));

// ── Messages (spec §7) ──────────────────────────────────────────────────────────────────────────

export interface MessageListParams {
  pageSize?: number;
  pageNumber?: number;
  /** Older than this sequence number (cursor paging for "load older"). */
  beforeSeq?: number;
}
/** Oldest first; meta.hasMore says whether older messages remain. */
export const listMessages = (
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  params: MessageListParams,
  signal?: AbortSignal,
) =>
  http.get<Message[]>(`${conversationPath(type, platform, conversationId)}/messages`, { query: { ...params }, signal });
export const fetchMessage = (messageId: string, signal?: AbortSignal) =>
  http.get<Message>(`/messages/${id(messageId)}`, { signal });

export interface SendMessageInput {
  content: string;
  clientMessageId: string;
  replyTo?: string;
  mentions?: Mention[];
  fileIds?: string[];
  isDraft?: boolean;
  poll?: { question: string; options: { value: string }[] };
}
/** JSON send; a retry with the same clientMessageId answers the stored message, never a copy. */
export const sendMessage = (
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  body: SendMessageInput,
) => http.post<Message>(`${conversationPath(type, platform, conversationId)}/messages`, body);
/** Multipart send with files (fields as the JSON send; `mentions` as JSON text; `files` parts). */
export const sendMessageWithFiles = (
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  form: FormData,
) => http.post<Message>(`${conversationPath(type, platform, conversationId)}/messages`, form);
export const scheduleMessage = (
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  body: SendMessageInput & { scheduledAt: string },
) => http.post<Message>(`${conversationPath(type, platform, conversationId)}/messages/schedule`, body);
/** The caller's scheduled (not yet sent) messages in a conversation. */
export const listScheduledMessages = (
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  signal?: AbortSignal,
) => http.get<Message[]>(`${conversationPath(type, platform, conversationId)}/messages/scheduled`, { signal });
export const rescheduleMessage = (
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  messageId: string,
  body: { scheduledAt: string; content?: string },
) =>
  http.patch<Message>(`${conversationPath(type, platform, conversationId)}/messages/schedule/${id(messageId)}`, body);
export const cancelScheduledMessage = (
  type: ConversationType,
  platform: MessagingPlatform,
  conversationId: string,
  messageId: string,
) =>
  http.delete<{ id: string }>(`${conversationPath(type, platform, conversationId)}/messages/schedule/${id(messageId)}`);
/** The caller's drafts in a conversation. */
export const listDrafts = (type: ConversationType, platform: MessagingPlatform, conversationId: string) =>
  http.get<Message[]>(`${conversationPath(type, platform, conversationId)}/messages/drafts`);
export const editMessage = (messageId: string, content: string, mentions?: Mention[]) =>
  http.put<Message>(`/messages/${id(messageId)}`, { content, mentions });
/** Changes a draft, or sends it with `isDraft: false`. */
export const patchMessage = (messageId: string, body: { content?: string; isDraft?: boolean }) =>
  http.patch<Message>(`/messages/${id(messageId)}`, body);
export const forwardMessage = (
  type: ConversationType,
  platform: MessagingPlatform,
  fromConversationId: string,
  messageId: string,
  body: { chatId: string; content: string },
) =>
  http.post<Message>(`${conversationPath(type, platform, fromConversationId)}/messages/${id(messageId)}/forward`, body);
export const markMessageRead = (messageId: string) => http.post<Conversation>(`/messages/${id(messageId)}/read`, {});
export const markMessageUnread = (messageId: string) =>
  http.post<Conversation>(`/messages/${id(messageId)}/unread`, {});
export const deleteMessage = (messageId: string) => http.delete<{ id: string }>(`/messages/${id(messageId)}`);

// ── Pins, stars, archive, reactions, polls, media ─────────────────────────────────────────────

export const pinMessage = (messageId: string) => http.post<Message>("/message/pin", { messageId, isPinned: true });
export const unpinMessage = (messageId: string) => http.post<Message>("/message/unpin", { messageId });
/** A conversation's pinned messages, newest pin first. */
export const listPinnedMessages = (conversationId: string, signal?: AbortSignal) =>
  http.get<Message[]>("/messages/pinned", { query: { chatId: conversationId }, signal });
export const starMessage = (messageId: string, isStarred: boolean) =>
  http.patch<Message>("/messages/starred", { messageId, isStarred });
/** The caller's starred messages (optionally in one conversation). */
export const listStarredMessages = (params: { chatId?: string; page?: number; limit?: number }, signal?: AbortSignal) =>
  http.get<Message[]>("/messages/starred", { query: { ...params }, signal });
export const archiveMessage = (messageId: string) => http.post<Message>("/messages/archived", { messageId });
export const unarchiveMessage = (messageId: string) => http.post<Message>("/messages/unarchive", { messageId });
export const listArchivedMessages = (
  params: { chatId?: string; page?: number; limit?: number },
  signal?: AbortSignal,
) => http.get<Message[]>("/messages/archived", { query: { ...params }, signal });
export const setReaction = (messageId: string, reaction: string) =>
  http.post<Message>(`/messages/${id(messageId)}/setReaction`, { reaction });
export const unsetReaction = (messageId: string, reaction: string) =>
  http.put<Message>(`/messages/${id(messageId)}/unsetReaction`, { reaction });
/** Open polls only; the author changes the question and options (`id` keeps an option, none adds one). */
export const updatePollOptions = (
  messageId: string,
  body: { question?: string; options: { id?: string; value: string }[] },
) => http.put<Message>(`/messages/${id(messageId)}/poll/options`, body);
/** "Lock options and allow voting" (needs more than one option). */
export const lockPoll = (messageId: string) => http.post<Message>(`/messages/${id(messageId)}/poll/lock`, {});
export const votePoll = (messageId: string, optionId: string) =>
  http.post<Message>(`/messages/${id(messageId)}/poll/vote`, { optionId });

export interface MediaParams {
  filter?: MediaDateRange;
  sender?: "me" | "others";
  searchQuery?: string;
  page?: number;
  limit?: number;
}
/** The media files panel: files and links of one conversation. */
export const listMedia = (
  platform: MessagingPlatform,
  conversationId: string,
  type: MediaType,
  params: MediaParams,
  signal?: AbortSignal,
) =>
  http.get<MediaItem[]>(`/messages/files/${id(platform)}/${id(conversationId)}/${id(type)}`, {
    query: { ...params },
    signal,
  });

// ── Settings ────────────────────────────────────────────────────────────────────────────────────

export const fetchMessageCenterSettings = (signal?: AbortSignal) =>
  http.get<MessageCenterSettings>("/settings/message-center", { signal });
export const updateMessageCenterSettings = (body: Partial<MessageCenterSettings>) =>
  http.put<MessageCenterSettings>("/settings/message-center", body);
