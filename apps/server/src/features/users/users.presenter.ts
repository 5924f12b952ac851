import { avatarFallback } from "@bearish/shared/users/avatar-rules";
import type { Department } from "@bearish/shared/users/department";
import type { Employee, Me, User } from "@bearish/shared/users/user";
import type { UserDetails } from "@bearish/shared/users/users-api";
import type { UserRecord, UserSummary } from "./users.repository";

// Stored values are written only through the shared enums, so these casts restate what the
// database already guarantees.
type RoleOf = User["role"];

export function presentUser(u: UserSummary): User {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    role: u.role as RoleOf,
    userType: u.userType,
    source: u.source,
    accountId: u.accountId,
    status: u.presence as User["status"],
    accountState: u.accountState as User["accountState"],
    avatar: u.avatar,
    avatar_fallBack: avatarFallback(u.firstName, u.lastName),
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

export function presentMe(u: UserRecord): Me {
  return {
    ...presentUser(u),
    personalEmail: u.personalEmail,
    preferences: {
      theme: u.theme as Me["preferences"]["theme"],
      language: u.language as Me["preferences"]["language"],
    },
  };
}

export function presentEmployee(u: UserRecord): Employee {
  return {
    id: u.id,
    role: u.role as RoleOf,
    email: u.email,
    accountState: u.accountState as User["accountState"],
    personalInformation: {
      firstName: u.firstName,
      lastName: u.lastName,
      personalEmail: u.personalEmail,
      profilePhoto: u.avatar,
    },
    employmentInformation: {
      employmentStatus: u.employmentStatus as Employee["employmentInformation"]["employmentStatus"],
      jobTitle: u.jobTitle,
      departmentId: u.departmentId,
      startDate: u.startDate,
    },
  };
}

export function presentUserDetails(u: UserRecord, department: Department | null): UserDetails {
  return {
    ...presentUser(u),
    personalEmail: u.personalEmail,
    employmentStatus: u.employmentStatus as UserDetails["employmentStatus"],
    jobTitle: u.jobTitle,
    departmentId: u.departmentId,
    department,
    startDate: u.startDate,
  };
}
