import type { UserRole } from "@bearish/shared/users/user";

/** Organisation-level permissions. Pure, so tests call them directly. */
export const canManageRoles = (role: string): boolean => role === "ADMIN";
export const canManageDepartments = (role: string): boolean => role === "ADMIN";
export const canDeactivateUsers = (role: string): boolean => role === "ADMIN";
export const canInviteUsers = (role: string): boolean => role === "ADMIN" || role === "MANAGER";
export const canEditEmployment = (role: string): boolean => role === "ADMIN" || role === "MANAGER";
/** Who may list deactivated, invited and unverified accounts besides active ones. */
export const canSeeInactiveUsers = (role: string): boolean =>
  role === "ADMIN" || role === "MANAGER" || role === "AUDITOR";

/**
 * An ADMIN may invite anyone. A MANAGER may invite only roles that cannot read beyond what they
 * are given (USER, TEAM LEAD, GUEST): an AUDITOR reads every workspace and a MANAGER can invite,
 * so either would let a manager widen access past what roles changes (ADMIN only) allow.
 */
export function canInviteAs(actorRole: string, targetRole: UserRole): boolean {
  if (actorRole === "ADMIN") return true;
  return actorRole === "MANAGER" && (targetRole === "USER" || targetRole === "TEAM LEAD" || targetRole === "GUEST");
}

/** Who may see a person's personal email (besides the person): people who manage the organisation. */
export const canSeePersonalDetails = (role: string): boolean =>
  role === "ADMIN" || role === "MANAGER" || role === "AUDITOR";
