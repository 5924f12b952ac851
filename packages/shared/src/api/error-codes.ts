/**
 * Every machine-readable error code the API can answer with. The web client switches on these,
 * never on message text.
 */
export const ERROR_CODES = [
  "request.invalid",
  "request.not_found",
  "request.too_large",
  "request.rate_limited",
  "request.unsupported_type",
  "server.internal",
  "server.unavailable",
  "auth.unauthenticated",
  "auth.forbidden",
  "auth.invalid_credentials",
  "auth.email_taken",
  "auth.email_not_verified",
  "auth.otp_invalid",
  "auth.otp_expired",
  "auth.otp_exhausted",
  "auth.token_invalid",
  "auth.password_weak",
  "auth.password_incorrect",
  "auth.too_many_attempts",
  "auth.account_inactive",
  "user.not_found",
  "user.cannot_change_self",
  "user.last_admin",
  "department.not_found",
  "department.name_taken",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
