import { randomBytes, randomUUID } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";

let t: TestServer;
let admin: TestUser;
let user: TestUser;
beforeAll(async () => {
  t = await createTestServer();
  admin = await createUser(t, { role: "ADMIN" });
  user = await createUser(t, { role: "USER" });
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

interface Department {
  id: string;
  name: string;
  isDeleted: boolean;
  createdAt: string;
  updatedAt: string;
}

const unique = (prefix: string) => `${prefix} ${randomBytes(3).toString("hex")}`;
const create = (name: unknown, token = admin.token) => t.request("POST", "/api/departments", { token, body: { name } });
const rename = (id: string, name: unknown, token = admin.token) =>
  t.request("PUT", `/api/departments/${id}`, { token, body: { name } });
const remove = (id: string, token = admin.token) => t.request("DELETE", `/api/departments/${id}`, { token });
const listAll = async (token = user.token): Promise<Department[]> => {
  const res = await t.request("GET", "/api/departments", { token });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const createOk = async (name: string): Promise<Department> => {
  const res = await create(name);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};

describe("departments", () => {
  it("creates a department (ADMIN) with 201, trimmed, and lists it for any signed-in user", async () => {
    const name = unique("Engineering");
    const res = await create(`  ${name}  `);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      statusCode: 201,
      message: "Department created",
      data: {
        id: expect.any(String),
        name,
        isDeleted: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(body.data.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Date(body.data.createdAt).toISOString()).toBe(body.data.createdAt);

    const guest = await createUser(t, { role: "GUEST" });
    for (const token of [user.token, guest.token, admin.token]) {
      expect((await listAll(token)).find((d) => d.id === body.data.id)).toEqual(body.data);
    }
  });

  it("lists departments by name", async () => {
    const prefix = unique("Order");
    for (const suffix of ["C", "A", "B"]) await createOk(`${prefix} ${suffix}`);
    const names = (await listAll()).map((d) => d.name).filter((n) => n.startsWith(prefix));
    expect(names).toEqual([`${prefix} A`, `${prefix} B`, `${prefix} C`]);
  });

  it("refuses a duplicate name, whatever its case, with 409 and creates nothing", async () => {
    const name = unique("Sales");
    await createOk(name);
    const before = await listAll();
    expectError(
      await create(name.toUpperCase()),
      409,
      "department.name_taken",
      "A department with this name already exists",
    );
    expectError(await create(` ${name.toLowerCase()} `), 409, "department.name_taken");
    expect(await listAll()).toEqual(before);
  });

  it("answers 409, never 500, to the losers of simultaneous creates or renames to one name", async () => {
    for (let round = 0; round < 5; round++) {
      const name = unique("Race");
      const spare = await createOk(unique("Spare"));
      const results = await Promise.all([
        create(name),
        create(name.toLowerCase()),
        rename(spare.id, name.toUpperCase()),
        create(` ${name} `),
      ]);
      expect(results.filter((r) => r.statusCode < 300)).toHaveLength(1);
      for (const r of results.filter((r) => r.statusCode >= 300)) {
        expectError(r, 409, "department.name_taken");
      }
      expect((await listAll()).filter((d) => d.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
    }
  });

  it.each([
    ["blank", "   ", "Department name is required"],
    ["empty", "", "Department name is required"],
    ["too long", "x".repeat(101), undefined],
    ["not a string", 42, undefined],
  ])("refuses a %s name with 400 and creates nothing", async (_kind, name, reason) => {
    const before = await listAll();
    const res = await create(name);
    expectError(res, 400, "request.invalid");
    const details = res.json().details as { path: string; message: string }[];
    expect(details.map((d) => d.path)).toEqual(["body.name"]);
    if (reason) {
      expect(details[0]?.message).toBe(reason);
      expect(res.json().message).toContain(reason);
    }
    expect(await listAll()).toEqual(before);
  });

  it("refuses a USER with 403 and creates nothing", async () => {
    const name = unique("Forbidden");
    expectError(await create(name, user.token), 403, "auth.forbidden", "Only an administrator can manage departments");
    expect((await listAll()).some((d) => d.name === name)).toBe(false);
  });
});

describe("rename", () => {
  it("renames, and may change only the case of its own name", async () => {
    const dept = await createOk(unique("Support"));
    const newName = unique("Customer Care");
    const res = await rename(dept.id, newName);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Department renamed",
      data: { id: dept.id, name: newName },
    });
    const recased = await rename(dept.id, newName.toUpperCase());
    expect(recased.statusCode).toBe(200);
    expect((await listAll()).find((d) => d.id === dept.id)?.name).toBe(newName.toUpperCase());
  });

  it("refuses a name another department has with 409 and keeps both", async () => {
    const first = await createOk(unique("Legal"));
    const second = await createOk(unique("Finance"));
    expectError(await rename(second.id, first.name.toLowerCase()), 409, "department.name_taken");
    const names = (await listAll()).filter((d) => [first.id, second.id].includes(d.id)).map((d) => d.name);
    expect(names.sort()).toEqual([first.name, second.name].sort());
  });

  it("answers 404 for an unknown department and 400 for a malformed id", async () => {
    expectError(await rename(randomUUID(), unique("Nowhere")), 404, "request.not_found", "Department not found");
    expectError(await rename("123", unique("Nowhere")), 400, "request.invalid");
  });
});

describe("delete", () => {
  it("soft-deletes: hidden from the list, then 404 on rename and delete, and the name is free again", async () => {
    const dept = await createOk(unique("Temporary"));
    const res = await remove(dept.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Department deleted",
      data: { id: dept.id, isDeleted: true },
    });
    expect((await listAll()).some((d) => d.id === dept.id)).toBe(false);

    expectError(await rename(dept.id, unique("Revived")), 404, "request.not_found");
    expectError(await remove(dept.id), 404, "request.not_found");
    expectError(await remove(randomUUID()), 404, "request.not_found");

    const again = await create(dept.name);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(dept.id);
  });

  it("keeps a deleted department's people and their link to it", async () => {
    const dept = await createOk(unique("Closing"));
    const member = await createUser(t);
    await t.request("PUT", `/api/user/auth/users/${member.user.id}/employment`, {
      token: admin.token,
      body: { departmentId: dept.id },
    });
    expect((await remove(dept.id)).statusCode).toBe(200);
    const details = await t.request("GET", `/api/user/auth/get-user-details/${member.user.id}`, { token: admin.token });
    expect(details.statusCode).toBe(200);
    expect(details.json().data).toMatchObject({ departmentId: dept.id, department: { id: dept.id, isDeleted: true } });
  });

  it("refuses a USER with 403 and keeps the department", async () => {
    const dept = await createOk(unique("Kept"));
    expectError(await remove(dept.id, user.token), 403, "auth.forbidden");
    expect((await listAll()).some((d) => d.id === dept.id)).toBe(true);
  });
});
