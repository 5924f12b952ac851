import { CLOUD_LIST_DEFAULT_LIMIT, type CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type FilesParams, fetchFile, listFiles } from "../api";
import { CLOUD_LIST_STALE_MS, cloudKeys } from "./cloud-keys";

interface FilePage {
  data: CloudFile[];
  page: number;
  hasMore: boolean;
  total: number;
}

/**
 * A list of files, 100 per page (spec §7: page 1, limit 100), cached 5 minutes (spec §9). Further
 * pages load with `fetchNextPage` as the list scrolls.
 */
export function useCloudFiles(params: FilesParams, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: cloudKeys.files(params),
    queryFn: async ({ pageParam, signal }): Promise<FilePage> => {
      const answer = await listFiles({ ...params, page: pageParam, limit: CLOUD_LIST_DEFAULT_LIMIT }, signal);
      return {
        data: answer.data,
        page: pageParam,
        hasMore: answer.meta?.hasMore ?? false,
        total: answer.meta?.total ?? answer.data.length,
      };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: CLOUD_LIST_STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
  const files = useMemo(() => {
    // A file renamed while paging can move between pages: keep its first appearance.
    const seen = new Set<string>();
    return (query.data?.pages ?? []).flatMap((page) =>
      page.data.filter((file) => {
        if (seen.has(file.id)) return false;
        seen.add(file.id);
        return true;
      }),
    );
  }, [query.data]);
  const total = query.data?.pages.at(-1)?.total ?? files.length;
  return { ...query, files, total };
}

/** One file by id (a link from search opens its preview). */
export function useCloudFile(fileId: string | null) {
  return useQuery({
    queryKey: cloudKeys.file(fileId ?? ""),
    queryFn: async ({ signal }) => (await fetchFile(fileId ?? "", signal)).data,
    enabled: fileId !== null && fileId !== "",
  });
}
