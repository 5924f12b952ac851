// The trash: roots only, restore a group (to its folder or to `/`), delete for good (rows, blobs,
// usage), empty the trash.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFiles, cloudFileVersions, cloudFolders, uploads } from "../../db/tables";
import { newId } from "../../platform/ids";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { expectError, word } from "../workspaces/workspace-fixtures";
import { cloudApi, seedCloudFile, seedCloudFolder } from "./cloud-fixtures";

let t: TestServer;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t);
});
afterAll(async () => {
  await t.close();
});

const trashFile = (user: TestUser, id: string) => cloudApi(t, "DELETE", `cloud-storage/file/delete-file/${id}`, user);
const trashFolder = (user: TestUser, id: string) =>
  cloudApi(t, "DELETE", `cloud-storage/file/delete-folder/${id}`, user);
const restore = (user: TestUser, kind: "file" | "folder", id: string) =>
  cloudApi(t, "POST", `cloud-storage/trash/${kind}/${id}/restore`, user);
const usage = async (user: TestUser) => (await cloudApi(t, "GET", "cloud-storage/usage", user)).json().data;
const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function folderRow(id: string) {
  const [row] = await t.ctx.db.select().from(cloudFolders).where(eq(cloudFolders.id, id));
  return row;
}
async function fileRow(id: string) {
  const [row] = await t.ctx.db.select().from(cloudFiles).where(eq(cloudFiles.id, id));
  return row;
}

describe("GET trash", () => {
  it("lists the caller's trash roots only, newest first, a folder with the size it holds", async () => {
    const user = await createUser(t);
    const folder = await seedCloudFolder(t, user, { name: "Old" });
    await seedCloudFile(t, user, { name: "in.txt", directory: folder.path, bytes: "12345" });
    await seedCloudFile(t, user, { name: "in2.txt", directory: folder.path, bytes: "123" });
    const file = await seedCloudFile(t, user, { name: "loose.txt", bytes: "xy" });
    expect((await trashFolder(user, folder.id)).statusCode).toBe(200);
    await pause();
    expect((await trashFile(user, file.id)).statusCode).toBe(200);
    const res = await cloudApi(t, "GET", "cloud-storage/trash", user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject([
      {
        kind: "file",
        id: file.id,
        name: "loose.txt",
        directory: "/",
        size: 2,
        contentType: expect.stringMatching(/^text\/plain/),
      },
      { kind: "folder", id: folder.id, name: "Old", directory: "/", size: 8, contentType: null },
    ]);
    expect(res.json().meta).toEqual({ page: 1, limit: 100, total: 2, hasMore: false });
    const others = await cloudApi(t, "GET", "cloud-storage/trash", owner);
    expect(others.json().data.map((i: { id: string }) => i.id)).not.toContain(file.id);
  });
});

describe("restore", () => {
  it("brings a file back to its folder, taking a free name when the old one was reused", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Back") });
    const file = await seedCloudFile(t, owner, { name: "plan.pdf", directory: folder.path });
    await trashFile(owner, file.id);
    await seedCloudFile(t, owner, { name: "plan.pdf", directory: folder.path });
    const res = await restore(owner, "file", file.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: file.id, directory: folder.path, name: "plan (2).pdf" });
    const row = await fileRow(file.id);
    expect(row).toMatchObject({ deletedAt: null, trashedRootId: null, name: "plan (2).pdf" });
    expectError(await restore(owner, "file", file.id), 404, "request.not_found");
  });

  it("restores a file to / when its folder is gone", async () => {
    const folder = await seedCloudFolder(t, owner, { name: word("Gone") });
    const file = await seedCloudFile(t, owner, { name: word("orphan-"), directory: folder.path });
    await trashFile(owner, file.id);
    await trashFolder(owner, folder.id);
    const res = await restore(owner, "file", file.id);
    expect(res.json().data).toEqual({ id: file.id, directory: "/", name: file.name });
    // The folder's own group comes back without the file restored apart.
    const back = await restore(owner, "folder", folder.id);
    expect(back.json().data).toEqual({ id: folder.id, directory: "/", name: folder.name });
    expect((await fileRow(file.id))?.directory).toBe("/");
  });

  it("restores a folder's whole group, rewriting paths when its parent is gone", async () => {
    const parent = await seedCloudFolder(t, owner, { name: word("Parent") });
    const folder = await seedCloudFolder(t, owner, { name: "Group", directory: parent.path });
    const inner = await seedCloudFolder(t, owner, { name: "Inner", directory: folder.path });
    const file = await seedCloudFile(t, owner, { name: "deep.txt", directory: inner.path });
    const top = await seedCloudFile(t, owner, { name: "top.txt", directory: folder.path });
    await trashFolder(owner, folder.id);
    await trashFolder(owner, parent.id);
    await seedCloudFolder(t, owner, { name: "Group" });
    // The item trashed inside a folder is not a root of its own.
    expectError(await restore(owner, "folder", inner.id), 404, "request.not_found");
    const res = await restore(owner, "folder", folder.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: folder.id, directory: "/", name: "Group (2)" });
    expect(await folderRow(inner.id)).toMatchObject({
      path: "/Group (2)/Inner",
      directory: "/Group (2)",
      deletedAt: null,
      trashedRootId: null,
    });
    expect(await fileRow(file.id)).toMatchObject({ directory: "/Group (2)/Inner", deletedAt: null });
    expect(await fileRow(top.id)).toMatchObject({ directory: "/Group (2)", deletedAt: null });
    const list = await cloudApi(
      t,
      "GET",
      `cloud-storage/file/get-all-files?directory=${encodeURIComponent("/Group (2)/Inner")}`,
      owner,
    );
    expect(list.json().data.map((f: { id: string }) => f.id)).toEqual([file.id]);
    // The parent stays in the trash.
    expect((await folderRow(parent.id))?.deletedAt).not.toBeNull();
  });

  it("answers 404 for a live item and for an unknown one", async () => {
    const file = await seedCloudFile(t, owner, { name: word("live-") });
    expectError(await restore(owner, "file", file.id), 404, "request.not_found");
    expectError(await restore(owner, "folder", file.id), 404, "request.not_found");
    const bad = await cloudApi(t, "POST", `cloud-storage/trash/thing/${file.id}/restore`, owner);
    expectError(bad, 400, "request.invalid");
  });
});

describe("delete for good", () => {
  it("removes the group's rows, retires every version's upload, removes blobs and releases usage", async () => {
    const user = await createUser(t);
    const folder = await seedCloudFolder(t, user, { name: "Doomed" });
    const a = await seedCloudFile(t, user, { name: "a.txt", directory: folder.path, bytes: "aaaa" });
    const b = await seedCloudFile(t, user, { name: "b.txt", directory: folder.path, bytes: "bbbbbb" });
    const kept = await seedCloudFile(t, user, { name: "kept.txt", bytes: "k" });
    expect(await usage(user)).toEqual({ used: 11, quota: t.ctx.config.storageQuotaBytes, files: 3 });
    // A restored version: a second row for an upload already counted (no new bytes).
    await t.ctx.db.insert(cloudFileVersions).values({
      id: newId(),
      fileId: a.id,
      version: 2,
      uploadId: a.uploadId,
      name: "a.txt",
      size: 4,
      contentType: a.contentType,
      createdBy: user.user.id,
      createdAt: t.clock.now(),
    });
    await trashFolder(user, folder.id);
    // Trash still counts.
    expect((await usage(user)).used).toBe(11);
    const live = await cloudApi(t, "DELETE", `cloud-storage/trash/file/${kept.id}`, user);
    expectError(live, 404, "request.not_found");
    const res = await cloudApi(t, "DELETE", `cloud-storage/trash/folder/${folder.id}`, user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: folder.id });
    expect(await usage(user)).toEqual({ used: 1, quota: t.ctx.config.storageQuotaBytes, files: 1 });
    expect(await folderRow(folder.id)).toBeUndefined();
    expect(await fileRow(a.id)).toBeUndefined();
    const versions = await t.ctx.db
      .select()
      .from(cloudFileVersions)
      .where(inArray(cloudFileVersions.fileId, [a.id, b.id]));
    expect(versions).toEqual([]);
    const retired = await t.ctx.db
      .select({ id: uploads.id, deletedAt: uploads.deletedAt, key: uploads.storageKey })
      .from(uploads)
      .where(inArray(uploads.id, [a.uploadId, b.uploadId, kept.uploadId]));
    expect(
      retired
        .filter((u) => u.deletedAt !== null)
        .map((u) => u.id)
        .sort(),
    ).toEqual([a.uploadId, b.uploadId].sort());
    for (const upload of retired) {
      const exists = await t.ctx.blobs.get(upload.key).then(
        (blob) => {
          blob.stream.destroy();
          return true;
        },
        () => false,
      );
      expect(exists).toBe(upload.id === kept.uploadId);
    }
    expect((await fileRow(kept.id))?.deletedAt).toBeNull();
    expectError(await cloudApi(t, "DELETE", `cloud-storage/trash/folder/${folder.id}`, user), 404, "request.not_found");
  });

  it("empties the whole trash and answers how many items went", async () => {
    const user = await createUser(t);
    const folder = await seedCloudFolder(t, user, { name: "F" });
    await seedCloudFile(t, user, { name: "in.txt", directory: folder.path, bytes: "123" });
    const loose = await seedCloudFile(t, user, { name: "loose.txt", bytes: "12" });
    const kept = await seedCloudFile(t, user, { name: "kept.txt", bytes: "1" });
    await trashFolder(user, folder.id);
    await trashFile(user, loose.id);
    const res = await cloudApi(t, "DELETE", "cloud-storage/trash", user);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ deleted: 2 });
    expect(await usage(user)).toMatchObject({ used: 1, files: 1 });
    expect((await cloudApi(t, "GET", "cloud-storage/trash", user)).json().data).toEqual([]);
    expect((await fileRow(kept.id))?.deletedAt).toBeNull();
    const again = await cloudApi(t, "DELETE", "cloud-storage/trash", user);
    expect(again.json().data).toEqual({ deleted: 0 });
  });
});
