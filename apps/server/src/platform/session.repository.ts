import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { sessions } from "../db/schema/sessions";
import { users } from "../db/schema/users";
import type { Db } from "./db/database";
import { newId } from "./ids";

export interface SessionActor {
  sessionId: string;
  userId: string;
  role: string;
}

/** The live session for a token hash, with its user's role and its expiry; null when revoked, expired or inactive. */
export async function findSessionByTokenHash(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ actor: SessionActor; expiresAt: Date } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.accountState, "active"),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { expiresAt, ...actor } = row;
  return { actor, expiresAt };
}

export async function insertSession(
  db: Db,
  session: {
    userId: string;
    tokenHash: string;
    userAgent: string | null;
    ip: string | null;
    now: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const id = newId();
  await db.insert(sessions).values({
    id,
    userId: session.userId,
    tokenHash: session.tokenHash,
    userAgent: session.userAgent,
    ip: session.ip,
    createdAt: session.now,
    expiresAt: session.expiresAt,
  });
  return id;
}

export async function revokeSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(db: Db, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
