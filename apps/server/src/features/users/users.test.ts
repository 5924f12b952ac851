import { randomBytes, randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { UserRole } from "@bearish/shared/users/user";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
const actors = {} as Record<UserRole, TestUser>;
beforeAll(async () => {
  t = await createTestServer();
  for (const role of ["ADMIN", "MANAGER", "TEAM LEAD", "USER", "GUEST", "AUDITOR"] as const) {
    actors[role] = await createUser(t, { role, firstName: "Actor", lastName: role });
  }
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

const detailPaths = (res: LightMyRequestResponse): string[] =>
  (res.json().details ?? []).map((d: { path: string }) => d.path);

/** A word no other test uses, to scope searches to the users a test creates. */
const tag = () => `tag${randomBytes(3).toString("hex")}`;

const admin = () => actors.ADMIN.token;
const list = (query: string, token = admin()) => t.request("GET", `/api/user/auth/all-users?${query}`, { token });
const details = (id: string, token = admin()) => t.request("GET", `/api/user/auth/get-user-details/${id}`, { token });
const createDepartment = async (name = `Dept ${tag()}`) => {
  const res = await t.request("POST", "/api/departments", { token: admin(), body: { name } });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; name: string };
};
const setEmployment = (id: string, body: unknown, token = admin()) =>
  t.request("PUT", `/api/user/auth/users/${id}/employment`, { token, body });
const setRole = (id: string, role: string, token = admin()) =>
  t.request("PUT", `/api/user/auth/users/${id}/role`, { token, body: { role } });
const deactivate = (id: string, token = admin()) =>
  t.request("POST", `/api/user/auth/users/${id}/deactivate`, { token });
const reactivate = (id: string, token = admin()) =>
  t.request("POST", `/api/user/auth/users/${id}/reactivate`, { token });
const me = (token: string) => t.request("GET", "/api/user/auth/me", { token });

describe("all-users", () => {
  it("pages ten at a time by default with page meta", async () => {
    const word = tag();
    for (let i = 0; i < 12; i++) await createUser(t, { lastName: `${word} ${i}` });

    const first = await list(`search=${word}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ success: true, statusCode: 200, message: "Users" });
    expect(body.data).toHaveLength(10);
    expect(body.meta).toEqual({ page: 1, limit: 10, total: 12, hasMore: true });

    const second = (await list(`search=${word}&page=2`)).json();
    expect(second.data).toHaveLength(2);
    expect(second.meta).toEqual({ page: 2, limit: 10, total: 12, hasMore: false });
    const ids = new Set([...body.data, ...second.data].map((u: { id: string }) => u.id));
    expect(ids.size).toBe(12);

    const past = (await list(`search=${word}&page=5&limit=5`)).json();
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ page: 5, limit: 5, total: 12, hasMore: false });

    const everyone = (await list("limit=1000")).json();
    expect(everyone.meta.limit).toBe(1000);
    expect(everyone.data.length).toBe(everyone.meta.total);
  });

  it("presents users without secrets", async () => {
    const word = tag();
    const u = await createUser(t, { firstName: "Shown", lastName: word });
    const [row] = (await list(`search=${word}`)).json().data;
    expect(row).toEqual({
      id: u.user.id,
      firstName: "Shown",
      lastName: word,
      fullName: `Shown ${word}`,
      email: u.email,
      role: "USER",
      userType: "EMPLOYEE",
      source: "local",
      accountId: null,
      status: "offline",
      accountState: "active",
      avatar: null,
      avatar_fallBack: `S${word[0]?.toUpperCase()}`,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ["limit=1001", "querystring.limit"],
    ["limit=0", "querystring.limit"],
    ["page=0", "querystring.page"],
    ["page=-1", "querystring.page"],
    ["page=abc", "querystring.page"],
    ["sort=password", "querystring.sort"],
    ["sort=--firstName", "querystring.sort"],
    ["expand=passwordHash", "querystring.expand.0"],
    ["includeInactive=yes", "querystring.includeInactive"],
  ])("refuses %s with 400 naming the parameter", async (query, path) => {
    const res = await list(query);
    expectError(res, 400, "request.invalid");
    expect(detailPaths(res)).toContain(path);
  });

  it("searches email, first and last name case-insensitively", async () => {
    const word = tag();
    const byFirst = await createUser(t, { firstName: `Zelda${word}`, lastName: "Plain" });
    const byLast = await createUser(t, { firstName: "Plain", lastName: `Quux${word}` });
    const byEmail = await createUser(t, { email: `mail-${word}@example.com` });

    const ids = async (q: string) =>
      (await list(`search=${encodeURIComponent(q)}`)).json().data.map((u: { id: string }) => u.id);
    expect(await ids(`ZELDA${word.toUpperCase()}`)).toEqual([byFirst.user.id]);
    expect(await ids(`quux${word}`)).toEqual([byLast.user.id]);
    expect(await ids(`MAIL-${word.toUpperCase()}@EXAMPLE`)).toEqual([byEmail.user.id]);
    expect((await ids(word)).sort()).toEqual([byFirst.user.id, byLast.user.id, byEmail.user.id].sort());
  });

  it("treats % and _ in a search literally", async () => {
    const word = tag();
    const percent = await createUser(t, { firstName: "Hundred", lastName: `100%${word}` });
    const underscore = await createUser(t, { email: `under_${word}@example.com` });
    const lookalike = await createUser(t, { email: `underX${word}@example.com` });

    const percentHits = (await list(`search=${encodeURIComponent("%")}&limit=1000`)).json();
    expect(percentHits.data.map((u: { id: string }) => u.id)).toEqual([percent.user.id]);
    const underscoreHits = (await list(`search=${encodeURIComponent(`under_${word}`)}`)).json();
    expect(underscoreHits.data.map((u: { id: string }) => u.id)).toEqual([underscore.user.id]);
    const lookalikeHits = (await list(`search=${encodeURIComponent(`underX${word}`)}`)).json();
    expect(lookalikeHits.data.map((u: { id: string }) => u.id)).toEqual([lookalike.user.id]);
    const backslash = await list(`search=${encodeURIComponent("\\")}`);
    expect(backslash.statusCode).toBe(200);
    expect(backslash.json().data).toEqual([]);
  });

  it("sorts by firstName (default), descending with -, and by -createdAt", async () => {
    const word = tag();
    for (const firstName of ["Carol", "Alice", "Bob"]) {
      await createUser(t, { firstName, lastName: word });
      t.clock.advanceMinutes(1);
    }
    const names = async (sort?: string) =>
      (await list(`search=${word}${sort ? `&sort=${sort}` : ""}`))
        .json()
        .data.map((u: { firstName: string }) => u.firstName);
    expect(await names()).toEqual(["Alice", "Bob", "Carol"]);
    expect(await names("firstName")).toEqual(["Alice", "Bob", "Carol"]);
    expect(await names("-firstName")).toEqual(["Carol", "Bob", "Alice"]);
    expect(await names("-createdAt")).toEqual(["Bob", "Alice", "Carol"]);
    expect(await names("createdAt")).toEqual(["Carol", "Alice", "Bob"]);
  });

  it("expands the department on request", async () => {
    const word = tag();
    const dept = await createDepartment(`Research ${word}`);
    const placed = await createUser(t, { firstName: "Placed", lastName: word });
    await createUser(t, { firstName: "Unplaced", lastName: word });
    expect((await setEmployment(placed.user.id, { departmentId: dept.id })).statusCode).toBe(200);

    const expanded = (await list(`search=${word}&expand=department`)).json().data;
    expect(expanded).toHaveLength(2);
    expect(expanded[0]).toMatchObject({ firstName: "Placed", department: { id: dept.id, name: dept.name } });
    expect(expanded[0].department).toEqual({
      id: dept.id,
      name: dept.name,
      isDeleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(expanded[1]).toMatchObject({ firstName: "Unplaced", department: null });

    const plain = (await list(`search=${word}`)).json().data;
    expect(plain[0]).not.toHaveProperty("department");
  });

  it("hides inactive accounts unless includeInactive=true, which ADMIN, MANAGER and AUDITOR may ask", async () => {
    const word = tag();
    const gone = await createUser(t, { firstName: "Gone", lastName: word });
    const stays = await createUser(t, { firstName: "Stays", lastName: word });
    const invited = await createUser(t, { firstName: "Invited", lastName: word, accountState: "invited" });
    expect((await deactivate(gone.user.id)).statusCode).toBe(200);

    const visible = (await list(`search=${word}`)).json();
    expect(visible.data.map((u: { id: string }) => u.id)).toEqual([stays.user.id]);
    expect(visible.meta.total).toBe(1);

    for (const role of ["ADMIN", "MANAGER", "AUDITOR"] as const) {
      const all = await list(`search=${word}&includeInactive=true`, actors[role].token);
      expect(all.statusCode).toBe(200);
      expect(all.json().data.map((u: { id: string; accountState: string }) => [u.id, u.accountState])).toEqual([
        [gone.user.id, "deactivated"],
        [invited.user.id, "invited"],
        [stays.user.id, "active"],
      ]);
    }
    for (const role of ["TEAM LEAD", "USER", "GUEST"] as const) {
      expectError(await list(`search=${word}&includeInactive=true`, actors[role].token), 403, "auth.forbidden");
      expect((await list(`search=${word}&includeInactive=false`, actors[role].token)).json().meta.total).toBe(1);
    }
  });
});

describe("get-all-employee", () => {
  it("answers personal and employment information, 20 per page, without deactivated people", async () => {
    const word = tag();
    const dept = await createDepartment();
    const worker = await createUser(t, { firstName: "Worker", lastName: word });
    const gone = await createUser(t, { firstName: "Former", lastName: word });
    await deactivate(gone.user.id);
    const body = {
      employmentStatus: "FULL_TIME",
      jobTitle: "Engineer",
      departmentId: dept.id,
      startDate: "2024-01-15",
    };
    expect((await setEmployment(worker.user.id, body)).statusCode).toBe(200);

    const res = await t.request("GET", `/api/user/auth/get-all-employee?search=${word}`, { token: actors.USER.token });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.meta).toEqual({ page: 1, limit: 20, total: 1, hasMore: false });
    expect(json.data).toEqual([
      {
        id: worker.user.id,
        role: "USER",
        email: worker.email,
        accountState: "active",
        personalInformation: { firstName: "Worker", lastName: word, personalEmail: null, profilePhoto: null },
        employmentInformation: body,
      },
    ]);

    const byDept = await t.request("GET", `/api/user/auth/get-all-employee?departmentId=${dept.id}`, {
      token: actors.USER.token,
    });
    expect(byDept.json().data.map((e: { id: string }) => e.id)).toEqual([worker.user.id]);
    const bad = await t.request("GET", "/api/user/auth/get-all-employee?departmentId=nope", {
      token: actors.USER.token,
    });
    expectError(bad, 400, "request.invalid");
  });
});

describe("get-user-details", () => {
  it("answers one person with the department", async () => {
    const dept = await createDepartment();
    const u = await createUser(t, { firstName: "Detail" });
    await setEmployment(u.user.id, { departmentId: dept.id, jobTitle: "Analyst" });
    const res = await details(u.user.id, actors.GUEST.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "User details",
      data: {
        id: u.user.id,
        firstName: "Detail",
        jobTitle: "Analyst",
        departmentId: dept.id,
        department: { id: dept.id, name: dept.name },
        personalEmail: null,
        employmentStatus: null,
        startDate: null,
      },
    });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await details(randomUUID()), 404, "request.not_found", "User not found");
    const bad = await details("not-a-uuid");
    expectError(bad, 400, "request.invalid");
    expect(detailPaths(bad)).toEqual(["params.id"]);
  });
});

describe("role changes", () => {
  it("lets an ADMIN change a role, effective on the person's next request", async () => {
    const u = await createUser(t);
    expectError(
      await t.request("POST", "/api/departments", { token: u.token, body: { name: tag() } }),
      403,
      "auth.forbidden",
    );
    const res = await setRole(u.user.id, "ADMIN");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Role changed", data: { id: u.user.id, role: "ADMIN" } });
    expect((await me(u.token)).json().data.role).toBe("ADMIN");
    const created = await t.request("POST", "/api/departments", { token: u.token, body: { name: tag() } });
    expect(created.statusCode).toBe(201);
    expect((await setRole(u.user.id, "USER")).json().data.role).toBe("USER");
  });

  it("refuses changing one's own role, an unknown role, and an unknown person", async () => {
    const res = await setRole(actors.ADMIN.user.id, "USER");
    expectError(res, 400, "user.cannot_change_self", "You cannot change the role of your own account");
    expect((await me(actors.ADMIN.token)).json().data.role).toBe("ADMIN");

    const u = await createUser(t);
    const bad = await setRole(u.user.id, "SUPERUSER");
    expectError(bad, 400, "request.invalid");
    expect(detailPaths(bad)).toEqual(["body.role"]);
    expect((await details(u.user.id)).json().data.role).toBe("USER");

    expectError(await setRole(randomUUID(), "USER"), 404, "request.not_found");
  });

  it("refuses a MANAGER and leaves the role as it was", async () => {
    const u = await createUser(t);
    expectError(await setRole(u.user.id, "ADMIN", actors.MANAGER.token), 403, "auth.forbidden");
    expectError(await setRole(actors.MANAGER.user.id, "ADMIN", actors.MANAGER.token), 403, "auth.forbidden");
    expect((await details(u.user.id)).json().data.role).toBe("USER");
    expect((await details(actors.MANAGER.user.id)).json().data.role).toBe("MANAGER");
  });
});

describe("deactivate and reactivate", () => {
  it("deactivates at once: the person's token stops working and login is refused", async () => {
    const u = await createUser(t);
    await t.request("PUT", "/api/user/auth/status", { token: u.token, body: { status: "online" } });
    expect((await me(u.token)).statusCode).toBe(200);

    const res = await deactivate(u.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "User deactivated",
      data: { accountState: "deactivated", status: "offline" },
    });
    expectError(await me(u.token), 401, "auth.unauthenticated");
    const login = await t.request("POST", "/api/user/auth/login", { body: { email: u.email, password: u.password } });
    expectError(login, 403, "auth.account_inactive");

    const back = await reactivate(u.user.id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ message: "User reactivated", data: { accountState: "active" } });
    // Reactivation does not revive old sessions; the person signs in again.
    expectError(await me(u.token), 401, "auth.unauthenticated");
    const again = await t.request("POST", "/api/user/auth/login", { body: { email: u.email, password: u.password } });
    expect(again.statusCode).toBe(200);
  });

  it("refuses deactivating oneself", async () => {
    expectError(
      await deactivate(actors.ADMIN.user.id),
      400,
      "user.cannot_change_self",
      "You cannot deactivate your own account",
    );
    expect((await me(actors.ADMIN.token)).statusCode).toBe(200);
  });

  it("answers 404 for unknown people", async () => {
    expectError(await deactivate(randomUUID()), 404, "request.not_found");
    expectError(await reactivate(randomUUID()), 404, "request.not_found");
  });

  it("leaves an active account as it is on reactivate", async () => {
    const u = await createUser(t);
    const res = await reactivate(u.user.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accountState).toBe("active");
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it("refuses non-admins and changes nothing", async () => {
    const u = await createUser(t);
    expectError(await deactivate(u.user.id, actors.MANAGER.token), 403, "auth.forbidden");
    expect((await me(u.token)).statusCode).toBe(200);
  });
});

describe("the last active ADMIN", () => {
  let solo: TestServer;
  beforeAll(async () => {
    solo = await createTestServer();
  });
  afterAll(async () => {
    await solo.close();
  });

  const activeAdmins = async (token: string) => {
    const res = await solo.request("GET", "/api/user/auth/all-users?limit=1000&sort=role", { token });
    return (res.json().data as { id: string; role: string }[]).filter((u) => u.role === "ADMIN").map((u) => u.id);
  };

  it("cannot be demoted or deactivated, even when two ADMINs act on each other at once", async () => {
    let remaining = await createUser(solo, { role: "ADMIN" });
    const observer = await createUser(solo, { role: "AUDITOR" });
    expectError(
      await solo.request("PUT", `/api/user/auth/users/${remaining.user.id}/role`, {
        token: remaining.token,
        body: { role: "USER" },
      }),
      400,
      "user.cannot_change_self",
    );

    for (let round = 0; round < 6; round++) {
      const other = await createUser(solo, { role: "ADMIN" });
      const act = (actor: TestUser, target: TestUser) =>
        round % 2 === 0
          ? solo.request("PUT", `/api/user/auth/users/${target.user.id}/role`, {
              token: actor.token,
              body: { role: "USER" },
            })
          : solo.request("POST", `/api/user/auth/users/${target.user.id}/deactivate`, { token: actor.token });
      const [a, b] = await Promise.all([act(remaining, other), act(other, remaining)]);
      const statuses = [a.statusCode, b.statusCode];
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      for (const res of [a, b]) {
        // The loser was refused, or (deactivation) its session had already ended.
        if (res.statusCode !== 200) {
          expect(["auth.forbidden", "user.last_admin", "auth.unauthenticated"]).toContain(res.json().code);
        }
      }
      const admins = await activeAdmins(observer.token);
      expect(admins).toHaveLength(1);
      remaining = admins[0] === other.user.id ? other : remaining;
      const who = await solo.request("GET", "/api/user/auth/me", { token: remaining.token });
      expect(who.json().data.role).toBe("ADMIN");
    }
  });
});

describe("employment", () => {
  it("lets an ADMIN or a MANAGER edit employment, and null clears the department", async () => {
    const dept = await createDepartment();
    const u = await createUser(t);
    const body = {
      employmentStatus: "PART_TIME",
      jobTitle: " Designer ",
      departmentId: dept.id,
      startDate: "2023-05-02",
    };
    const res = await setEmployment(u.user.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Employment updated",
      data: { employmentStatus: "PART_TIME", jobTitle: "Designer", departmentId: dept.id, startDate: "2023-05-02" },
    });
    const byManager = await setEmployment(u.user.id, { departmentId: null, jobTitle: "Lead" }, actors.MANAGER.token);
    expect(byManager.statusCode).toBe(200);
    expect((await details(u.user.id)).json().data).toMatchObject({
      departmentId: null,
      department: null,
      jobTitle: "Lead",
      employmentStatus: "PART_TIME",
    });
  });

  it("refuses an unknown or deleted department with 400 and changes nothing", async () => {
    const dept = await createDepartment();
    const deleted = await createDepartment();
    await t.request("DELETE", `/api/departments/${deleted.id}`, { token: admin() });
    const u = await createUser(t);
    await setEmployment(u.user.id, { departmentId: dept.id, jobTitle: "Keeper" });
    const before = (await details(u.user.id)).json().data;

    for (const departmentId of [randomUUID(), deleted.id]) {
      const res = await setEmployment(u.user.id, { departmentId, jobTitle: "Changed" });
      expectError(res, 400, "department.not_found", "Department not found");
      expect(res.json().details).toEqual([{ path: "body.departmentId", message: "Department not found" }]);
      expect((await details(u.user.id)).json().data).toEqual(before);
    }
  });

  it.each([
    [{ startDate: "2024-13-01" }, "body.startDate"],
    [{ employmentStatus: "SOMETIMES" }, "body.employmentStatus"],
    [{ departmentId: "nope" }, "body.departmentId"],
    [{ salary: 100 }, "body"],
  ])("refuses %j with 400", async (body, path) => {
    const u = await createUser(t);
    const before = (await details(u.user.id)).json().data;
    const res = await setEmployment(u.user.id, body);
    expectError(res, 400, "request.invalid");
    expect(detailPaths(res)).toContain(path);
    expect((await details(u.user.id)).json().data).toEqual(before);
  });

  it("answers 404 for an unknown person", async () => {
    expectError(await setEmployment(randomUUID(), { jobTitle: "Ghost" }), 404, "request.not_found");
  });
});

describe("authorization table", () => {
  type Actor = UserRole | "signed out";
  const ACTORS: Actor[] = ["ADMIN", "MANAGER", "TEAM LEAD", "USER", "GUEST", "AUDITOR", "signed out"];
  const tokenOf = (actor: Actor) => (actor === "signed out" ? undefined : actors[actor].token);

  interface Endpoint {
    name: string;
    /** Expected status per actor; actors not listed get `otherwise`. */
    expect: Partial<Record<Actor, number>>;
    otherwise: number;
    /** Sends the request with fresh targets; `check` verifies the state after it. */
    run(token: string | undefined): Promise<{ res: LightMyRequestResponse; check(allowed: boolean): Promise<void> }>;
  }

  const noCheck = async () => {};
  const freshDepartment = async () => {
    const name = `Authz ${tag()}`;
    return createDepartment(name);
  };
  const departmentNames = async () =>
    ((await t.request("GET", "/api/departments", { token: admin() })).json().data as { name: string }[]).map(
      (d) => d.name,
    );

  const everyoneSignedIn = { "signed out": 401 };
  const endpoints: Endpoint[] = [
    {
      name: "GET /api/user/auth/all-users",
      expect: everyoneSignedIn,
      otherwise: 200,
      run: async (token) => ({
        res: await t.request("GET", "/api/user/auth/all-users?limit=1", { token }),
        check: noCheck,
      }),
    },
    {
      name: "GET /api/user/auth/all-users?includeInactive=true",
      expect: { ADMIN: 200, MANAGER: 200, AUDITOR: 200, "signed out": 401 },
      otherwise: 403,
      run: async (token) => ({
        res: await t.request("GET", "/api/user/auth/all-users?includeInactive=true", { token }),
        check: noCheck,
      }),
    },
    {
      name: "GET /api/user/auth/get-all-employee",
      expect: everyoneSignedIn,
      otherwise: 200,
      run: async (token) => ({
        res: await t.request("GET", "/api/user/auth/get-all-employee", { token }),
        check: noCheck,
      }),
    },
    {
      name: "GET /api/user/auth/get-user-details/:id",
      expect: everyoneSignedIn,
      otherwise: 200,
      run: async (token) => ({
        res: await t.request("GET", `/api/user/auth/get-user-details/${actors.USER.user.id}`, { token }),
        check: noCheck,
      }),
    },
    {
      name: "PUT /api/user/auth/users/:id/role",
      expect: { ADMIN: 200, "signed out": 401 },
      otherwise: 403,
      run: async (token) => {
        const target = await createUser(t);
        return {
          res: await t.request("PUT", `/api/user/auth/users/${target.user.id}/role`, {
            token,
            body: { role: "GUEST" },
          }),
          check: async (allowed) =>
            expect((await details(target.user.id)).json().data.role).toBe(allowed ? "GUEST" : "USER"),
        };
      },
    },
    {
      name: "POST /api/user/auth/users/:id/deactivate",
      expect: { ADMIN: 200, "signed out": 401 },
      otherwise: 403,
      run: async (token) => {
        const target = await createUser(t);
        return {
          res: await t.request("POST", `/api/user/auth/users/${target.user.id}/deactivate`, { token }),
          check: async (allowed) => expect((await me(target.token)).statusCode).toBe(allowed ? 401 : 200),
        };
      },
    },
    {
      name: "POST /api/user/auth/users/:id/reactivate",
      expect: { ADMIN: 200, "signed out": 401 },
      otherwise: 403,
      run: async (token) => {
        const target = await createUser(t, { accountState: "deactivated" });
        return {
          res: await t.request("POST", `/api/user/auth/users/${target.user.id}/reactivate`, { token }),
          check: async (allowed) =>
            expect((await details(target.user.id)).json().data.accountState).toBe(allowed ? "active" : "deactivated"),
        };
      },
    },
    {
      name: "PUT /api/user/auth/users/:id/employment",
      expect: { ADMIN: 200, MANAGER: 200, "signed out": 401 },
      otherwise: 403,
      run: async (token) => {
        const target = await createUser(t);
        return {
          res: await t.request("PUT", `/api/user/auth/users/${target.user.id}/employment`, {
            token,
            body: { jobTitle: "Changed" },
          }),
          check: async (allowed) =>
            expect((await details(target.user.id)).json().data.jobTitle).toBe(allowed ? "Changed" : null),
        };
      },
    },
    {
      name: "POST /api/user/auth/invite",
      expect: { ADMIN: 201, MANAGER: 201, "signed out": 401 },
      otherwise: 403,
      run: async (token) => {
        const email = `${tag()}@example.com`;
        return {
          res: await t.request("POST", "/api/user/auth/invite", {
            token,
            body: { firstName: "In", lastName: "Vitee", email },
          }),
          check: async (allowed) =>
            expect((await list(`includeInactive=true&search=${email}`)).json().meta.total).toBe(allowed ? 1 : 0),
        };
      },
    },
    {
      name: "GET /api/departments",
      expect: everyoneSignedIn,
      otherwise: 200,
      run: async (token) => ({ res: await t.request("GET", "/api/departments", { token }), check: noCheck }),
    },
    {
      name: "POST /api/departments",
      expect: { ADMIN: 201, "signed out": 401 },
      otherwise: 403,
      run: async (token) => {
        const name = `Created ${tag()}`;
        return {
          res: await t.request("POST", "/api/departments", { token, body: { name } }),
          check: async (allowed) => expect((await departmentNames()).includes(name)).toBe(allowed),
        };
      },
    },
    {
      name: "PUT /api/departments/:id",
      expect: { ADMIN: 200, "signed out": 401 },
      otherwise: 403,
      run: async (token) => {
        const dept = await freshDepartment();
        const name = `Renamed ${tag()}`;
        return {
          res: await t.request("PUT", `/api/departments/${dept.id}`, { token, body: { name } }),
          check: async (allowed) => {
            const names = await departmentNames();
            expect(names.includes(name)).toBe(allowed);
            expect(names.includes(dept.name)).toBe(!allowed);
          },
        };
      },
    },
    {
      name: "DELETE /api/departments/:id",
      expect: { ADMIN: 200, "signed out": 401 },
      otherwise: 403,
      run: async (token) => {
        const dept = await freshDepartment();
        return {
          res: await t.request("DELETE", `/api/departments/${dept.id}`, { token }),
          check: async (allowed) => expect((await departmentNames()).includes(dept.name)).toBe(!allowed),
        };
      },
    },
  ];

  const rows = endpoints.flatMap((endpoint) =>
    ACTORS.map((actor) => ({ endpoint, actor, status: endpoint.expect[actor] ?? endpoint.otherwise })),
  );

  it.each(rows)("$endpoint.name as $actor → $status", async ({ endpoint, actor, status }) => {
    const { res, check } = await endpoint.run(tokenOf(actor));
    expect(res.statusCode, res.body).toBe(status);
    const allowed = status < 300;
    expect(res.json().success).toBe(allowed);
    if (!allowed) {
      expect(res.json().code).toBe(status === 401 ? "auth.unauthenticated" : "auth.forbidden");
    }
    await check(allowed);
  });
});
