import type { changePasswordBodySchema, ProfileBody, statusBodySchema } from "@bearish/shared/auth/auth";
import type { Me } from "@bearish/shared/users/user";
import type { z } from "zod";
import { http } from "../../lib/http";

export const updateProfile = (body: ProfileBody) => http.put<Me>("/user/auth/profile", body);
export const setPresence = (body: z.input<typeof statusBodySchema>) => http.put<Me>("/user/auth/status", body);
export const changePassword = (body: z.input<typeof changePasswordBodySchema>) =>
  http.post<Record<string, never>>("/user/auth/change-password", body);
