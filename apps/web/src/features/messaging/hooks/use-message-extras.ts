import type { ConversationType, MessagingPlatform, Participant } from "@bearish/shared/messaging/conversation";
import type { Message, Reaction } from "@bearish/shared/messaging/message";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { useMe } from "../../auth/hooks/use-me";
import {
  archiveMessage,
  fetchConversation,
  forwardMessage,
  listConversations,
  listPinnedMessages,
  listStarredMessages,
  lockPoll,
  pinMessage,
  setReaction,
  starMessage,
  unarchiveMessage,
  unpinMessage,
  unsetReaction,
  updatePollOptions,
  votePoll,
} from "../api";
import { patchMessage, upsertMessage } from "./message-cache";
import { messagingKeys } from "./messaging-keys";

export type PollOptionsBody = Parameters<typeof updatePollOptions>[1];

/** Prefixes of every starred and archived list (one per conversation, and the global one). */
const STARRED_LISTS = messagingKeys.starred(null).slice(0, 2);
const ARCHIVED_LISTS = messagingKeys.archived(null).slice(0, 2);

/** Optimistic reactions carry this id prefix until the server's answer replaces them. */
const PENDING_REACTION_PREFIX = "pending:";

interface ReactionVars {
  id: string;
  emoji: string;
}
interface ReactionContext {
  /** The optimistic reaction added (react) or the reactions taken away (unreact), to undo on failure. */
  added: Reaction | null;
  removed: Reaction[];
}

/** Adds `userId`'s `emoji` to a loaded message at once (none when it is already there). */
function addOptimisticReaction(
  queryClient: QueryClient,
  conversationId: string,
  { id, emoji }: ReactionVars,
  userId: string,
): ReactionContext {
  const added: Reaction = { id: `${PENDING_REACTION_PREFIX}${crypto.randomUUID()}`, userId, emoji };
  let applied = false;
  patchMessage(queryClient, conversationId, id, (message) => {
    if (message.reactions.some((r) => r.userId === userId && r.emoji === emoji)) return message;
    applied = true;
    return { ...message, reactions: [...message.reactions, added] };
  });
  return { added: applied ? added : null, removed: [] };
}

function removeOptimisticReaction(
  queryClient: QueryClient,
  conversationId: string,
  { id, emoji }: ReactionVars,
  userId: string,
): ReactionContext {
  let removed: Reaction[] = [];
  patchMessage(queryClient, conversationId, id, (message) => {
    removed = message.reactions.filter((r) => r.userId === userId && r.emoji === emoji);
    return removed.length ? { ...message, reactions: message.reactions.filter((r) => !removed.includes(r)) } : message;
  });
  return { added: null, removed };
}

/** Undoes one optimistic change only, so reactions that arrived meanwhile (realtime) are kept. */
function rollBackReaction(queryClient: QueryClient, conversationId: string, id: string, context: ReactionContext) {
  patchMessage(queryClient, conversationId, id, (message) => {
    let reactions = message.reactions;
    if (context.added) reactions = reactions.filter((r) => r.id !== context.added?.id);
    const missing = context.removed.filter((r) => !reactions.some((x) => x.id === r.id));
    if (missing.length) reactions = [...reactions, ...missing];
    return reactions === message.reactions ? message : { ...message, reactions };
  });
}

/**
 * Pins, stars, archive, reactions and polls of one conversation's messages. Each mutation puts the
 * server's answer into the message cache; reactions show at once and are undone when the server
 * refuses. Failures show the server's reason in the snackbar.
 */
export function useMessageExtras(conversationId: string) {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const me = useMe().data;

  const replace = (message: Message) => patchMessage(queryClient, conversationId, message.id, () => message);
  const failed = (title: string) => (error: Error) =>
    showSnackbar(title, { severity: "error", detail: errorMessageOf(error) });

  const pinMutation = useMutation({
    mutationFn: async ({ id, pinned }: { id: string; pinned: boolean }) =>
      (pinned ? await pinMessage(id) : await unpinMessage(id)).data,
    onSuccess: (message) => {
      replace(message);
      void queryClient.invalidateQueries({ queryKey: messagingKeys.pinned(conversationId) });
    },
    onError: failed(t("messagingExtras.errors.pin")),
  });

  const starMutation = useMutation({
    mutationFn: async ({ id, isStarred }: { id: string; isStarred: boolean }) =>
      (await starMessage(id, isStarred)).data,
    onSuccess: (message) => {
      replace(message);
      void queryClient.invalidateQueries({ queryKey: STARRED_LISTS });
    },
    onError: failed(t("messagingExtras.errors.star")),
  });

  const archiveMutation = useMutation({
    mutationFn: async ({ id, archived }: { id: string; archived: boolean }) =>
      (archived ? await archiveMessage(id) : await unarchiveMessage(id)).data,
    onSuccess: (message) => {
      replace(message);
      void queryClient.invalidateQueries({ queryKey: ARCHIVED_LISTS });
    },
    onError: failed(t("messagingExtras.errors.archive")),
  });

  const reactMutation = useMutation<Message, Error, ReactionVars, ReactionContext>({
    mutationFn: async ({ id, emoji }) => (await setReaction(id, emoji)).data,
    onMutate: (vars) =>
      me ? addOptimisticReaction(queryClient, conversationId, vars, me.id) : { added: null, removed: [] },
    onSuccess: replace,
    onError: (error, vars, context) => {
      if (context) rollBackReaction(queryClient, conversationId, vars.id, context);
      failed(t("messagingExtras.errors.reaction"))(error);
    },
  });

  const unreactMutation = useMutation<Message, Error, ReactionVars, ReactionContext>({
    mutationFn: async ({ id, emoji }) => (await unsetReaction(id, emoji)).data,
    onMutate: (vars) =>
      me ? removeOptimisticReaction(queryClient, conversationId, vars, me.id) : { added: null, removed: [] },
    onSuccess: replace,
    onError: (error, vars, context) => {
      if (context) rollBackReaction(queryClient, conversationId, vars.id, context);
      failed(t("messagingExtras.errors.reaction"))(error);
    },
  });

  const pollOptionsMutation = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: PollOptionsBody }) => (await updatePollOptions(id, body)).data,
    onSuccess: replace,
    onError: failed(t("messagingExtras.errors.poll")),
  });
  const lockMutation = useMutation({
    mutationFn: async (id: string) => (await lockPoll(id)).data,
    onSuccess: replace,
    onError: failed(t("messagingExtras.errors.poll")),
  });
  const voteMutation = useMutation({
    mutationFn: async ({ id, optionId }: { id: string; optionId: string }) => (await votePoll(id, optionId)).data,
    onSuccess: replace,
    onError: failed(t("messagingExtras.errors.vote")),
  });

  // Failures are reported in onError; callers get null instead of a rejection to handle again.
  const settle = (promise: Promise<Message>) => promise.catch(() => null);
  return {
    pin: (id: string) => settle(pinMutation.mutateAsync({ id, pinned: true })),
    unpin: (id: string) => settle(pinMutation.mutateAsync({ id, pinned: false })),
    star: (id: string, isStarred: boolean) => settle(starMutation.mutateAsync({ id, isStarred })),
    archive: (id: string) => settle(archiveMutation.mutateAsync({ id, archived: true })),
    unarchive: (id: string) => settle(archiveMutation.mutateAsync({ id, archived: false })),
    react: (id: string, emoji: string) => settle(reactMutation.mutateAsync({ id, emoji })),
    unreact: (id: string, emoji: string) => settle(unreactMutation.mutateAsync({ id, emoji })),
    updatePollOptions: (id: string, body: PollOptionsBody) => settle(pollOptionsMutation.mutateAsync({ id, body })),
    lockPoll: (id: string) => settle(lockMutation.mutateAsync(id)),
    vote: (id: string, optionId: string) => settle(voteMutation.mutateAsync({ id, optionId })),
    isPinPending: pinMutation.isPending,
    isStarPending: starMutation.isPending,
    isArchivePending: archiveMutation.isPending,
    isPollPending: pollOptionsMutation.isPending || lockMutation.isPending,
    isVotePending: voteMutation.isPending,
  };
}

/** A conversation's pinned messages, newest pin first. */
export function usePinnedMessages(conversationId: string) {
  return useQuery({
    queryKey: messagingKeys.pinned(conversationId),
    queryFn: async ({ signal }) => (await listPinnedMessages(conversationId, signal)).data,
  });
}

/** The caller's starred messages, in one conversation or (null) everywhere. */
export function useStarredMessages(conversationId: string | null) {
  return useQuery({
    queryKey: messagingKeys.starred(conversationId),
    queryFn: async ({ signal }) =>
      (await listStarredMessages(conversationId ? { chatId: conversationId } : {}, signal)).data,
  });
}

/**
 * The people of a conversation by user id (to show who voted or reacted). Shares the conversation's
 * cache entry with the conversation page, so it costs no extra request there.
 */
export function useConversationPeople(type: ConversationType, platform: MessagingPlatform, conversationId: string) {
  const query = useQuery({
    queryKey: messagingKeys.conversation(conversationId),
    queryFn: async ({ signal }) => (await fetchConversation(type, platform, conversationId, signal)).data,
    staleTime: 60_000,
  });
  const participants = query.data?.participants;
  return useMemo(() => new Map<string, Participant>((participants ?? []).map((p) => [p.userId, p])), [participants]);
}

/** How many chats and channels the forward dialog offers per search. */
export const FORWARD_TARGETS_LIMIT = 50;

/**
 * The caller's chats and channels to forward to, matching `search`. The key sits under the lists'
 * prefix (so list invalidations refresh it) with its own marker, apart from the paged lists.
 */
export function useForwardTargets(platform: MessagingPlatform, search: string, enabled: boolean) {
  const params = { pageSize: FORWARD_TARGETS_LIMIT, search: search.trim() || undefined };
  const chats = useQuery({
    queryKey: messagingKeys.forwardTargets("chat", platform, params),
    queryFn: async ({ signal }) => (await listConversations("chat", platform, "inbox", params, signal)).data,
    enabled,
  });
  const channels = useQuery({
    queryKey: messagingKeys.forwardTargets("channel", platform, params),
    queryFn: async ({ signal }) => (await listConversations("channel", platform, "inbox", params, signal)).data,
    enabled,
  });
  return {
    chats: chats.data ?? [],
    channels: channels.data ?? [],
    isLoading: chats.isLoading || channels.isLoading,
    isError: chats.isError || channels.isError,
  };
}

export interface ForwardVars {
  type: ConversationType;
  platform: MessagingPlatform;
  fromConversationId: string;
  messageId: string;
  targetId: string;
  content: string;
}

/** Forwards a message to another conversation; the copy joins that conversation's cache when loaded. */
export function useForwardMessage() {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (vars: ForwardVars) =>
      (
        await forwardMessage(vars.type, vars.platform, vars.fromConversationId, vars.messageId, {
          chatId: vars.targetId,
          content: vars.content,
        })
      ).data,
    onSuccess: (message) => {
      upsertMessage(queryClient, message.conversationId, message);
      showSnackbar(t("messagingExtras.forward.done"), { severity: "success" });
    },
    onError: (error: Error) =>
      showSnackbar(t("messagingExtras.errors.forward"), { severity: "error", detail: errorMessageOf(error) }),
  });
}
