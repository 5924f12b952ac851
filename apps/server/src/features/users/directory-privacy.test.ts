import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
let admin: TestUser;
let manager: TestUser;
let user: TestUser;
let colleague: TestUser;
let invited: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  admin = await createUser(t, { role: "ADMIN" });
  manager = await createUser(t, { role: "MANAGER" });
  user = await createUser(t);
  colleague = await createUser(t, { firstName: "Private", lastName: "Person" });
  invited = await createUser(t, { accountState: "invited", firstName: "Pending", lastName: "Invite" });
  await t.request("PUT", "/api/user/auth/profile", {
    token: colleague.token,
    body: { personalEmail: "home@colleague.example" },
  });
});
afterAll(async () => {
  await t.close();
});

const details = (token: string, id: string) => t.request("GET", `/api/user/auth/get-user-details/${id}`, { token });

describe("people directory privacy", () => {
  it("shows a personal email only to people who manage the organisation and to the person", async () => {
    expect((await details(user.token, colleague.user.id)).json().data.personalEmail).toBeNull();
    expect((await details(colleague.token, colleague.user.id)).json().data.personalEmail).toBe(
      "home@colleague.example",
    );
    expect((await details(manager.token, colleague.user.id)).json().data.personalEmail).toBe("home@colleague.example");
    const employees = await t.request("GET", "/api/user/auth/get-all-employee?limit=100", { token: user.token });
    const row = employees.json().data.find((e: { id: string }) => e.id === colleague.user.id);
    expect(row.personalInformation.personalEmail).toBeNull();
  });

  it("hides accounts that are not active from everyone but those who manage the organisation", async () => {
    expect((await details(user.token, invited.user.id)).statusCode).toBe(404);
    expect((await details(admin.token, invited.user.id)).statusCode).toBe(200);
    const asUser = await t.request("GET", "/api/user/auth/get-all-employee?limit=100", { token: user.token });
    expect(asUser.json().data.map((e: { id: string }) => e.id)).not.toContain(invited.user.id);
    const asAdmin = await t.request("GET", "/api/user/auth/get-all-employee?limit=100", { token: admin.token });
    expect(asAdmin.json().data.map((e: { id: string }) => e.id)).toContain(invited.user.id);
  });

  it("lets a manager invite users, team leads and guests, but not auditors or managers", async () => {
    const invite = (role: string, n: number) =>
      t.request("POST", "/api/user/auth/invite", {
        token: manager.token,
        body: { firstName: "New", lastName: "Hire", email: `hire-${n}@example.com`, role },
      });
    expect((await invite("USER", 1)).statusCode).toBe(201);
    expect((await invite("GUEST", 2)).statusCode).toBe(201);
    expect((await invite("TEAM LEAD", 3)).statusCode).toBe(201);
    for (const [n, role] of [
      [4, "AUDITOR"],
      [5, "MANAGER"],
      [6, "ADMIN"],
    ] as const) {
      const res = await invite(role, n);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe("auth.forbidden");
    }
  });
});
