import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { workspaceContents, workspaceCustomFields } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";

export interface CustomFieldRecord {
  id: string;
  workspaceId: string;
  name: string;
  type: string;
  options: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

const fieldColumns = {
  id: workspaceCustomFields.id,
  workspaceId: workspaceCustomFields.workspaceId,
  name: workspaceCustomFields.name,
  type: workspaceCustomFields.type,
  options: workspaceCustomFields.options,
  createdAt: workspaceCustomFields.createdAt,
  updatedAt: workspaceCustomFields.updatedAt,
};

/** Custom fields of several workspaces, oldest first, grouped by workspace. */
export async function findCustomFields(db: Db, workspaceIds: string[]): Promise<Map<string, CustomFieldRecord[]>> {
  const result = new Map<string, CustomFieldRecord[]>();
  if (workspaceIds.length === 0) return result;
  const rows = await db
    .select(fieldColumns)
    .from(workspaceCustomFields)
    .where(inArray(workspaceCustomFields.workspaceId, workspaceIds))
    .orderBy(asc(workspaceCustomFields.createdAt), asc(workspaceCustomFields.id));
  for (const row of rows) result.set(row.workspaceId, [...(result.get(row.workspaceId) ?? []), row]);
  return result;
}

export async function countCustomFields(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceCustomFields)
    .where(eq(workspaceCustomFields.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export async function insertCustomField(
  db: Db,
  f: Omit<CustomFieldRecord, "createdAt" | "updatedAt"> & { now: Date },
): Promise<CustomFieldRecord> {
  const { now, ...values } = f;
  const [row] = await db
    .insert(workspaceCustomFields)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(fieldColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateCustomField(
  db: Db,
  workspaceId: string,
  id: string,
  patch: { name: string; type: string; options: Record<string, unknown> },
  now: Date,
): Promise<CustomFieldRecord | null> {
  const [row] = await db
    .update(workspaceCustomFields)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(workspaceCustomFields.workspaceId, workspaceId), eq(workspaceCustomFields.id, id)))
    .returning(fieldColumns);
  return row ?? null;
}

export async function deleteCustomField(db: Db, workspaceId: string, id: string): Promise<CustomFieldRecord | null> {
  const [row] = await db
    .delete(workspaceCustomFields)
    .where(and(eq(workspaceCustomFields.workspaceId, workspaceId), eq(workspaceCustomFields.id, id)))
    .returning(fieldColumns);
  return row ?? null;
}

export interface ContentRecord {
  id: string;
  workspaceId: string;
  type: string;
  data: unknown;
  position: number;
  createdAt: Date;
  updatedAt: Date;
}

const contentColumns = {
  id: workspaceContents.id,
  workspaceId: workspaceContents.workspaceId,
  type: workspaceContents.type,
  data: workspaceContents.data,
  position: workspaceContents.position,
  createdAt: workspaceContents.createdAt,
  updatedAt: workspaceContents.updatedAt,
};

export async function findContents(db: Db, workspaceId: string): Promise<ContentRecord[]> {
  return db
    .select(contentColumns)
    .from(workspaceContents)
    .where(eq(workspaceContents.workspaceId, workspaceId))
    .orderBy(asc(workspaceContents.position), asc(workspaceContents.id));
}

export async function nextContentPosition(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${workspaceContents.position}) + 1, 0)::int` })
    .from(workspaceContents)
    .where(eq(workspaceContents.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export async function insertContent(
  db: Db,
  c: Omit<ContentRecord, "createdAt" | "updatedAt"> & { now: Date },
): Promise<ContentRecord> {
  const { now, ...values } = c;
  const [row] = await db
    .insert(workspaceContents)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning(contentColumns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateContent(
  db: Db,
  workspaceId: string,
  id: string,
  patch: Partial<Pick<ContentRecord, "type" | "data" | "position">>,
  now: Date,
): Promise<ContentRecord | null> {
  const [row] = await db
    .update(workspaceContents)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(workspaceContents.workspaceId, workspaceId), eq(workspaceContents.id, id)))
    .returning(contentColumns);
  return row ?? null;
}

export async function deleteContent(db: Db, workspaceId: string, id: string): Promise<ContentRecord | null> {
  const [row] = await db
    .delete(workspaceContents)
    .where(and(eq(workspaceContents.workspaceId, workspaceId), eq(workspaceContents.id, id)))
    .returning(contentColumns);
  return row ?? null;
}
