import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverSecrets } from "../db/schema/server-secrets";
import { TestClock } from "../test/test-clock";
import { createTestServer, type TestServer } from "../test/test-server";
import { createFileUrlSigner, FileUrlSigner, SIGNING_SECRET_NAME } from "./signed-urls";

const ID = "0190a5b4-1234-7000-8000-00000000abcd";
const SECRET = "a-signing-secret-of-at-least-32-characters";

function parts(path: string) {
  const url = new URL(path, "http://x");
  return {
    id: url.pathname.split("/").pop() ?? "",
    expires: url.searchParams.get("expires"),
    sig: url.searchParams.get("sig"),
  };
}

describe("FileUrlSigner", () => {
  const clock = new TestClock();
  const signer = new FileUrlSigner(SECRET, clock, 3600);

  it("signs a relative path that verifies until it expires", () => {
    const { path, expiresAt } = signer.sign(ID);
    expect(path).toMatch(new RegExp(`^/api/files/${ID}\\?expires=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    const { expires, sig } = parts(path);
    expect(Number(expires) * 1000).toBe(expiresAt.getTime());
    // At least the TTL, rounded up to a five-minute step so repeated signing gives one cacheable URL.
    expect(expiresAt.getTime() - clock.now().getTime()).toBeGreaterThanOrEqual(3600_000 - 1000);
    expect(Number(expires) % 300).toBe(0);
    expect(signer.sign(ID).path).toBe(path);
    expect(signer.verify(ID, expires, sig)).toBe(true);
  });

  it("refuses altered ids, expiries and signatures, and missing or malformed parts", () => {
    const { expires, sig } = parts(signer.sign(ID).path);
    expect(signer.verify(ID.replace("abcd", "abce"), expires, sig)).toBe(false);
    expect(signer.verify(ID, String(Number(expires) + 300), sig)).toBe(false);
    expect(signer.verify(ID, expires, `${sig?.slice(0, -2)}AA`)).toBe(false);
    expect(signer.verify(ID, expires, undefined)).toBe(false);
    expect(signer.verify(ID, undefined, sig)).toBe(false);
    expect(signer.verify(ID, [expires], sig)).toBe(false);
    expect(signer.verify(ID, "1e12", sig)).toBe(false);
    expect(signer.verify(ID, expires, `${sig}=`)).toBe(false);
    // The last character carries two unused bits; a variant that decodes to the same bytes is refused too.
    const last = sig?.at(-1) ?? "A";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const sibling = alphabet[alphabet.indexOf(last) ^ 1];
    expect(signer.verify(ID, expires, `${sig?.slice(0, -1)}${sibling}`)).toBe(false);
  });

  it("refuses a URL signed with another secret", () => {
    const { expires, sig } = parts(new FileUrlSigner(`${SECRET}!`, clock, 3600).sign(ID).path);
    expect(signer.verify(ID, expires, sig)).toBe(false);
  });

  it("stops verifying at the expiry", () => {
    const { expires, sig } = parts(signer.sign(ID).path);
    const later = new TestClock();
    later.advanceMinutes(66);
    expect(new FileUrlSigner(SECRET, later, 3600).verify(ID, expires, sig)).toBe(false);
  });
});

describe("createFileUrlSigner", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it("generates a secret once, stores it, and every instance signs alike", async () => {
    const rows = await t.ctx.db.select().from(serverSecrets);
    expect(rows.map((r) => r.name)).toEqual([SIGNING_SECRET_NAME]);
    expect(rows[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await createFileUrlSigner(t.ctx.db, t.ctx.config, t.clock);
    const { id, expires, sig } = parts(t.ctx.fileUrls.sign(ID).path);
    expect(second.verify(id, expires, sig)).toBe(true);
    expect(await t.ctx.db.select().from(serverSecrets)).toHaveLength(1);
  });

  it("uses SIGNING_SECRET when it is set", async () => {
    const configured = await createFileUrlSigner(t.ctx.db, { ...t.ctx.config, signingSecret: SECRET }, t.clock);
    const { id, expires, sig } = parts(configured.sign(ID).path);
    expect(new FileUrlSigner(SECRET, t.clock, 60).verify(id, expires, sig)).toBe(true);
    expect(t.ctx.fileUrls.verify(id, expires, sig)).toBe(false);
  });
});
