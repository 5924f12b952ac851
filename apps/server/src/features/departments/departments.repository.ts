import type { Department } from "@bearish/shared/users/department";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { departments } from "../../db/schema/departments";
import type { Db } from "../../platform/db/database";

const columns = {
  id: departments.id,
  name: departments.name,
  isDeleted: departments.isDeleted,
  createdAt: departments.createdAt,
  updatedAt: departments.updatedAt,
};

type Row = { id: string; name: string; isDeleted: boolean; createdAt: Date; updatedAt: Date };

function toDepartment(row: Row): Department {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listLiveDepartments(db: Db): Promise<Department[]> {
  const rows = await db
    .select(columns)
    .from(departments)
    .where(eq(departments.isDeleted, false))
    .orderBy(asc(departments.name));
  return rows.map(toDepartment);
}

export async function findDepartment(db: Db, id: string): Promise<Department | null> {
  const [row] = await db.select(columns).from(departments).where(eq(departments.id, id)).limit(1);
  return row ? toDepartment(row) : null;
}

/** Departments by id, for expanding a page of users in one query. */
export async function findDepartmentsByIds(db: Db, ids: string[]): Promise<Map<string, Department>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(columns).from(departments).where(inArray(departments.id, ids));
  return new Map(rows.map((r) => [r.id, toDepartment(r)]));
}

export async function findLiveDepartmentByName(db: Db, name: string): Promise<Department | null> {
  const [row] = await db
    .select(columns)
    .from(departments)
    .where(and(eq(departments.isDeleted, false), sql`lower(${departments.name}) = lower(${name})`))
    .limit(1);
  return row ? toDepartment(row) : null;
}

export async function insertDepartment(db: Db, id: string, name: string, now: Date): Promise<Department> {
  const [row] = await db.insert(departments).values({ id, name, createdAt: now, updatedAt: now }).returning(columns);
  if (!row) throw new Error("insert returned no row");
  return toDepartment(row);
}

export async function updateDepartment(
  db: Db,
  id: string,
  patch: { name?: string; isDeleted?: boolean },
  now: Date,
): Promise<Department | null> {
  const [row] = await db
    .update(departments)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(departments.id, id), eq(departments.isDeleted, false)))
    .returning(columns);
  return row ? toDepartment(row) : null;
}
