import type { CloudFile } from "@bearish/shared/cloud-storage/cloud-file";
import { NO_FILE_MESSAGE } from "@bearish/shared/uploads/upload";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { cloudFiles, cloudFileVersions, cloudFolders, uploads } from "../../db/tables";
import { newId } from "../../platform/ids";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { blobFiles, type FormPart, getFile, PDF_BYTES, PNG_BYTES, postForm } from "../uploads/upload-fixtures";
import { readStorageUsage } from "./cloud-usage.repository";

const UPLOAD = "/api/cloud-storage/file/upload-file";

function filePart(filename: string, content: Buffer | string): FormPart {
  return { field: "files", filename, content };
}

async function seedFolder(t: TestServer, owner: TestUser, directory: string, name: string) {
  const id = newId();
  const now = t.clock.now();
  await t.ctx.db.insert(cloudFolders).values({
    id,
    ownerId: owner.user.id,
    name,
    directory,
    path: directory === "/" ? `/${name}` : `${directory}/${name}`,
    createdBy: owner.user.id,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

async function upload(t: TestServer, who: TestUser | undefined, parts: FormPart[]) {
  return postForm(t, UPLOAD, who?.token, parts);
}

/** Everything a refused upload could have left behind. */
async function storedState(t: TestServer, owner: TestUser) {
  const [u] = await t.ctx.db.select({ n: count() }).from(uploads);
  const [f] = await t.ctx.db.select({ n: count() }).from(cloudFiles);
  const [v] = await t.ctx.db.select({ n: count() }).from(cloudFileVersions);
  return {
    uploads: u?.n,
    files: f?.n,
    versions: v?.n,
    blobs: await blobFiles(t),
    usage: await readStorageUsage(t.ctx.db, owner.user.id),
  };
}

async function share(t: TestServer, owner: TestUser, folderId: string, person: TestUser, role: string) {
  const res = await t.request("POST", `/api/cloud-storage/folder/${folderId}/members`, {
    token: owner.token,
    body: { userId: person.user.id, role },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe("POST cloud-storage/file/upload-file", () => {
  let t: TestServer;
  let owner: TestUser;
  let editor: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let sharedId: string;

  beforeAll(async () => {
    t = await createTestServer();
    owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
    editor = await createUser(t, { firstName: "Eddie", lastName: "Editor" });
    viewer = await createUser(t, { firstName: "Vera", lastName: "Viewer" });
    stranger = await createUser(t, { firstName: "Stan", lastName: "Stranger" });
    await seedFolder(t, owner, "/", "Docs");
    sharedId = await seedFolder(t, owner, "/", "Team");
    await share(t, owner, sharedId, editor, "editor");
    await share(t, owner, sharedId, viewer, "viewer");
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores several files at the root with their first version and charges the owner's usage", async () => {
    const before = await readStorageUsage(t.ctx.db, owner.user.id);
    const res = await upload(t, owner, [filePart("photo.png", PNG_BYTES), filePart("paper.pdf", PDF_BYTES)]);
    expect(res.statusCode, res.body).toBe(201);
    const files: CloudFile[] = res.json().data;
    expect(files.map((f) => [f.name, f.path, f.directory, f.contentType, f.size, f.version])).toEqual([
      ["photo.png", "/photo.png", "/", "image/png", PNG_BYTES.length, 1],
      ["paper.pdf", "/paper.pdf", "/", "application/pdf", PDF_BYTES.length, 1],
    ]);
    expect(files[0]?.ownerId).toBe(owner.user.id);
    expect(files[0]?.uploadedBy.id).toBe(owner.user.id);
    expect(files[0]?.locking.isLocked).toBe(false);
    expect(files[0]?.versions).toBe(1);
    const versions = await t.ctx.db
      .select({ version: cloudFileVersions.version, uploadId: cloudFileVersions.uploadId })
      .from(cloudFileVersions)
      .where(eq(cloudFileVersions.fileId, files[1]?.id ?? ""));
    expect(versions).toEqual([{ version: 1, uploadId: files[1]?.uploadId }]);
    expect(await readStorageUsage(t.ctx.db, owner.user.id)).toEqual({
      used: before.used + PNG_BYTES.length + PDF_BYTES.length,
      files: before.files + 2,
    });
  });

  it("gives a taken name the next free suffix, case-insensitively and within one batch", async () => {
    const first = await upload(t, owner, [filePart("report.pdf", PDF_BYTES)]);
    expect(first.json().data[0].name).toBe("report.pdf");
    const again = await upload(t, owner, [filePart("REPORT.pdf", PDF_BYTES), filePart("report.pdf", PDF_BYTES)]);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.map((f: CloudFile) => f.name)).toEqual(["REPORT (2).pdf", "report (3).pdf"]);
  });

  it("resolves folderLocation case-insensitively to the folder's exact path", async () => {
    const res = await upload(t, owner, [filePart("a.pdf", PDF_BYTES), { field: "folderLocation", content: "/docs/" }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0]).toMatchObject({ directory: "/Docs", path: "/Docs/a.pdf" });
  });

  it("accepts the fields before the files too, and locks the files to the uploader when asked", async () => {
    const res = await upload(t, owner, [
      { field: "locking.isLocked", content: "true" },
      { field: "folderLocation", content: "/Docs" },
      filePart("locked.pdf", PDF_BYTES),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0].locking).toMatchObject({ isLocked: true, lockedBy: { id: owner.user.id } });
  });

  it("keeps only a harmless last segment of a hostile file name", async () => {
    const res = await upload(t, owner, [filePart("../../etc/..passwd\u0007.txt", "hello")]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0]).toMatchObject({ name: ".passwd.txt", directory: "/", path: "/.passwd.txt" });
  });

  it("drops zero-width and bidi characters from an uploaded name instead of refusing it", async () => {
    const res = await upload(t, owner, [filePart("in\u200bvoice\ufeff.pdf", PDF_BYTES)]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data[0]).toMatchObject({ name: "invoice.pdf", path: "/invoice.pdf" });
  });

  it("refuses a form without a file (400) and a folder that does not exist (404), storing nothing", async () => {
    const before = await storedState(t, owner);
    const none = await upload(t, owner, [{ field: "folderLocation", content: "/" }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(NO_FILE_MESSAGE);
    const notMultipart = await t.request("POST", UPLOAD, { token: owner.token, body: {} });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe(NO_FILE_MESSAGE);
    const missing = await upload(t, owner, [
      filePart("x.pdf", PDF_BYTES),
      { field: "folderLocation", content: "/Nowhere" },
    ]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Folder not found");
    const bad = await upload(t, owner, [filePart("x.pdf", PDF_BYTES), { field: "folderLocation", content: "/a/../b" }]);
    expect(bad.statusCode).toBe(400);
    const badLock = await upload(t, owner, [
      filePart("x.pdf", PDF_BYTES),
      { field: "locking.isLocked", content: "yes" },
    ]);
    expect(badLock.statusCode).toBe(400);
    expect(await storedState(t, owner)).toEqual(before);
  });

  it("lets an editor of a shared folder upload into the owner's drive, charged to the owner", async () => {
    const ownerBefore = await readStorageUsage(t.ctx.db, owner.user.id);
    const res = await upload(t, editor, [
      filePart("notes.pdf", PDF_BYTES),
      { field: "folderLocation", content: "/team" },
      { field: "ownerId", content: owner.user.id },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [file] = res.json().data as CloudFile[];
    expect(file).toMatchObject({ ownerId: owner.user.id, directory: "/Team", path: "/Team/notes.pdf", access: "edit" });
    expect(file?.uploadedBy.id).toBe(editor.user.id);
    expect((await readStorageUsage(t.ctx.db, owner.user.id)).used).toBe(ownerBefore.used + PDF_BYTES.length);
    expect(await readStorageUsage(t.ctx.db, editor.user.id)).toEqual({ used: 0, files: 0 });
  });

  it("refuses a viewer (403) and someone the folder is hidden from (404), storing nothing", async () => {
    const before = await storedState(t, owner);
    const asViewer = await upload(t, viewer, [
      filePart("v.pdf", PDF_BYTES),
      { field: "folderLocation", content: "/Team" },
      { field: "ownerId", content: owner.user.id },
    ]);
    expect(asViewer.statusCode, asViewer.body).toBe(403);
    for (const folderLocation of ["/Team", "/Docs", "/"]) {
      const hidden = await upload(t, stranger, [
        filePart("s.pdf", PDF_BYTES),
        { field: "folderLocation", content: folderLocation },
        { field: "ownerId", content: owner.user.id },
      ]);
      expect(hidden.statusCode, hidden.body).toBe(404);
      expect(hidden.json().message).toBe("Folder not found");
    }
    const editorElsewhere = await upload(t, editor, [
      filePart("e.pdf", PDF_BYTES),
      { field: "folderLocation", content: "/Docs" },
      { field: "ownerId", content: owner.user.id },
    ]);
    expect(editorElsewhere.statusCode).toBe(404);
    expect(await storedState(t, owner)).toEqual(before);
  });

  it("with the fields first, refuses a hidden folder (404) and a viewer (403) before storing a byte", async () => {
    const put = vi.spyOn(t.ctx.blobs, "put");
    try {
      const before = await storedState(t, owner);
      const hidden = await upload(t, stranger, [
        { field: "ownerId", content: owner.user.id },
        { field: "folderLocation", content: "/Team" },
        filePart("s.pdf", PDF_BYTES),
      ]);
      expect(hidden.statusCode, hidden.body).toBe(404);
      expect(hidden.json().message).toBe("Folder not found");
      const asViewer = await upload(t, viewer, [
        { field: "folderLocation", content: "/Team" },
        { field: "ownerId", content: owner.user.id },
        filePart("v.pdf", PDF_BYTES),
      ]);
      expect(asViewer.statusCode, asViewer.body).toBe(403);
      const missing = await upload(t, owner, [
        { field: "folderLocation", content: "/Nowhere" },
        filePart("m.pdf", PDF_BYTES),
      ]);
      expect(missing.statusCode, missing.body).toBe(404);
      expect(put).not.toHaveBeenCalled();
      expect(await storedState(t, owner)).toEqual(before);
      // The fields first and allowed: stored as usual.
      const asEditor = await upload(t, editor, [
        { field: "folderLocation", content: "/Team" },
        { field: "ownerId", content: owner.user.id },
        filePart("e.pdf", PDF_BYTES),
      ]);
      expect(asEditor.statusCode, asEditor.body).toBe(201);
      expect(put).toHaveBeenCalledTimes(1);
    } finally {
      put.mockRestore();
    }
  });

  it("refuses a signed-out upload", async () => {
    const res = await upload(t, undefined, [filePart("x.pdf", PDF_BYTES)]);
    expect(res.statusCode).toBe(401);
  });

  it("gives two concurrent uploads of one name into one folder distinct names", async () => {
    const [a, b] = await Promise.all([
      upload(t, owner, [filePart("same.pdf", PDF_BYTES), { field: "folderLocation", content: "/Docs" }]),
      upload(t, owner, [filePart("same.pdf", PDF_BYTES), { field: "folderLocation", content: "/Docs" }]),
    ]);
    expect(a?.statusCode, a?.body).toBe(201);
    expect(b?.statusCode, b?.body).toBe(201);
    const names = [a?.json().data[0].name, b?.json().data[0].name].sort();
    expect(names).toEqual(["same (2).pdf", "same.pdf"]);
  });

  it("places a file under the next free name when another writer takes its name first", async () => {
    // A writer holds "race.pdf" uncommitted while the upload looks for free names; on PostgreSQL
    // the upload's insert waits on the unique index, fails once it commits, and places the file again.
    let answer: Promise<Awaited<ReturnType<typeof upload>>> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      const uploadId = newId();
      const now = t.clock.now();
      await tx.insert(uploads).values({
        id: uploadId,
        storageKey: `race-${uploadId}`,
        originalName: "race.pdf",
        contentType: "application/pdf",
        size: 1,
        sha256: "0".repeat(64),
        uploadedBy: owner.user.id,
        createdAt: now,
      });
      await tx.insert(cloudFiles).values({
        id: newId(),
        ownerId: owner.user.id,
        uploadedBy: owner.user.id,
        name: "race.pdf",
        originalName: "race.pdf",
        directory: "/Docs",
        uploadId,
        size: 1,
        contentType: "application/pdf",
        createdAt: now,
        updatedAt: now,
      });
      answer = upload(t, owner, [filePart("RACE.pdf", PDF_BYTES), { field: "folderLocation", content: "/Docs" }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const res = await answer;
    expect(res?.statusCode, res?.body).toBe(201);
    expect(res?.json().data[0].name).toBe("RACE (2).pdf");
  });
});

describe("storage quota", () => {
  let t: TestServer;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestServer({ env: { STORAGE_QUOTA_BYTES: String(PDF_BYTES.length * 2 + 10) } });
    owner = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses an upload past the quota with 413 and keeps no upload, blob or usage of it", async () => {
    const first = await upload(t, owner, [filePart("one.pdf", PDF_BYTES)]);
    expect(first.statusCode, first.body).toBe(201);
    const before = await storedState(t, owner);
    const res = await upload(t, owner, [filePart("two.pdf", PDF_BYTES), filePart("three.pdf", PDF_BYTES)]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({
      code: "cloud.quota_exceeded",
      message: `Storage quota exceeded: this upload needs ${PDF_BYTES.length * 2} B but only ${PDF_BYTES.length + 10} B is free`,
    });
    expect(await storedState(t, owner)).toEqual(before);
    expect(before.blobs).toHaveLength(1);
  });

  it("with the fields first, refuses a body larger than the free quota before storing a byte", async () => {
    const person = await createUser(t);
    const put = vi.spyOn(t.ctx.blobs, "put");
    try {
      const before = await storedState(t, person);
      const res = await upload(t, person, [
        { field: "folderLocation", content: "/" },
        filePart("two.pdf", PDF_BYTES),
        filePart("three.pdf", PDF_BYTES),
        filePart("four.pdf", PDF_BYTES),
      ]);
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().code).toBe("cloud.quota_exceeded");
      expect(res.json().message).toMatch(/only \d+ B is free$/);
      expect(put).not.toHaveBeenCalled();
      expect(await storedState(t, person)).toEqual(before);
    } finally {
      put.mockRestore();
    }
  });

  it("refuses a new version past the quota the same way", async () => {
    const res = await upload(t, owner, [filePart("base.pdf", PDF_BYTES)]);
    expect(res.statusCode, res.body).toBe(201);
    const before = await storedState(t, owner);
    const version = await postForm(t, `/api/cloud-storage/file/${res.json().data[0].id}/versions`, owner.token, [
      { field: "file", filename: "base.pdf", content: PDF_BYTES },
    ]);
    expect(version.statusCode, version.body).toBe(413);
    expect(version.json().code).toBe("cloud.quota_exceeded");
    expect(await storedState(t, owner)).toEqual(before);
  });
});

describe("POST cloud-storage/file/{id}/access", () => {
  let t: TestServer;
  let owner: TestUser;
  let viewer: TestUser;
  let stranger: TestUser;
  let folderId: string;

  beforeAll(async () => {
    t = await createTestServer();
    owner = await createUser(t);
    viewer = await createUser(t);
    stranger = await createUser(t);
    folderId = await seedFolder(t, owner, "/", "Shared");
    await share(t, owner, folderId, viewer, "viewer");
  });
  afterAll(async () => {
    await t.close();
  });

  const counters = async (id: string) => {
    const [row] = await t.ctx.db
      .select({ views: cloudFiles.totalViews, downloads: cloudFiles.downloads, lastAccessed: cloudFiles.lastAccessed })
      .from(cloudFiles)
      .where(eq(cloudFiles.id, id));
    return row;
  };

  it("hands a viewer a signed URL that serves the bytes, counting views and downloads", async () => {
    const res = await upload(t, owner, [
      filePart("pic.png", PNG_BYTES),
      { field: "folderLocation", content: "/Shared" },
    ]);
    const file: CloudFile = res.json().data[0];
    expect(await counters(file.id)).toEqual({ views: 0, downloads: 0, lastAccessed: null });

    const view = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: viewer.token,
      body: { purpose: "view" },
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.path).toMatch(new RegExp(`^/api/files/${file.uploadId}\\?expires=\\d+&sig=`));
    const served = await getFile(t, view.json().data.path);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-type"]).toBe("image/png");

    const download = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: owner.token,
      body: { purpose: "download" },
    });
    expect(download.statusCode).toBe(200);
    const after = await counters(file.id);
    expect(after).toMatchObject({ views: 1, downloads: 1 });
    expect(after?.lastAccessed?.getTime()).toBeGreaterThan(0);
  });

  it("serves an HTML file as a sandboxed attachment", async () => {
    const html = "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
    const res = await upload(t, owner, [filePart("page.html", html)]);
    const file: CloudFile = res.json().data[0];
    const url = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: owner.token,
      body: { purpose: "view" },
    });
    const served = await getFile(t, url.json().data.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-disposition"]).toMatch(/^attachment/);
    expect(served.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("hides the file from others (404) and refuses an unknown version (404)", async () => {
    const res = await upload(t, owner, [filePart("private.pdf", PDF_BYTES)]);
    const file: CloudFile = res.json().data[0];
    const hidden = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: stranger.token,
      body: { purpose: "view" },
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe("File not found");
    const badVersion = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: owner.token,
      body: { purpose: "download", versionId: newId() },
    });
    expect(badVersion.statusCode).toBe(404);
    expect(badVersion.json().message).toBe("Version not found");
    const badPurpose = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: owner.token,
      body: { purpose: "print" },
    });
    expect(badPurpose.statusCode).toBe(400);
    expect(await counters(file.id)).toMatchObject({ views: 0, downloads: 0 });
  });

  it("answers 404 for a trashed file except to its owner", async () => {
    const res = await upload(t, owner, [
      filePart("gone.pdf", PDF_BYTES),
      { field: "folderLocation", content: "/Shared" },
    ]);
    const file: CloudFile = res.json().data[0];
    await t.ctx.db.update(cloudFiles).set({ deletedAt: t.clock.now() }).where(eq(cloudFiles.id, file.id));
    const asViewer = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: viewer.token,
      body: { purpose: "view" },
    });
    expect(asViewer.statusCode).toBe(404);
    const asOwner = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: owner.token,
      body: { purpose: "view" },
    });
    expect(asOwner.statusCode).toBe(200);
    // The owner's URL of a trashed file serves nothing: the bytes are not handed out from the trash.
    expect((await getFile(t, asOwner.json().data.path)).statusCode).toBe(404);
  });

  it("signs URLs and thumbnails for 10 minutes (rounded up to 5), not the deployment's 6 hours", async () => {
    const res = await upload(t, owner, [
      filePart("short.png", PNG_BYTES),
      { field: "folderLocation", content: "/Shared" },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const file: CloudFile = res.json().data[0];
    const url = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: viewer.token,
      body: { purpose: "view" },
    });
    expect(url.statusCode, url.body).toBe(200);
    const lifetimeMs = new Date(url.json().data.expiresAt).getTime() - t.clock.now().getTime();
    expect(lifetimeMs).toBeGreaterThanOrEqual(10 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(15 * 60_000);
    const listed = await t.request("GET", `/api/cloud-storage/file/get-file/${file.id}`, { token: viewer.token });
    const thumbnail: string = listed.json().data.thumbnailUrl;
    expect(thumbnail).toMatch(/^\/api\/files\//);
    const thumbnailExpires = Number(new URL(thumbnail, "http://x").searchParams.get("expires")) * 1000;
    expect(thumbnailExpires - t.clock.now().getTime()).toBeLessThanOrEqual(15 * 60_000);
    expect((await getFile(t, url.json().data.path)).statusCode).toBe(200);
    t.clock.advanceMinutes(16);
    try {
      expect((await getFile(t, url.json().data.path)).statusCode).toBe(404);
      expect((await getFile(t, thumbnail)).statusCode).toBe(404);
    } finally {
      t.clock.advanceMinutes(-16);
    }
  });

  it("stops serving a URL handed out before the file went to the trash, until it is restored", async () => {
    const res = await upload(t, owner, [
      filePart("binned.pdf", PDF_BYTES),
      { field: "folderLocation", content: "/Shared" },
    ]);
    const file: CloudFile = res.json().data[0];
    const url = await t.request("POST", `/api/cloud-storage/file/${file.id}/access`, {
      token: viewer.token,
      body: { purpose: "download" },
    });
    const path: string = url.json().data.path;
    expect((await getFile(t, path)).statusCode).toBe(200);
    const trashed = await t.request("DELETE", `/api/cloud-storage/file/delete-file/${file.id}`, { token: owner.token });
    expect(trashed.statusCode, trashed.body).toBe(200);
    const refused = await getFile(t, path);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe("File not found");
    const restored = await t.request("POST", `/api/cloud-storage/trash/file/${file.id}/restore`, {
      token: owner.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await getFile(t, path)).statusCode).toBe(200);
  });
});
