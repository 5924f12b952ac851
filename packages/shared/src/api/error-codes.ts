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
  "request.range_not_satisfiable",
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
  "upload.no_file",
  "workspace.member_exists",
  "workspace.owner_protected",
  "workspace.version_conflict",
  "task.approval_decided",
  "link_preview.invalid_url",
  "link_preview.blocked",
  "link_preview.unavailable",
  /** Slack, Teams and other outside platforms until the integrations issue connects them. */
  "integration.not_connected",
  "messaging.blocked",
  "messaging.poll_state",
  "messaging.not_sendable",
  /** A clientMessageId already names a message in another conversation. */
  "messaging.client_id_reused",
  /** Renaming to a name another item in the same folder already has. */
  "cloud.name_taken",
  /** A locked file changed by someone other than the person who locked it. */
  "cloud.locked",
  /** An upload or version past the drive's storage quota (413). */
  "cloud.quota_exceeded",
  /** A folder moved into itself or below itself. */
  "cloud.invalid_move",
  /** A person the item is already shared with. */
  "cloud.member_exists",
  /** An archive (DOCX, XLSX, ZIP) that would expand past the safety limits (415). */
  "upload.unsafe_archive",
  /** A page locked by someone else (409). */
  "page.locked",
  /** An archived page: read-only until unarchived (409). */
  "page.archived",
  /** A published page with a password, read without one (401). */
  "page.password_required",
  /** A published page read with the wrong password (401). */
  "page.password_incorrect",
  /** A wiki page moved into itself, below itself, or a home page moved out of its wiki (409). */
  "page.invalid_move",
  /** A suggestion that was already accepted or rejected (409). */
  "page.suggestion_decided",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
