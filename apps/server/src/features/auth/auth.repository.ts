import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { authTokens, oneTimeCodes } from "../../db/schema/auth-codes";
import type { Db } from "../../platform/db/database";
import { newId } from "../../platform/ids";

export type AuthTokenPurpose = "reset" | "invite";

export interface OtpRecord {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

export async function insertOtp(db: Db, userId: string, codeHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.insert(oneTimeCodes).values({ id: newId(), userId, codeHash, createdAt: now, expiresAt });
}

/** The newest unused code of a user (older ones are consumed when a new one is issued). */
export async function findLatestOtp(db: Db, userId: string): Promise<OtpRecord | null> {
  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
      expiresAt: oneTimeCodes.expiresAt,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Uses up one try of a code if any is left, in one statement (the row lock makes concurrent
 * requests wait their turn). Answers the tries used so far, or null when none was left.
 */
export async function claimOtpAttempt(db: Db, id: string, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), lt(oneTimeCodes.attempts, maxAttempts)))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? null;
}

export async function consumeUserOtps(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.consumedAt)));
}

export async function insertAuthToken(
  db: Db,
  token: { userId: string; purpose: AuthTokenPurpose; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values({
    id: newId(),
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

/**
 * Atomically marks a live token used and returns its user: two concurrent uses of one token
 * cannot both succeed.
 */
export async function consumeAuthToken(
  db: Db,
  purpose: AuthTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.consumedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

/** Retires every other live token of a purpose for a user (a newer link replaces older ones). */
export async function consumeUserAuthTokens(
  db: Db,
  userId: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ consumedAt: now })
    .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.consumedAt)));
}
