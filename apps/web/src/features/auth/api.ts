import type {
  AuthResult,
  emailBodySchema,
  LoginBody,
  resetPasswordBodySchema,
  SignupBody,
  signupResultSchema,
  updatePasswordBodySchema,
  verifyOtpBodySchema,
} from "@bearish/shared/auth/auth";
import type { Me } from "@bearish/shared/users/user";
import type { z } from "zod";
import { http } from "../../lib/http";

type Empty = Record<string, never>;

export const fetchMe = (signal?: AbortSignal) => http.get<Me>("/user/auth/me", { signal });
export const login = (body: LoginBody) => http.post<AuthResult>("/user/auth/login", body);
export const signup = (body: SignupBody) => http.post<z.infer<typeof signupResultSchema>>("/user/auth/signup", body);
export const verifyOtp = (body: z.input<typeof verifyOtpBodySchema>) =>
  http.post<AuthResult>("/user/auth/verify-otp", body);
export const resendOtp = (body: z.input<typeof emailBodySchema>) => http.post<Empty>("/user/auth/resend-otp", body);
export const logout = () => http.post<Empty>("/user/auth/logout");
export const forgotPassword = (body: z.input<typeof emailBodySchema>) =>
  http.post<Empty>("/user/auth/forgot-password", body);
export const resetPassword = (body: z.input<typeof resetPasswordBodySchema>) =>
  http.post<Empty>("/user/auth/reset-password", body);
export const updatePassword = (body: z.input<typeof updatePasswordBodySchema>) =>
  http.post<AuthResult>("/user/auth/update-password", body);
