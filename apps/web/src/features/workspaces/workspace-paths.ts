import type { Workspace } from "@bearish/shared/workspaces/workspace";

/** `/workspace/{source lowercased}/{id}` under the locale (spec §2). */
export const workspacePath = (workspace: Pick<Workspace, "id" | "source">) =>
  `/workspace/${workspace.source.toLowerCase()}/${workspace.id}`;

/** Spec §5: workspace search is a case-insensitive substring of the name. */
export function filterWorkspacesByName<T extends { name: string }>(workspaces: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...workspaces];
  return workspaces.filter((w) => w.name.toLocaleLowerCase().includes(needle));
}

/** Pinned workspaces first, keeping the server's order otherwise. */
export function pinnedFirst<T extends { isPinned: boolean }>(workspaces: readonly T[]): T[] {
  return [...workspaces.filter((w) => w.isPinned), ...workspaces.filter((w) => !w.isPinned)];
}

/** The rail shows 6 spaces per page (spec §9). */
export const RAIL_PAGE_SIZE = 6;
