import { CLOUD_LIST_DEFAULT_LIMIT } from "@bearish/shared/cloud-storage/cloud-file";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { type FilesParams, listFiles, listFolders } from "../../api";
import { CLOUD_LIST_STALE_MS, cloudKeys } from "../cloud-keys";

/** The folders directly in `directory` of my drive (first 100, spec §9). */
export function usePickerFolders(directory: string, enabled: boolean) {
  const params = { directory, page: 1, limit: CLOUD_LIST_DEFAULT_LIMIT };
  return useQuery({
    // Own suffix: the page may keep the same list in another shape (paged) under the plain key.
    queryKey: [...cloudKeys.folders(params), "picker"],
    queryFn: async ({ signal }) => (await listFolders(params, signal)).data,
    enabled,
    staleTime: CLOUD_LIST_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/**
 * The files of the picker, 100 a page: those directly in `directory`, or with a search text every
 * file the caller may see whose name matches.
 */
export function usePickerFiles(directory: string, search: string, enabled: boolean) {
  const base: FilesParams = search ? { q: search, sort: "name" } : { directory, sort: "name" };
  return useInfiniteQuery({
    queryKey: [...cloudKeys.files(base), "picker"],
    queryFn: async ({ pageParam, signal }) => {
      const answer = await listFiles({ ...base, page: pageParam, limit: CLOUD_LIST_DEFAULT_LIMIT }, signal);
      return { files: answer.data, hasMore: answer.meta?.hasMore ?? false, page: pageParam };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
    staleTime: CLOUD_LIST_STALE_MS,
  });
}
