import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestCode, signUpAndVerify } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

const body = (email: string) => ({ firstName: "Ada", lastName: "Lovelace", email, password: "Abcdef1!" });

describe("signup and verify-otp", () => {
  it("creates an unverified account, mails a code, and the first verified account is ADMIN", async () => {
    const res = await t.request("POST", "/api/user/auth/signup", { body: body("Ada@Example.com ") });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      statusCode: 201,
      message: "OTP sent successfully",
      data: { email: "ada@example.com", expiresInMinutes: 10 },
    });

    const mails = await t.mails();
    expect(mails.at(-1)?.to).toBe("ada@example.com");
    expect(mails.at(-1)?.text).toMatch(/\b\d{6}\b/);

    const login = await t.request("POST", "/api/user/auth/login", {
      body: { email: "ada@example.com", password: "Abcdef1!" },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe("auth.email_not_verified");

    const otp = await latestCode(t, "ada@example.com");
    const verify = await t.request("POST", "/api/user/auth/verify-otp", { body: { email: "ada@example.com", otp } });
    expect(verify.statusCode).toBe(200);
    const data = verify.json().data;
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({
      email: "ada@example.com",
      role: "ADMIN",
      accountState: "active",
      avatar_fallBack: "AL",
    });

    const me = await t.request("GET", "/api/user/auth/me", { token: data.token });
    expect(me.json().data.email).toBe("ada@example.com");
  });

  it("makes later accounts plain users", async () => {
    const second = await signUpAndVerify(t);
    expect(second.role).toBe("USER");
  });

  it("refuses a second signup with the same email with 409 and changes nothing", async () => {
    const before = (await t.mails()).length;
    const res = await t.request("POST", "/api/user/auth/signup", { body: body("ada@example.com") });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, statusCode: 409, error: "Conflict", code: "auth.email_taken" });
    expect((await t.mails()).length).toBe(before);
  });

  it("refuses bad input with 400, names the fields and writes nothing", async () => {
    const before = (await t.mails()).length;
    const res = await t.request("POST", "/api/user/auth/signup", {
      body: { firstName: "", lastName: "X", email: "not-an-email", password: "short" },
    });
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.code).toBe("request.invalid");
    expect(json.details.map((d: { path: string }) => d.path)).toEqual(
      expect.arrayContaining(["body.firstName", "body.email", "body.password"]),
    );
    expect(json.details.find((d: { path: string }) => d.path === "body.password").message).toMatch(/uppercase letter/);
    expect((await t.mails()).length).toBe(before);
  });

  it("counts wrong codes: five tries, then the code is exhausted", async () => {
    const email = "tries@example.com";
    await t.request("POST", "/api/user/auth/signup", { body: body(email) });
    const otp = await latestCode(t, email);
    const wrong = otp === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 5; i++) {
      const res = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp: wrong } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("auth.otp_invalid");
    }
    const sixth = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp } });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().code).toBe("auth.otp_exhausted");

    // A resent code works again.
    const resend = await t.request("POST", "/api/user/auth/resend-otp", { body: { email } });
    expect(resend.statusCode).toBe(200);
    const fresh = await latestCode(t, email);
    const ok = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp: fresh } });
    expect(ok.statusCode).toBe(200);
  });

  it("expires codes after 10 minutes", async () => {
    const email = "late@example.com";
    await t.request("POST", "/api/user/auth/signup", { body: body(email) });
    const otp = await latestCode(t, email);
    t.clock.advanceMinutes(10);
    const res = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("auth.otp_expired");
  });

  it("uses a code only once, and an old code dies when a new one is sent", async () => {
    const email = "once@example.com";
    await t.request("POST", "/api/user/auth/signup", { body: body(email) });
    const first = await latestCode(t, email);
    await t.request("POST", "/api/user/auth/resend-otp", { body: { email } });
    const second = await latestCode(t, email);
    if (first !== second) {
      const old = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp: first } });
      expect(old.statusCode).toBe(400);
    }
    const ok = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp: second } });
    expect(ok.statusCode).toBe(200);
    const again = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp: second } });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe("auth.otp_invalid");
  });

  it("answers resend-otp the same for unknown addresses", async () => {
    const before = (await t.mails()).length;
    const res = await t.request("POST", "/api/user/auth/resend-otp", { body: { email: "nobody@example.com" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("OTP sent successfully");
    expect((await t.mails()).length).toBe(before);
  });
});

describe("simultaneous requests for one address", () => {
  it("answers 409, never 500, to the losers of simultaneous signups", async () => {
    for (let round = 0; round < 5; round++) {
      const email = `race-${round}@example.com`;
      const results = await Promise.all(
        [1, 2, 3].map(() => t.request("POST", "/api/user/auth/signup", { body: body(email) })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().code).toBe("auth.email_taken");
      expect((await t.mails()).filter((m) => m.to === email)).toHaveLength(1);
    }
  });
});
