import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { notifications } from "../../db/schema/notifications";
import { users } from "../../db/schema/users";
import type { Db } from "../../platform/db/database";

export interface NotificationInsert {
  id: string;
  userId: string;
  actorId: string | null;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  details: Record<string, unknown>;
  createdAt: Date;
}

/** A notification with its actor's name and avatar (null when there is none or they were deleted). */
export interface NotificationRecord {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  snoozedUntil: Date | null;
  createdAt: Date;
  actor: { id: string; firstName: string; lastName: string; avatar: string | null } | null;
}

export type NotificationFilter = "new" | "done" | "snoozed";

const columns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  readAt: notifications.readAt,
  snoozedUntil: notifications.snoozedUntil,
  createdAt: notifications.createdAt,
  actorId: users.id,
  actorFirstName: users.firstName,
  actorLastName: users.lastName,
  actorAvatar: users.avatar,
};

type Row = {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  snoozedUntil: Date | null;
  createdAt: Date;
  actorId: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorAvatar: string | null;
};

function toRecord(r: Row): NotificationRecord {
  return {
    id: r.id,
    userId: r.userId,
    kind: r.kind,
    title: r.title,
    body: r.body,
    link: r.link,
    readAt: r.readAt,
    snoozedUntil: r.snoozedUntil,
    createdAt: r.createdAt,
    actor:
      r.actorId === null
        ? null
        : { id: r.actorId, firstName: r.actorFirstName ?? "", lastName: r.actorLastName ?? "", avatar: r.actorAvatar },
  };
}

/** Inserts all in one statement and answers them with their actors, in the given order. */
export async function insertNotifications(db: Db, rows: NotificationInsert[]): Promise<NotificationRecord[]> {
  if (rows.length === 0) return [];
  await db.insert(notifications).values(rows);
  const found = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(
      inArray(
        notifications.id,
        rows.map((r) => r.id),
      ),
    );
  const byId = new Map(found.map((r) => [r.id, toRecord(r)]));
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}

function statusCondition(status: NotificationFilter, now: Date): SQL | undefined {
  if (status === "done") return isNotNull(notifications.readAt);
  if (status === "snoozed") return and(isNull(notifications.readAt), gt(notifications.snoozedUntil, now));
  return and(
    isNull(notifications.readAt),
    or(isNull(notifications.snoozedUntil), lte(notifications.snoozedUntil, now)),
  );
}

/** One person's notifications of a tab, newest first. */
export async function listNotifications(
  db: Db,
  userId: string,
  status: NotificationFilter,
  now: Date,
  page: { page: number; limit: number },
): Promise<{ rows: NotificationRecord[]; total: number }> {
  const where = and(eq(notifications.userId, userId), statusCondition(status, now));
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actorId))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(where),
  ]);
  return { rows: rows.map(toRecord), total: count?.n ?? 0 };
}

/** The person's own notification, or null (someone else's is as absent as a missing one). */
export async function findOwnNotification(db: Db, userId: string, id: string): Promise<NotificationRecord | null> {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toRecord(row) : null;
}

/** Marks read (keeps the first read time). */
export async function markNotificationRead(db: Db, userId: string, id: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
}

/** Marks every unread notification of the person read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string, now: Date): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return changed.length;
}

/** Snoozes until `until`; a snoozed notification is unread again (it comes back as new). */
export async function snoozeNotification(db: Db, userId: string, id: string, until: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ snoozedUntil: until, readAt: null })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
}

/**
 * Unread notifications of `kind` whose `details[key]` is `value`, among the people given (the
 * newest per person): a message thread keeps one of them per person.
 */
export async function findUnreadByDetail(
  db: Db,
  kind: string,
  userIds: string[],
  key: string,
  value: string,
): Promise<{ id: string; userId: string }[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([notifications.userId], { id: notifications.id, userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, userIds),
        eq(notifications.kind, kind),
        isNull(notifications.readAt),
        sql`${notifications.details} ->> ${key} = ${value}`,
      ),
    )
    .orderBy(notifications.userId, desc(notifications.createdAt), desc(notifications.id));
  return rows;
}

/** Rewrites notifications with a newer title, body, actor and time (one statement); answers them with their actors. */
export async function refreshNotifications(
  db: Db,
  ids: string[],
  change: {
    actorId: string | null;
    title: string;
    body: string;
    link: string | null;
    details: Record<string, unknown>;
  },
  now: Date,
): Promise<NotificationRecord[]> {
  if (ids.length === 0) return [];
  await db
    .update(notifications)
    .set({ ...change, createdAt: now })
    .where(inArray(notifications.id, ids));
  const found = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.actorId))
    .where(inArray(notifications.id, ids));
  return found.map(toRecord);
}
