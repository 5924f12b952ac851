import type { ShowCompleted, Task, TaskSort } from "@bearish/shared/tasks/task";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
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
}

/** Every page of one list query, joined in the server's order. */
export async function fetchAllTasks(params: ComponentTaskParams, signal?: AbortSignal): Promise<Task[]> {
  const tasks: Task[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listTasks({ ...params, page, limit: TASK_VIEW_PAGE_LIMIT }, signal);
    tasks.push(...answer.data);
    if (!answer.meta?.hasMore || answer.data.length === 0) return tasks;
  }
}

/**
 * One board's, list's or checklist's tasks with the view's order and "show completed". The cache
 * holds a plain `Task[]` (task-cache.ts patches it in place on writes and realtime events).
 */
export function useTasks(params: ComponentTaskParams, enabled = true) {
  return useQuery({
    queryKey: taskKeys.list({ ...params }),
    queryFn: ({ signal }) => fetchAllTasks(params, signal),
    retry: TASK_LIST_RETRIES,
    // Another order or filter keeps the current tasks on screen until the new answer arrives.
    placeholderData: keepPreviousData,
    enabled: enabled && params.workspaceId !== "" && params.componentId !== "",
  });
}
