import type { UserRole } from "@bearish/shared/users/user";
import { insertDepartment } from "../features/departments/departments.repository";
import { insertUser, updateUser } from "../features/users/users.repository";
import type { AppContext } from "../platform/context";
import { newId } from "../platform/ids";
import { hashPassword } from "../platform/passwords";

export const DEMO_PASSWORD = "Bearish-demo1!";

interface DemoPerson {
  firstName: string;
  lastName: string;
  email: string;
  role: UserRole;
  department: string;
  jobTitle: string;
  avatar: string | null;
}

const PEOPLE: DemoPerson[] = [
  {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@bearish.demo",
    role: "ADMIN",
    department: "Engineering",
    jobTitle: "CTO",
    avatar: "owl",
  },
  {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@bearish.demo",
    role: "MANAGER",
    department: "Engineering",
    jobTitle: "Engineering Manager",
    avatar: "bear",
  },
  {
    firstName: "Alan",
    lastName: "Turing",
    email: "alan@bearish.demo",
    role: "TEAM LEAD",
    department: "Engineering",
    jobTitle: "Tech Lead",
    avatar: "fox",
  },
  {
    firstName: "Katherine",
    lastName: "Johnson",
    email: "katherine@bearish.demo",
    role: "USER",
    department: "Engineering",
    jobTitle: "Software Engineer",
    avatar: null,
  },
  {
    firstName: "Dieter",
    lastName: "Rams",
    email: "dieter@bearish.demo",
    role: "USER",
    department: "Design",
    jobTitle: "Product Designer",
    avatar: "koala",
  },
  {
    firstName: "Mary",
    lastName: "Kay",
    email: "mary@bearish.demo",
    role: "MANAGER",
    department: "Sales",
    jobTitle: "Head of Sales",
    avatar: "lion",
  },
  {
    firstName: "Peter",
    lastName: "Drucker",
    email: "peter@bearish.demo",
    role: "AUDITOR",
    department: "Operations",
    jobTitle: "Auditor",
    avatar: null,
  },
  {
    firstName: "Guest",
    lastName: "Reviewer",
    email: "guest@bearish.demo",
    role: "GUEST",
    department: "Operations",
    jobTitle: "External Reviewer",
    avatar: "penguin",
  },
];

/**
 * Seeds the demo organisation (departments and people with roles) on an empty database. Later
 * areas add their own seeders beside this one. Returns the logins, or null when the database
 * already had people in it.
 */
export async function seedOrganisation(ctx: AppContext, hasUsers: boolean): Promise<DemoPerson[] | null> {
  if (hasUsers) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const departments = new Map<string, string>();
    for (const name of [...new Set(PEOPLE.map((p) => p.department))]) {
      departments.set(name, (await insertDepartment(tx, newId(), name, now)).id);
    }
    for (const person of PEOPLE) {
      const user = await insertUser(tx, {
        id: newId(),
        email: person.email,
        firstName: person.firstName,
        lastName: person.lastName,
        role: person.role,
        accountState: "active",
        passwordHash,
        now,
      });
      await updateUser(
        tx,
        user.id,
        {
          avatar: person.avatar,
          jobTitle: person.jobTitle,
          departmentId: departments.get(person.department) ?? null,
          employmentStatus: person.role === "GUEST" ? "CONTRACTOR" : "FULL_TIME",
          startDate: "2024-01-15",
        },
        now,
      );
    }
  });
  return PEOPLE;
}
