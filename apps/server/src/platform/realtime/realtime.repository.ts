import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { sessions } from "../../db/schema/sessions";
import { users } from "../../db/schema/users";
import type { Db } from "../db/database";

/** Of `sessionIds`, those still live: not revoked, not expired, their user active. */
export async function findLiveSessionIds(db: Db, sessionIds: string[], now: Date): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.accountState, "active"),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Who a typing event says is typing. */
export interface TypingSender {
  id: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  presence: string;
  email: string;
}

/** The active users among `ids`, with what a typing event shows of them. */
export async function findActiveTypingSenders(db: Db, ids: string[]): Promise<Map<string, TypingSender>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
      presence: users.presence,
      email: users.email,
    })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.accountState, "active")));
  return new Map(rows.map((row) => [row.id, row]));
}
