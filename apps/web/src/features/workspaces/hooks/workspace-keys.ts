/** Query keys of the workspace area; everything starts with "workspaces" so one invalidation can reach all. */
export const workspaceKeys = {
  all: ["workspaces"] as const,
  list: ["workspaces", "list"] as const,
  archived: ["workspaces", "archived"] as const,
  detail: (id: string) => ["workspaces", "detail", id] as const,
  members: (id: string) => ["workspaces", "members", id] as const,
  items: (id: string) => ["workspaces", "items", id] as const,
  activity: (id: string) => ["workspaces", "activity", id] as const,
  item: (id: string, kind: string, itemId: string) => ["workspaces", "item", id, kind, itemId] as const,
};

/** Spec §9: workspace queries and item lists are fresh for 5 minutes. */
export const WORKSPACE_STALE_MS = 5 * 60 * 1000;
