import type { Task } from "@bearish/shared/tasks/task";
import type { QueryClient } from "@tanstack/react-query";
import { taskKeys } from "./task-keys";

/**
 * Cache helpers shared by the task mutations and the realtime hook. A cached list is either a plain
 * `Task[]` (useTasks fetches every page into one array) or an infinite query's `{pages, pageParams}`
 * whose pages are arrays (or `{data}` envelopes); every shape is patched the same way.
 */
type ListShape = unknown;

function mapTasks(list: ListShape, fn: (tasks: Task[]) => Task[]): ListShape {
  if (Array.isArray(list)) return fn(list as Task[]);
  if (list && typeof list === "object" && "pages" in list) {
    const infinite = list as { pages: unknown[]; pageParams: unknown[] };
    return {
      ...infinite,
      pages: infinite.pages.map((page) => {
        if (Array.isArray(page)) return fn(page as Task[]);
        if (page && typeof page === "object" && Array.isArray((page as { data?: unknown }).data)) {
          const envelope = page as { data: Task[] };
          return { ...envelope, data: fn(envelope.data) };
        }
        return page;
      }),
    };
  }
  return list;
}

function listContains(list: ListShape, taskId: string): boolean {
  let found = false;
  mapTasks(list, (tasks) => {
    if (tasks.some((task) => task.id === taskId)) found = true;
    return tasks;
  });
  return found;
}

/** The incoming task over the cached one, unless the cached one is already newer (a late event). */
function newer<T extends Task>(cached: T, incoming: Task): T {
  return incoming.version < cached.version ? cached : { ...cached, ...incoming };
}

const LIST_ROOTS = [taskKeys.lists, taskKeys.workspaceLists] as const;

/** The params a list key was built with (`taskKeys.list(params)`), or an empty object. */
function paramsOfKey(key: readonly unknown[]): Record<string, unknown> {
  const params = key[2];
  return params && typeof params === "object" ? (params as Record<string, unknown>) : {};
}

/** A list narrowed by the filter panel: only the server can say whether a changed task still matches. */
function isFiltered(params: Record<string, unknown>): boolean {
  const filters = params.filters;
  return typeof filters === "object" && filters !== null && Object.keys(filters).length > 0;
}

/** Refetches the filtered lists (a change may add a task to them or take it out). */
function refetchFilteredLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    queryKey: taskKeys.lists,
    predicate: (q) => isFiltered(paramsOfKey(q.queryKey)),
  });
}

/** Whether a new task belongs in a list keyed with these params (same workspace and component). */
function belongsTo(task: Task, params: Record<string, unknown>): boolean {
  if (typeof params.workspaceId === "string" && params.workspaceId !== task.workspaceId) {
    // The cross-workspace list's workspaceId is a comma-separated list.
    if (!params.workspaceId.split(",").includes(task.workspaceId)) return false;
  }
  if (typeof params.componentId === "string" && params.componentId !== task.componentId) return false;
  return true;
}

/** Replaces the task wherever it is cached (lists and detail); lists that lack it are left alone. */
export function patchTaskInCaches(queryClient: QueryClient, task: Task): void {
  refetchFilteredLists(queryClient);
  for (const root of LIST_ROOTS) {
    const unfiltered = {
      queryKey: root,
      predicate: (q: { queryKey: readonly unknown[] }) => !isFiltered(paramsOfKey(q.queryKey)),
    };
    queryClient.setQueriesData<ListShape>(unfiltered, (list: ListShape) =>
      list === undefined
        ? list
        : mapTasks(list, (tasks) =>
            tasks.some((t) => t.id === task.id) ? tasks.map((t) => (t.id === task.id ? newer(t, task) : t)) : tasks,
          ),
    );
  }
  queryClient.setQueryData<Task>(taskKeys.detail(task.id), (detail) => (detail ? newer(detail, task) : detail));
}

/**
 * Adds a task to the lists it belongs to (or replaces it when already there); a list of another
 * workspace or component is left alone. Infinite lists receive it on their last page.
 */
export function upsertTaskInCaches(queryClient: QueryClient, task: Task): void {
  refetchFilteredLists(queryClient);
  for (const root of LIST_ROOTS) {
    for (const [key, list] of queryClient.getQueriesData<ListShape>({ queryKey: root })) {
      if (list === undefined || isFiltered(paramsOfKey(key))) continue;
      const belongs = belongsTo(task, paramsOfKey(key));
      if (listContains(list, task.id)) {
        // Moved to another board or workspace: it leaves this list.
        queryClient.setQueryData(
          key,
          mapTasks(list, (tasks) =>
            belongs ? tasks.map((t) => (t.id === task.id ? newer(t, task) : t)) : tasks.filter((t) => t.id !== task.id),
          ),
        );
      } else if (belongs) {
        if (Array.isArray(list)) queryClient.setQueryData(key, [...(list as Task[]), task]);
        else {
          let added = false;
          const pages = (list as { pages?: unknown[] }).pages ?? [];
          const lastIndex = pages.length - 1;
          let index = -1;
          queryClient.setQueryData(
            key,
            mapTasks(list, (tasks) => {
              index += 1;
              if (index !== lastIndex || added) return tasks;
              added = true;
              return [...tasks, task];
            }),
          );
        }
      }
    }
  }
  queryClient.setQueryData<Task>(taskKeys.detail(task.id), (detail) => (detail ? newer(detail, task) : detail));
}

/** Removes tasks (a task and its sub-tasks) from every list; their detail queries are dropped. */
export function removeTasksFromCaches(queryClient: QueryClient, ids: readonly string[]): void {
  const gone = new Set(ids);
  for (const root of LIST_ROOTS) {
    queryClient.setQueriesData<ListShape>({ queryKey: root }, (list: ListShape) =>
      list === undefined
        ? list
        : mapTasks(list, (tasks) =>
            tasks
              .filter((t) => !gone.has(t.id))
              .map((t) =>
                t.subTaskIds.some((id) => gone.has(id))
                  ? { ...t, subTaskIds: t.subTaskIds.filter((id) => !gone.has(id)) }
                  : t,
              ),
          ),
    );
  }
  for (const id of ids) queryClient.removeQueries({ queryKey: taskKeys.detail(id), exact: true });
}

/** Every cached list and detail, to restore after a failed optimistic change. */
export type TaskCacheSnapshot = Array<[readonly unknown[], unknown]>;

export function snapshotTaskCaches(queryClient: QueryClient, taskId: string): TaskCacheSnapshot {
  return [
    ...queryClient.getQueriesData({ queryKey: taskKeys.lists }),
    ...queryClient.getQueriesData({ queryKey: taskKeys.workspaceLists }),
    [taskKeys.detail(taskId), queryClient.getQueryData(taskKeys.detail(taskId))],
  ];
}

export function restoreTaskCaches(queryClient: QueryClient, snapshot: TaskCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}

/** Finds a cached task (a list or the detail) by id. */
export function findCachedTask(queryClient: QueryClient, taskId: string): Task | undefined {
  const detail = queryClient.getQueryData<Task>(taskKeys.detail(taskId));
  if (detail) return detail;
  for (const root of LIST_ROOTS) {
    for (const [, list] of queryClient.getQueriesData<ListShape>({ queryKey: root })) {
      let hit: Task | undefined;
      if (list !== undefined)
        mapTasks(list, (tasks) => {
          hit ??= tasks.find((t) => t.id === taskId);
          return tasks;
        });
      if (hit) return hit;
    }
  }
  return undefined;
}
