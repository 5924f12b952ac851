import type { UserWithExpansions } from "@bearish/shared/users/users-api";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { USERS_GC_MS, USERS_STALE_MS } from "../../../lib/query-client";
import { listUsers } from "../../people/api";
import { usersQueryKey, useUsers } from "../../people/hooks/use-users";

/** How many people the picker asks for per search; it then pages through them 4 at a time (spec §4). */
const PEOPLE_SEARCH_LIMIT = 40;
/** The whole directory in one page (the API's maximum), to name assignees and chosen people by id. */
const DIRECTORY_LIMIT = 1000;

export type Person = Pick<UserWithExpansions, "id" | "firstName" | "lastName" | "email" | "avatar" | "avatar_fallBack">;

/** People by id, from the organisation's directory (fresh a day, kept a week, spec §9). */
export function usePeopleDirectory(): Map<string, Person> {
  const { data } = useUsers({ page: 1, limit: DIRECTORY_LIMIT });
  return useMemo(() => new Map((data?.users ?? []).map((user) => [user.id, user])), [data]);
}

/** The people picker's matches for `search` (`GET user/auth/all-users?search=`). */
export function usePeopleSearch(search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: [...usersQueryKey, "list", { page: 1, limit: PEOPLE_SEARCH_LIMIT, search: term }],
    queryFn: async ({ signal }) => {
      const { data, meta } = await listUsers(
        { page: 1, limit: PEOPLE_SEARCH_LIMIT, ...(term ? { search: term } : {}) },
        signal,
      );
      return { users: data, total: meta?.total ?? data.length };
    },
    enabled,
    staleTime: USERS_STALE_MS,
    gcTime: USERS_GC_MS,
    placeholderData: keepPreviousData,
  });
}
