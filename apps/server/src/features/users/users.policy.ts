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

/** A MANAGER may invite people into any role below ADMIN; an ADMIN may invite anyone. */
export function canInviteAs(actorRole: string, targetRole: UserRole): boolean {
  if (actorRole === "ADMIN") return true;
  return actorRole === "MANAGER" && targetRole !== "ADMIN";
}
