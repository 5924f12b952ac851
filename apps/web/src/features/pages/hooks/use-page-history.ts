import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchPageAnalytics, fetchVersion, listPageAudit, listVersions, restoreVersion, saveVersion } from "../api";
import { type PageTarget, pageKeys } from "../page-target";

const nextPage = <T>(last: { data: T[]; meta?: { page: number; hasMore: boolean } }) =>
  last.meta?.hasMore ? last.meta.page + 1 : undefined;

/** Versions, newest first, 20 a page (page-versions.ts). */
export function usePageVersions(target: PageTarget) {
  return useInfiniteQuery({
    queryKey: pageKeys.versions(target),
    queryFn: ({ pageParam, signal }) => listVersions(target, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/** One version with its content (sanitized HTML for rich text, scene JSON for whiteboards). */
export function usePageVersion(target: PageTarget, versionId: string | null) {
  return useQuery({
    queryKey: pageKeys.version(target, versionId ?? ""),
    queryFn: async ({ signal }) => (await fetchVersion(target, versionId ?? "", signal)).data,
    enabled: versionId !== null,
  });
}

export function useVersionActions(target: PageTarget) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: pageKeys.versions(target) });
  return {
    save: useMutation({ mutationFn: (label: string) => saveVersion(target, label), onSuccess }),
    restore: useMutation({ mutationFn: (versionId: string) => restoreVersion(target, versionId), onSuccess }),
  };
}

/** Who changed what on this page, 20 a page. */
export function usePageAudit(target: PageTarget) {
  return useInfiniteQuery({
    queryKey: pageKeys.audit(target),
    queryFn: ({ pageParam, signal }) => listPageAudit(target, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function usePageAnalytics(target: PageTarget) {
  return useQuery({
    queryKey: pageKeys.analytics(target),
    queryFn: async ({ signal }) => (await fetchPageAnalytics(target, signal)).data,
  });
}
