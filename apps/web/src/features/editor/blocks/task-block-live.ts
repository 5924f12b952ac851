import type { Task } from "@bearish/shared/tasks/task";
import type { WorkspaceMember } from "@bearish/shared/workspaces/workspace-members";
import type { Editor } from "@tiptap/core";
import { useEffect, useMemo, useRef } from "react";
import { useLocalePath } from "../../../app/locale/use-locale";
import { useTaskRealtime } from "../../tasks/hooks/use-task-realtime";
import { useTasks } from "../../tasks/hooks/use-tasks";
import { memberName, type TaskViewEnv } from "../../tasks/views/task-view-common";
import { useWorkspaceMembers } from "../../workspaces/hooks/use-members";
import { useWorkspace } from "../../workspaces/hooks/use-workspaces";
import { workspacePath } from "../../workspaces/workspace-paths";
import type { BlockMember } from "./task-block-groups";

/** How often, at most, a block writes its task snapshot into the page. */
export const SNAPSHOT_THROTTLE_MS = 2000;

/**
 * What a board or checklist block needs to show a component's live tasks: the tasks (kept live by the
 * workspace's task events), the workspace and its members, and the task views' environment. Tasks
 * are changed only by people who may edit both the page and the workspace.
 */
export function useTaskBlockData(workspaceId: string, componentId: string, pageEditable: boolean) {
  const to = useLocalePath();
  const workspace = useWorkspace(workspaceId);
  const membersQuery = useWorkspaceMembers(workspaceId, workspaceId !== "");
  useTaskRealtime(workspaceId);
  const tasks = useTasks(
    { workspaceId, componentId, sort: "manual", direction: "asc", showCompleted: "all" },
    workspaceId !== "" && componentId !== "",
  );
  const w = workspace.data;
  const memberList = useMemo<WorkspaceMember[]>(
    () => membersQuery.data?.members ?? w?.members ?? [],
    [membersQuery.data, w],
  );
  const members = useMemo(() => new Map(memberList.map((m) => [m.userId, m])), [memberList]);
  const blockMembers = useMemo<BlockMember[]>(
    () => memberList.map((m) => ({ userId: m.userId, name: memberName(m) })),
    [memberList],
  );
  const env = useMemo<TaskViewEnv>(
    () => ({
      workspaceId,
      componentId,
      canEdit: pageEditable && (w?.can.edit ?? false),
      members,
      taskPath: (taskId) =>
        to(`${w ? workspacePath(w) : `/workspace/bearish/${workspaceId}`}/item/${componentId}/task/${taskId}`),
    }),
    [workspaceId, componentId, pageEditable, w, members, to],
  );
  // TanStack keeps the previous component's answer (`isPlaceholderData`) while this one loads: only
  // this component's own answer counts as live.
  const live: Task[] | null = tasks.isSuccess && !tasks.isPlaceholderData ? tasks.data : null;
  return { env, live, tasks, workspace, blockMembers };
}

/** JSON with sorted keys: the same snapshot compares equal whatever order its fields were stored in. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * Keeps the node's `tasks` attribute as the last-seen snapshot of the live tasks, so the block means
 * something in published or read-only HTML. Editors only; at most one write per SNAPSHOT_THROTTLE_MS
 * (the first at once); writes stay out of the undo history, and an unchanged snapshot is not written.
 */
export function useSnapshotSync<T>(options: {
  editor: Editor;
  getPos: () => number | undefined;
  stored: readonly T[];
  snapshot: T[] | null;
  enabled: boolean;
}) {
  const { editor, getPos, stored, snapshot, enabled } = options;
  const latest = useRef({ editor, getPos, snapshot });
  latest.current = { editor, getPos, snapshot };
  const lastWrite = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const next = snapshot ? stableKey(snapshot) : null;
  const current = stableKey(stored);

  useEffect(() => {
    if (!enabled || next === null || next === current) return;
    const write = () => {
      timer.current = null;
      lastWrite.current = Date.now();
      const { editor: ed, getPos: at, snapshot: tasks } = latest.current;
      if (!tasks || ed.isDestroyed || !ed.isEditable) return;
      const pos = at();
      if (typeof pos !== "number") return;
      const node = ed.state.doc.nodeAt(pos);
      if (!node || stableKey(node.attrs.tasks) === stableKey(tasks)) return;
      ed.view.dispatch(ed.state.tr.setNodeAttribute(pos, "tasks", tasks).setMeta("addToHistory", false));
    };
    const wait = SNAPSHOT_THROTTLE_MS - (Date.now() - lastWrite.current);
    if (wait <= 0) write();
    else timer.current ??= setTimeout(write, wait);
  }, [enabled, next, current]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
}
