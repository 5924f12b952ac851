import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { deletedTaskSchema, TASK_EVENTS, type Task } from "@bearish/shared/tasks/task";
import type { QueryClient } from "@tanstack/react-query";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import { removeTasksFromCaches, upsertTaskInCaches } from "./task-cache";
import { taskKeys } from "./task-keys";

function taskOf(data: unknown): Task | null {
  if (typeof data !== "object" || data === null || !("task" in data)) return null;
  const task = (data as { task: unknown }).task;
  if (typeof task !== "object" || task === null) return null;
  const candidate = task as Partial<Task>;
  return typeof candidate.id === "string" && typeof candidate.workspaceId === "string" ? (task as Task) : null;
}

/**
 * A workspace's task events patch the cached lists and details in place (no refetch), so every open
 * board, list and card follows the other clients at once; after lost events the lists refetch.
 */
export function useTaskRealtime(workspaceId: string) {
  useRealtimeQuerySync(workspaceId ? workspaceChannel(workspaceId) : null, {
    [TASK_EVENTS.created]: (data, queryClient: QueryClient) => {
      const task = taskOf(data);
      if (task) upsertTaskInCaches(queryClient, task);
    },
    [TASK_EVENTS.updated]: (data, queryClient: QueryClient) => {
      const task = taskOf(data);
      if (!task) return;
      // An update can move a task into a list it was not in (another component, a filter): upsert.
      upsertTaskInCaches(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: taskKeys.activity(task.id) });
    },
    [TASK_EVENTS.deleted]: (data, queryClient: QueryClient) => {
      const parsed = deletedTaskSchema.safeParse(data);
      if (parsed.success) removeTasksFromCaches(queryClient, [parsed.data.id, ...parsed.data.deletedIds]);
    },
    resync: [taskKeys.lists, taskKeys.workspaceLists],
  });
}
