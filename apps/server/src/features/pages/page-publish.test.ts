import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageStates } from "../../db/schema/pages";
import { documents } from "../../db/schema/workspace-items";
import type { TestServer } from "../../test/test-server";
import type { AuthzCast } from "../workspaces/authz-cast";
import { expectError } from "../workspaces/workspace-fixtures";
import {
  createDocument,
  createWhiteboard,
  createWiki,
  createWikiPage,
  onPage,
  stateOf,
  type TestPage,
  usePageTestBed,
} from "./page-fixtures";
import { PUBLIC_PASSWORD_MAX_FAILURES } from "./page-public.service";

let t: TestServer;
let cast: AuthzCast;
let ws: string;

usePageTestBed((bed) => ({ t, cast, ws } = bed));

const owner = () => cast.owner.token;
const publicRead = (token: string, password?: string) =>
  t.request(
    "GET",
    `/api/public/page/${token}`,
    password === undefined ? {} : { headers: { "x-page-password": password } },
  );

async function publish(page: TestPage, body: Record<string, unknown> = {}) {
  const res = await onPage(t, "PUT", page, "publish", owner(), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.published as {
    token: string;
    path: string;
    hasPassword: boolean;
    expiresAt: string | null;
    publishedAt: string;
  };
}

const docRow = async (id: string) => {
  const [row] = await t.ctx.db
    .select({
      isPublic: documents.isPublic,
      passwordHash: documents.passwordHash,
      expiration: documents.expirationDate,
    })
    .from(documents)
    .where(eq(documents.id, id));
  return row;
};

describe("publishing", () => {
  it("publishes a document at /p/<token> and serves its sanitized HTML without sign-in", async () => {
    const doc = await createDocument(t, owner(), ws, {
      title: "Launch notes",
      content: "<p>Hello <strong>world</strong></p><script>alert(1)</script>",
    });
    const published = await publish(doc);
    expect(published.token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(published.path).toBe(`/p/${published.token}`);
    expect(published.hasPassword).toBe(false);
    expect(await docRow(doc.targetId)).toMatchObject({ isPublic: true, passwordHash: null });

    const res = await publicRead(published.token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ kind: "document", title: "Launch notes" });
    expect(page.content).toContain("world");
    expect(page.content).not.toContain("script");
    expect(res.headers["cache-control"]).not.toContain("public");
  });

  it("keeps the token when the publication changes, and makes a new one after unpublishing", async () => {
    const doc = await createDocument(t, owner(), ws);
    const first = await publish(doc);
    const changed = await publish(doc, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    expect(changed.token).toBe(first.token);
    expect(changed.expiresAt).not.toBeNull();

    const res = await onPage(t, "DELETE", doc, "publish", owner());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.published).toBeNull();
    expect(await docRow(doc.targetId)).toMatchObject({ isPublic: false, passwordHash: null, expiration: null });
    expectError(await publicRead(first.token), 404, "request.not_found");

    const again = await publish(doc);
    expect(again.token).not.toBe(first.token);
  });

  it("asks for the password, refuses a wrong one and serves the page with the right one", async () => {
    const page = await createWikiPage(t, owner(), ws, (await createWiki(t, owner(), ws)).wikiId, {
      title: "Secret plan",
      content: "<p>Step one</p>",
    });
    const published = await publish(page, { password: "open sesame" });
    expect(published.hasPassword).toBe(true);
    const [stored] = await t.ctx.db
      .select({ hash: pageStates.publishPasswordHash })
      .from(pageStates)
      .where(eq(pageStates.targetId, page.targetId));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
    expect(stored?.hash).not.toContain("open sesame");

    const missing = expectError(await publicRead(published.token), 401, "page.password_required");
    expect(missing.message).toBe("This page needs a password");
    const wrong = await publicRead(published.token, "guess");
    expectError(wrong, 401, "page.password_incorrect");
    expect(wrong.headers["cache-control"]).toBe("no-store");

    const right = await publicRead(published.token, "open sesame");
    expect(right.statusCode, right.body).toBe(200);
    expect(right.headers["cache-control"]).toBe("no-store");
    expect(right.json().data).toMatchObject({ kind: "wiki_page", title: "Secret plan" });
    expect(right.json().data.content).toContain("Step one");
  });

  it("mirrors a document's password on the document and can remove it", async () => {
    const doc = await createDocument(t, owner(), ws);
    const published = await publish(doc, { password: "letmein" });
    expect((await docRow(doc.targetId))?.passwordHash).toMatch(/^\$argon2id\$/);
    const unchanged = await publish(doc, {});
    expect(unchanged.hasPassword).toBe(true);
    const removed = await publish(doc, { password: null });
    expect(removed.hasPassword).toBe(false);
    expect((await docRow(doc.targetId))?.passwordHash).toBeNull();
    expect((await publicRead(published.token)).statusCode).toBe(200);
  });

  it("throttles wrong passwords per link", async () => {
    const doc = await createDocument(t, owner(), ws);
    const published = await publish(doc, { password: "right one" });
    for (let i = 0; i < PUBLIC_PASSWORD_MAX_FAILURES; i++) {
      expectError(await publicRead(published.token, `wrong ${i}`), 401, "page.password_incorrect");
    }
    expectError(await publicRead(published.token, "right one"), 429, "auth.too_many_attempts");
    t.clock.advanceMinutes(16);
    expect((await publicRead(published.token, "right one")).statusCode).toBe(200);
  });

  it("stops serving the page once the link expires", async () => {
    const doc = await createDocument(t, owner(), ws);
    const expiresAt = new Date(t.clock.now().getTime() + 60 * 60_000).toISOString();
    const published = await publish(doc, { expiresAt });
    expect((await publicRead(published.token)).statusCode).toBe(200);
    t.clock.advanceMinutes(61);
    expectError(await publicRead(published.token), 404, "request.not_found");
  });

  it("refuses an expiry in the past and writes nothing", async () => {
    const doc = await createDocument(t, owner(), ws);
    const res = await onPage(t, "PUT", doc, "publish", owner(), {
      expiresAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    });
    expectError(res, 400, "request.invalid", "The link's expiry must be in the future");
    expect((await stateOf(t, doc, owner())).published).toBeNull();
    const bad = await onPage(t, "PUT", doc, "publish", owner(), { expiresAt: "tomorrow" });
    expectError(bad, 400, "request.invalid");
    expect((await stateOf(t, doc, owner())).published).toBeNull();
  });

  it("does not publish whiteboards", async () => {
    const board = await createWhiteboard(t, owner(), ws);
    expectError(
      await onPage(t, "PUT", board, "publish", owner(), {}),
      400,
      "request.invalid",
      "Only documents and wiki pages can be published",
    );
    expect((await stateOf(t, board, owner())).published).toBeNull();
  });

  it("hides archived and deleted pages, and answers 404 for unknown tokens", async () => {
    const doc = await createDocument(t, owner(), ws);
    const published = await publish(doc);
    expect((await onPage(t, "POST", doc, "archive", owner())).statusCode).toBe(200);
    expectError(await publicRead(published.token), 404, "request.not_found");
    expect((await onPage(t, "POST", doc, "unarchive", owner())).statusCode).toBe(200);
    expect((await publicRead(published.token)).statusCode).toBe(200);

    const del = await t.request("DELETE", `/api/document/${ws}/document/${doc.targetId}`, { token: owner() });
    expect(del.statusCode, del.body).toBe(200);
    expectError(await publicRead(published.token), 404, "request.not_found");

    expectError(await publicRead("A".repeat(32)), 404, "request.not_found");
    expectError(await publicRead("not*a*token*at*all"), 400, "request.invalid");
  });
});
