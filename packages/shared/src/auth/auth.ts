import { z } from "zod";
import { avatarSchema } from "../users/avatar-rules";
import { emailSchema, meSchema, personNameSchema, preferencesSchema, presenceStatusSchema } from "../users/user";
import { PASSWORD_MAX_LENGTH, passwordRefusalReason } from "./password-rules";

/** One-time signup code: 6 digits, valid 10 minutes, 5 tries, single use. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Password reset tokens expire after one hour. */
export const RESET_TOKEN_TTL_MINUTES = 60;
/** Invitations to set a first password expire after seven days. */
export const INVITE_TOKEN_TTL_MINUTES = 7 * 24 * 60;
/** Failed logins per account before it is throttled, and the window they are counted in. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MINUTES = 30;
/** Reset mails per address per hour. */
export const RESET_MAILS_PER_HOUR = 2;
/** Signup code mails per address per hour (signup plus resends). */
export const OTP_MAILS_PER_HOUR = 5;
/** Sessions last 30 days. */
export const SESSION_TTL_DAYS = 30;

/** A new password: the spec's rule, with the reason for a refusal as the message. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((value, ctx) => {
    const reason = passwordRefusalReason(value);
    if (reason) ctx.addIssue({ code: "custom", message: reason });
  });

const tokenSchema = z
  .string()
  .min(20)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, "Malformed token");

export const signupBodySchema = z.object({
  firstName: personNameSchema("First name"),
  lastName: personNameSchema("Last name"),
  email: emailSchema,
  password: newPasswordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const signupResultSchema = z.object({ email: z.string(), expiresInMinutes: z.number() });

export const verifyOtpBodySchema = z.object({
  email: emailSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "The code is 6 digits"),
});
export const emailBodySchema = z.object({ email: emailSchema });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const authResultSchema = z.object({ token: z.string(), user: meSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});

export const resetPasswordBodySchema = z.object({ token: tokenSchema, newPassword: newPasswordSchema });
export const updatePasswordBodySchema = z.object({ token: tokenSchema, password: newPasswordSchema });

export const profileBodySchema = z
  .object({
    firstName: personNameSchema("First name"),
    lastName: personNameSchema("Last name"),
    avatar: avatarSchema.nullable(),
    personalEmail: emailSchema.nullable(),
    preferences: preferencesSchema.partial(),
  })
  .partial()
  .strict();
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const statusBodySchema = z.object({ status: presenceStatusSchema });

/** What forgot-password always answers, whether or not the address has an account. */
export const FORGOT_PASSWORD_MESSAGE = "If an account exists for that address, a password reset email has been sent";
