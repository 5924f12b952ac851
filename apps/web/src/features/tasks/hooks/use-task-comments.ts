import { workspaceChannel } from "@bearish/shared/realtime/channels";
import {
  COMMENT_LIST_DEFAULT_LIMIT,
  TASK_COMMENT_EVENTS,
  type TaskComment,
  taskCommentSchema,
} from "@bearish/shared/tasks/task-comments";
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import { useSnackbar } from "../../../lib/snackbar";
import { addComment, deleteComment, editComment, listComments } from "../api";
import { taskKeys } from "./task-keys";

interface CommentPage {
  items: TaskComment[];
  hasMore: boolean;
}
type CommentCache = InfiniteData<CommentPage, number>;

/** Comments of a task, page by page ("Load older" asks for the next); shown oldest first. */
export function useTaskComments(taskId: string) {
  const query = useInfiniteQuery({
    queryKey: taskKeys.comments(taskId),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }): Promise<CommentPage> => {
      const answer = await listComments(taskId, pageParam, signal);
      return { items: answer.data, hasMore: answer.meta?.hasMore ?? answer.data.length >= COMMENT_LIST_DEFAULT_LIMIT };
    },
    getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
  });
  return { ...query, comments: flatten(query.data) };
}

/** Every loaded comment once, oldest first, whatever order the pages came in. */
function flatten(data: InfiniteData<CommentPage, unknown> | undefined): TaskComment[] {
  if (!data) return [];
  const byId = new Map<string, TaskComment>();
  for (const page of data.pages) for (const comment of page.items) byId.set(comment.id, comment);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

function upsert(queryClient: QueryClient, taskId: string, comment: TaskComment) {
  queryClient.setQueryData<CommentCache>(taskKeys.comments(taskId), (cache) => {
    if (!cache) return cache;
    const known = cache.pages.some((page) => page.items.some((c) => c.id === comment.id));
    const pages = known
      ? cache.pages.map((page) => ({ ...page, items: page.items.map((c) => (c.id === comment.id ? comment : c)) }))
      : cache.pages.map((page, index) => (index === 0 ? { ...page, items: [comment, ...page.items] } : page));
    return { ...cache, pages };
  });
}

function remove(queryClient: QueryClient, taskId: string, commentId: string) {
  queryClient.setQueryData<CommentCache>(taskKeys.comments(taskId), (cache) =>
    cache
      ? {
          ...cache,
          pages: cache.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== commentId) })),
        }
      : cache,
  );
}

function useCommentMutation<V>(run: (vars: V) => Promise<void>) {
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: run,
    onError: (error: Error) =>
      showSnackbar(t("taskCard.comments.failed"), { severity: "error", detail: errorMessageOf(error) }),
  });
}

export function useAddComment(taskId: string) {
  const queryClient = useQueryClient();
  return useCommentMutation(async (body: string) => {
    upsert(queryClient, taskId, (await addComment(taskId, body)).data);
  });
}

export function useEditComment(taskId: string) {
  const queryClient = useQueryClient();
  return useCommentMutation(async ({ id, body }: { id: string; body: string }) => {
    upsert(queryClient, taskId, (await editComment(taskId, id, body)).data);
  });
}

export function useDeleteComment(taskId: string) {
  const queryClient = useQueryClient();
  return useCommentMutation(async (id: string) => {
    await deleteComment(taskId, id);
    remove(queryClient, taskId, id);
  });
}

/** `task-comment-*` on the workspace channel keep an open task's comments live. */
export function useTaskCommentEvents(workspaceId: string, taskId: string) {
  const forThisTask = (data: unknown) => (data as { taskId?: unknown } | null)?.taskId === taskId;
  const onComment = (data: unknown, queryClient: QueryClient) => {
    if (!forThisTask(data)) return;
    const parsed = taskCommentSchema.safeParse((data as { comment?: unknown }).comment);
    if (parsed.success) upsert(queryClient, taskId, parsed.data);
  };
  useRealtimeQuerySync(workspaceId ? workspaceChannel(workspaceId) : null, {
    [TASK_COMMENT_EVENTS.created]: onComment,
    [TASK_COMMENT_EVENTS.updated]: onComment,
    [TASK_COMMENT_EVENTS.deleted]: (data, queryClient) => {
      const id = (data as { id?: unknown } | null)?.id;
      if (forThisTask(data) && typeof id === "string") remove(queryClient, taskId, id);
    },
    resync: [taskKeys.comments(taskId)],
  });
}
