import type { PageState } from "@bearish/shared/pages/page-state";
import { useQuery } from "@tanstack/react-query";
import { http } from "../../../lib/http";
import { type PageTarget, pageApiBase, pageKeys } from "../page-target";

export const fetchPageState = (target: PageTarget, signal?: AbortSignal) =>
  http.get<PageState>(`${pageApiBase(target)}/state`, { signal }).then((r) => r.data);

/** The caller's role on a page and its lock, publication and archive state (`canEdit` drives the editor). */
export function usePageState(target: PageTarget) {
  return useQuery({ queryKey: pageKeys.state(target), queryFn: ({ signal }) => fetchPageState(target, signal) });
}
