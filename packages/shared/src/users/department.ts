import { z } from "zod";

export const DEPARTMENT_NAME_MAX_LENGTH = 100;

export const departmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentBodySchema = z.object({
  name: z.string().trim().min(1, "Department name is required").max(DEPARTMENT_NAME_MAX_LENGTH),
});
export type DepartmentBody = z.infer<typeof departmentBodySchema>;
