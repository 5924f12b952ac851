import { z } from "zod";

/** Organisation roles (spec §6). The first account on a fresh server is ADMIN. */
export const USER_ROLES = ["ADMIN", "MANAGER", "TEAM LEAD", "USER", "GUEST", "AUDITOR"] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** Presence (spec §2): changes freely among these four values. */
export const PRESENCE_STATUSES = ["online", "offline", "beBackSoon", "doNotDisturb"] as const;
export const presenceStatusSchema = z.enum(PRESENCE_STATUSES);
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;

/**
 * Lifecycle of an account, kept apart from presence: `unverified` until the signup code is entered,
 * `invited` until an invited person sets a first password, `deactivated` by an ADMIN.
 */
export const ACCOUNT_STATES = ["active", "unverified", "invited", "deactivated"] as const;
export const accountStateSchema = z.enum(ACCOUNT_STATES);
export type AccountState = z.infer<typeof accountStateSchema>;

export const EMPLOYMENT_STATUSES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN", "TEMPORARY"] as const;
export const employmentStatusSchema = z.enum(EMPLOYMENT_STATUSES);
export type EmploymentStatus = z.infer<typeof employmentStatusSchema>;

export const THEMES = ["light", "dark"] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;

export const LANGUAGES = ["en", "ar"] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

/** A person's first or last name: trimmed, 1 to 100 characters, no control characters. */
export function personNameSchema(label: "First name" | "Last name") {
  return (
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
      .regex(/^[^\u0000-\u001f\u007f]*$/, `${label} must not contain control characters`)
  );
}

/** Email addresses are compared and stored lower-cased and trimmed. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email("Enter a valid email address"));

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: userRoleSchema,
  userType: z.string(),
  source: z.string(),
  accountId: z.string().nullable(),
  status: presenceStatusSchema,
  accountState: accountStateSchema,
  avatar: z.string().nullable(),
  avatar_fallBack: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const preferencesSchema = z.object({
  theme: themeSchema,
  language: languageSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** The signed-in user's own record, with preferences. */
export const meSchema = userSchema.extend({ personalEmail: z.string().nullable(), preferences: preferencesSchema });
export type Me = z.infer<typeof meSchema>;

export const employeeSchema = z.object({
  id: z.string(),
  role: userRoleSchema,
  email: z.string(),
  accountState: accountStateSchema,
  personalInformation: z.object({
    firstName: z.string(),
    lastName: z.string(),
    personalEmail: z.string().nullable(),
    profilePhoto: z.string().nullable(),
  }),
  employmentInformation: z.object({
    employmentStatus: employmentStatusSchema.nullable(),
    jobTitle: z.string().nullable(),
    departmentId: z.string().nullable(),
    startDate: z.string().nullable(),
  }),
});
export type Employee = z.infer<typeof employeeSchema>;
