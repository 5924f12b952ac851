import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { fetchTask, listTasks } from "../api";
import { taskKeys } from "./task-keys";

/** Tasks of a workspace whose name, details or display id contain `search` (connect, CONNECTED fields). */
export function useTaskSearch(workspaceId: string, search: string, enabled = true) {
  const params = {
    workspaceId,
    search: search.trim() || undefined,
    page: 1,
    limit: 20,
    sort: "created",
    direction: "desc",
  };
  return useQuery({
    queryKey: [...taskKeys.list(params), "search"],
    queryFn: async ({ signal }) => (await listTasks(params, signal)).data,
    enabled: enabled && workspaceId !== "",
    placeholderData: keepPreviousData,
    staleTime: 30 * 1000,
  });
}

/** Several tasks by id (sub-tasks, connected tasks), each from its detail query. */
export function useTasksById(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: taskKeys.detail(id),
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await fetchTask(id, signal)).data,
      retry: false,
      staleTime: 30 * 1000,
    })),
  });
}
