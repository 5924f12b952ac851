import type { PageAnchor } from "@bearish/shared/pages/page-comments";
import { PAGE_EVENTS, pageChangedEventSchema } from "@bearish/shared/pages/page-events";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import {
  type CommentStatusFilter,
  createComment,
  createSuggestion,
  decideSuggestion,
  deleteComment,
  editComment,
  listComments,
  listSuggestions,
  replyToComment,
  resolveComment,
  type SuggestionStatusFilter,
} from "../api";
import { type PageTarget, pageKeys } from "../page-target";

const commentsOf = (t: PageTarget) => [...pageKeys.of(t), "comments"] as const;
const suggestionsOf = (t: PageTarget) => [...pageKeys.of(t), "suggestions"] as const;

/** A page's comment threads with one status filter (refetched on realtime changes, see usePageCommentEvents). */
export function usePageComments(target: PageTarget, status: CommentStatusFilter) {
  return useQuery({
    queryKey: pageKeys.comments(target, status),
    queryFn: async ({ signal }) => (await listComments(target, status, signal)).data,
  });
}

/** Creating, replying, editing, deleting and resolving comments; every change refetches the threads. */
export function useCommentActions(target: PageTarget) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: commentsOf(target) });
  return {
    create: useMutation({
      mutationFn: (body: { body: string; anchor?: PageAnchor }) => createComment(target, body),
      onSuccess,
    }),
    reply: useMutation({
      mutationFn: ({ commentId, body }: { commentId: string; body: string }) => replyToComment(target, commentId, body),
      onSuccess,
    }),
    edit: useMutation({
      mutationFn: ({ commentId, body }: { commentId: string; body: string }) => editComment(target, commentId, body),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: (commentId: string) => deleteComment(target, commentId), onSuccess }),
    resolve: useMutation({
      mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) =>
        resolveComment(target, commentId, resolved),
      onSuccess,
    }),
  };
}

export function usePageSuggestions(target: PageTarget, status: SuggestionStatusFilter) {
  return useQuery({
    queryKey: pageKeys.suggestions(target, status),
    queryFn: async ({ signal }) => (await listSuggestions(target, status, signal)).data,
  });
}

/** Suggesting, accepting and rejecting; every change refetches the suggestions. */
export function useSuggestionActions(target: PageTarget) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: suggestionsOf(target) });
  return {
    create: useMutation({
      mutationFn: (body: { anchor: PageAnchor; quote: string; replacement: string }) => createSuggestion(target, body),
      onSuccess,
    }),
    decide: useMutation({
      mutationFn: ({ suggestionId, decision }: { suggestionId: string; decision: "accept" | "reject" }) =>
        decideSuggestion(target, suggestionId, decision),
      onSettled: onSuccess,
    }),
  };
}

/** Comments and suggestions written by others arrive over the workspace channel; the open page refetches. */
export function usePageCommentEvents(target: PageTarget) {
  const forThisPage = (data: unknown) => {
    const parsed = pageChangedEventSchema.safeParse(data);
    return !parsed.success || (parsed.data.kind === target.kind && parsed.data.targetId === target.targetId);
  };
  useRealtimeQuerySync(workspaceChannel(target.workspaceId), {
    [PAGE_EVENTS.commentsChanged]: (data: unknown, queryClient: QueryClient) => {
      if (forThisPage(data)) void queryClient.invalidateQueries({ queryKey: commentsOf(target) });
    },
    [PAGE_EVENTS.suggestionsChanged]: (data: unknown, queryClient: QueryClient) => {
      if (forThisPage(data)) void queryClient.invalidateQueries({ queryKey: suggestionsOf(target) });
    },
    resync: [commentsOf(target), suggestionsOf(target)],
  });
}
