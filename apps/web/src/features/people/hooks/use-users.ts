import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { USERS_GC_MS, USERS_STALE_MS } from "../../../lib/query-client";
import { fetchUserDetails, listUsers, type UserListParams } from "../api";

export const usersQueryKey = ["users"] as const;

/** A page of the organisation's people (spec §9: stale after a day, kept seven days). */
export function useUsers(params: UserListParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...usersQueryKey, "list", params],
    queryFn: async ({ signal }) => {
      const { data, meta } = await listUsers(params, signal);
      return { users: data, total: meta?.total ?? data.length };
    },
    staleTime: USERS_STALE_MS,
    gcTime: USERS_GC_MS,
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function useUserDetails(id: string) {
  return useQuery({
    queryKey: [...usersQueryKey, "details", id],
    queryFn: async ({ signal }) => (await fetchUserDetails(id, signal)).data,
    staleTime: USERS_STALE_MS,
    gcTime: USERS_GC_MS,
  });
}
