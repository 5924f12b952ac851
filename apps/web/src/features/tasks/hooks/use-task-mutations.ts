import type {
  CreateSubtaskBody,
  CreateTaskBody,
  CreateTimeLogBody,
  Task,
  TaskDetail,
  UpdateTaskBody,
} from "@bearish/shared/tasks/task";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../../lib/http";
import { useSnackbar } from "../../../lib/snackbar";
import { createSubtask, createTask, deleteTask, logTime, updateCustomElements, updateTask } from "../api";
import {
  findCachedTask,
  patchTaskInCaches,
  removeTasksFromCaches,
  restoreTaskCaches,
  snapshotTaskCaches,
  type TaskCacheSnapshot,
  upsertTaskInCaches,
} from "./task-cache";
import { taskKeys } from "./task-keys";

/**
 * The task writes. Each answer patches every cached list (taskKeys.lists, taskKeys.workspaceLists)
 * and the detail in place, and the task's activity refetches. useUpdateTask is optimistic: the change
 * shows at once and is rolled back (with a snackbar) when the server refuses it.
 */

/** The fields of an update as they look on a task (status and priority are value objects there). */
export function applyTaskUpdate<T extends Task>(task: T, body: UpdateTaskBody): T {
  const { status, priority, links, version: _version, ...rest } = body;
  const next: T = { ...task };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  }
  if (status !== undefined) next.status = { value: status };
  if (priority !== undefined) next.priority = { value: priority };
  if (links !== undefined)
    next.links = links.filter((link) => link.url).map((link) => ({ text: link.text, url: link.url }));
  return next;
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateTaskBody) => (await createTask(body)).data,
    onSuccess: (task) => upsertTaskInCaches(queryClient, task),
  });
}

export function useCreateSubtask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ parentId, body }: { parentId: string; body: CreateSubtaskBody }) =>
      (await createSubtask(parentId, body)).data,
    onSuccess: (task, { parentId }) => {
      upsertTaskInCaches(queryClient, task);
      const parent = findCachedTask(queryClient, parentId);
      if (parent && !parent.subTaskIds.includes(task.id)) {
        patchTaskInCaches(queryClient, { ...parent, subTaskIds: [...parent.subTaskIds, task.id] });
      }
      void queryClient.invalidateQueries({ queryKey: taskKeys.activity(parentId) });
    },
  });
}

export interface UpdateTaskVariables {
  taskId: string;
  body: UpdateTaskBody;
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const { t } = useTranslation();
  return useMutation<Task, Error, UpdateTaskVariables, { snapshot: TaskCacheSnapshot }>({
    mutationFn: async ({ taskId, body }) => (await updateTask(taskId, body)).data,
    onMutate: async ({ taskId, body }) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.detail(taskId) });
      const snapshot = snapshotTaskCaches(queryClient, taskId);
      const current = findCachedTask(queryClient, taskId);
      if (current) patchTaskInCaches(queryClient, applyTaskUpdate(current, body));
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      if (context) restoreTaskCaches(queryClient, context.snapshot);
      showSnackbar(t("taskBoard.errors.update"), { severity: "error", detail: errorMessageOf(error) });
    },
    onSuccess: (task) => patchTaskInCaches(queryClient, task),
    onSettled: (_task, _error, { taskId }) => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.activity(taskId) });
    },
  });
}

export function useUpdateCustomElements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ taskId, customElements }: { taskId: string; customElements: Record<string, unknown> }) =>
      (await updateCustomElements(taskId, customElements)).data,
    onSuccess: (task, { taskId }) => {
      patchTaskInCaches(queryClient, task);
      void queryClient.invalidateQueries({ queryKey: taskKeys.activity(taskId) });
    },
  });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (taskId: string) => (await deleteTask(taskId)).data,
    onSuccess: ({ id, deletedIds }) => {
      removeTasksFromCaches(queryClient, [id, ...deletedIds]);
      queryClient.removeQueries({ queryKey: taskKeys.activity(id) });
    },
  });
}

/** Logs time on a task; the detail (with its time logs and total) refetches. */
export function useLogTime() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ taskId, body }: { taskId: string; body: CreateTimeLogBody }) =>
      (await logTime(taskId, body)).data,
    onSuccess: (log, { taskId }) => {
      queryClient.setQueryData<TaskDetail>(taskKeys.detail(taskId), (detail) =>
        detail
          ? { ...detail, timeLogs: [log, ...detail.timeLogs], timeSpentSeconds: detail.timeSpentSeconds + log.seconds }
          : detail,
      );
      const cached = findCachedTask(queryClient, taskId);
      if (cached)
        patchTaskInCaches(queryClient, { ...cached, timeSpentSeconds: cached.timeSpentSeconds + log.seconds });
      void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.activity(taskId) });
    },
  });
}
