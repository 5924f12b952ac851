import { CLOUD_LIST_DEFAULT_LIMIT, type CloudFolder } from "@bearish/shared/cloud-storage/cloud-file";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type FoldersParams, listFolders } from "../api";
import { CLOUD_LIST_STALE_MS, cloudKeys } from "./cloud-keys";

interface FolderPage {
  data: CloudFolder[];
  page: number;
  hasMore: boolean;
}

/** Folders of a directory (or those shared with the caller), 100 per page (spec §9: folder list 100). */
export function useCloudFolders(params: FoldersParams, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: cloudKeys.folders(params),
    queryFn: async ({ pageParam, signal }): Promise<FolderPage> => {
      const answer = await listFolders({ ...params, page: pageParam, limit: CLOUD_LIST_DEFAULT_LIMIT }, signal);
      return { data: answer.data, page: pageParam, hasMore: answer.meta?.hasMore ?? false };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: CLOUD_LIST_STALE_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
  const folders = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.data), [query.data]);
  return { ...query, folders };
}
