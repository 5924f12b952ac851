import type { ShowCompleted, Task, TaskSort } from "@bearish/shared/tasks/task";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { listTasks } from "../api";
import { TASK_LIST_RETRIES, taskKeys } from "./task-keys";

/** The server's largest page: a board asks for its tasks 1000 at a time until none are left. */
export const TASK_VIEW_PAGE_LIMIT = 1000;

export interface ComponentTaskParams {
  workspaceId: string;
  componentId: string;
  sort: TaskSort;
  direction: "asc" | "desc";
  showCompleted: ShowCompleted;
  /** The filter panel's query params (applied on the server), if any. */
  filters?: Readonly<Record<string, string>>;
}

/** The list query for one page: the view's settings and filters, flattened. */
function pageQuery({ filters, ...params }: ComponentTaskParams, page: number) {
  return { ...filters, ...params, page, limit: TASK_VIEW_PAGE_LIMIT };
}

/**
 * Every page of one list query, joined in the server's order. The first page is handed to
 * `onFirstPage` at once (a big board paints while the rest arrives); the others are asked for
 * together, since the first page's total says how many there are.
 */
export async function fetchAllTasks(
  params: ComponentTaskParams,
  signal?: AbortSignal,
  onFirstPage?: (tasks: Task[]) => void,
): Promise<Task[]> {
  const first = await listTasks(pageQuery(params, 1), signal);
  if (!first.meta?.hasMore || first.data.length === 0) return first.data;
  onFirstPage?.(first.data);
  const pages = Math.ceil((first.meta.total ?? 0) / TASK_VIEW_PAGE_LIMIT);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => listTasks(pageQuery(params, i + 2), signal)),
  );
  const tasks = [...first.data, ...rest.flatMap((answer) => answer.data)];
  // Tasks added while the pages were read can push the end further: keep reading until it stops.
  let last = rest.at(-1) ?? first;
  for (let page = pages + 1; last.meta?.hasMore && last.data.length > 0; page += 1) {
    last = await listTasks(pageQuery(params, page), signal);
    tasks.push(...last.data);
  }
  return tasks;
}

/**
 * One board's, list's or checklist's tasks with the view's order and "show completed". The cache
 * holds a plain `Task[]` (task-cache.ts patches it in place on writes and realtime events).
 */
export function useTasks(params: ComponentTaskParams, enabled = true) {
  const queryClient = useQueryClient();
  const queryKey = taskKeys.list({ ...params });
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      fetchAllTasks(params, signal, (firstPage) => {
        // Shown while the other pages load; the full list replaces it when they are in.
        if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, firstPage);
      }),
    retry: TASK_LIST_RETRIES,
    // Another order or filter keeps the current tasks on screen until the new answer arrives.
    placeholderData: keepPreviousData,
    enabled: enabled && params.workspaceId !== "" && params.componentId !== "",
  });
}
