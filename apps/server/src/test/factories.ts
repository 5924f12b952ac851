import { randomBytes } from "node:crypto";
import type { UserRole } from "@bearish/shared/users/user";
import { insertUser, type UserRecord } from "../features/users/users.repository";
import { addMinutes } from "../platform/clock";
import { newId } from "../platform/ids";
import { hashPassword } from "../platform/passwords";
import { insertSession } from "../platform/session.repository";
import { newToken, sha256 } from "../platform/tokens";
import type { TestServer } from "./test-server";

export const DEFAULT_PASSWORD = "Sup3r-secret!";
let hashed: Promise<string> | undefined;

export interface TestUser {
  user: UserRecord;
  token: string;
  email: string;
  password: string;
}

/** Inserts a user straight into the database (fast), with a live session unless inactive. */
export async function createUser(
  t: TestServer,
  options: {
    role?: UserRole;
    accountState?: UserRecord["accountState"];
    firstName?: string;
    lastName?: string;
    email?: string;
  } = {},
): Promise<TestUser> {
  hashed ??= hashPassword(DEFAULT_PASSWORD);
  const suffix = randomBytes(4).toString("hex");
  const now = t.clock.now();
  const user = await insertUser(t.ctx.db, {
    id: newId(),
    email: options.email ?? `user-${suffix}@example.com`,
    firstName: options.firstName ?? "Test",
    lastName: options.lastName ?? `User ${suffix}`,
    role: options.role ?? "USER",
    accountState: options.accountState ?? "active",
    passwordHash: await hashed,
    now,
  });
  const token = newToken();
  await insertSession(t.ctx.db, {
    userId: user.id,
    tokenHash: sha256(token),
    userAgent: "test",
    ip: "127.0.0.1",
    now,
    expiresAt: addMinutes(now, 60 * 24),
  });
  return { user, token, email: user.email, password: DEFAULT_PASSWORD };
}

/** The six-digit code in the newest sign-up mail to `email`. */
export async function latestCode(t: TestServer, email: string): Promise<string> {
  const mail = (await t.mails()).filter((m) => m.to === email && /sign-up code/.test(m.subject)).at(-1);
  const code = mail?.subject.match(/(\d{6})/)?.[1];
  if (!code) throw new Error(`no sign-up code mailed to ${email}`);
  return code;
}

/** The `token=` value of the newest mailed link to `email` whose subject matches. */
export async function latestLinkToken(t: TestServer, email: string, subject: RegExp): Promise<string> {
  const mail = (await t.mails()).filter((m) => m.to === email && subject.test(m.subject)).at(-1);
  const token = mail?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no link mailed to ${email}`);
  return token;
}

/** Signs up through HTTP and verifies with the mailed code; returns the session token. */
export async function signUpAndVerify(
  t: TestServer,
  body: { firstName?: string; lastName?: string; email?: string; password?: string } = {},
): Promise<{ token: string; email: string; password: string; userId: string; role: string }> {
  const email = body.email ?? `new-${randomBytes(4).toString("hex")}@example.com`;
  const password = body.password ?? DEFAULT_PASSWORD;
  const signup = await t.request("POST", "/api/user/auth/signup", {
    body: { firstName: body.firstName ?? "New", lastName: body.lastName ?? "Person", email, password },
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const otp = await latestCode(t, email);
  const verify = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp } });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const data = verify.json().data;
  return { token: data.token, email, password, userId: data.user.id, role: data.user.role };
}
