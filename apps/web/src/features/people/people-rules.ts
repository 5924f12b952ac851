import type { UserRole } from "@bearish/shared/users/user";

// Mirrors the server's users.policy so the interface offers only what the server will allow.
export const canManagePeople = (role: UserRole): boolean => role === "ADMIN" || role === "MANAGER";
export const canAdministerAccounts = (role: UserRole): boolean => role === "ADMIN";
export const canManageDepartments = (role: UserRole): boolean => role === "ADMIN";
/** Roles an inviter may hand out: a MANAGER may not create an ADMIN. */
export function invitableRoles<T extends string>(actorRole: UserRole, roles: readonly T[]): T[] {
  return actorRole === "ADMIN" ? [...roles] : roles.filter((role) => role !== "ADMIN");
}
