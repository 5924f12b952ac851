// Folders of the own drive: create (names, collisions, depth), list, rename, move with contents, trash.
import { CLOUD_PATH_MAX_LENGTH } from "@bearish/shared/cloud-storage/cloud-paths";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFiles, cloudFolders } from "../../db/tables";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { expectError, word } from "../workspaces/workspace-fixtures";
import { cloudApi, seedCloudFile, seedCloudFolder, seedCloudFolderPath, shareCloudItem } from "./cloud-fixtures";

let t: TestServer;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
  other = await createUser(t, { firstName: "Otto", lastName: "Other" });
});
afterAll(async () => {
  await t.close();
});

const createFolder = (user: TestUser, body: Record<string, unknown>) =>
  cloudApi(t, "POST", "cloud-storage/file/create-folder", user, body);

/** Every folder and file row of a drive, for "nothing was written" checks. */
async function driveRows(userId: string) {
  const folders = await t.ctx.db
    .select()
    .from(cloudFolders)
    .where(eq(cloudFolders.ownerId, userId))
    .orderBy(asc(cloudFolders.id));
  const files = await t.ctx.db
    .select()
    .from(cloudFiles)
    .where(eq(cloudFiles.ownerId, userId))
    .orderBy(asc(cloudFiles.id));
  return { folders, files };
}

describe("create-folder", () => {
  it("creates a trimmed folder with 201 and presents it", async () => {
    const name = word("Docs ");
    const res = await createFolder(owner, { folderName: `  ${name}  `, directory: "/" });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: 201 });
    expect(body.data).toMatchObject({
      folderName: name,
      directory: "/",
      path: `/${name}`,
      ownerId: owner.user.id,
      createdBy: { id: owner.user.id, firstName: "Olive", lastName: "Owner" },
      members: [],
      access: "owner",
      isDeleted: false,
    });
  });

  it("gives a taken name the first free suffix, compared case-insensitively", async () => {
    const parent = await seedCloudFolder(t, owner, { name: word("Parent") });
    const first = await createFolder(owner, { folderName: "New Folder", directory: parent.path });
    const second = await createFolder(owner, { folderName: "new folder", directory: parent.path });
    const third = await createFolder(owner, { folderName: "New Folder", directory: parent.path });
    expect(first.json().data.folderName).toBe("New Folder");
    expect(second.json().data.folderName).toBe("new folder (2)");
    expect(third.json().data.folderName).toBe("New Folder (3)");
  });

  it("resolves the directory case-insensitively and stores the folder's exact path", async () => {
    const parent = await seedCloudFolder(t, owner, { name: word("MixedCase") });
    const res = await createFolder(owner, { folderName: "Inner", directory: parent.path.toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ directory: parent.path, path: `${parent.path}/Inner` });
  });

  it("refuses a directory that does not exist with 404 and writes nothing", async () => {
    const before = await driveRows(owner.user.id);
    const res = await createFolder(owner, { folderName: "X", directory: `/${word("missing")}` });
    expectError(res, 404, "request.not_found", "Folder not found");
    expect(await driveRows(owner.user.id)).toEqual(before);
  });

  it.each([
    ["..", ".."],
    ["a/b", "a/b"],
    ["a\\b", "a\\b"],
    ["control", "bad\u0007name"],
    ["newline", "two\nlines"],
    ["right-to-left override", "gpj\u202eexe"],
    ["zero-width space", "Re\u200bport"],
    ["bidi isolate", "a\u2066b"],
    ["byte-order mark", "Na\ufeffme"],
    ["empty", "   "],
  ])("refuses the bad name %s with 400 and writes nothing", async (_label, folderName) => {
    const before = await driveRows(owner.user.id);
    const res = await createFolder(owner, { folderName, directory: "/" });
    expectError(res, 400, "request.invalid");
    expect(await driveRows(owner.user.id)).toEqual(before);
  });

  it.each([["/a/../b"], ["no-slash"], ["/a\u0000b"]])("refuses the bad directory %j with 400", async (directory) => {
    const res = await createFolder(owner, { folderName: "Fine", directory });
    expectError(res, 400, "request.invalid");
  });

  it("builds and lists a path 10 levels deep", async () => {
    let directory = "/";
    const names = Array.from({ length: 10 }, (_, i) => `L${i + 1}-${word()}`);
    for (const name of names) {
      const res = await createFolder(owner, { folderName: name, directory });
      expect(res.statusCode, res.body).toBe(201);
      directory = res.json().data.path;
    }
    expect(directory).toBe(`/${names.join("/")}`);
    await seedCloudFile(t, owner, { name: "deep.txt", directory });
    const files = await cloudApi(
      t,
      "GET",
      `cloud-storage/file/get-all-files?directory=${encodeURIComponent(directory)}`,
      owner,
    );
    expect(files.statusCode, files.body).toBe(200);
    expect(files.json().data.map((f: { path: string }) => f.path)).toEqual([`${directory}/deep.txt`]);
    const parent = `/${names.slice(0, 9).join("/")}`;
    const folders = await cloudApi(
      t,
      "GET",
      `cloud-storage/file/get-all-folders?directory=${encodeURIComponent(parent)}`,
      owner,
    );
    expect(folders.json().data.map((f: { path: string }) => f.path)).toEqual([directory]);
  });

  it("refuses a folder whose path would pass the path limit", async () => {
    const long = "x".repeat(250);
    const deepest = await seedCloudFolderPath(
      t,
      owner,
      Array.from({ length: 8 }, (_, i) => `${long}${i}`),
    );
    expect(deepest.path.length).toBeGreaterThan(CLOUD_PATH_MAX_LENGTH - 255);
    const res = await createFolder(owner, { folderName: "y".repeat(255), directory: deepest.path });
    expectError(res, 400, "request.invalid");
  });
});

describe("get-all-folders", () => {
  it("lists the folders directly in a directory by name, paged with meta", async () => {
    const parent = await seedCloudFolder(t, owner, { name: word("List") });
    for (const name of ["b", "a", "c"]) await seedCloudFolder(t, owner, { name, directory: parent.path });
    await seedCloudFolder(t, owner, { name: "deeper", directory: `${parent.path}/a` });
    const url = `cloud-storage/file/get-all-folders?directory=${encodeURIComponent(parent.path)}&limit=2`;
    const first = await cloudApi(t, "GET", url, owner);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.map((f: { folderName: string }) => f.folderName)).toEqual(["a", "b"]);
    expect(first.json().meta).toEqual({ page: 1, limit: 2, total: 3, hasMore: true });
    const second = await cloudApi(t, "GET", `${url}&page=2`, owner);
    expect(second.json().data.map((f: { folderName: string }) => f.folderName)).toEqual(["c"]);
    expect(second.json().meta.hasMore).toBe(false);
  });

  it("answers 404 for a directory that does not exist", async () => {
    const res = await cloudApi(t, "GET", `cloud-storage/file/get-all-folders?directory=/${word("nope")}`, owner);
    expectError(res, 404, "request.not_found", "Folder not found");
  });

  it("lists folders shared directly with the caller (live shares only)", async () => {
    const shared = await seedCloudFolder(t, owner, { name: word("Shared") });
    const expired = await seedCloudFolder(t, owner, { name: word("Expired") });
    const viewer = await createUser(t);
    await shareCloudItem(t, { ownerId: owner.user.id, folderId: shared.id, userId: viewer.user.id, role: "viewer" });
    await shareCloudItem(t, {
      ownerId: owner.user.id,
      folderId: expired.id,
      userId: viewer.user.id,
      role: "editor",
      expiresAt: new Date(t.clock.now().getTime() - 60_000),
    });
    const res = await cloudApi(t, "GET", "cloud-storage/file/get-all-folders?view=shared", viewer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0]).toMatchObject({ id: shared.id, access: "view", ownerId: owner.user.id });
    // Someone else's root shows the shared folder, nothing else.
    const root = await cloudApi(
      t,
      "GET",
      `cloud-storage/file/get-all-folders?directory=/&ownerId=${owner.user.id}`,
      viewer,
    );
    expect(root.statusCode, root.body).toBe(200);
    expect(root.json().data.map((f: { id: string }) => f.id)).toEqual([shared.id]);
  });
});

describe("update-folder", () => {
  it("renames a folder and rewrites the paths of everything below it", async () => {
    const top = await seedCloudFolder(t, owner, { name: word("Top") });
    const inner = await seedCloudFolder(t, owner, { name: "Inner", directory: top.path });
    const deepest = await seedCloudFolder(t, owner, { name: "Deepest", directory: inner.path });
    const file = await seedCloudFile(t, owner, { name: "a.txt", directory: deepest.path });
    const topFile = await seedCloudFile(t, owner, { name: "b.txt", directory: top.path });
    const renamed = word("Renamed");
    const res = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${top.id}`, owner, { folderName: renamed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ folderName: renamed, path: `/${renamed}`, directory: "/" });
    const [innerRow] = await t.ctx.db.select().from(cloudFolders).where(eq(cloudFolders.id, deepest.id));
    expect(innerRow).toMatchObject({ path: `/${renamed}/Inner/Deepest`, directory: `/${renamed}/Inner` });
    const rows = await t.ctx.db.select().from(cloudFiles).where(eq(cloudFiles.ownerId, owner.user.id));
    expect(rows.find((r) => r.id === file.id)?.directory).toBe(`/${renamed}/Inner/Deepest`);
    expect(rows.find((r) => r.id === topFile.id)?.directory).toBe(`/${renamed}`);
  });

  it("answers 409 name_taken for a rename to a taken name, and allows a change of case", async () => {
    const parent = await seedCloudFolder(t, owner, { name: word("P") });
    const a = await seedCloudFolder(t, owner, { name: "Alpha", directory: parent.path });
    await seedCloudFolder(t, owner, { name: "Beta", directory: parent.path });
    const clash = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${a.id}`, owner, { folderName: "BETA" });
    expectError(clash, 409, "cloud.name_taken", "An item with this name already exists in this folder");
    const recase = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${a.id}`, owner, { folderName: "ALPHA" });
    expect(recase.statusCode, recase.body).toBe(200);
    expect(recase.json().data.path).toBe(`${parent.path}/ALPHA`);
  });

  it("moves a folder with everything below it, suffixing a taken name", async () => {
    const source = await seedCloudFolder(t, owner, { name: word("Src") });
    const moving = await seedCloudFolder(t, owner, { name: "Reports", directory: source.path });
    const child = await seedCloudFolder(t, owner, { name: "2024", directory: moving.path });
    const file = await seedCloudFile(t, owner, { name: "q1.txt", directory: child.path });
    const target = await seedCloudFolder(t, owner, { name: word("Dst") });
    await seedCloudFolder(t, owner, { name: "reports", directory: target.path });
    const res = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${moving.id}`, owner, {
      directory: target.path.toUpperCase(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ folderName: "Reports (2)", directory: target.path });
    const [childRow] = await t.ctx.db.select().from(cloudFolders).where(eq(cloudFolders.id, child.id));
    expect(childRow?.path).toBe(`${target.path}/Reports (2)/2024`);
    const [fileRow] = await t.ctx.db.select().from(cloudFiles).where(eq(cloudFiles.id, file.id));
    expect(fileRow?.directory).toBe(`${target.path}/Reports (2)/2024`);
    const old = await cloudApi(
      t,
      "GET",
      `cloud-storage/file/get-all-folders?directory=${encodeURIComponent(source.path)}`,
      owner,
    );
    expect(old.json().data).toEqual([]);
  });

  it("refuses to move a folder into itself or below itself with 400 invalid_move", async () => {
    const top = await seedCloudFolder(t, owner, { name: word("Self") });
    const inner = await seedCloudFolder(t, owner, { name: "Inner", directory: top.path });
    const before = await driveRows(owner.user.id);
    for (const directory of [top.path, inner.path]) {
      const res = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${top.id}`, owner, { directory });
      expectError(res, 400, "cloud.invalid_move", "A folder cannot be moved into itself");
    }
    expect(await driveRows(owner.user.id)).toEqual(before);
  });

  it("refuses bad names and an empty body with 400, changing nothing", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Stay") });
    const before = await driveRows(owner.user.id);
    for (const body of [
      { folderName: ".." },
      { folderName: "a/b" },
      { folderName: "x\u0001" },
      { folderName: "fdp\u202e.exe" },
      { folderName: "Stay\u200b" },
      {},
    ]) {
      const res = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${folder.id}`, owner, body);
      expectError(res, 400, "request.invalid");
    }
    expect(await driveRows(owner.user.id)).toEqual(before);
  });

  it("will not move a folder holding a file someone else locked", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Locked") });
    const file = await seedCloudFile(t, owner, { name: "l.txt", directory: folder.path });
    const editor = await createUser(t, { firstName: "Lena", lastName: "Locker" });
    await shareCloudItem(t, { ownerId: owner.user.id, fileId: file.id, userId: editor.user.id, role: "editor" });
    const lock = await cloudApi(t, "PUT", `cloud-storage/file/update-file/${file.id}`, editor, {
      locking: { isLocked: true },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    const target = await seedCloudFolder(t, owner, { name: word("Target") });
    const res = await cloudApi(t, "PUT", `cloud-storage/file/update-folder/${folder.id}`, owner, {
      directory: target.path,
    });
    expectError(res, 409, "cloud.locked", "This file is locked by Lena Locker");
    const trash = await cloudApi(t, "DELETE", `cloud-storage/file/delete-folder/${folder.id}`, owner);
    expectError(trash, 409, "cloud.locked");
  });
});

describe("delete-folder", () => {
  it("trashes the folder, its folders and files as one group", async () => {
    const top = await seedCloudFolder(t, owner, { name: word("Bin") });
    const inner = await seedCloudFolder(t, owner, { name: "Inner", directory: top.path });
    const file = await seedCloudFile(t, owner, { name: "f.txt", directory: inner.path });
    const outside = await seedCloudFile(t, owner, { name: `${top.name}-sibling.txt` });
    const res = await cloudApi(t, "DELETE", `cloud-storage/file/delete-folder/${top.id}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: top.id });
    const folders = await t.ctx.db.select().from(cloudFolders).where(eq(cloudFolders.trashedRootId, top.id));
    expect(folders.map((f) => f.id).sort()).toEqual([top.id, inner.id].sort());
    expect(folders.every((f) => f.deletedAt !== null)).toBe(true);
    const files = await t.ctx.db.select().from(cloudFiles).where(eq(cloudFiles.trashedRootId, top.id));
    expect(files.map((f) => f.id)).toEqual([file.id]);
    const [sibling] = await t.ctx.db.select().from(cloudFiles).where(eq(cloudFiles.id, outside.id));
    expect(sibling?.deletedAt).toBeNull();
    const list = await cloudApi(t, "GET", "cloud-storage/file/get-all-folders?directory=/", owner);
    expect(list.json().data.map((f: { id: string }) => f.id)).not.toContain(top.id);
    const again = await cloudApi(t, "DELETE", `cloud-storage/file/delete-folder/${top.id}`, owner);
    expectError(again, 404, "request.not_found");
  });
});

describe("someone a folder is shared with", () => {
  it("creates folders in the owner's drive as an editor", async () => {
    const shared = await seedCloudFolder(t, owner, { name: word("Team") });
    await shareCloudItem(t, { ownerId: owner.user.id, folderId: shared.id, userId: other.user.id, role: "editor" });
    const res = await createFolder(other, { folderName: "From Otto", directory: shared.path, ownerId: owner.user.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      ownerId: owner.user.id,
      path: `${shared.path}/From Otto`,
      createdBy: { id: other.user.id },
      access: "edit",
    });
  });
});
