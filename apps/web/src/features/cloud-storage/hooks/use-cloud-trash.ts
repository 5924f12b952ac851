import { CLOUD_LIST_DEFAULT_LIMIT, type CloudTrashItem } from "@bearish/shared/cloud-storage/cloud-file";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { fetchUsage, listTrash } from "../api";
import { cloudKeys } from "./cloud-keys";

interface TrashPage {
  data: CloudTrashItem[];
  page: number;
  hasMore: boolean;
}

/** The caller's trash, newest first, 100 per page. */
export function useCloudTrash(enabled = true) {
  const query = useInfiniteQuery({
    queryKey: cloudKeys.trash(),
    queryFn: async ({ pageParam, signal }): Promise<TrashPage> => {
      const answer = await listTrash(pageParam, CLOUD_LIST_DEFAULT_LIMIT, signal);
      return { data: answer.data, page: pageParam, hasMore: answer.meta?.hasMore ?? false };
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
  const items = useMemo(() => (query.data?.pages ?? []).flatMap((page) => page.data), [query.data]);
  return { ...query, items };
}

/** The caller's storage use against their quota. */
export function useCloudUsage() {
  return useQuery({
    queryKey: cloudKeys.usage(),
    queryFn: async ({ signal }) => (await fetchUsage(signal)).data,
  });
}
