import type { Department, DepartmentBody } from "@bearish/shared/users/department";
import type { AppContext } from "../../platform/context";
import { isUniqueViolation } from "../../platform/db/database";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import type { SessionActor } from "../../platform/session.repository";
import { canManageDepartments } from "../users/users.policy";
import {
  findLiveDepartmentByName,
  insertDepartment,
  listLiveDepartments,
  updateDepartment,
} from "./departments.repository";

const nameTaken = () => new AppError("department.name_taken", 409, "A department with this name already exists");
/** A concurrent request that took the name first loses on the unique index: same 409. */
const asNameTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? nameTaken() : error;
};

export function listDepartments(ctx: AppContext): Promise<Department[]> {
  return listLiveDepartments(ctx.db);
}

export async function createDepartment(
  ctx: AppContext,
  actor: SessionActor,
  body: DepartmentBody,
): Promise<Department> {
  if (!canManageDepartments(actor.role)) throw forbidden("Only an administrator can manage departments");
  return ctx.db
    .transaction(async (tx) => {
      if (await findLiveDepartmentByName(tx, body.name)) throw nameTaken();
      return insertDepartment(tx, newId(), body.name, ctx.clock.now());
    })
    .catch(asNameTaken);
}

export async function renameDepartment(
  ctx: AppContext,
  actor: SessionActor,
  id: string,
  body: DepartmentBody,
): Promise<Department> {
  if (!canManageDepartments(actor.role)) throw forbidden("Only an administrator can manage departments");
  return ctx.db
    .transaction(async (tx) => {
      const clash = await findLiveDepartmentByName(tx, body.name);
      if (clash && clash.id !== id) throw nameTaken();
      const updated = await updateDepartment(tx, id, { name: body.name }, ctx.clock.now());
      if (!updated) throw notFound("Department not found");
      return updated;
    })
    .catch(asNameTaken);
}

/** Soft delete: the department keeps its id for history and disappears from the list. */
export async function deleteDepartment(ctx: AppContext, actor: SessionActor, id: string): Promise<Department> {
  if (!canManageDepartments(actor.role)) throw forbidden("Only an administrator can manage departments");
  const deleted = await updateDepartment(ctx.db, id, { isDeleted: true }, ctx.clock.now());
  if (!deleted) throw notFound("Department not found");
  return deleted;
}
