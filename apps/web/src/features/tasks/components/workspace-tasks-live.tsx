import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { TASK_EVENTS } from "@bearish/shared/tasks/task";
import type { QueryClient } from "@tanstack/react-query";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import { taskKeys } from "../hooks/task-keys";

/** At most this many workspace channels are followed by the Tasks page (the sidebar's page size). */
const MAX_FOLLOWED = 100;
const REFRESH_DELAY_MS = 300;
const pending = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();

/** A burst of changes (a drag, a bulk edit) refetches the cross-workspace list once. */
function refreshSoon(_data: unknown, queryClient: QueryClient): void {
  if (pending.has(queryClient)) return;
  pending.set(
    queryClient,
    setTimeout(() => {
      pending.delete(queryClient);
      void queryClient.invalidateQueries({ queryKey: taskKeys.workspaceLists });
    }, REFRESH_DELAY_MS),
  );
}

function WorkspaceChannelSync({ workspaceId }: { workspaceId: string }) {
  useRealtimeQuerySync(workspaceChannel(workspaceId), {
    [TASK_EVENTS.created]: refreshSoon,
    [TASK_EVENTS.updated]: refreshSoon,
    [TASK_EVENTS.deleted]: refreshSoon,
    resync: [taskKeys.workspaceLists],
  });
  return null;
}

/** Keeps the Tasks page live: a task created, changed or deleted in any listed workspace refreshes it. */
export function WorkspaceTasksLive({ workspaceIds }: { workspaceIds: readonly string[] }) {
  return (
    <>
      {workspaceIds.slice(0, MAX_FOLLOWED).map((id) => (
        <WorkspaceChannelSync key={id} workspaceId={id} />
      ))}
    </>
  );
}
