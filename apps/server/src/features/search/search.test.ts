import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { upsertSearchDocument } from "./search.repository";

let t: TestServer;
let admin: TestUser;
let ada: TestUser;
let grace: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  admin = await createUser(t, { role: "ADMIN", firstName: "Root", lastName: "Admin" });
  ada = await createUser(t, { firstName: "Ada", lastName: "Lovelace", email: "ada@analytical.example" });
  grace = await createUser(t, { firstName: "Grace", lastName: "Hopper", email: "grace@navy.example" });
});
afterAll(async () => {
  await t.close();
});

const find = (token: string, q: string, extra = "") =>
  t.request("GET", `/api/search?q=${encodeURIComponent(q)}${extra}`, { token });

describe("global search", () => {
  it("finds people by a prefix of their name or email, grouped by kind", async () => {
    const byName = await find(ada.token, "lovel");
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data.groups).toEqual([
      {
        kind: "person",
        hits: [expect.objectContaining({ id: ada.user.id, title: "Ada Lovelace", url: `/people/${ada.user.id}` })],
      },
    ]);
    const byEmail = await find(ada.token, "grace@navy");
    expect(byEmail.json().data.groups[0].hits.map((h: { id: string }) => h.id)).toEqual([grace.user.id]);
    // The snippet is the display line (the address), not the extra index text.
    expect(byEmail.json().data.groups[0].hits[0].snippet).toBe("grace@navy.example");
    const twoTerms = await find(ada.token, "Grace Hop");
    expect(twoTerms.json().data.groups[0].hits).toHaveLength(1);
  });

  it("keeps the index in step: renamed people are found by the new name, deactivated ones vanish", async () => {
    await t.request("PUT", "/api/user/auth/profile", { token: grace.token, body: { lastName: "Brewster" } });
    expect((await find(ada.token, "brewster")).json().data.groups[0].hits[0].id).toBe(grace.user.id);
    expect((await find(ada.token, "hopper")).json().data.groups).toEqual([]);

    const off = await t.request("POST", `/api/user/auth/users/${grace.user.id}/deactivate`, { token: admin.token });
    expect(off.statusCode).toBe(200);
    expect((await find(ada.token, "brewster")).json().data.groups).toEqual([]);
    await t.request("POST", `/api/user/auth/users/${grace.user.id}/reactivate`, { token: admin.token });
    expect((await find(ada.token, "brewster")).json().data.groups[0].hits).toHaveLength(1);
    expect((await find(ada.token, "navy")).json().data.groups[0].hits[0].id).toBe(grace.user.id);
  });

  it("returns only what the caller may read", async () => {
    await upsertSearchDocument(
      t.ctx.db,
      {
        kind: "document",
        refId: "secret-plan",
        title: "Quantum secret plan",
        body: "",
        url: "/x",
        scopes: [`user:${admin.user.id}`],
      },
      t.clock.now(),
    );
    expect((await find(ada.token, "quantum")).json().data.groups).toEqual([]);
    const own = await find(admin.token, "quantum");
    expect(own.json().data.groups).toEqual([
      { kind: "document", hits: [expect.objectContaining({ id: "secret-plan" })] },
    ]);
  });

  it("filters by kind and treats operators in the query as text", async () => {
    expect((await find(admin.token, "quantum", "&kinds=person")).json().data.groups).toEqual([]);
    const weird = await find(ada.token, "ada & !(|");
    expect(weird.statusCode).toBe(200);
    expect(weird.json().data.groups[0].hits[0].id).toBe(ada.user.id);
    const nothing = await find(ada.token, "&&&");
    expect(nothing.json().data).toEqual({ query: "&&&", groups: [] });
  });

  it("refuses empty, overlong and unknown-kind queries, and signed-out callers", async () => {
    expect((await find(ada.token, "  ")).statusCode).toBe(400);
    expect((await find(ada.token, "x".repeat(201))).statusCode).toBe(400);
    expect((await find(ada.token, "ada", "&kinds=spaceship")).statusCode).toBe(400);
    const out = await t.request("GET", "/api/search?q=ada");
    expect(out.statusCode).toBe(401);
  });
});
