import { useInfiniteQuery } from "@tanstack/react-query";
import { listActivity } from "../api";
import { workspaceKeys } from "./workspace-keys";

/** The workspace's activity, newest first, one page of 20 at a time; realtime events invalidate it. */
export function useWorkspaceActivity(workspaceId: string) {
  return useInfiniteQuery({
    queryKey: workspaceKeys.activity(workspaceId),
    queryFn: async ({ pageParam, signal }) => {
      const answer = await listActivity(workspaceId, pageParam, signal);
      return { entries: answer.data, hasMore: answer.meta?.hasMore ?? false };
    },
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.hasMore ? lastPage + 1 : undefined),
  });
}
