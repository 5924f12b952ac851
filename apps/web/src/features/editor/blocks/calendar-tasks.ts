import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { HttpError } from "../../../lib/http";
import { TASK_LIST_RETRIES, taskKeys } from "../../tasks/hooks/task-keys";
import { type ComponentTaskParams, fetchAllTasks } from "../../tasks/hooks/use-tasks";

/**
 * A workspace's tasks due between two bounds (every board, list and checklist), for the calendar
 * block. The list lives among the task lists (taskKeys.list) with its bounds as filters, so the task
 * writes and the workspace's task events refresh it like any filtered list.
 */
export function useCalendarTasks(workspaceId: string, dueFrom: string, dueTo: string) {
  const params: ComponentTaskParams = {
    workspaceId,
    componentId: "",
    sort: "dueDate",
    direction: "asc",
    showCompleted: "all",
    filters: { dueFrom, dueTo },
  };
  return useQuery({
    queryKey: taskKeys.list({ ...params }),
    queryFn: ({ signal }) => fetchAllTasks(params, signal),
    // A refusal (4xx) will not change on a second try; anything else is tried again (spec §8).
    retry: (count, error) =>
      !(error instanceof HttpError && error.status !== null && error.status < 500) && count < TASK_LIST_RETRIES,
    placeholderData: keepPreviousData,
    enabled: workspaceId !== "",
  });
}
