import fs from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../test/factories";
import { testEngine } from "../test/test-database";
import { createTestServer, type TestServer } from "../test/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => {
  await t.close();
});

function expectError(res: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  const body = res.json();
  expect(body).toMatchObject({ success: false, statusCode: status, error: STATUS_CODES[status], code });
  expect(typeof body.message).toBe("string");
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

describe("health", () => {
  it("answers 200 with the database engine in use, without signing in", async () => {
    const res = await t.request("GET", "/api/health");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      statusCode: 200,
      message: "Healthy",
      data: { status: "ok", database: testEngine, mail: "file", uptimeSeconds: expect.any(Number) },
    });
  });
});

describe("error envelopes", () => {
  it.each([
    ["GET", "/api/nope"],
    ["GET", "/api"],
    ["POST", "/api/user/auth/nope"],
    ["DELETE", "/api/health"],
    ["POST", "/not-api"],
  ] as const)("answers %s %s with the 404 envelope", async (method, url) => {
    const res = await t.request(method, url);
    expectError(res, 404, "request.not_found", `No route for ${method} ${url}`);
  });

  it("answers a malformed JSON body with the 400 envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/login",
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@example.com", "password":',
    });
    expectError(res, 400, "request.invalid");
  });

  it("answers an unsupported body type with the 415 envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/user/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=a%40example.com&password=x",
    });
    expectError(res, 415, "request.unsupported_type");
  });

  it("answers a body over 1 MB with the 413 envelope and does not act on it", async () => {
    const email = "big-body@example.com";
    const res = await t.request("POST", "/api/user/auth/signup", {
      body: { firstName: "x".repeat(1_100_000), lastName: "Big", email, password: "Abcdef1!" },
    });
    expectError(res, 413, "request.too_large");
    expect((await t.mails()).filter((m) => m.to === email)).toHaveLength(0);
  });

  it("accepts a body just under 1 MB as far as validation", async () => {
    const res = await t.request("POST", "/api/user/auth/login", {
      body: { email: "a@example.com", password: "x".repeat(1_000_000) },
    });
    // Parsed (not 413) and then refused by the schema's maximum password length.
    const body = expectError(res, 400, "request.invalid");
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(["body.password"]);
  });

  it("does not leak internals in a validation error", async () => {
    const res = await t.request("POST", "/api/user/auth/login", { body: { email: "nope", password: 5 } });
    const body = expectError(res, 400, "request.invalid");
    expect(Object.keys(body).sort()).toEqual(["code", "details", "error", "message", "statusCode", "success"]);
    expect(body.details.map((d: { path: string }) => d.path).sort()).toEqual(["body.email", "body.password"]);
    expect(res.body).not.toMatch(/stack|node_modules|at \w+ \(/);
  });
});

describe("API documentation", () => {
  it("serves an OpenAPI document listing the account endpoints", async () => {
    const res = await t.request("GET", "/api/docs/json");
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Bearish API");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/user/auth/signup",
        "/api/user/auth/login",
        "/api/user/auth/me",
        "/api/user/auth/all-users",
        "/api/departments",
        "/api/health",
      ]),
    );
    expect(doc.paths["/api/user/auth/signup"].post.requestBody).toBeDefined();
  });
});

describe("the web app", () => {
  it("answers a non-API path with 503 text while the web app is not built", async () => {
    const res = await t.request("GET", "/en/workspaces");
    expect(res.statusCode).toBe(503);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toContain("The web app has not been built");
  });
});

describe("the built web app", () => {
  it("serves index.html for the root and deep links, files as they are, and 404 for a missing asset", async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-dist-"));
    await fs.mkdir(path.join(dist, "assets"));
    await fs.writeFile(path.join(dist, "index.html"), "<!doctype html><title>Bearish</title>");
    const web = await createTestServer({ env: { WEB_DIST_DIR: dist } });
    try {
      for (const url of ["/", "/en/login", "/ar/settings/basics"]) {
        const page = await web.request("GET", url);
        expect(page.statusCode, url).toBe(200);
        expect(page.headers["content-type"]).toMatch(/^text\/html/);
        expect(page.body).toContain("<title>Bearish</title>");
        expect(page.headers["cache-control"]).toBe("no-cache");
      }
      // Written after start: files are looked up per request, so a rebuild needs no restart.
      await fs.writeFile(path.join(dist, "assets", "app-123.js"), "console.log(1)");
      const asset = await web.request("GET", "/assets/app-123.js");
      expect(asset.statusCode).toBe(200);
      expect(asset.headers["content-type"]).toMatch(/javascript/);
      expect(asset.headers["cache-control"]).toContain("immutable");
      const missing = await web.request("GET", "/assets/gone-456.js");
      expect(missing.statusCode).toBe(404);
      expect(missing.headers["content-type"]).toMatch(/^text\/plain/);
      expectError(await web.request("GET", "/api/nope"), 404, "request.not_found");
    } finally {
      await web.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
  it("sends the build's Brotli or gzip copy of an asset to a browser that accepts it, the plain file otherwise", async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), "bearish-dist-"));
    await fs.mkdir(path.join(dist, "assets"));
    await fs.writeFile(path.join(dist, "index.html"), "<!doctype html><title>Bearish</title>");
    const source = "export const big = 1;\n".repeat(200);
    await fs.writeFile(path.join(dist, "assets", "chunk-1.js"), source);
    await fs.writeFile(path.join(dist, "assets", "chunk-1.js.br"), zlib.brotliCompressSync(source));
    await fs.writeFile(path.join(dist, "assets", "chunk-1.js.gz"), zlib.gzipSync(source));
    const web = await createTestServer({ env: { WEB_DIST_DIR: dist } });
    try {
      const brotli = await web.request("GET", "/assets/chunk-1.js", { headers: { "accept-encoding": "gzip, br" } });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers["content-encoding"]).toBe("br");
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(source);
      const gzip = await web.request("GET", "/assets/chunk-1.js", { headers: { "accept-encoding": "gzip" } });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(source);
      const plain = await web.request("GET", "/assets/chunk-1.js", { headers: { "accept-encoding": "identity" } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(source);
    } finally {
      await web.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe("security headers", () => {
  it.each([
    ["an API answer", "/api/health"],
    ["an error", "/api/nope"],
    ["a page", "/en/home"],
  ])("are set on %s", async (_kind, url) => {
    const res = await t.request("GET", url);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    // Iframe blocks load https pages only (no http:, data: or javascript: frames).
    expect(res.headers["content-security-policy"]).toMatch(/(^|; )frame-src https:(;|$)/);
  });

  it("does not echo the bearer token or set cookies", async () => {
    const u = await createUser(t);
    const res = await t.request("GET", "/api/user/auth/me", { token: u.token });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(u.token);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });
});

describe("rate limiting", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await createTestServer({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it("answers the 429 envelope past the limit and never limits the health check", async () => {
    const statuses: number[] = [];
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 4; i++) {
      last = await limited.request("GET", "/api/user/auth/me");
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    if (!last) throw new Error("no response");
    expectError(last, 429, "request.rate_limited");
    expect(last.json().message).toMatch(/^Too many requests\. Try again in .+\.$/);
    expect(last.headers["retry-after"]).toBeDefined();

    for (let i = 0; i < 5; i++) expect((await limited.request("GET", "/api/health")).statusCode).toBe(200);
  });
});
