import type { UserDetails, UserWithExpansions } from "@bearish/shared/users/users-api";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAuthToken } from "../../../lib/auth-storage";
import { HttpError } from "../../../lib/http";
import { USERS_GC_MS, USERS_STALE_MS } from "../../../lib/query-client";
import { fetchUserDetails, listUsers } from "../../people/api";
import { usersQueryKey } from "../../people/hooks/use-users";

/** How many people the Select User dialog and the `@` suggestions list at once. */
export const PEOPLE_PICKER_LIMIT = 10;

export type BlockPerson =
  | { state: "none" }
  | { state: "loading" }
  | { state: "found"; user: UserDetails }
  | { state: "missing" }
  | { state: "error" };

/**
 * The person a block points at (mention, profile, profile picture). An id the server no longer
 * knows (404, or not an id at all: 400) is `missing`; other failures are `error`. Signed out (a
 * published page's visitor) nothing is asked (people are for members; a 401 would end the visit on
 * the sign-in page) and the person is `error`: a mention keeps its stored label.
 */
export function useBlockPerson(userId: string): BlockPerson {
  const signedIn = useAuthToken() !== null;
  const query = useQuery({
    queryKey: [...usersQueryKey, "details", userId],
    queryFn: async ({ signal }) => (await fetchUserDetails(userId, signal)).data,
    enabled: userId !== "" && signedIn,
    staleTime: USERS_STALE_MS,
    gcTime: USERS_GC_MS,
  });
  if (userId === "") return { state: "none" };
  if (!signedIn) return { state: "error" };
  if (query.data) return { state: "found", user: query.data };
  if (query.error) {
    const status = query.error instanceof HttpError ? query.error.status : null;
    return status === 404 || status === 400 ? { state: "missing" } : { state: "error" };
  }
  return { state: "loading" };
}

/** People matching a search (spec §5: email, first or last name, case-insensitive), first page. */
export function usePeopleSearch(search: string, enabled = true) {
  const params = { page: 1, limit: PEOPLE_PICKER_LIMIT, search: search.trim() || undefined };
  return useQuery({
    queryKey: [...usersQueryKey, "picker", params],
    queryFn: async ({ signal }): Promise<UserWithExpansions[]> => (await listUsers(params, signal)).data,
    staleTime: USERS_STALE_MS,
    gcTime: USERS_GC_MS,
    placeholderData: keepPreviousData,
    enabled,
  });
}
