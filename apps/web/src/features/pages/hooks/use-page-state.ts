import { PAGE_EVENTS, pageChangedEventSchema } from "@bearish/shared/pages/page-events";
import type { PageState } from "@bearish/shared/pages/page-state";
import { workspaceChannel } from "@bearish/shared/realtime/channels";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { useRealtimeQuerySync } from "../../../lib/realtime/use-realtime-query-sync";
import { type PageTarget, pageApiBase, pageKeys } from "../page-target";

export const fetchPageState = (target: PageTarget, signal?: AbortSignal) =>
  http.get<PageState>(`${pageApiBase(target)}/state`, { signal }).then((r) => r.data);

/** The caller's role on a page and its lock, publication and archive state (`canEdit` drives the editor). */
export function usePageState(target: PageTarget) {
  return useQuery({ queryKey: pageKeys.state(target), queryFn: ({ signal }) => fetchPageState(target, signal) });
}

/**
 * Someone locked, unlocked, published, archived, renamed or moved the page: the open page refetches
 * its state, so its banners, its menu and the editor's read-only flag (`canEdit`) follow.
 */
export function usePageStateEvents(target: PageTarget) {
  useRealtimeQuerySync(workspaceChannel(target.workspaceId), {
    [PAGE_EVENTS.stateChanged]: (data: unknown, queryClient: QueryClient) => {
      const parsed = pageChangedEventSchema.safeParse(data);
      // Unreadable data refetches too: a missed change is worse than one request too many.
      if (!parsed.success || (parsed.data.kind === target.kind && parsed.data.targetId === target.targetId)) {
        void queryClient.invalidateQueries({ queryKey: pageKeys.state(target) });
      }
    },
    resync: [pageKeys.state(target)],
  });
}
