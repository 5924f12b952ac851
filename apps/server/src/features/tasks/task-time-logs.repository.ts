import { and, desc, eq } from "drizzle-orm";
import { taskTimeLogs } from "../../db/schema/tasks";
import type { Db } from "../../platform/db/database";

export interface TimeLogRecord {
  id: string;
  taskId: string;
  userId: string | null;
  seconds: number;
  note: string | null;
  source: string;
  loggedAt: Date;
  createdAt: Date;
}

const columns = {
  id: taskTimeLogs.id,
  taskId: taskTimeLogs.taskId,
  userId: taskTimeLogs.userId,
  seconds: taskTimeLogs.seconds,
  note: taskTimeLogs.note,
  source: taskTimeLogs.source,
  loggedAt: taskTimeLogs.loggedAt,
  createdAt: taskTimeLogs.createdAt,
};

/** The most entries the full card shows; the total is always `tasks.time_spent_seconds`. */
export const TIME_LOGS_SHOWN = 500;

export async function insertTimeLog(db: Db, log: TimeLogRecord): Promise<TimeLogRecord> {
  const [row] = await db.insert(taskTimeLogs).values(log).returning(columns);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** A task's entries, latest first. */
export async function listTimeLogs(db: Db, taskId: string): Promise<TimeLogRecord[]> {
  return db
    .select(columns)
    .from(taskTimeLogs)
    .where(eq(taskTimeLogs.taskId, taskId))
    .orderBy(desc(taskTimeLogs.loggedAt), desc(taskTimeLogs.id))
    .limit(TIME_LOGS_SHOWN);
}

export async function findTimeLog(db: Db, taskId: string, id: string): Promise<TimeLogRecord | null> {
  const [row] = await db
    .select(columns)
    .from(taskTimeLogs)
    .where(and(eq(taskTimeLogs.taskId, taskId), eq(taskTimeLogs.id, id)))
    .limit(1);
  return row ?? null;
}

export async function deleteTimeLog(db: Db, id: string): Promise<void> {
  await db.delete(taskTimeLogs).where(eq(taskTimeLogs.id, id));
}
