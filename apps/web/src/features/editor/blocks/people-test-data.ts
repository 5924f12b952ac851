import type { UserDetails } from "@bearish/shared/users/users-api";
import { type MockReply, ok } from "../../../test/fetch-mock";

/** A person as the users API returns them (list rows and details share these fields). */
export function person(id: string, firstName: string, lastName: string, extra: Partial<UserDetails> = {}): UserDetails {
  return {
    id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}@example.com`,
    role: "USER",
    userType: "USER",
    source: "BEARISH",
    accountId: null,
    status: "online",
    accountState: "active",
    avatar: null,
    avatar_fallBack: `${firstName[0]}${lastName[0]}`,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    personalEmail: null,
    employmentStatus: null,
    jobTitle: null,
    departmentId: null,
    department: null,
    startDate: null,
    ...extra,
  };
}

export const ada = person("0197a000-0000-7000-8000-00000000000a", "Ada", "Lovelace", { jobTitle: "Engineer" });
export const alan = person("0197a000-0000-7000-8000-00000000000b", "Alan", "Turing");
export const grace = person("0197a000-0000-7000-8000-00000000000c", "Grace", "Adams");
export const people = [ada, alan, grace];

/** GET /user/auth/all-users: the server's own search (substring of email, first or last name). */
export function listReply({ url }: { url: string }): MockReply {
  const search = new URL(url, "http://localhost").searchParams.get("search")?.toLowerCase() ?? "";
  const rows = people.filter((p) =>
    [p.email, p.firstName, p.lastName].some((field) => field.toLowerCase().includes(search)),
  );
  return ok(rows);
}
