import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { UserRole } from "@bearish/shared/users/user";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens } from "../../db/schema/auth-codes";
import { createUser, latestLinkToken, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestServer();
  admin = await createUser(t, { role: "ADMIN", firstName: "Ada", lastName: "Admin" });
});
afterAll(async () => {
  await t.close();
});

function expectError(res: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, statusCode: status, error: STATUS_CODES[status], code });
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

const FORGOT_MESSAGE = "If an account exists for that address, a password reset email has been sent";
const RESET_SUBJECT = /Reset your Bearish password/;
const NEW_PASSWORD = "N3w-password!";
const LINK_INVALID = "This link is invalid or has expired";

const forgot = (email: string) => t.request("POST", "/api/user/auth/forgot-password", { body: { email } });
const reset = (token: string, newPassword = NEW_PASSWORD) =>
  t.request("POST", "/api/user/auth/reset-password", { body: { token, newPassword } });
const login = (email: string, password: string) =>
  t.request("POST", "/api/user/auth/login", { body: { email, password } });
const me = (token: string) => t.request("GET", "/api/user/auth/me", { token });
const mailsTo = async (email: string, subject: RegExp) =>
  (await t.mails()).filter((m) => m.to === email && subject.test(m.subject));
const resetToken = (email: string) => latestLinkToken(t, email, RESET_SUBJECT);

describe("forgot-password", () => {
  it("answers existing and unknown addresses identically, and mails a link only to the account", async () => {
    const u = await createUser(t);
    const known = await forgot(u.email);
    const unknown = await forgot("nobody-at-all@example.com");
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, statusCode: 200, message: FORGOT_MESSAGE, data: {} });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());

    const mails = await mailsTo(u.email, RESET_SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/http:\/\/bearish\.test\/en\/reset-password\?token=[A-Za-z0-9_-]+/);
    expect(await mailsTo("nobody-at-all@example.com", /.*/)).toHaveLength(0);
  });

  it("mails nothing to a deactivated account but answers the same", async () => {
    const u = await createUser(t, { accountState: "deactivated" });
    const res = await forgot(u.email);
    expect(res.json()).toEqual({ success: true, statusCode: 200, message: FORGOT_MESSAGE, data: {} });
    expect(await mailsTo(u.email, /.*/)).toHaveLength(0);
  });

  it("mails a token of at least 128 bits, stored only as its hash", async () => {
    const u = await createUser(t);
    await forgot(u.email);
    const token = await resetToken(u.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const rows = await t.ctx.db.select({ tokenHash: authTokens.tokenHash }).from(authTokens);
    const hashes = rows.map((r) => r.tokenHash);
    expect(hashes.some((h) => h.includes(token))).toBe(false);
    expect(hashes).toContain(createHash("sha256").update(token).digest("hex"));
  });
});

describe("reset-password", () => {
  it("sets the new password once and revokes every session", async () => {
    const u = await createUser(t);
    const other = (await login(u.email, u.password)).json().data.token as string;
    await forgot(u.email);
    const token = await resetToken(u.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      statusCode: 200,
      message: "Password has been reset successfully",
      data: {},
    });
    expectError(await me(u.token), 401, "auth.unauthenticated");
    expectError(await me(other), 401, "auth.unauthenticated");
    expectError(await login(u.email, u.password), 401, "auth.invalid_credentials");
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);

    expectError(await reset(token, "An0ther-password!"), 400, "auth.token_invalid", LINK_INVALID);
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a weak password without consuming the token", async () => {
    const u = await createUser(t);
    await forgot(u.email);
    const token = await resetToken(u.email);
    const weak = await reset(token, "weakpass");
    expectError(weak, 400, "request.invalid");
    expect(weak.json().details).toEqual([
      { path: "body.newPassword", message: "Password needs: an uppercase letter, a digit, a special character" },
    ]);
    expect((await me(u.token)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("refuses bogus and malformed tokens", async () => {
    expectError(await reset("A".repeat(43)), 400, "auth.token_invalid", LINK_INVALID);
    const malformed = await reset("not a token!");
    expectError(malformed, 400, "request.invalid");
    expect(malformed.json().details.map((d: { path: string }) => d.path)).toContain("body.token");
  });

  it("expires the link after 60 minutes", async () => {
    const early = await createUser(t);
    const late = await createUser(t);
    await forgot(early.email);
    await forgot(late.email);
    const earlyToken = await resetToken(early.email);
    const lateToken = await resetToken(late.email);

    t.clock.advanceMinutes(59);
    expect((await reset(earlyToken)).statusCode).toBe(200);
    t.clock.advanceMinutes(1);
    expectError(await reset(lateToken), 400, "auth.token_invalid");
    expect((await login(late.email, late.password)).statusCode).toBe(200);
  });

  it("retires the older link when a newer one is mailed", async () => {
    const u = await createUser(t);
    await forgot(u.email);
    const older = await resetToken(u.email);
    await forgot(u.email);
    const newer = await resetToken(u.email);
    expect(newer).not.toBe(older);
    expectError(await reset(older), 400, "auth.token_invalid");
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it("clears login throttling for the account", async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) await login(u.email, "Wr0ng-password!");
    expectError(await login(u.email, u.password), 429, "auth.too_many_attempts");
    await forgot(u.email);
    expect((await reset(await resetToken(u.email))).statusCode).toBe(200);
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("a password change retires a pending reset link", async () => {
    const u = await createUser(t);
    await forgot(u.email);
    const token = await resetToken(u.email);
    const change = await t.request("POST", "/api/user/auth/change-password", {
      token: u.token,
      body: { currentPassword: u.password, newPassword: NEW_PASSWORD },
    });
    expect(change.statusCode).toBe(200);
    expectError(await reset(token, "An0ther-password!"), 400, "auth.token_invalid");
  });
});

describe("reset mail throttling", () => {
  it("allows two reset mails per address per hour, answering unknown addresses the same", async () => {
    const u = await createUser(t);
    const unknown = "throttled-ghost@example.com";
    for (let i = 0; i < 2; i++) {
      expect((await forgot(u.email)).statusCode).toBe(200);
      expect((await forgot(unknown)).statusCode).toBe(200);
    }
    const third = await forgot(u.email);
    const body = expectError(third, 429, "auth.too_many_attempts");
    expect(body.message).toMatch(/^Too many password reset requests for this address\. Try again in \d+ minutes?\.$/);
    const thirdUnknown = await forgot(unknown);
    expect(thirdUnknown.statusCode).toBe(429);
    expect(thirdUnknown.json()).toEqual(body);
    expect(await mailsTo(u.email, RESET_SUBJECT)).toHaveLength(2);

    t.clock.advanceMinutes(60);
    expect((await forgot(u.email)).statusCode).toBe(200);
    expect(await mailsTo(u.email, RESET_SUBJECT)).toHaveLength(3);
  });
});

describe("invitations", () => {
  const invite = (token: string | undefined, body: Record<string, unknown>) =>
    t.request("POST", "/api/user/auth/invite", { token, body });
  const invitee = (email: string, role: UserRole = "USER") => ({ firstName: "Ivy", lastName: "Invited", email, role });
  const setPassword = (token: string, password = NEW_PASSWORD) =>
    t.request("POST", "/api/user/auth/update-password", { body: { token, password } });
  const inviteToken = (email: string) => latestLinkToken(t, email, /invited you to Bearish/);
  const findByEmail = async (email: string) => {
    const res = await t.request("GET", `/api/user/auth/all-users?includeInactive=true&search=${email}`, {
      token: admin.token,
    });
    return res.json().data as { email: string; accountState: string; role: string }[];
  };

  it("lets an ADMIN invite: a set-password link, then the account is active and can log in", async () => {
    const email = "ivy@example.com";
    const res = await invite(admin.token, invitee(email, "MANAGER"));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      statusCode: 201,
      message: "Invitation sent",
      data: { email, role: "MANAGER", accountState: "invited", firstName: "Ivy" },
    });
    const mails = await mailsTo(email, /invited you to Bearish/);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Ada Admin invited you to Bearish");
    expect(mails[0]?.text).toMatch(/http:\/\/bearish\.test\/en\/set-password\?token=[A-Za-z0-9_-]{43}/);
    expect(await findByEmail(email)).toMatchObject([{ accountState: "invited" }]);
    expectError(await login(email, NEW_PASSWORD), 401, "auth.invalid_credentials");

    const token = await inviteToken(email);
    const weak = await setPassword(token, "short");
    expectError(weak, 400, "request.invalid");

    const accepted = await setPassword(token);
    expect(accepted.statusCode).toBe(200);
    const data = accepted.json().data;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ email, role: "MANAGER", accountState: "active", status: "online" });
    expect((await me(data.token)).json().data.email).toBe(email);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    expectError(await setPassword(token, "An0ther-password!"), 400, "auth.token_invalid", LINK_INVALID);
    expectError(await login(email, "An0ther-password!"), 401, "auth.invalid_credentials");
  });

  it("refuses a bogus invitation token", async () => {
    expectError(await setPassword("B".repeat(43)), 400, "auth.token_invalid", LINK_INVALID);
    expectError(await setPassword("bad"), 400, "request.invalid");
  });

  it("does not accept a reset token as an invitation, nor the reverse", async () => {
    const u = await createUser(t);
    await forgot(u.email);
    expectError(await setPassword(await resetToken(u.email)), 400, "auth.token_invalid");

    const email = "crossed@example.com";
    expect((await invite(admin.token, invitee(email))).statusCode).toBe(201);
    expectError(await reset(await inviteToken(email)), 400, "auth.token_invalid");
    expect(await findByEmail(email)).toMatchObject([{ accountState: "invited" }]);
  });

  it("lets a MANAGER invite below ADMIN but not an ADMIN", async () => {
    const manager = await createUser(t, { role: "MANAGER" });
    expect((await invite(manager.token, invitee("by-manager@example.com", "USER"))).statusCode).toBe(201);

    const email = "would-be-admin@example.com";
    expectError(await invite(manager.token, invitee(email, "ADMIN")), 403, "auth.forbidden");
    expect(await findByEmail(email)).toEqual([]);
    expect(await mailsTo(email, /.*/)).toHaveLength(0);
  });

  it.each(["TEAM LEAD", "USER", "GUEST", "AUDITOR"] as const)(
    "refuses a %s with 403 and creates nothing",
    async (role) => {
      const actor = await createUser(t, { role });
      const email = `by-${role.replace(" ", "-").toLowerCase()}@example.com`;
      expectError(await invite(actor.token, invitee(email)), 403, "auth.forbidden");
      expect(await findByEmail(email)).toEqual([]);
      expect(await mailsTo(email, /.*/)).toHaveLength(0);
    },
  );

  it("refuses a signed-out caller with 401", async () => {
    expectError(await invite(undefined, invitee("anon-invite@example.com")), 401, "auth.unauthenticated");
    expect(await findByEmail("anon-invite@example.com")).toEqual([]);
  });

  it("refuses an address that already has an account with 409 and mails nothing", async () => {
    const u = await createUser(t);
    const before = (await t.mails()).length;
    expectError(await invite(admin.token, invitee(u.email.toUpperCase())), 409, "auth.email_taken");
    expect((await t.mails()).length).toBe(before);
    expect(await findByEmail(u.email)).toMatchObject([{ accountState: "active", role: "USER" }]);
  });

  it("answers 409, never 500, to the losers of simultaneous invitations of one address", async () => {
    for (let round = 0; round < 5; round++) {
      const email = `twice-${round}@example.com`;
      const results = await Promise.all([1, 2, 3].map(() => invite(admin.token, invitee(email))));
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe("auth.email_taken");
      expect(await mailsTo(email, /invited you/)).toHaveLength(1);
    }
  });

  it("expires an invitation after seven days", async () => {
    const email = "slow-invitee@example.com";
    await invite(admin.token, invitee(email));
    const token = await inviteToken(email);
    t.clock.advanceMinutes(7 * 24 * 60);
    expectError(await setPassword(token), 400, "auth.token_invalid");
    // The factory's sessions last a day, so the ADMIN signs in again to look.
    admin.token = (await login(admin.email, admin.password)).json().data.token;
    expect(await findByEmail(email)).toMatchObject([{ accountState: "invited" }]);
  });
});
