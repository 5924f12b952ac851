import type { AuthResult } from "@bearish/shared/auth/auth";
import {
  FORGOT_PASSWORD_MESSAGE,
  INVITE_TOKEN_TTL_MINUTES,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_MAX_FAILURES,
  OTP_MAILS_PER_HOUR,
  OTP_MAX_ATTEMPTS,
  OTP_TTL_MINUTES,
  type ProfileBody,
  RESET_MAILS_PER_HOUR,
  RESET_TOKEN_TTL_MINUTES,
  SESSION_TTL_DAYS,
  type SignupBody,
} from "@bearish/shared/auth/auth";
import type { Me, PresenceStatus, UserRole } from "@bearish/shared/users/user";
import { addMinutes } from "../../platform/clock";
import type { AppContext } from "../../platform/context";
import { type Db, isUniqueViolation } from "../../platform/db/database";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { newId } from "../../platform/ids";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import { insertSession, revokeSession, revokeUserSessions, type SessionActor } from "../../platform/session.repository";
import { assertNotThrottled, recordAttempt, releaseAttempt, reserveAttempt } from "../../platform/throttle";
import { clearThrottleBucket } from "../../platform/throttle.repository";
import { hashesEqual, newOtp, newToken, sha256 } from "../../platform/tokens";
import { canInviteAs, canInviteUsers } from "../users/users.policy";
import { presentMe } from "../users/users.presenter";
import {
  countActiveAdmins,
  findPasswordHash,
  findUserByEmail,
  findUserById,
  insertUser,
  lockAdminSet,
  type UserRecord,
  updateUser,
} from "../users/users.repository";
import { invitationMail, passwordResetMail, signupCodeMail } from "./auth.mails";
import {
  claimOtpAttempt,
  consumeAuthToken,
  consumeUserAuthTokens,
  consumeUserOtps,
  findLatestOtp,
  insertAuthToken,
  insertOtp,
} from "./auth.repository";

export interface RequestMeta {
  userAgent: string | null;
  ip: string | null;
}

const buckets = {
  loginFailures: (email: string) => `login-failure:${email}`,
  resetMails: (email: string) => `reset-mail:${email}`,
  otpMails: (email: string) => `otp-mail:${email}`,
};

const loginThrottle = {
  max: LOGIN_MAX_FAILURES,
  windowMinutes: LOGIN_FAILURE_WINDOW_MINUTES,
  message: "Too many failed login attempts. Try again in {wait}.",
};
const resetThrottle = {
  max: RESET_MAILS_PER_HOUR,
  windowMinutes: 60,
  message: "Too many password reset requests for this address. Try again in {wait}.",
};
const otpThrottle = {
  max: OTP_MAILS_PER_HOUR,
  windowMinutes: 60,
  message: "Too many codes sent to this address. Try again in {wait}.",
};

const emailTaken = () => new AppError("auth.email_taken", 409, "An account with this email already exists");
/** A concurrent request that created the same address first loses on the unique index: same 409. */
const asEmailTaken = (error: unknown): never => {
  throw isUniqueViolation(error) ? emailTaken() : error;
};

const otpHash = (userId: string, code: string) => sha256(`${userId}:${code}`);
const invalidCode = () => new AppError("auth.otp_invalid", 400, "Invalid or expired code");

async function startSession(ctx: AppContext, tx: Db, user: UserRecord, meta: RequestMeta): Promise<AuthResult> {
  const token = newToken();
  const now = ctx.clock.now();
  await insertSession(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip,
    now,
    expiresAt: addMinutes(now, SESSION_TTL_DAYS * 24 * 60),
  });
  return { token, user: presentMe(user) };
}

async function issueSignupCode(ctx: AppContext, tx: Db, user: UserRecord): Promise<void> {
  const now = ctx.clock.now();
  const code = newOtp();
  await consumeUserOtps(tx, user.id, now);
  await insertOtp(tx, user.id, otpHash(user.id, code), now, addMinutes(now, OTP_TTL_MINUTES));
  await recordAttempt(tx, ctx.clock, buckets.otpMails(user.email));
  await ctx.mailer.enqueue(tx, signupCodeMail(user.email, user.firstName, code));
}

/** Creates an unverified account and mails a six-digit code. */
export async function signup(ctx: AppContext, body: SignupBody): Promise<{ email: string; expiresInMinutes: number }> {
  await assertNotThrottled(ctx.db, ctx.clock, buckets.otpMails(body.email), otpThrottle);
  const passwordHash = await hashPassword(body.password);
  await ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, body.email)) {
        throw emailTaken();
      }
      const user = await insertUser(tx, {
        id: newId(),
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: "USER",
        accountState: "unverified",
        passwordHash,
        now: ctx.clock.now(),
      });
      await issueSignupCode(ctx, tx, user);
    })
    .catch(asEmailTaken);
  ctx.mailer.kick();
  return { email: body.email, expiresInMinutes: OTP_TTL_MINUTES };
}

/**
 * Checks a signup code. A wrong code uses up one of the five tries (that count is kept even though
 * the request fails). The first account verified on a server with no active ADMIN becomes ADMIN.
 */
export async function verifyOtp(ctx: AppContext, email: string, otp: string, meta: RequestMeta): Promise<AuthResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.accountState !== "unverified") throw invalidCode();
    const code = await findLatestOtp(tx, user.id);
    const now = ctx.clock.now();
    if (!code) throw invalidCode();
    if (code.expiresAt <= now && code.attempts < OTP_MAX_ATTEMPTS) {
      throw new AppError("auth.otp_expired", 400, "This code has expired. Request a new code.");
    }
    // Take a try atomically before comparing, so parallel guesses cannot all use the same try.
    const tries = await claimOtpAttempt(tx, code.id, OTP_MAX_ATTEMPTS);
    if (tries === null) throw new AppError("auth.otp_exhausted", 400, "Too many wrong codes. Request a new code.");
    if (!hashesEqual(code.codeHash, otpHash(user.id, otp))) {
      return { kind: "wrong", left: OTP_MAX_ATTEMPTS - tries } as const;
    }
    await consumeUserOtps(tx, user.id, now);
    // Serialises "who becomes the first ADMIN" across concurrent verifications and instances.
    await lockAdminSet(tx);
    const role: UserRole = (await countActiveAdmins(tx)) === 0 ? "ADMIN" : (user.role as UserRole);
    const active = await updateUser(tx, user.id, { accountState: "active", role, presence: "online" }, now);
    if (!active) throw invalidCode();
    return { kind: "verified", result: await startSession(ctx, tx, active, meta) } as const;
  });
  if (outcome.kind === "wrong") {
    throw new AppError(
      "auth.otp_invalid",
      400,
      outcome.left > 0 ? `Invalid code. ${outcome.left} tries left.` : "Invalid code. Request a new code.",
    );
  }
  return outcome.result;
}

/** Mails a fresh code to an unverified account; answers the same whether or not one exists. */
export async function resendOtp(ctx: AppContext, email: string): Promise<void> {
  await assertNotThrottled(ctx.db, ctx.clock, buckets.otpMails(email), otpThrottle);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (user?.accountState === "unverified") {
      await issueSignupCode(ctx, tx, user);
    } else {
      await recordAttempt(tx, ctx.clock, buckets.otpMails(email));
    }
  });
  ctx.mailer.kick();
}

export async function login(ctx: AppContext, email: string, password: string, meta: RequestMeta): Promise<AuthResult> {
  const bucket = buckets.loginFailures(email);
  const attempt = await reserveAttempt(ctx.db, ctx.clock, bucket, loginThrottle);
  const user = await findUserByEmail(ctx.db, email);
  const passwordHash = user ? await findPasswordHash(ctx.db, user.id) : null;
  if (!user || !(await verifyPassword(passwordHash, password))) {
    // The reserved attempt stays: it is this failure.
    throw new AppError("auth.invalid_credentials", 401, "Invalid email or password");
  }
  await releaseAttempt(ctx.db, attempt);
  // Only reached with the right password, so these answers reveal nothing to a guesser.
  if (user.accountState === "unverified") {
    throw new AppError("auth.email_not_verified", 403, "Verify your email with the code we sent before logging in");
  }
  if (user.accountState !== "active") {
    throw new AppError("auth.account_inactive", 403, "This account has been deactivated");
  }
  return ctx.db.transaction(async (tx) => {
    await clearThrottleBucket(tx, bucket);
    const online = (await updateUser(tx, user.id, { presence: "online" }, ctx.clock.now())) ?? user;
    return startSession(ctx, tx, online, meta);
  });
}

export async function logout(ctx: AppContext, actor: SessionActor): Promise<void> {
  await revokeSession(ctx.db, actor.sessionId, ctx.clock.now());
  ctx.realtime.disconnectSession(actor.sessionId);
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword(
  ctx: AppContext,
  actor: SessionActor,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw notFound("User not found");
  const bucket = buckets.loginFailures(user.email);
  const attempt = await reserveAttempt(ctx.db, ctx.clock, bucket, loginThrottle);
  if (!(await verifyPassword(await findPasswordHash(ctx.db, user.id), currentPassword))) {
    throw new AppError("auth.password_incorrect", 400, "Current password is incorrect");
  }
  await releaseAttempt(ctx.db, attempt);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await updateUser(tx, user.id, { passwordHash }, now);
    await revokeUserSessions(tx, user.id, now, actor.sessionId);
    await consumeUserAuthTokens(tx, user.id, "reset", now);
  });
  ctx.realtime.disconnectUser(user.id, actor.sessionId);
}

/** Mails a reset link when the address has an account; the answer never tells whether it does. */
export async function forgotPassword(ctx: AppContext, email: string): Promise<string> {
  const bucket = buckets.resetMails(email);
  await assertNotThrottled(ctx.db, ctx.clock, bucket, resetThrottle);
  await ctx.db.transaction(async (tx) => {
    await recordAttempt(tx, ctx.clock, bucket);
    const user = await findUserByEmail(tx, email);
    if (!user || user.accountState === "deactivated" || user.accountState === "invited") return;
    const token = newToken();
    const now = ctx.clock.now();
    await consumeUserAuthTokens(tx, user.id, "reset", now);
    await insertAuthToken(tx, {
      userId: user.id,
      purpose: "reset",
      tokenHash: sha256(token),
      now,
      expiresAt: addMinutes(now, RESET_TOKEN_TTL_MINUTES),
    });
    const link = `${ctx.config.publicUrl}/${user.language}/reset-password?token=${token}`;
    await ctx.mailer.enqueue(tx, passwordResetMail(user.email, user.firstName, link));
  });
  ctx.mailer.kick();
  return FORGOT_PASSWORD_MESSAGE;
}

const invalidLink = () => new AppError("auth.token_invalid", 400, "This link is invalid or has expired");

/** Sets a new password from a mailed reset link and signs out every session. */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const userId = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const userId = await consumeAuthToken(tx, "reset", sha256(token), now);
    if (!userId) throw invalidLink();
    const user = await findUserById(tx, userId);
    if (!user || user.accountState === "deactivated") throw invalidLink();
    // Receiving the mail proves the address, so an unverified account becomes active.
    await updateUser(tx, userId, { passwordHash, accountState: "active" }, now);
    await revokeUserSessions(tx, userId, now);
    await consumeUserOtps(tx, userId, now);
    await clearThrottleBucket(tx, buckets.loginFailures(user.email));
    return userId;
  });
  ctx.realtime.disconnectUser(userId);
}

/** An invited person sets a first password from the invitation link and is signed in. */
export async function updatePassword(
  ctx: AppContext,
  token: string,
  password: string,
  meta: RequestMeta,
): Promise<AuthResult> {
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const userId = await consumeAuthToken(tx, "invite", sha256(token), now);
    if (!userId) throw invalidLink();
    const user = await findUserById(tx, userId);
    if (user?.accountState !== "invited") throw invalidLink();
    const active = await updateUser(tx, userId, { passwordHash, accountState: "active", presence: "online" }, now);
    if (!active) throw invalidLink();
    return startSession(ctx, tx, active, meta);
  });
}

/** Invites a person by email: the account waits in `invited` until they set a password. */
export async function inviteUser(
  ctx: AppContext,
  actor: SessionActor,
  body: { firstName: string; lastName: string; email: string; role: UserRole },
): Promise<Me> {
  if (!canInviteUsers(actor.role)) throw forbidden("Only an administrator or a manager can invite people");
  if (!canInviteAs(actor.role, body.role))
    throw forbidden("A manager can invite users, team leads and guests; only an administrator can invite other roles");
  const inviter = await findUserById(ctx.db, actor.userId);
  const invited = await ctx.db
    .transaction(async (tx) => {
      if (await findUserByEmail(tx, body.email)) {
        throw emailTaken();
      }
      const now = ctx.clock.now();
      const user = await insertUser(tx, {
        id: newId(),
        email: body.email,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role,
        accountState: "invited",
        passwordHash: null,
        now,
      });
      const token = newToken();
      await insertAuthToken(tx, {
        userId: user.id,
        purpose: "invite",
        tokenHash: sha256(token),
        now,
        expiresAt: addMinutes(now, INVITE_TOKEN_TTL_MINUTES),
      });
      const link = `${ctx.config.publicUrl}/en/set-password?token=${token}`;
      const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}` : "Your administrator";
      await ctx.mailer.enqueue(tx, invitationMail(user.email, user.firstName, inviterName, link));
      return user;
    })
    .catch(asEmailTaken);
  ctx.mailer.kick();
  return presentMe(invited);
}

export async function getMe(ctx: AppContext, actor: SessionActor): Promise<Me> {
  const user = await findUserById(ctx.db, actor.userId);
  if (!user) throw notFound("User not found");
  return presentMe(user);
}

export async function updateProfile(ctx: AppContext, actor: SessionActor, body: ProfileBody): Promise<Me> {
  const current = await findUserById(ctx.db, actor.userId);
  if (!current) throw notFound("User not found");
  const { preferences, ...fields } = body;
  const updated = await updateUser(
    ctx.db,
    actor.userId,
    {
      ...fields,
      ...(preferences?.theme ? { theme: preferences.theme } : {}),
      ...(preferences?.language ? { language: preferences.language } : {}),
    },
    ctx.clock.now(),
  );
  if (!updated) throw notFound("User not found");
  return presentMe(updated);
}

export async function setPresence(ctx: AppContext, actor: SessionActor, status: PresenceStatus): Promise<Me> {
  const updated = await updateUser(ctx.db, actor.userId, { presence: status }, ctx.clock.now());
  if (!updated) throw notFound("User not found");
  return presentMe(updated);
}
