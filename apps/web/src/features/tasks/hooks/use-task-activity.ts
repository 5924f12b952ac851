import { ACTIVITY_DEFAULT_LIMIT, type Activity } from "@bearish/shared/workspaces/workspace-activity";
import { useInfiniteQuery } from "@tanstack/react-query";
import { listTaskActivity } from "../api";
import { taskKeys } from "./task-keys";

/** A task's activity, newest first, 20 at a time. */
export function useTaskActivity(taskId: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: taskKeys.activity(taskId),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await listTaskActivity(taskId, pageParam, signal);
      return { items: answer.data, hasMore: answer.meta?.hasMore ?? answer.data.length >= ACTIVITY_DEFAULT_LIMIT };
    },
    getNextPageParam: (last, _all, lastParam) => (last.hasMore ? lastParam + 1 : undefined),
    enabled: enabled && taskId !== "",
  });
  const entries: Activity[] = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, entries };
}
