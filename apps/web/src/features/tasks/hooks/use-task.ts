import { workspaceChannel } from "@bearish/shared/realtime/channels";
import type { TaskDetail } from "@bearish/shared/tasks/task";
import { taskSchema } from "@bearish/shared/tasks/task";
import { useQuery } from "@tanstack/react-query";
import { HttpError } from "../../../lib/http";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import { fetchTask } from "../api";
import { taskKeys } from "./task-keys";

/** One task with its time logs and the caller's abilities (the full card). */
export function useTask(taskId: string, enabled = true) {
  return useQuery({
    queryKey: taskKeys.detail(taskId),
    queryFn: async ({ signal }) => (await fetchTask(taskId, signal)).data,
    enabled: enabled && taskId !== "",
    // A task one may not see answers 404: asking again will not change that.
    retry: (count, error) => !(error instanceof HttpError && error.status !== null && error.status < 500) && count < 2,
  });
}

/**
 * Keeps one open task current: `task-updated` for it patches the detail (keeping its time logs and
 * abilities), `task-deleted` drops it; time logs and comment counts change on the server, so they refetch.
 */
export function useTaskDetailEvents(workspaceId: string | null, taskId: string) {
  useRealtimeQuerySync(workspaceId ? workspaceChannel(workspaceId) : null, {
    "task-updated": (data, queryClient) => {
      const parsed = taskSchema.safeParse((data as { task?: unknown } | null)?.task);
      if (!parsed.success || parsed.data.id !== taskId) return;
      const previous = queryClient.getQueryData<TaskDetail>(taskKeys.detail(taskId));
      if (!previous) return;
      if (parsed.data.timeSpentSeconds !== previous.timeSpentSeconds) {
        void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
      }
      queryClient.setQueryData<TaskDetail>(taskKeys.detail(taskId), { ...previous, ...parsed.data });
    },
    "task-deleted": (data, queryClient) => {
      const ids = (data as { deletedIds?: unknown } | null)?.deletedIds;
      if (Array.isArray(ids) && ids.includes(taskId)) {
        void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
      }
    },
    resync: [taskKeys.detail(taskId)],
  });
}
