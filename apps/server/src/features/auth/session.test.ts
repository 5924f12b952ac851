import { STATUS_CODES } from "node:http";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

/** Asserts the error envelope of DESIGN §3 and returns its body. */
function expectError(res: LightMyRequestResponse, status: number, code: string, message?: string | RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body).toMatchObject({ success: false, statusCode: status, error: STATUS_CODES[status], code });
  if (typeof message === "string") expect(body.message).toBe(message);
  else if (message) expect(body.message).toMatch(message);
  return body;
}

const detailPaths = (res: LightMyRequestResponse): string[] =>
  (res.json().details ?? []).map((d: { path: string }) => d.path);

const login = (email: string, password: string) =>
  t.request("POST", "/api/user/auth/login", { body: { email, password } });
const me = (token?: string) => t.request("GET", "/api/user/auth/me", { token });
const profile = (token: string, body: unknown) => t.request("PUT", "/api/user/auth/profile", { token, body });
const WRONG = "Wr0ng-password!";
const NEW_PASSWORD = "N3w-password!";

describe("login", () => {
  it("answers a token and the user, now online, for the right password", async () => {
    const u = await createUser(t, { firstName: "Lin", lastName: "Ok" });
    const res = await login(u.email.toUpperCase(), u.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      statusCode: 200,
      message: "Logged in successfully",
      data: { user: { id: u.user.id, email: u.email, status: "online", accountState: "active", role: "USER" } },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.token).not.toBe(u.token);
    const who = await me(body.data.token);
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({ id: u.user.id, status: "online" });
  });

  it("answers a wrong password and an unknown email with the same 401 body", async () => {
    const u = await createUser(t);
    const wrong = await login(u.email, WRONG);
    const wrongBody = expectError(wrong, 401, "auth.invalid_credentials", "Invalid email or password");
    const unknown = await login("nobody-here@example.com", WRONG);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrongBody);
    expect(wrongBody).not.toHaveProperty("data");
  });

  it("tells a deactivated account so only when the password is right", async () => {
    const u = await createUser(t, { accountState: "deactivated" });
    expectError(await login(u.email, WRONG), 401, "auth.invalid_credentials");
    expectError(await login(u.email, u.password), 403, "auth.account_inactive", "This account has been deactivated");
  });

  it("refuses a body without a password with 400 naming the field", async () => {
    const res = await t.request("POST", "/api/user/auth/login", { body: { email: "a@example.com" } });
    expectError(res, 400, "request.invalid");
    expect(detailPaths(res)).toContain("body.password");
  });
});

describe("login throttling", () => {
  it("refuses the sixth attempt in 30 minutes even with the right password, and frees after 30 minutes", async () => {
    const u = await createUser(t);
    const bystander = await createUser(t);
    for (let i = 0; i < 5; i++) expectError(await login(u.email, WRONG), 401, "auth.invalid_credentials");

    expectError(
      await login(u.email, u.password),
      429,
      "auth.too_many_attempts",
      "Too many failed login attempts. Try again in 30 minutes.",
    );
    // The failures of one account do not lock out another.
    expect((await login(bystander.email, bystander.password)).statusCode).toBe(200);

    t.clock.advanceMinutes(29);
    const lastMinute = await login(u.email, u.password);
    expectError(lastMinute, 429, "auth.too_many_attempts");
    expect(lastMinute.json().message).toBe("Too many failed login attempts. Try again in 1 minute.");
    t.clock.advanceMinutes(1);
    const freed = await login(u.email, u.password);
    expect(freed.statusCode).toBe(200);
    // A success clears the count: five more failures are needed before the next lockout.
    for (let i = 0; i < 4; i++) expectError(await login(u.email, WRONG), 401, "auth.invalid_credentials");
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it("throttles unknown emails the same way, so throttling reveals nothing", async () => {
    const u = await createUser(t);
    const unknown = "ghost-throttle@example.com";
    for (let i = 0; i < 5; i++) {
      expectError(await login(unknown, WRONG), 401, "auth.invalid_credentials");
      expectError(await login(u.email, WRONG), 401, "auth.invalid_credentials");
    }
    const forUnknown = await login(unknown, WRONG);
    const forKnown = await login(u.email, u.password);
    expectError(forUnknown, 429, "auth.too_many_attempts");
    expectError(forKnown, 429, "auth.too_many_attempts");
    expect(forUnknown.json()).toEqual(forKnown.json());
    t.clock.advanceMinutes(30);
    expectError(await login(unknown, WRONG), 401, "auth.invalid_credentials");
  });
});

describe("sessions", () => {
  it("logout revokes only this session", async () => {
    const u = await createUser(t);
    const second = (await login(u.email, u.password)).json().data.token as string;
    const res = await t.request("POST", "/api/user/auth/logout", { token: second });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, statusCode: 200, message: "Logged out successfully", data: {} });

    expectError(await me(second), 401, "auth.unauthenticated");
    expectError(await t.request("POST", "/api/user/auth/logout", { token: second }), 401, "auth.unauthenticated");
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it.each([
    ["no token", {}],
    ["a garbage token", { authorization: "Bearer not-a-real-token" }],
    ["an empty bearer", { authorization: "Bearer " }],
    ["another scheme", { authorization: "Basic dXNlcjpwYXNz" }],
    ["an oversized token", { authorization: `Bearer ${"a".repeat(500)}` }],
  ])("me with %s answers the 401 envelope", async (_name, headers: Record<string, string>) => {
    const res = await t.request("GET", "/api/user/auth/me", { headers });
    const body = expectError(res, 401, "auth.unauthenticated", "Sign in to continue");
    expect(Object.keys(body).sort()).toEqual(["code", "error", "message", "statusCode", "success"]);
  });

  it("answers 401, not 400, to a signed-out request with an invalid body", async () => {
    expectError(await profile("", { nope: 1, firstName: "" }), 401, "auth.unauthenticated");
    const change = await t.request("POST", "/api/user/auth/change-password", { body: { currentPassword: 5 } });
    expectError(change, 401, "auth.unauthenticated");
    const status = await t.request("PUT", "/api/user/auth/status", { body: { status: "nonsense" } });
    expectError(status, 401, "auth.unauthenticated");
  });
});

describe("change-password", () => {
  const change = (token: string, currentPassword: string, newPassword: string) =>
    t.request("POST", "/api/user/auth/change-password", { token, body: { currentPassword, newPassword } });

  it("refuses a wrong current password and keeps the old one", async () => {
    const u = await createUser(t);
    expectError(
      await change(u.token, WRONG, NEW_PASSWORD),
      400,
      "auth.password_incorrect",
      "Current password is incorrect",
    );
    expectError(await login(u.email, NEW_PASSWORD), 401, "auth.invalid_credentials");
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it("refuses a weak new password with the rule in details and keeps the old one", async () => {
    const u = await createUser(t);
    const res = await change(u.token, u.password, "alllowercase1!");
    expectError(res, 400, "request.invalid");
    expect(res.json().details).toEqual([{ path: "body.newPassword", message: "Password needs: an uppercase letter" }]);

    const short = await change(u.token, u.password, "Ab1!");
    expect(short.json().details).toEqual([
      { path: "body.newPassword", message: "Password needs: at least 8 characters" },
    ]);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it("changes the password, keeps this session and revokes the others", async () => {
    const u = await createUser(t);
    const other = (await login(u.email, u.password)).json().data.token as string;
    const res = await change(u.token, u.password, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Password changed successfully" });

    expect((await me(u.token)).statusCode).toBe(200);
    expectError(await me(other), 401, "auth.unauthenticated");
    expectError(await login(u.email, u.password), 401, "auth.invalid_credentials");
    expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("profile", () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await createUser(t, { firstName: "Pro", lastName: "File" });
  });

  const current = async () => (await me(u.token)).json().data;

  it("updates names (trimmed) and derives the fallback initials", async () => {
    const res = await profile(u.token, { firstName: "  grace ", lastName: "Hopper" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Profile updated",
      data: { firstName: "grace", lastName: "Hopper", fullName: "grace Hopper", avatar_fallBack: "GH" },
    });
    expect(await current()).toMatchObject({ firstName: "grace", lastName: "Hopper" });
  });

  it.each([
    ["a preset", "fox"],
    ["an https URL", "https://images.example.com/me.png"],
    ["a same-origin path", "/api/files/avatar.png"],
    [
      "inline PNG data",
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    ],
  ])("accepts %s as the avatar", async (_kind, avatar) => {
    const res = await profile(u.token, { avatar });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatar).toBe(avatar);
    expect((await current()).avatar).toBe(avatar);
  });

  it("clears the avatar with null", async () => {
    await profile(u.token, { avatar: "owl" });
    const res = await profile(u.token, { avatar: null });
    expect(res.statusCode).toBe(200);
    expect((await current()).avatar).toBeNull();
  });

  it.each([
    ["a javascript: URL", { avatar: "javascript:alert(1)" }, "body.avatar"],
    ["SVG data", { avatar: "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" }, "body.avatar"],
    ["a protocol-relative URL", { avatar: "//evil.example.com/a.png" }, "body.avatar"],
    ["an unknown preset", { avatar: "dragon" }, "body.avatar"],
    ["an unknown key", { firstName: "Changed", isAdmin: true }, "body"],
    ["a role", { role: "ADMIN" }, "body"],
    ["an empty name", { firstName: "   " }, "body.firstName"],
    ["a bad theme", { preferences: { theme: "blue" } }, "body.preferences.theme"],
    ["a bad language", { preferences: { language: "fr" } }, "body.preferences.language"],
  ])("refuses %s with 400 and changes nothing", async (_name, body, path) => {
    await profile(u.token, { firstName: "Stable", avatar: "bear", preferences: { theme: "light", language: "en" } });
    const before = await current();
    const res = await profile(u.token, body);
    expectError(res, 400, "request.invalid");
    expect(detailPaths(res)).toContain(path);
    expect(await current()).toEqual(before);
    expect(before).toMatchObject({ firstName: "Stable", avatar: "bear", role: "USER" });
  });

  it("updates theme and language independently", async () => {
    const dark = await profile(u.token, { preferences: { theme: "dark" } });
    expect(dark.statusCode).toBe(200);
    expect(dark.json().data.preferences).toEqual({ theme: "dark", language: "en" });
    const arabic = await profile(u.token, { preferences: { language: "ar" } });
    expect(arabic.json().data.preferences).toEqual({ theme: "dark", language: "ar" });
    expect((await current()).preferences).toEqual({ theme: "dark", language: "ar" });
  });
});

describe("presence status", () => {
  it.each(["online", "offline", "beBackSoon", "doNotDisturb"])("sets %s", async (status) => {
    const u = await createUser(t);
    const res = await t.request("PUT", "/api/user/auth/status", { token: u.token, body: { status } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Status updated", data: { status } });
    expect((await me(u.token)).json().data.status).toBe(status);
  });

  it("refuses an unknown status with 400 and keeps the current one", async () => {
    const u = await createUser(t);
    await t.request("PUT", "/api/user/auth/status", { token: u.token, body: { status: "doNotDisturb" } });
    const res = await t.request("PUT", "/api/user/auth/status", { token: u.token, body: { status: "away" } });
    expectError(res, 400, "request.invalid");
    expect(detailPaths(res)).toEqual(["body.status"]);
    expect((await me(u.token)).json().data.status).toBe("doNotDisturb");
  });
});
