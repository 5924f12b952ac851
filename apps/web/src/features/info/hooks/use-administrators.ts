import { useUsers } from "../../people/hooks/use-users";

/**
 * The organisation's active administrators, to contact for help. Sorting by role puts ADMIN first, so the
 * first page holds them unless there are more than fit on it.
 */
export function useAdministrators() {
  const users = useUsers({ page: 1, limit: 50, sort: "role" });
  return { ...users, data: users.data?.users.filter((user) => user.role === "ADMIN") };
}
