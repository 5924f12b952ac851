import type { Department, DepartmentBody } from "@bearish/shared/users/department";
import { http } from "../../lib/http";

export const listDepartments = (signal?: AbortSignal) => http.get<Department[]>("/departments", { signal });
export const createDepartment = (body: DepartmentBody) => http.post<Department>("/departments", body);
export const renameDepartment = (id: string, body: DepartmentBody) =>
  http.put<Department>(`/departments/${encodeURIComponent(id)}`, body);
export const deleteDepartment = (id: string) => http.delete<Department>(`/departments/${encodeURIComponent(id)}`);
