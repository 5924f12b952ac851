import { z } from "zod";
import { pageQuerySchema } from "../api/envelope";
import { departmentSchema } from "./department";
import { emailSchema, employmentStatusSchema, personNameSchema, userRoleSchema, userSchema } from "./user";

/** User list default page size (spec §9). */
export const USER_LIST_DEFAULT_LIMIT = 10;
export const EMPLOYEE_LIST_DEFAULT_LIMIT = 20;

export const USER_SORT_FIELDS = ["firstName", "lastName", "email", "createdAt", "role"] as const;
const sortSchema = z
  .string()
  .regex(
    new RegExp(`^-?(${USER_SORT_FIELDS.join("|")})$`),
    `Sort by one of ${USER_SORT_FIELDS.join(", ")}, with - for descending`,
  );

export const USER_EXPANSIONS = ["department"] as const;

export const userListQuerySchema = pageQuerySchema(USER_LIST_DEFAULT_LIMIT).extend({
  sort: sortSchema.default("firstName"),
  expand: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(z.enum(USER_EXPANSIONS))),
  search: z.string().trim().max(100).optional(),
  includeInactive: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userWithExpansionsSchema = userSchema.extend({ department: departmentSchema.nullable().optional() });
export type UserWithExpansions = z.infer<typeof userWithExpansionsSchema>;

export const employeeListQuerySchema = pageQuerySchema(EMPLOYEE_LIST_DEFAULT_LIMIT).extend({
  search: z.string().trim().max(100).optional(),
  departmentId: z.uuid().optional(),
});

export const userDetailsSchema = userSchema.extend({
  personalEmail: z.string().nullable(),
  employmentStatus: employmentStatusSchema.nullable(),
  jobTitle: z.string().nullable(),
  departmentId: z.string().nullable(),
  department: departmentSchema.nullable(),
  startDate: z.string().nullable(),
});
export type UserDetails = z.infer<typeof userDetailsSchema>;

export const roleBodySchema = z.object({ role: userRoleSchema });

export const employmentBodySchema = z
  .object({
    employmentStatus: employmentStatusSchema.nullable(),
    jobTitle: z.string().trim().max(150).nullable(),
    departmentId: z.uuid().nullable(),
    startDate: z.iso.date().nullable(),
  })
  .partial()
  .strict();

export const inviteBodySchema = z.object({
  firstName: personNameSchema("First name"),
  lastName: personNameSchema("Last name"),
  email: emailSchema,
  role: userRoleSchema.default("USER"),
});
