import type { Me } from "@bearish/shared/users/user";
import { useQuery } from "@tanstack/react-query";
import { useAuthToken } from "../../../lib/auth-storage";
import { fetchMe } from "../api";

export const meQueryKey = ["me"] as const;

/** The signed-in user: the app's auth state. Disabled while there is no token. */
export function useMe() {
  const token = useAuthToken();
  return useQuery({
    queryKey: meQueryKey,
    queryFn: async ({ signal }) => (await fetchMe(signal)).data,
    enabled: token !== null,
    staleTime: 5 * 60 * 1000,
  });
}

/** The signed-in user once loaded (pages under RequireAuth can rely on it). */
export function useCurrentUser(): Me {
  const { data } = useMe();
  if (!data) throw new Error("useCurrentUser needs a signed-in user (render it under RequireAuth)");
  return data;
}
