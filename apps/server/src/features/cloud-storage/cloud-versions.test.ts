import type { CloudFile, CloudFileVersion } from "@bearish/shared/cloud-storage/cloud-file";
import { NO_FILE_MESSAGE } from "@bearish/shared/uploads/upload";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cloudFiles, cloudFolders } from "../../db/tables";
import { newId } from "../../platform/ids";
import { createUser, type TestUser } from "../../test/factories";
import { createTestServer, type TestServer } from "../../test/test-server";
import { getFile, PDF_BYTES, PNG_BYTES, postForm } from "../uploads/upload-fixtures";
import { readStorageUsage } from "./cloud-usage.repository";

const FILE = "/api/cloud-storage/file";
const V2_BYTES = Buffer.from("%PDF-1.4\n% second version, a little longer than the first one\n%%EOF\n");

let t: TestServer;
let owner: TestUser;
let editor: TestUser;
let viewer: TestUser;
let folderId: string;

beforeAll(async () => {
  t = await createTestServer();
  owner = await createUser(t, { firstName: "Olive", lastName: "Owner" });
  editor = await createUser(t, { firstName: "Eddie", lastName: "Editor" });
  viewer = await createUser(t, { firstName: "Vera", lastName: "Viewer" });
  folderId = newId();
  const now = t.clock.now();
  await t.ctx.db.insert(cloudFolders).values({
    id: folderId,
    ownerId: owner.user.id,
    name: "Team",
    directory: "/",
    path: "/Team",
    createdBy: owner.user.id,
    createdAt: now,
    updatedAt: now,
  });
  for (const [person, role] of [
    [editor, "editor"],
    [viewer, "viewer"],
  ] as const) {
    const res = await t.request("POST", `/api/cloud-storage/folder/${folderId}/members`, {
      token: owner.token,
      body: { userId: person.user.id, role },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

async function uploadAs(who: TestUser, name: string, content: Buffer, locked = false): Promise<CloudFile> {
  const res = await postForm(t, `${FILE}/upload-file`, who.token, [
    { field: "files", filename: name, content },
    { field: "folderLocation", content: "/Team" },
    { field: "ownerId", content: owner.user.id },
    { field: "locking.isLocked", content: String(locked) },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data[0];
}

const addVersion = (who: TestUser, fileId: string, content: Buffer, name = "next.pdf") =>
  postForm(t, `${FILE}/${fileId}/versions`, who.token, [{ field: "file", filename: name, content }]);

async function versionsOf(who: TestUser, fileId: string): Promise<CloudFileVersion[]> {
  const res = await t.request("GET", `${FILE}/${fileId}/versions`, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe("file versions", () => {
  it("adds a version as the next number, charges its bytes and lists every version newest first", async () => {
    const file = await uploadAs(owner, "plan.pdf", PDF_BYTES);
    const usageBefore = await readStorageUsage(t.ctx.db, owner.user.id);
    const res = await addVersion(editor, file.id, V2_BYTES);
    expect(res.statusCode, res.body).toBe(201);
    const changed: CloudFile = res.json().data;
    expect(changed).toMatchObject({ id: file.id, name: "plan.pdf", version: 2, versions: 2, size: V2_BYTES.length });
    expect(changed.uploadId).not.toBe(file.uploadId);
    expect(await readStorageUsage(t.ctx.db, owner.user.id)).toEqual({
      used: usageBefore.used + V2_BYTES.length,
      files: usageBefore.files,
    });

    const versions = await versionsOf(viewer, file.id);
    expect(versions.map((v) => [v.version, v.size, v.isCurrent, v.createdBy.id])).toEqual([
      [2, V2_BYTES.length, true, editor.user.id],
      [1, PDF_BYTES.length, false, owner.user.id],
    ]);
  });

  it("restores an old version as a new version sharing its bytes, leaving usage unchanged", async () => {
    const file = await uploadAs(owner, "draft.pdf", PDF_BYTES);
    expect((await addVersion(owner, file.id, V2_BYTES)).statusCode).toBe(201);
    const [, v1] = await versionsOf(owner, file.id);
    const usageBefore = await readStorageUsage(t.ctx.db, owner.user.id);

    const res = await t.request("POST", `${FILE}/${file.id}/versions/${v1?.id}/restore`, { token: editor.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ version: 3, versions: 3, size: PDF_BYTES.length, uploadId: file.uploadId });
    expect(await readStorageUsage(t.ctx.db, owner.user.id)).toEqual(usageBefore);
    const versions = await versionsOf(owner, file.id);
    expect(versions.map((v) => [v.version, v.isCurrent])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);

    // An older version's URL serves that version's bytes, not the current ones.
    const url = await t.request("POST", `${FILE}/${file.id}/access`, {
      token: viewer.token,
      body: { purpose: "download", versionId: versions[1]?.id },
    });
    expect(url.statusCode).toBe(200);
    expect((await getFile(t, url.json().data.path)).rawPayload.equals(V2_BYTES)).toBe(true);
  });

  it("refuses a version id of another file (404) and a form without a file (400)", async () => {
    const a = await uploadAs(owner, "a.pdf", PDF_BYTES);
    const b = await uploadAs(owner, "b.pdf", PDF_BYTES);
    const [bVersion] = await versionsOf(owner, b.id);
    const wrong = await t.request("POST", `${FILE}/${a.id}/versions/${bVersion?.id}/restore`, { token: owner.token });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("Version not found");
    const empty = await postForm(t, `${FILE}/${a.id}/versions`, owner.token, [{ field: "other", content: "x" }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(NO_FILE_MESSAGE);
    expect(await versionsOf(owner, a.id)).toHaveLength(1);
  });

  it("lets only the person who locked a file add or restore versions (409 cloud.locked for anyone else)", async () => {
    const file = await uploadAs(editor, "locked.pdf", PDF_BYTES, true);
    expect(file.locking).toMatchObject({ isLocked: true, lockedBy: { id: editor.user.id } });
    const [v1] = await versionsOf(owner, file.id);

    const byOwner = await addVersion(owner, file.id, V2_BYTES);
    expect(byOwner.statusCode, byOwner.body).toBe(409);
    expect(byOwner.json().code).toBe("cloud.locked");
    const restoreByOwner = await t.request("POST", `${FILE}/${file.id}/versions/${v1?.id}/restore`, {
      token: owner.token,
    });
    expect(restoreByOwner.statusCode).toBe(409);
    expect(await versionsOf(owner, file.id)).toHaveLength(1);

    const byLocker = await addVersion(editor, file.id, V2_BYTES);
    expect(byLocker.statusCode, byLocker.body).toBe(201);
    expect(byLocker.json().data.version).toBe(2);
  });

  it("takes no version for a trashed file, and shows its versions to the owner only", async () => {
    const file = await uploadAs(owner, "trash.pdf", PDF_BYTES);
    await t.ctx.db.update(cloudFiles).set({ deletedAt: t.clock.now() }).where(eq(cloudFiles.id, file.id));
    expect((await addVersion(owner, file.id, PNG_BYTES)).statusCode).toBe(404);
    expect(await versionsOf(owner, file.id)).toHaveLength(1);
    const asViewer = await t.request("GET", `${FILE}/${file.id}/versions`, { token: viewer.token });
    expect(asViewer.statusCode).toBe(404);
  });

  it("numbers versions added at the same time one after the other", async () => {
    const file = await uploadAs(owner, "busy.pdf", PDF_BYTES);
    const results = await Promise.all([
      addVersion(owner, file.id, V2_BYTES),
      addVersion(editor, file.id, PNG_BYTES, "pic.png"),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const versions = await versionsOf(owner, file.id);
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
  });
});
