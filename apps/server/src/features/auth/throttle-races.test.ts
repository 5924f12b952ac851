import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { throttleEvents } from "../../db/schema/auth-codes";
import { createUser, latestCode } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

describe("limits hold under parallel requests", () => {
  it("checks at most 5 passwords for one account, however many guesses arrive at once", async () => {
    const victim = await createUser(t);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.request("POST", "/api/user/auth/login", { body: { email: victim.email, password: `Wrong-guess${i}!` } }),
      ),
    );
    const statuses = guesses.map((g) => g.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    // Never more than five failures on record for the account.
    const recorded = await t.ctx.db
      .select({ id: throttleEvents.id })
      .from(throttleEvents)
      .where(eq(throttleEvents.bucket, `login-failure:${victim.email}`));
    expect(recorded.length).toBe(statuses.filter((s) => s === 401).length);
  });

  it("compares at most 5 guesses of a sign-up code, however many arrive at once", async () => {
    const email = "racer@example.com";
    await t.request("POST", "/api/user/auth/signup", {
      body: { firstName: "Race", lastName: "Condition", email, password: "Abcdef1!" },
    });
    const code = await latestCode(t, email);
    const wrong = code === "000000" ? "111111" : "000000";
    const guesses = await Promise.all(
      Array.from({ length: 12 }, () => t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp: wrong } })),
    );
    const codes = guesses.map((g) => g.json().code);
    expect(codes.filter((c) => c === "auth.otp_invalid").length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === "auth.otp_exhausted").length).toBeGreaterThanOrEqual(7);
    const right = await t.request("POST", "/api/user/auth/verify-otp", { body: { email, otp: code } });
    expect(right.json().code).toBe("auth.otp_exhausted");
  });
});
