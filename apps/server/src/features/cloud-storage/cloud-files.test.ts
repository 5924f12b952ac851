// Files of the own drive: listing (folder, everywhere, shared, media, search, sort, paging), one
// file, update (rename, move, locking, owner fields, connections) and trash.
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFiles } from "../../db/tables";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { PNG_BYTES } from "../uploads/upload-fixtures";
import { addMember, createWorkspace, expectError, word } from "../workspaces/workspace-fixtures";
import { cloudApi, seedCloudFile, seedCloudFolder, shareCloudItem } from "./cloud-fixtures";

let t: TestServer;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
  editor = await createUser(t, { firstName: "Eddie", lastName: "Editor" });
  viewer = await createUser(t, { firstName: "Vera", lastName: "Viewer" });
});
afterAll(async () => {
  await t.close();
});

const listUrl = (params: Record<string, string | number | undefined>) =>
  `cloud-storage/file/get-all-files?${new URLSearchParams(
    Object.entries(params).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
  )}`;
const names = (res: { json: () => { data: { name: string }[] } }) => res.json().data.map((f) => f.name);
const update = (user: TestUser, id: string, body: unknown) =>
  cloudApi(t, "PUT", `cloud-storage/file/update-file/${id}`, user, body);

async function fileRow(id: string) {
  const [row] = await t.ctx.db.select().from(cloudFiles).where(eq(cloudFiles.id, id));
  return row;
}
async function ownerFiles() {
  return t.ctx.db.select().from(cloudFiles).where(eq(cloudFiles.ownerId, owner.user.id)).orderBy(asc(cloudFiles.id));
}

describe("get-all-files", () => {
  it("lists the live files directly in a folder, by name, paged with meta", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Docs") });
    for (const name of ["c.txt", "a.txt", "b.txt"]) await seedCloudFile(t, owner, { name, directory: folder.path });
    const inner = await seedCloudFolder(t, owner, { name: "inner", directory: folder.path });
    await seedCloudFile(t, owner, { name: "deeper.txt", directory: inner.path });
    const first = await cloudApi(t, "GET", listUrl({ directory: folder.path, limit: 2 }), owner);
    expect(first.statusCode, first.body).toBe(200);
    expect(names(first)).toEqual(["a.txt", "b.txt"]);
    expect(first.json().meta).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const second = await cloudApi(t, "GET", listUrl({ directory: folder.path, limit: 2, page: 2 }), owner);
    expect(names(second)).toEqual(["c.txt"]);
    expect(second.json().meta).toEqual({ page: 2, limit: 2, total: 3, hasMore: false });
  });

  it("resolves the directory case-insensitively; a missing one is 404", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Case") });
    await seedCloudFile(t, owner, { name: "x.txt", directory: folder.path });
    const res = await cloudApi(t, "GET", listUrl({ directory: folder.path.toUpperCase() }), owner);
    expect(names(res)).toEqual(["x.txt"]);
    expect(res.json().data[0].directory).toBe(folder.path);
    const missing = await cloudApi(t, "GET", listUrl({ directory: `/${word("none")}` }), owner);
    expectError(missing, 404, "request.not_found", "Folder not found");
  });

  it("filters by name case-insensitively, with % and _ taken literally", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Search") });
    for (const name of ["Report 100%.pdf", "report_final.pdf", "reportXfinal.pdf", "notes.txt"]) {
      await seedCloudFile(t, owner, { name, directory: folder.path });
    }
    const report = await cloudApi(t, "GET", listUrl({ directory: folder.path, q: "REPORT" }), owner);
    // The order of names follows the database's collation; the set is what matters here.
    expect(names(report).sort()).toEqual(["Report 100%.pdf", "report_final.pdf", "reportXfinal.pdf"].sort());
    const percent = await cloudApi(t, "GET", listUrl({ directory: folder.path, q: "0%" }), owner);
    expect(names(percent)).toEqual(["Report 100%.pdf"]);
    const underscore = await cloudApi(t, "GET", listUrl({ directory: folder.path, q: "t_f" }), owner);
    expect(names(underscore)).toEqual(["report_final.pdf"]);
  });

  it("sorts by size and by type in either order", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Sort") });
    await seedCloudFile(t, owner, { name: "big.txt", directory: folder.path, bytes: "x".repeat(300) });
    await seedCloudFile(t, owner, { name: "small.txt", directory: folder.path, bytes: "x" });
    await seedCloudFile(t, owner, { name: "pic.png", directory: folder.path, bytes: PNG_BYTES });
    const bySize = await cloudApi(t, "GET", listUrl({ directory: folder.path, sort: "size", order: "desc" }), owner);
    expect(names(bySize)).toEqual(["big.txt", "pic.png", "small.txt"]);
    const byType = await cloudApi(t, "GET", listUrl({ directory: folder.path, sort: "type" }), owner);
    expect(names(byType)[0]).toBe("pic.png");
  });

  it("without a directory lists everything visible; shared = others' files; media = images, video, audio", async () => {
    const lister = await createUser(t);
    const own = await seedCloudFile(t, lister, { name: "mine.txt" });
    const ownImage = await seedCloudFile(t, lister, { name: "mine.png", bytes: PNG_BYTES });
    const sharedFile = await seedCloudFile(t, owner, { name: word("shared-") });
    await shareCloudItem(t, { ownerId: owner.user.id, fileId: sharedFile.id, userId: lister.user.id, role: "viewer" });
    const folder = await seedCloudFolder(t, owner, { name: word("Media") });
    const song = await seedCloudFile(t, owner, {
      name: "song.wav",
      directory: folder.path,
      bytes: "RIFF....WAVE",
      contentType: "audio/wav",
    });
    await shareCloudItem(t, { ownerId: owner.user.id, folderId: folder.id, userId: lister.user.id, role: "viewer" });
    await seedCloudFile(t, owner, { name: "hidden.txt" });
    const all = await cloudApi(t, "GET", listUrl({}), lister);
    expect(
      all
        .json()
        .data.map((f: { id: string }) => f.id)
        .sort(),
    ).toEqual([own.id, ownImage.id, sharedFile.id, song.id].sort());
    const shared = await cloudApi(t, "GET", listUrl({ view: "shared" }), lister);
    expect(
      shared
        .json()
        .data.map((f: { id: string }) => f.id)
        .sort(),
    ).toEqual([sharedFile.id, song.id].sort());
    const media = await cloudApi(t, "GET", listUrl({ view: "media" }), lister);
    expect(
      media
        .json()
        .data.map((f: { id: string }) => f.id)
        .sort(),
    ).toEqual([ownImage.id, song.id].sort());
  });

  it("shows someone else's folder only when something in it is visible (else 404)", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Mixed") });
    const shown = await seedCloudFile(t, owner, { name: "shown.txt", directory: folder.path });
    await seedCloudFile(t, owner, { name: "kept.txt", directory: folder.path });
    const stranger = await createUser(t);
    const before = await cloudApi(t, "GET", listUrl({ directory: folder.path, ownerId: owner.user.id }), stranger);
    expectError(before, 404, "request.not_found");
    await shareCloudItem(t, { ownerId: owner.user.id, fileId: shown.id, userId: stranger.user.id, role: "viewer" });
    const after = await cloudApi(t, "GET", listUrl({ directory: folder.path, ownerId: owner.user.id }), stranger);
    expect(after.statusCode, after.body).toBe(200);
    expect(names(after)).toEqual(["shown.txt"]);
    const root = await cloudApi(t, "GET", listUrl({ directory: "/", ownerId: owner.user.id }), stranger);
    expectError(root, 404, "request.not_found");
  });

  it("refuses a bad query with 400", async () => {
    for (const query of [{ directory: "/a/../b" }, { limit: 1001 }, { sort: "nope" }, { ownerId: "not-a-uuid" }]) {
      const res = await cloudApi(t, "GET", listUrl(query), owner);
      expectError(res, 400, "request.invalid");
    }
  });
});

describe("get-file", () => {
  it("presents a file with its people, members, counts, access and an image thumbnail", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Pics") });
    const image = await seedCloudFile(t, owner, { name: "pic.png", directory: folder.path, bytes: PNG_BYTES });
    await shareCloudItem(t, { ownerId: owner.user.id, fileId: image.id, userId: viewer.user.id, role: "commenter" });
    const res = await cloudApi(t, "GET", `cloud-storage/file/get-file/${image.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({
      id: image.id,
      name: "pic.png",
      originalName: "pic.png",
      directory: folder.path,
      path: `${folder.path}/pic.png`,
      size: PNG_BYTES.length,
      contentType: "image/png",
      uploadId: image.uploadId,
      ownerId: owner.user.id,
      uploadedBy: { id: owner.user.id, firstName: "Olive", lastName: "Owner" },
      locking: { isLocked: false, lockedBy: null, lockedAt: null },
      members: [{ userId: viewer.user.id, role: "commenter", firstName: "Vera" }],
      comments: 0,
      versions: 1,
      version: 1,
      platform: "bearish",
      access: "owner",
      isDeleted: false,
    });
    expect(file.thumbnailUrl).toMatch(new RegExp(`^/api/files/${image.uploadId}\\?expires=\\d+&sig=`));
    const thumb = await t.app.inject({ method: "GET", url: file.thumbnailUrl });
    expect(thumb.statusCode).toBe(200);
    const asViewer = await cloudApi(t, "GET", `cloud-storage/file/get-file/${image.id}`, viewer);
    expect(asViewer.json().data.access).toBe("comment");
    const text = await seedCloudFile(t, owner, { name: "t.txt" });
    const plain = await cloudApi(t, "GET", `cloud-storage/file/get-file/${text.id}`, owner);
    expect(plain.json().data.thumbnailUrl).toBeNull();
  });

  it("stops showing a file past its expiry to everyone but its owner", async () => {
    const file = await seedCloudFile(t, owner, { name: word("exp-") });
    await shareCloudItem(t, { ownerId: owner.user.id, fileId: file.id, userId: viewer.user.id, role: "viewer" });
    const soon = new Date(t.clock.now().getTime() + 60_000).toISOString();
    expect((await update(owner, file.id, { setExpiryDate: soon })).statusCode).toBe(200);
    expect((await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, viewer)).statusCode).toBe(200);
    t.clock.advanceMinutes(2);
    expectError(await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, viewer), 404, "request.not_found");
    expect((await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, owner)).statusCode).toBe(200);
  });
});

describe("update-file", () => {
  it("renames, describes and tags, bumping updatedAt; answers statusCode 200", async () => {
    const file = await seedCloudFile(t, owner, { name: `${word("draft-")}.txt` });
    const before = await fileRow(file.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await update(owner, file.id, { name: "  final.txt  ", description: "The end", tags: ["a", "b", "a"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, statusCode: 200 });
    expect(res.json().data).toMatchObject({
      name: "final.txt",
      path: "/final.txt",
      description: "The end",
      tags: ["a", "b"],
    });
    const after = await fileRow(file.id);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
  });

  it("answers 409 name_taken for a rename to a taken name; a change of case is fine", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Ren") });
    const a = await seedCloudFile(t, owner, { name: "a.pdf", directory: folder.path });
    await seedCloudFile(t, owner, { name: "b.pdf", directory: folder.path });
    const clash = await update(owner, a.id, { name: "B.PDF" });
    expectError(clash, 409, "cloud.name_taken", "An item with this name already exists in this folder");
    expect((await fileRow(a.id))?.name).toBe("a.pdf");
    const recase = await update(owner, a.id, { name: "A.pdf" });
    expect(recase.json().data.name).toBe("A.pdf");
  });

  it("moves with folderLocation, taking the first free name in the target", async () => {
    const from = await seedCloudFolder(t, owner, { name: word("From") });
    const to = await seedCloudFolder(t, owner, { name: word("To") });
    const file = await seedCloudFile(t, owner, { name: "report.pdf", directory: from.path });
    await seedCloudFile(t, owner, { name: "report.pdf", directory: to.path });
    await seedCloudFile(t, owner, { name: "report (2).pdf", directory: to.path });
    const res = await update(owner, file.id, { folderLocation: to.path.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: "report (3).pdf", directory: to.path });
    const back = await update(owner, file.id, { folderLocation: "/" });
    expect(back.json().data.directory).toBe("/");
  });

  it("refuses a move to a missing folder (404) and bad names (400), changing nothing", async () => {
    const file = await seedCloudFile(t, owner, { name: word("stay-") });
    const before = await ownerFiles();
    expectError(await update(owner, file.id, { folderLocation: `/${word("gone")}` }), 404, "request.not_found");
    for (const name of ["..", "a/b", "bad\u0000", "x\u009fy", "  ", "invoice\u202efdp.exe", "a\u200bb.txt"]) {
      expectError(await update(owner, file.id, { name }), 400, "request.invalid");
    }
    expectError(await update(owner, file.id, { folderLocation: "../etc" }), 400, "request.invalid");
    expectError(await update(owner, file.id, { unknownField: 1 }), 400, "request.invalid");
    expect(await ownerFiles()).toEqual(before);
  });

  it("lets only the locker change a locked file; its owner may only unlock it", async () => {
    const file = await seedCloudFile(t, owner, { name: word("lock-") });
    await shareCloudItem(t, { ownerId: owner.user.id, fileId: file.id, userId: editor.user.id, role: "editor" });
    const other = await createUser(t);
    await shareCloudItem(t, { ownerId: owner.user.id, fileId: file.id, userId: other.user.id, role: "editor" });
    const lock = await update(editor, file.id, { locking: { isLocked: true } });
    expect(lock.statusCode, lock.body).toBe(200);
    expect(lock.json().data.locking).toMatchObject({ isLocked: true, lockedBy: { id: editor.user.id } });
    const message = "This file is locked by Eddie Editor";
    expectError(await update(owner, file.id, { description: "owner edit" }), 409, "cloud.locked", message);
    expectError(await update(owner, file.id, { folderLocation: "/" }), 409, "cloud.locked", message);
    expectError(await update(other, file.id, { name: "other.txt" }), 409, "cloud.locked", message);
    expectError(await update(other, file.id, { locking: { isLocked: false } }), 409, "cloud.locked", message);
    expectError(await cloudApi(t, "DELETE", `cloud-storage/file/delete-file/${file.id}`, owner), 409, "cloud.locked");
    expectError(
      await update(owner, file.id, { locking: { isLocked: false }, description: "and more" }),
      409,
      "cloud.locked",
    );
    const byLocker = await update(editor, file.id, { description: "locker edit" });
    expect(byLocker.statusCode, byLocker.body).toBe(200);
    const unlock = await update(owner, file.id, { locking: { isLocked: false } });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect(unlock.json().data.locking).toEqual({ isLocked: false, lockedBy: null, lockedAt: null });
    expect((await update(other, file.id, { description: "free again" })).statusCode).toBe(200);
  });

  it("keeps owner fields for the owner and connects a workspace the caller can see", async () => {
    const file = await seedCloudFile(t, owner, { name: word("conn-") });
    await shareCloudItem(t, { ownerId: owner.user.id, fileId: file.id, userId: editor.user.id, role: "editor" });
    for (const body of [
      { enableWatermark: true },
      { setExpiryDate: null },
      { connectedProject: "P" },
      { connectedFolder: "F" },
      { folderLocation: "/" },
    ]) {
      expectError(await update(editor, file.id, body), 403, "auth.forbidden");
    }
    const workspace = await createWorkspace(t, owner);
    const theirs = await createWorkspace(t, editor);
    expectError(
      await update(owner, file.id, { connectedWorkspace: theirs.id }),
      404,
      "request.not_found",
      "Workspace not found",
    );
    const res = await update(owner, file.id, {
      enableWatermark: true,
      connectedWorkspace: workspace.id,
      connectedProject: "Apollo",
      connectedFolder: "Specs",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      enableWatermark: true,
      connectedWorkspace: workspace.id,
      connectedProject: "Apollo",
      connectedFolder: "Specs",
    });
    // A member of the connected workspace now sees the file with their workspace role.
    const member = await createUser(t);
    expectError(await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, member), 404, "request.not_found");
    await addMember(t, workspace.id, owner, member, "COMMENTER");
    const seen = await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, member);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.access).toBe("comment");
  });
});

describe("delete-file", () => {
  it("moves the file to the trash: gone from lists, still the owner's to see", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Del") });
    const file = await seedCloudFile(t, owner, { name: "bye.txt", directory: folder.path });
    const res = await cloudApi(t, "DELETE", `cloud-storage/file/delete-file/${file.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: file.id });
    const row = await fileRow(file.id);
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.trashedRootId).toBe(file.id);
    const list = await cloudApi(t, "GET", listUrl({ directory: folder.path }), owner);
    expect(list.json().data).toEqual([]);
    const one = await cloudApi(t, "GET", `cloud-storage/file/get-file/${file.id}`, owner);
    expect(one.json().data).toMatchObject({ isDeleted: true });
    expectError(await update(owner, file.id, { description: "x" }), 404, "request.not_found");
    expectError(
      await cloudApi(t, "DELETE", `cloud-storage/file/delete-file/${file.id}`, owner),
      404,
      "request.not_found",
    );
  });
});

describe("a folder of 10,000 files", () => {
  it("lists a page through the directory index", async () => {
    const big = await createUser(t);
    const folder = await seedCloudFolder(t, big, { name: "Big" });
    const sample = await seedCloudFile(t, big, { name: "file-00000.txt", directory: folder.path });
    // Rows share one upload: the listing reads rows, not bytes.
    await t.ctx.db.execute(
      sql`insert into cloud_files (id, owner_id, uploaded_by, name, original_name, directory,
          upload_id, size, content_type, created_at, updated_at)
        select gen_random_uuid(), ${big.user.id}, ${big.user.id}, 'file-' || lpad(n::text, 5, '0') || '.txt',
          'x.txt', ${folder.path}, ${sample.uploadId}, 1, 'text/plain', now(), now()
        from generate_series(1, 9999) n`,
    );
    const res = await cloudApi(t, "GET", listUrl({ directory: folder.path, page: 50, limit: 100 }), big);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ page: 50, limit: 100, total: 10_000, hasMore: true });
    expect(names(res)[0]).toBe("file-04900.txt");
    expect(res.json().data).toHaveLength(100);
  });
});
