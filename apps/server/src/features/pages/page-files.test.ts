// Page files: images uploaded into a page keep a stable path; readers trade it for a fresh signed URL.

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageFiles } from "../../db/schema/pages";
import { uploads } from "../../db/schema/uploads";
import type { TestServer } from "../../test/test-server";
import { blobFiles, ELF_BYTES, getFile, PDF_BYTES, PNG_BYTES, postForm } from "../uploads/upload-fixtures";
import {
  AUTHZ_ACTORS,
  AUTHZ_EDITORS,
  AUTHZ_READERS,
  type AuthzActor,
  type AuthzCast,
  expectAuthzOutcome,
} from "../workspaces/authz-cast";
import { expectError } from "../workspaces/workspace-fixtures";
import {
  createDocument,
  createWiki,
  createWikiPage,
  onPage,
  pagePath,
  pageStatuses,
  type TestPage,
  usePageTestBed,
} from "./page-fixtures";

const LIMIT = 1024 * 1024;

let t: TestServer;
let cast: AuthzCast;
let ws: string;

usePageTestBed((bed) => ({ t, cast, ws } = bed), { env: { UPLOAD_MAX_BYTES: String(LIMIT) } });

const owner = () => cast.owner.token;
const tokenOf = (actor: AuthzActor) => (actor === "signed out" ? undefined : cast[actor].token);

const postImage = (page: TestPage, token: string | undefined, content: Buffer = PNG_BYTES, filename = "dot.png") =>
  postForm(t, pagePath(page, "files"), token, [{ field: "file", filename, contentType: "image/png", content }]);

async function uploadImage(page: TestPage, token = owner()): Promise<{ uploadId: string; path: string }> {
  const res = await postImage(page, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const pageFileRows = (page: TestPage) =>
  t.ctx.db
    .select({ uploadId: pageFiles.uploadId, createdBy: pageFiles.createdBy, workspaceId: pageFiles.workspaceId })
    .from(pageFiles)
    .where(and(eq(pageFiles.targetKind, page.kind), eq(pageFiles.targetId, page.targetId)));
const uploadCount = async () => (await t.ctx.db.select({ id: uploads.id }).from(uploads)).length;

describe("the authorization table", () => {
  const upload = pageStatuses(AUTHZ_EDITORS, 201);
  for (const actor of AUTHZ_ACTORS) {
    it(`POST files as ${actor}: ${upload[actor]}, and a refusal stores nothing`, async () => {
      const page = await createDocument(t, owner(), ws);
      const blobsBefore = (await blobFiles(t)).length;
      const res = await postImage(page, tokenOf(actor));
      const allowed = expectAuthzOutcome(res, upload[actor]);
      const rows = await pageFileRows(page);
      expect(rows).toHaveLength(allowed ? 1 : 0);
      if (!allowed) expect((await blobFiles(t)).length).toBe(blobsBefore);
    });
  }

  const read = pageStatuses(AUTHZ_READERS, 200);
  for (const actor of AUTHZ_ACTORS) {
    it(`GET files/{id} as ${actor}: ${read[actor]}`, async () => {
      const page = await createDocument(t, owner(), ws);
      const { uploadId } = await uploadImage(page);
      const res = await onPage(t, "GET", page, `files/${uploadId}`, tokenOf(actor));
      if (expectAuthzOutcome(res, read[actor])) {
        expect(res.json().data.url).toMatch(new RegExp(`^/api/files/${uploadId}\\?expires=\\d+&sig=`));
      }
    });
  }
});

describe("POST /api/page/{kind}/{workspaceId}/{targetId}/files", () => {
  it("stores the image, records it as a file of the page and answers its stable path", async () => {
    const page = await createDocument(t, owner(), ws);
    const res = await postImage(page, cast.editor.token);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: "Image uploaded" });
    const { uploadId, path } = body.data;
    expect(path).toBe(`/api/page/document/${ws}/${page.targetId}/files/${uploadId}`);
    expect(await pageFileRows(page)).toEqual([{ uploadId, createdBy: cast.editor.user.id, workspaceId: ws }]);

    // The path is an API address: readers get a signed URL that serves the bytes without a bearer header.
    const answer = await t.request("GET", path, { token: cast.viewer.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const file = await getFile(t, answer.json().data.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(file.headers["content-type"]).toBe("image/png");
  });

  it("refuses what is not a PNG, JPEG, GIF or WebP image (from its bytes) with 415, storing nothing", async () => {
    const page = await createDocument(t, owner(), ws);
    const before = { uploads: await uploadCount(), blobs: (await blobFiles(t)).length };
    for (const content of [PDF_BYTES, ELF_BYTES, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>")]) {
      const res = await postImage(page, owner(), content, "looks-like.png");
      expectError(res, 415, "request.unsupported_type", "Only PNG, JPEG, GIF or WebP images can be added to a page");
    }
    expect(await pageFileRows(page)).toEqual([]);
    expect(await uploadCount()).toBe(before.uploads);
    expect((await blobFiles(t)).length).toBe(before.blobs);
  });

  it("refuses an image over the size limit with 413, storing nothing", async () => {
    const page = await createDocument(t, owner(), ws);
    const before = { uploads: await uploadCount(), blobs: (await blobFiles(t)).length };
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(LIMIT, 1)]);
    const res = await postImage(page, owner(), big, "big.png");
    expectError(res, 413, "request.too_large", "File is too large. The limit is 1 MB per file.");
    expect(await pageFileRows(page)).toEqual([]);
    expect(await uploadCount()).toBe(before.uploads);
    expect((await blobFiles(t)).length).toBe(before.blobs);
  });

  it("answers 400 without a file", async () => {
    const page = await createDocument(t, owner(), ws);
    const res = await postForm(t, pagePath(page, "files"), owner(), [{ field: "note", content: "no file" }]);
    expectError(res, 400, "upload.no_file");
    expect(await pageFileRows(page)).toEqual([]);
  });

  it("refuses while the page is locked by someone else or archived (409)", async () => {
    const page = await createDocument(t, owner(), ws);
    expect((await onPage(t, "POST", page, "lock", cast.editor.token)).statusCode).toBe(200);
    expectError(await postImage(page, owner()), 409, "page.locked");
    expect((await postImage(page, cast.editor.token)).statusCode).toBe(201);
    expect((await onPage(t, "DELETE", page, "lock", cast.editor.token)).statusCode).toBe(200);

    expect((await onPage(t, "POST", page, "archive", owner())).statusCode).toBe(200);
    expectError(await postImage(page, owner()), 409, "page.archived");
    expect(await pageFileRows(page)).toHaveLength(1);
  });
});

describe("GET /api/page/{kind}/{workspaceId}/{targetId}/files/{uploadId}", () => {
  it("answers 404 for a file of another page and for an upload that is no page's file", async () => {
    const page = await createDocument(t, owner(), ws);
    const other = await createDocument(t, owner(), ws);
    const { uploadId } = await uploadImage(other);
    expectError(await onPage(t, "GET", page, `files/${uploadId}`, owner()), 404, "request.not_found", "File not found");

    const generic = await postForm(t, "/api/upload-files", owner(), [
      { field: "file", filename: "dot.png", contentType: "image/png", content: PNG_BYTES },
    ]);
    expect(generic.statusCode).toBe(201);
    expectError(await onPage(t, "GET", page, `files/${generic.json().data.id}`, owner()), 404, "request.not_found");
  });

  it("answers 400 for an upload id that is not a uuid", async () => {
    const page = await createDocument(t, owner(), ws);
    expectError(await onPage(t, "GET", page, "files/not-an-id", owner()), 400, "request.invalid");
  });

  it("keeps working for a wiki page moved to another wiki (the path names the page, not the wiki)", async () => {
    const from = await createWiki(t, owner(), ws);
    const to = await createWiki(t, owner(), ws);
    const page = await createWikiPage(t, owner(), ws, from.wikiId);
    const { path } = await uploadImage(page);
    const moved = await onPage(t, "POST", page, "move", owner(), { wikiId: to.wikiId, parentPageId: null });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await t.request("GET", path, { token: cast.viewer.token });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("the banner", () => {
  it("accepts a file path of this page and refuses one of another page", async () => {
    const page = await createDocument(t, owner(), ws);
    const other = await createDocument(t, owner(), ws);
    const mine = await uploadImage(page);
    const theirs = await uploadImage(other);

    const ok = await onPage(t, "PUT", page, "details", owner(), { bannerUrl: mine.path });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.bannerUrl).toBe(mine.path);

    const refused = await onPage(t, "PUT", page, "details", owner(), { bannerUrl: theirs.path });
    expectError(refused, 400, "request.invalid");
    const state = await onPage(t, "GET", page, "state", owner());
    expect(state.json().data.bannerUrl).toBe(mine.path);
  });
});

describe("GET /api/public/page/{token}/files/{uploadId}", () => {
  const publicFile = (token: string, uploadId: string, password?: string) =>
    t.request(
      "GET",
      `/api/public/page/${token}/files/${uploadId}`,
      password === undefined ? {} : { headers: { "x-page-password": password } },
    );

  async function publish(page: TestPage, body: Record<string, unknown> = {}): Promise<string> {
    const res = await onPage(t, "PUT", page, "publish", owner(), body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.published.token;
  }

  it("answers a signed URL without signing in while the page is published, then 404", async () => {
    const page = await createDocument(t, owner(), ws);
    const { uploadId } = await uploadImage(page);
    const token = await publish(page);

    const res = await publicFile(token, uploadId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const file = await getFile(t, res.json().data.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);

    // A file of another page is not reachable through this page's link.
    const other = await createDocument(t, owner(), ws);
    const foreign = await uploadImage(other);
    expectError(await publicFile(token, foreign.uploadId), 404, "request.not_found", "File not found");

    expect((await onPage(t, "DELETE", page, "publish", owner())).statusCode).toBe(200);
    expectError(await publicFile(token, uploadId), 404, "request.not_found", "This page is not published");
  });

  it("needs the page's password when it has one", async () => {
    const page = await createDocument(t, owner(), ws);
    const { uploadId } = await uploadImage(page);
    const token = await publish(page, { password: "open sesame" });

    expectError(await publicFile(token, uploadId), 401, "page.password_required");
    expectError(await publicFile(token, uploadId, "wrong"), 401, "page.password_incorrect");
    const res = await publicFile(token, uploadId, "open sesame");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.url).toMatch(new RegExp(`^/api/files/${uploadId}\\?`));
  });

  it("answers 404 once the page is archived", async () => {
    const page = await createDocument(t, owner(), ws);
    const { uploadId } = await uploadImage(page);
    const token = await publish(page);
    expect((await onPage(t, "POST", page, "archive", owner())).statusCode).toBe(200);
    expectError(await publicFile(token, uploadId), 404, "request.not_found");
  });
});
