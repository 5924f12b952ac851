import { TASK_FILTER_DEFAULT_LIMIT, type WorkspaceTask } from "@bearish/shared/tasks/task";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { HttpError } from "../../../lib/http";
import { listWorkspaceTasks } from "../api";
import { TASK_LIST_RETRIES, taskKeys } from "./task-keys";

/** One page of the cross-workspace list; `data` like the envelope, so the shared cache helpers can patch it. */
export interface WorkspaceTaskPage {
  data: WorkspaceTask[];
  page: number;
  hasMore: boolean;
  total: number;
}

/** A refusal (4xx) will not change on a second try; anything else is tried again, up to 3 times (spec §8). */
const retryTaskList = (failureCount: number, error: unknown) =>
  !(error instanceof HttpError && error.status !== null && error.status < 500) && failureCount < TASK_LIST_RETRIES;

/**
 * Tasks of every workspace the caller can see, 200 per page (spec §9), filtered by the server with
 * `params` (see buildTaskFilterParams). Pages load on demand with `fetchNextPage`.
 */
export function useWorkspaceTasks(params: Record<string, string>) {
  const query = useInfiniteQuery({
    queryKey: taskKeys.workspaceList(params),
    queryFn: async ({ pageParam, signal }): Promise<WorkspaceTaskPage> => {
      const answer = await listWorkspaceTasks({ ...params, page: pageParam, limit: TASK_FILTER_DEFAULT_LIMIT }, signal);
      return {
        data: answer.data,
        page: pageParam,
        hasMore: answer.meta?.hasMore ?? false,
        total: answer.meta?.total ?? answer.data.length,
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    retry: retryTaskList,
    // Keep the rows on screen while a changed filter loads, instead of flashing the skeleton.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
  });
  const tasks = useMemo(() => {
    // A task moved between pages while paging would show twice: keep its first appearance.
    const seen = new Set<string>();
    return (query.data?.pages ?? []).flatMap((page) =>
      page.data.filter((task) => {
        if (seen.has(task.id)) return false;
        seen.add(task.id);
        return true;
      }),
    );
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? tasks.length;
  return { ...query, tasks, total };
}
