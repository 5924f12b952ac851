import { and, desc, eq, gte, sql } from "drizzle-orm";
import { workspaceActivity } from "../../db/schema/workspaces";
import type { Db } from "../../platform/db/database";

export interface ActivityRecord {
  id: string;
  workspaceId: string;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  details: Record<string, unknown>;
  createdAt: Date;
}

const columns = {
  id: workspaceActivity.id,
  workspaceId: workspaceActivity.workspaceId,
  actorId: workspaceActivity.actorId,
  action: workspaceActivity.action,
  targetType: workspaceActivity.targetType,
  targetId: workspaceActivity.targetId,
  summary: workspaceActivity.summary,
  details: workspaceActivity.details,
  createdAt: workspaceActivity.createdAt,
};

export async function insertActivity(db: Db, entry: ActivityRecord): Promise<ActivityRecord> {
  const [row] = await db.insert(workspaceActivity).values(entry).returning(columns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Newest first. */
export async function listActivity(
  db: Db,
  workspaceId: string,
  page: { page: number; limit: number },
): Promise<{ rows: ActivityRecord[]; total: number }> {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(workspaceActivity)
    .where(eq(workspaceActivity.workspaceId, workspaceId))
    .orderBy(desc(workspaceActivity.createdAt), desc(workspaceActivity.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  let total = rows[0]?.total;
  if (total === undefined) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(workspaceActivity)
      .where(eq(workspaceActivity.workspaceId, workspaceId));
    total = count?.n ?? 0;
  }
  return { rows: rows.map(({ total: _t, ...row }) => row), total };
}

/** Changes per UTC day since `since` (days without changes are absent). */
export async function countActivityPerDay(
  db: Db,
  workspaceId: string,
  since: Date,
): Promise<{ date: string; count: number }[]> {
  const day = sql<string>`to_char(${workspaceActivity.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ date: day, count: sql<number>`count(*)::int` })
    .from(workspaceActivity)
    .where(and(eq(workspaceActivity.workspaceId, workspaceId), gte(workspaceActivity.createdAt, since)))
    .groupBy(day);
}
