/** Query keys of the task area; everything starts with "tasks" so one invalidation can reach all. */
export const taskKeys = {
  all: ["tasks"] as const,
  lists: ["tasks", "list"] as const,
  /** One workspace's (or component's) list with its filter and sort params. */
  list: (params: Record<string, unknown>) => ["tasks", "list", params] as const,
  workspaceLists: ["tasks", "workspace-list"] as const,
  workspaceList: (params: Record<string, unknown>) => ["tasks", "workspace-list", params] as const,
  detail: (taskId: string) => ["tasks", "detail", taskId] as const,
  activity: (taskId: string) => ["tasks", "activity", taskId] as const,
  comments: (taskId: string) => ["tasks", "comments", taskId] as const,
  approvals: (taskId: string) => ["tasks", "approvals", taskId] as const,
  myApprovals: ["tasks", "my-approvals"] as const,
  notifications: (status: string) => ["notifications", status] as const,
};

/** The task list retries up to 3 times (spec §8). */
export const TASK_LIST_RETRIES = 3;
