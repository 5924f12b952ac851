import type { Me, UserRole } from "@bearish/shared/users/user";
import type { inviteBodySchema, UserDetails, UserWithExpansions } from "@bearish/shared/users/users-api";
import type { z } from "zod";
import { http } from "../../lib/http";

export interface UserListParams {
  page: number;
  limit: number;
  search?: string;
  sort?: string;
  includeInactive?: boolean;
  expand?: "department";
}

export const listUsers = (params: UserListParams, signal?: AbortSignal) =>
  http.get<UserWithExpansions[]>("/user/auth/all-users", { query: { ...params }, signal });
export const fetchUserDetails = (id: string, signal?: AbortSignal) =>
  http.get<UserDetails>(`/user/auth/get-user-details/${encodeURIComponent(id)}`, { signal });
export const inviteUser = (body: z.input<typeof inviteBodySchema>) => http.post<Me>("/user/auth/invite", body);
export const changeRole = (id: string, role: UserRole) =>
  http.put<UserDetails>(`/user/auth/users/${encodeURIComponent(id)}/role`, { role });
export const deactivateUser = (id: string) =>
  http.post<UserDetails>(`/user/auth/users/${encodeURIComponent(id)}/deactivate`);
export const reactivateUser = (id: string) =>
  http.post<UserDetails>(`/user/auth/users/${encodeURIComponent(id)}/reactivate`);
